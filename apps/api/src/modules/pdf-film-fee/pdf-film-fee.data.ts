import { eq } from 'drizzle-orm';
import { dueDateOf, type PdfFilmFeeQuery, type RoundingMode } from '@cinema/contracts';
import type { Db } from '../../db/client.js';
import { brands } from '../../db/schema/index.js';
import type { Actor } from '../../platform/actor.js';
import { found } from '../../platform/errors.js';
import { holidayName } from '../../platform/holidays.js';
import { brandReportCinemas } from '../../platform/report-cinemas.js';
import { confirmedStatements, type ConfirmedStatement } from '../film-fee/index.js';
import { filmFeeParty, type FilmFeeParty } from './pdf-film-fee.party.js';

// What a 映画料精算書 prints (docs/accounting.md, "映画料精算書"): the month's CONFIRMED statements of one 配給会社 at
// one cinema or every cinema of the caller's brand, the issuer (the brand) and the addressee (the 配給会社).

export interface FilmFeeDocData {
  month: string;
  /** 発行日, today in Japan. */
  issuedOn: string;
  rounding: RoundingMode;
  issuer: {
    companyName: string;
    postalCode: string | null;
    address: string | null;
    phone: string | null;
    invoiceNumber: string | null;
  };
  /** The brand's 社印 (an upload), null when it has none: the document then carries none. */
  stamp: { fileId: number; url: string } | null;
  party: FilmFeeParty;
  /** 支払予定日 from the 配給会社's 支払条件; null while it has none. */
  dueDate: string | null;
  /** The cinemas the document is for: the one named, else every cinema the caller sees (head office: the brand's). */
  cinemas: { code: string; name: string }[];
  /** Every cinema of the brand (head office naming none): printed as 全劇場. */
  wholeBrand: boolean;
  /** The confirmed statements, as confirmed; a 暫定 one is not on the document. */
  rows: ConfirmedStatement[];
}

const todayInJapan = (now = Date.now()) => new Date(now + 9 * 3_600_000).toISOString().slice(0, 10);

export async function filmFeeDocData(db: Db, actor: Actor, q: PdfFilmFeeQuery): Promise<FilmFeeDocData> {
  // Another brand's (or for cinema staff another cinema's) cinema answers 404; so does another brand's 配給会社.
  const c = await brandReportCinemas(db, actor.scope, q.cinemaId ? [q.cinemaId] : undefined);
  const brandId = found(c.brandId, '劇場が見つかりません');
  const party = await filmFeeParty(db, brandId, q.distributorId);
  const [brand] = await db
    .select({
      companyName: brands.companyName,
      name: brands.name,
      postalCode: brands.postalCode,
      address: brands.address,
      phone: brands.phone,
      invoiceNumber: brands.invoiceNumber,
      stamp: brands.stampImage,
    })
    .from(brands)
    .where(eq(brands.id, brandId));
  const { stamp, name, ...issuer } = found(brand);
  const rows = await confirmedStatements(db, c.ids, q.month, q.distributorId);
  return {
    month: q.month,
    issuedOn: todayInJapan(),
    rounding: c.rounding,
    issuer: { ...issuer, companyName: issuer.companyName || name },
    stamp: stamp?.fileId != null ? { fileId: stamp.fileId, url: stamp.url } : null,
    party,
    dueDate: party.terms ? dueDateOf(q.month, party.terms, (d) => holidayName(d) !== null) : null,
    cinemas: c.cinemas.map(({ code, name: cinemaName }) => ({ code, name: cinemaName })),
    wholeBrand: q.cinemaId === undefined && actor.scope.kind !== 'cinemas',
    rows,
  };
}
