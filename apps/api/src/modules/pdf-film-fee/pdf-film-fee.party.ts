import { and, eq } from 'drizzle-orm';
import { pdfFilmFeeMessages, type HolidayRule } from '@cinema/contracts';
import type { Db } from '../../db/client.js';
import { distributors } from '../../db/schema/index.js';
import { found } from '../../platform/errors.js';

// The 配給会社 a 映画料精算書 is addressed to (docs/accounting.md, "映画料精算書"), read in this one place: today the
// film master's own list (distributors, with its 登録番号); when 配給会社 become 取引先 this function reads the 取引先
// instead, with its 支払条件 (締日・支払日, the 支払予定日 then follows dueDateOf) and its 振込先.

export interface FilmFeeParty {
  code: string;
  name: string;
  /** 適格請求書発行事業者の登録番号 (T + 13 digits), null when not recorded. */
  invoiceNumber: string | null;
  /** 支払条件 for dueDateOf (contracts receivable-cycle.ts); null while the 配給会社 has none. */
  terms: { closingDay: number; paymentMonth: number; paymentDay: number; holidayRule: HolidayRule } | null;
  /** 振込先 as printed; null while none is recorded (the document then prints none). */
  bankAccount: string | null;
}

/** The brand's 配給会社; another brand's (or none) answers 404 as its record would. */
export async function filmFeeParty(db: Db, brandId: number, distributorId: number): Promise<FilmFeeParty> {
  const [d] = await db
    .select({ code: distributors.code, name: distributors.name, invoiceNumber: distributors.invoiceNumber })
    .from(distributors)
    .where(and(eq(distributors.id, distributorId), eq(distributors.brandId, brandId)));
  const party = found(d, pdfFilmFeeMessages.distributorNotFound);
  return { ...party, invoiceNumber: party.invoiceNumber || null, terms: null, bankAccount: null };
}
