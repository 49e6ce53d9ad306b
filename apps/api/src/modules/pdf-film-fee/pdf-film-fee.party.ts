import { and, eq } from 'drizzle-orm';
import { bankAccountType, pdfFilmFeeMessages, type HolidayRule } from '@cinema/contracts';
import type { Db } from '../../db/client.js';
import { clients } from '../../db/schema/index.js';
import { found } from '../../platform/errors.js';
import { findBank, findBranch } from '../banks/index.js';

// The 配給会社 a 映画料精算書 is addressed to (docs/accounting.md, "映画料精算書"), read in this one place: the brand's
// 取引先 of role 配給会社, with its 登録番号, its 支払条件 (the 支払予定日 follows dueDateOf) and its 振込先.

export interface FilmFeeParty {
  code: string;
  name: string;
  /** 適格請求書発行事業者の登録番号 (T + 13 digits), null when not recorded. */
  invoiceNumber: string | null;
  /** 支払条件 for dueDateOf (contracts receivable-cycle.ts). */
  terms: { closingDay: number; paymentMonth: number; paymentDay: number; holidayRule: HolidayRule } | null;
  /** 振込先 as printed; null while none is recorded (the document then prints none). */
  bankAccount: string | null;
}

/** 「みずほ銀行 新宿支店 普通 1234567 ハイキユウ（カ」 from the stored codes and the 全銀 master's names. */
function bankAccountText(c: {
  bankCode: string | null;
  branchCode: string | null;
  accountType: keyof typeof bankAccountType.labels | null;
  accountNumber: string | null;
  accountHolder: string | null;
}): string | null {
  if (!c.bankCode || !c.branchCode || !c.accountType || !c.accountNumber) return null;
  const bank = findBank(c.bankCode)?.name ?? c.bankCode;
  const branch = findBranch(c.bankCode, c.branchCode)?.name ?? c.branchCode;
  const holder = c.accountHolder ? ` ${c.accountHolder}` : '';
  return `${bank} ${branch} ${bankAccountType.labels[c.accountType]} ${c.accountNumber}${holder}`;
}

/** The brand's 配給会社; another brand's, another role's (or none) answers 404 as its record would. */
export async function filmFeeParty(db: Db, brandId: number, distributorId: number): Promise<FilmFeeParty> {
  const [row] = await db
    .select()
    .from(clients)
    .where(and(eq(clients.id, distributorId), eq(clients.brandId, brandId), eq(clients.role, 'distributor')));
  const c = found(row, pdfFilmFeeMessages.distributorNotFound);
  return {
    code: c.code,
    name: c.name,
    invoiceNumber: c.invoiceNumber || null,
    terms: {
      closingDay: c.closingDay,
      paymentMonth: c.paymentMonth,
      paymentDay: c.paymentDay,
      holidayRule: c.holidayRule,
    },
    bankAccount: bankAccountText(c),
  };
}
