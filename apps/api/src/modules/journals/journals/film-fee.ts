import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { filmFeeStatements } from '../../../db/schema/index.js';
import { sideOf, type Book } from '../journal-book.js';
import type { JournalEntry, JournalScope } from '../journal-entry.js';

// 映画料 (docs/accounting.md, "映画料"): the month's confirmed statements (映画料集計, 確定) as one 伝票 per cinema and
// 配給会社, dated the month's last day. Dr 映画料 (売上原価, 会計設定's 借方科目) the fee before tax and 仮払消費税 its tax,
// on their own lines; Cr 買掛金 (its 貸方科目, 補助: the 配給会社) what is paid. A 暫定 statement is left out.

export async function filmFeeEntries(db: Db, book: Book, scope: JournalScope): Promise<JournalEntry[]> {
  const rows = await db
    .select({ cinemaId: filmFeeStatements.cinemaId, confirmed: filmFeeStatements.confirmed })
    .from(filmFeeStatements)
    .where(
      and(
        eq(filmFeeStatements.brandId, book.brandId),
        eq(filmFeeStatements.month, scope.month),
        eq(filmFeeStatements.status, 'confirmed'),
        inArray(
          filmFeeStatements.cinemaId,
          scope.cinemas.map((c) => c.id),
        ),
      ),
    );
  const v = book.settings.vouchers.filmFee;
  const fee = book.subjectById(v.debitSubjectId, '映画料の借方科目');
  const payable = book.subjectById(v.creditSubjectId, '映画料の貸方科目');
  const sums = new Map<string, { cinemaCode: string; distributor: string; total: number; tax: number; paid: number }>();
  for (const r of rows) {
    const f = r.confirmed;
    const cinema = scope.cinemas.find((c) => c.id === r.cinemaId);
    if (!f || !cinema || f.total === null || f.tax === null || f.payable === null) continue;
    const distributor = f.distributorName ?? book.distributorName(f.distributorId);
    const key = `${cinema.code}\u0000${distributor}`;
    const cur = sums.get(key) ?? { cinemaCode: cinema.code, distributor, total: 0, tax: 0, paid: 0 };
    sums.set(key, { ...cur, total: cur.total + f.total, tax: cur.tax + f.tax, paid: cur.paid + f.payable });
  }
  const tax = [...sums.values()].some((s) => s.tax) ? book.subjectNamed('仮払消費税') : null;
  return [...sums.values()]
    .sort((a, b) => a.cinemaCode.localeCompare(b.cinemaCode) || a.distributor.localeCompare(b.distributor))
    .map((s) => ({
      date: scope.to,
      cinemaCode: s.cinemaCode,
      description: `${v.description ?? '映画料'} ${s.distributor}`.trim(),
      debits: [sideOf(fee, s.cinemaCode, s.total), ...(tax && s.tax ? [sideOf(tax, s.cinemaCode, s.tax)] : [])],
      credits: [sideOf({ ...payable, sub: s.distributor }, s.cinemaCode, s.paid)],
    }));
}
