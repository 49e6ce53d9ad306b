import { readAll } from '../../db/reads.js';
import { and, asc, count, eq, ne, sql } from 'drizzle-orm';
import { denominations, type CashierReportDetail, fail } from '@cinema/contracts';
import type { Db } from '../../db/client.js';
import { cashierShifts, cashMovements, transactionPayments, transactions } from '../../db/schema/index.js';
import { figuresOf, shiftHeader, shiftOf } from './cashier-report.repository.js';
import { shiftGaps } from './cashier-exceptions.repository.js';
import { settlementHistory } from './cashier-settlement.service.js';

// One shift's レジ精算: 精算 (Z) as stored at close, or 点検 (X) computed now while it works; the
// count by denomination, non-cash per method, voids and refunds, cash movements and the exceptions
// devices reported on its documents (連番欠番, 価格相違, 座席重複, 端末時刻ずれ), and its settlements (精算, 再精算).

const t = transactions;

export async function shiftDetail(
  db: Db,
  cinema: { id: number; brandId: number },
  id: string,
): Promise<CashierReportDetail | null> {
  const [header] = await shiftHeader(db).where(and(eq(cashierShifts.id, id), shiftOf(cinema)));
  if (!header) return null;
  const [[row = fail('no figures for the shift')], nonCash, kinds, movements, flagged, gaps, settlements] =
    await readAll(
      db,
      () => figuresOf(db, [header]),
      () =>
        db
          .select({
            methodName: transactionPayments.methodName,
            methodKind: transactionPayments.methodKind,
            count: sql<number>`count(distinct ${t.id})::int`,
            amount: sql<number>`coalesce(sum(${transactionPayments.amount}), 0)::int`,
          })
          .from(transactionPayments)
          .innerJoin(t, eq(t.id, transactionPayments.transactionId))
          .where(and(eq(t.shiftId, id), ne(transactionPayments.methodKind, 'cash')))
          .groupBy(transactionPayments.methodName, transactionPayments.methodKind)
          .orderBy(asc(transactionPayments.methodName)),
      () =>
        db
          .select({ kind: t.kind, count: count(), amount: sql<number>`coalesce(sum(${t.total}), 0)::int` })
          .from(t)
          .where(eq(t.shiftId, id))
          .groupBy(t.kind),
      () =>
        db
          .select({
            kind: cashMovements.kind,
            amount: cashMovements.amount,
            reason: cashMovements.reason,
            occurredAt: cashMovements.occurredAt,
          })
          .from(cashMovements)
          .where(eq(cashMovements.shiftId, id))
          .orderBy(asc(cashMovements.occurredAt)),
      () =>
        db
          .select({ id: t.id, transactionNo: t.transactionNo, occurredAt: t.occurredAt, exceptions: t.exceptions })
          .from(t)
          .where(and(eq(t.shiftId, id), sql`jsonb_array_length(${t.exceptions}) > 0`))
          .orderBy(asc(t.occurredAt)),
      () => shiftGaps(db, [id]),
      () => settlementHistory(db, header),
    );
  const ofKind = (k: string) => {
    const r = kinds.find((x) => x.kind === k);
    return { count: r?.count ?? 0, amount: r?.amount ?? 0 };
  };
  const counted = header.countedCash ?? {};
  return {
    ...row,
    mode: header.status === 'closed' ? 'Z' : 'X',
    computedAt: new Date().toISOString(),
    denominations: denominations.map((d) => {
      const n = counted[String(d)] ?? 0;
      return { denomination: d, count: n, amount: n * d };
    }),
    nonCash,
    voids: ofKind('void'),
    refunds: ofKind('refund'),
    salesCount: ofKind('sale').count,
    drawerOpens: header.drawerOpens,
    closedByName: header.closedByName,
    settlements,
    movements: movements.map((m) => ({ ...m, occurredAt: m.occurredAt.toISOString() })),
    missingSeqs: gaps.get(id) ?? [],
    exceptions: flagged.flatMap((f) =>
      f.exceptions.map((e) => ({
        transactionId: f.id,
        transactionNo: String(f.transactionNo),
        occurredAt: f.occurredAt.toISOString(),
        kind: e.kind,
        message: e.message,
      })),
    ),
  };
}
