import { readAll } from '../../db/reads.js';
import { and, asc, count, desc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { CashierReportListQuery, CashierReportRow } from '@cinema/contracts';
import type { Db } from '../../db/client.js';
import { cashierShifts, cashMovements, devices, transactionPayments, transactions } from '../../db/schema/index.js';
import { listAnswer, orderBy, pageOf } from '../../platform/list.js';
import { getOrFail } from '@cinema/contracts';

// レジ精算: a cinema's cashier shifts over a period, each with its cash figures summed from the
// shift's documents (cash payments, refunds negative) and cash movements (docs/sales.md, "facts").

const s = cashierShifts;
type Cinema = { id: number; brandId: number };

export const shiftHeader = (db: Db) =>
  db
    .select({
      id: s.id,
      // The office cash (事務所現金) has no register: console refunds pay from it (docs/sales.md).
      deviceName: sql<string>`coalesce(${devices.name}, '事務所現金')`,
      staffName: s.staffName,
      salesBusinessDate: s.salesBusinessDate,
      openedAt: s.openedAt,
      closedAt: s.closedAt,
      status: s.status,
      openingFloat: s.openingFloat,
      countedCash: s.countedCash,
      countedTotal: s.countedTotal,
      expectedCash: s.expectedCash,
      overShort: s.overShort,
      overShortReason: s.overShortReason,
      drawerOpens: s.drawerOpens,
      closedFrom: s.closedFrom,
      closedByName: s.closedByName,
      approvedBy: s.approvedBy,
      approvedAt: s.approvedAt,
      kind: s.kind,
    })
    .from(s)
    .leftJoin(devices, eq(devices.id, s.deviceId));
export type ShiftHeader = Awaited<ReturnType<ReturnType<typeof shiftHeader>['where']>>[number];

export const shiftOf = (cinema: Cinema) => and(eq(s.brandId, cinema.brandId), eq(s.cinemaId, cinema.id));

/** Cash in and out per shift: sales, refunds and voids, float added, drops and payouts. */
async function cashFigures(db: Db, ids: string[]) {
  if (!ids.length) return new Map<string, Omit<Figures, 'id'>>();
  const t = transactions;
  const p = transactionPayments;
  const [paid, moved] = await readAll(
    db,
    () =>
      db
        .select({
          id: t.shiftId,
          sales: sql<number>`coalesce(sum(${p.amount}) filter (where ${t.kind} = 'sale'), 0)::int`,
          refunds: sql<number>`coalesce(sum(${p.amount}) filter (where ${t.kind} <> 'sale'), 0)::int`,
        })
        .from(p)
        .innerJoin(t, eq(t.id, p.transactionId))
        .where(and(inArray(t.shiftId, ids), eq(p.methodKind, 'cash')))
        .groupBy(t.shiftId),
    () =>
      db
        .select({
          id: cashMovements.shiftId,
          floatAdded: sql<number>`coalesce(sum(${cashMovements.amount}) filter (where ${cashMovements.kind} = 'floatAdd'), 0)::int`,
          drops: sql<number>`coalesce(sum(${cashMovements.amount}) filter (where ${cashMovements.kind} = 'drop'), 0)::int`,
          payouts: sql<number>`coalesce(sum(${cashMovements.amount}) filter (where ${cashMovements.kind} = 'payout'), 0)::int`,
        })
        .from(cashMovements)
        .where(inArray(cashMovements.shiftId, ids))
        .groupBy(cashMovements.shiftId),
  );
  const out = new Map<string, Omit<Figures, 'id'>>();
  for (const id of ids) out.set(id, { sales: 0, refunds: 0, floatAdded: 0, drops: 0, payouts: 0 });
  for (const r of paid) if (r.id) Object.assign(getOrFail(out, r.id, 'shift'), { sales: r.sales, refunds: r.refunds });
  for (const r of moved)
    Object.assign(getOrFail(out, r.id, 'shift'), { floatAdded: r.floatAdded, drops: r.drops, payouts: r.payouts });
  return out;
}
type Figures = { id: string; sales: number; refunds: number; floatAdded: number; drops: number; payouts: number };

/** A shift as a report row: a closed shift shows its stored close, a working one its figures now. */
export function rowOf(h: ShiftHeader, f: Omit<Figures, 'id'>): CashierReportRow {
  const live = h.openingFloat + f.sales + f.refunds + f.floatAdded + f.drops + f.payouts;
  const closed = h.status === 'closed';
  return {
    id: h.id,
    kind: h.kind,
    deviceName: h.deviceName,
    staffName: h.staffName,
    salesBusinessDate: h.salesBusinessDate,
    openedAt: h.openedAt.toISOString(),
    closedAt: h.closedAt?.toISOString() ?? null,
    status: h.status,
    openingFloat: h.openingFloat,
    cashSales: f.sales,
    cashRefunds: f.refunds,
    floatAdded: f.floatAdded,
    drops: f.drops,
    payouts: f.payouts,
    expectedCash: closed ? (h.expectedCash ?? live) : live,
    countedCash: closed ? h.countedTotal : null,
    overShort: closed ? h.overShort : null,
    overShortReason: h.overShortReason,
    // Shifts closed before the console could close one were closed by their device (migration 0036).
    closedFrom: closed ? (h.closedFrom ?? 'device') : null,
    approvedBy: h.approvedBy,
    approvedAt: h.approvedAt?.toISOString() ?? null,
  };
}

export async function figuresOf(db: Db, headers: ShiftHeader[]) {
  const figures = await cashFigures(
    db,
    headers.map((h) => h.id),
  );
  return headers.map((h) => rowOf(h, getOrFail(figures, h.id, 'shift')));
}

const sorts = { openedAt: s.openedAt, salesBusinessDate: s.salesBusinessDate };

export async function listShifts(db: Db, cinema: Cinema, q: CashierReportListQuery) {
  const where: SQL | undefined = and(
    shiftOf(cinema),
    gte(s.salesBusinessDate, q.from),
    lte(s.salesBusinessDate, q.to),
    q.deviceId ? eq(s.deviceId, q.deviceId) : undefined,
    q.status ? eq(s.status, q.status) : undefined,
  );
  const [headers, [total]] = await readAll(
    db,
    () =>
      shiftHeader(db)
        .where(where)
        .orderBy(...orderBy(q, sorts, [desc(s.openedAt), asc(s.id)]))
        .limit(pageOf(q).limit)
        .offset(pageOf(q).offset),
    () => db.select({ n: count() }).from(s).where(where),
  );
  return listAnswer(await figuresOf(db, headers), total?.n ?? 0, q);
}
