import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { cinemas, clients, deposits, payableEntries, payables } from '../../../db/schema/index.js';
import { accountTaxKind } from '@cinema/contracts';
import { sideOf, type Book } from '../journal-book.js';
import type { JournalEntry, JournalScope } from '../journal-entry.js';

// 買掛 and 映画料支払 (docs/accounting.md, "会計伝票ダウンロード"), from 買掛・未払:
// - 買掛: each 仕入 recorded in the month, on its 計上日: Dr 仕入 (会計設定's 借方科目) before tax, a line per rate with
//   its 税区分, and 仮払消費税 its tax; Cr 買掛金 (its 貸方科目, 補助: the 仕入先) the total. 部門: the purchase's 劇場.
// - 映画料支払: each 支払 of a 映画料 payable dated in the month (a cancelled one left out): Dr 買掛金 (補助: the 配給会社)
//   · Cr 普通預金 (補助: the 支払口座). A film fee is owed by the brand, not a cinema: no 部門, and only in the download
//   for every cinema, so that per-cinema files never carry it twice. A 相殺 (e.g. against 前売券精算) settles the same
//   買掛金 against what the 配給会社 owes us: Dr 買掛金 · Cr 売掛金 (補助: the 配給会社), its reason in the 摘要.

export async function accountsPayableEntries(db: Db, book: Book, scope: JournalScope): Promise<JournalEntry[]> {
  const ids = scope.cinemas.map((c) => c.id);
  const rows = await db
    .select({
      recordedOn: payables.recordedOn,
      cinemaCode: cinemas.code,
      supplier: clients.name,
      base10: payables.base10,
      base8: payables.base8,
      tax: sql<number>`${payables.tax10} + ${payables.tax8}`.mapWith(Number),
      amount: payables.amount,
      memo: payables.memo,
    })
    .from(payables)
    .innerJoin(clients, eq(clients.id, payables.clientId))
    .leftJoin(cinemas, eq(cinemas.id, payables.cinemaId))
    .where(
      and(
        eq(payables.brandId, book.brandId),
        eq(payables.kind, 'purchase'),
        eq(payables.month, scope.month),
        scope.allCinemas
          ? or(isNull(payables.cinemaId), inArray(payables.cinemaId, ids))
          : inArray(payables.cinemaId, ids),
      ),
    )
    .orderBy(asc(payables.recordedOn), asc(payables.id));
  const v = book.settings.vouchers.accountsPayable;
  const purchase = book.subjectById(v.debitSubjectId, '買掛の借方科目');
  const payable = book.subjectById(v.creditSubjectId, '買掛の貸方科目');
  const tax = rows.some((r) => r.tax) ? book.subjectNamed('仮払消費税') : null;
  // One 仕入 line per rate, each with its 税区分, whatever the subject's own: the software files the tax by it.
  const [rate10, rate8] = [accountTaxKind.labels.taxablePurchase10, accountTaxKind.labels.taxablePurchase8];
  return rows.map((r) => {
    const dept = r.cinemaCode ?? '';
    return {
      date: r.recordedOn,
      cinemaCode: dept,
      description: [v.description ?? '仕入', r.supplier, r.memo ?? ''].join(' ').trim(),
      debits: [
        ...(r.base10 ? [sideOf({ ...purchase, taxKind: rate10 }, dept, r.base10)] : []),
        ...(r.base8 ? [sideOf({ ...purchase, taxKind: rate8 }, dept, r.base8)] : []),
        ...(tax && r.tax ? [sideOf(tax, dept, r.tax)] : []),
      ],
      credits: [sideOf({ ...payable, sub: r.supplier }, dept, r.amount)],
    };
  });
}

export async function filmFeePaymentEntries(db: Db, book: Book, scope: JournalScope): Promise<JournalEntry[]> {
  if (!scope.allCinemas) {
    book.warnings.add('映画料支払は劇場ごとではなく、全劇場で出力します（劇場を選ばずに出力してください）');
    return [];
  }
  const rows = await db
    .select({
      entryOn: payableEntries.entryOn,
      distributor: clients.name,
      month: payables.month,
      kind: payableEntries.kind,
      amount: payableEntries.amount,
      account: deposits.name,
      memo: payableEntries.memo,
    })
    .from(payableEntries)
    .innerJoin(payables, eq(payables.id, payableEntries.payableId))
    .innerJoin(clients, eq(clients.id, payables.clientId))
    .leftJoin(deposits, eq(deposits.id, payableEntries.depositId))
    .where(
      and(
        eq(payableEntries.brandId, book.brandId),
        eq(payables.kind, 'filmFee'),
        isNull(payableEntries.cancelledAt),
        sql`${payableEntries.entryOn} between ${scope.from} and ${scope.to}`,
      ),
    )
    .orderBy(asc(payableEntries.entryOn), asc(payableEntries.id));
  const v = book.settings.vouchers.filmFeePayment;
  const payable = book.subjectById(v.debitSubjectId, '映画料支払の借方科目');
  const bank = book.subjectById(v.creditSubjectId, '映画料支払の貸方科目');
  const receivable = rows.some((r) => r.kind === 'offset') ? book.subjectNamed('売掛金') : null;
  return rows.map((r) => {
    const period = `${r.distributor} ${r.month.replace('-', '年')}月分`;
    const credit =
      receivable && r.kind === 'offset'
        ? sideOf({ ...receivable, sub: r.distributor }, '', r.amount)
        : sideOf({ ...bank, sub: r.account ?? '' }, '', r.amount);
    const description =
      r.kind === 'offset' ? `相殺 ${period} ${r.memo ?? ''}` : `${v.description ?? '映画料支払'} ${period}`;
    return {
      date: r.entryOn,
      cinemaCode: '',
      description: description.trim(),
      debits: [sideOf({ ...payable, sub: r.distributor }, '', r.amount)],
      credits: [credit],
    };
  });
}
