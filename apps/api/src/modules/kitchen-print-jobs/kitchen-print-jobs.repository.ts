import { readAll } from '../../db/reads.js';
import { and, asc, count, desc, eq, gte, inArray, isNotNull, lt, max, sql } from 'drizzle-orm';
import { addDays, type KitchenPrintJob, type KitchenPrintJobListQuery } from '@cinema/contracts';
import type { Db } from '../../db/client.js';
import { devices, kitchenPrintJobs } from '../../db/schema/index.js';
import { iso, orderBy, pageAnswer, pageOf, totalCount } from '../../platform/list.js';
import { tenantWhere, type Scope } from '../../platform/scope.js';

// The queries of キッチン伝票 (docs/device-api.md, "kitchen printers"): a printer's pending jobs, one job, a
// printer's history, and the figures the キッチンプリンター list shows.

type Row = typeof kitchenPrintJobs.$inferSelect;

export const toJob = (r: Row): KitchenPrintJob => ({
  id: r.id,
  deviceId: r.deviceId,
  kind: r.kind,
  status: r.status,
  transactionId: r.transactionId,
  transactionNo: String(r.transactionNo),
  channel: r.channel,
  sourceName: r.sourceName,
  orderedAt: r.orderedAt.toISOString(),
  printedAt: iso(r.printedAt),
  items: r.items,
});

/** A printer's pending jobs, oldest first. */
export const pendingJobs = (db: Db, deviceId: number, limit: number) =>
  db
    .select()
    .from(kitchenPrintJobs)
    .where(and(eq(kitchenPrintJobs.deviceId, deviceId), eq(kitchenPrintJobs.status, 'pending')))
    .orderBy(asc(kitchenPrintJobs.id))
    .limit(limit);

/** One job of this printer, locked for the change; another printer's is none. */
export async function lockJob(db: Db, deviceId: number, id: number) {
  const [row] = await db
    .select()
    .from(kitchenPrintJobs)
    .where(and(eq(kitchenPrintJobs.id, id), eq(kitchenPrintJobs.deviceId, deviceId)))
    .for('update');
  return row ?? null;
}

/** A kitchen printer the caller may see (the history's printer): null for another tenant's or another type. */
export async function visiblePrinter(db: Db, scope: Scope, deviceId: number) {
  const [row] = await db
    .select({ id: devices.id })
    .from(devices)
    .where(
      and(
        eq(devices.id, deviceId),
        eq(devices.type, 'kitchenPrinter'),
        tenantWhere(scope, { brandId: devices.brandId, cinemaId: devices.cinemaId }),
      ),
    );
  return row ?? null;
}

/** The start of a Japan date, for the history's 期間 (the dates the screen shows are Japan time). */
const japanDay = (date: string) => new Date(`${date}T00:00:00+09:00`);

/** 印刷履歴: one printer's jobs, newest first unless sorted otherwise. */
export async function listJobs(db: Db, q: KitchenPrintJobListQuery) {
  const j = kitchenPrintJobs;
  const where = and(
    eq(j.deviceId, q.deviceId),
    q.status ? eq(j.status, q.status) : undefined,
    q.kind ? eq(j.kind, q.kind) : undefined,
    q.from ? gte(j.orderedAt, japanDay(q.from)) : undefined,
    q.to ? lt(j.orderedAt, japanDay(addDays(q.to, 1))) : undefined,
    q.keyword ? sql`${j.transactionNo}::text like ${`%${q.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}` : undefined,
  );
  const sortable = { orderedAt: j.orderedAt, transactionNo: j.transactionNo, status: j.status, printedAt: j.printedAt };
  const { limit, offset } = pageOf(q);
  const rows = await db
    .select({ row: j, total: totalCount })
    .from(j)
    .where(where)
    .orderBy(...orderBy(q, sortable, [desc(j.orderedAt), desc(j.id)]))
    .limit(limit)
    .offset(offset);
  return pageAnswer(
    rows,
    q,
    ({ row }) => toJob(row),
    async () => (await db.select({ n: count() }).from(j).where(where))[0]?.n ?? 0,
  );
}

/** Per printer: when it last printed and how many jobs wait (the キッチンプリンター list). */
export async function printerFigures(db: Db, deviceIds: number[]) {
  const figures = new Map<number, { lastPrintedAt: string | null; pendingJobs: number }>();
  if (!deviceIds.length) return figures;
  const j = kitchenPrintJobs;
  const [printed, pending] = await readAll(
    db,
    () =>
      db
        .select({ deviceId: j.deviceId, at: max(j.printedAt) })
        .from(j)
        .where(and(inArray(j.deviceId, deviceIds), isNotNull(j.printedAt)))
        .groupBy(j.deviceId),
    () =>
      db
        .select({ deviceId: j.deviceId, n: count() })
        .from(j)
        .where(and(inArray(j.deviceId, deviceIds), eq(j.status, 'pending')))
        .groupBy(j.deviceId),
  );
  for (const id of deviceIds)
    figures.set(id, {
      lastPrintedAt: iso(printed.find((p) => p.deviceId === id)?.at),
      pendingJobs: pending.find((p) => p.deviceId === id)?.n ?? 0,
    });
  return figures;
}
