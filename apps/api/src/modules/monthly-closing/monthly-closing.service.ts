import { readAll } from '../../db/reads.js';
import { asc, eq, sql } from 'drizzle-orm';
import {
  addMonths,
  businessDateOf,
  daysOfMonth,
  monthlyClosingMessages,
  monthText,
  type MonthlyClosingCloseAllAnswer,
  type MonthlyClosingCloseAllBody,
  type MonthlyClosingCloseBody,
  type MonthlyClosingDetail,
  type MonthlyClosingDetailQuery,
  type MonthlyClosingList,
  type MonthlyClosingListQuery,
  type MonthlyClosingReopenBody,
  type MonthlyClosingRow,
  type MonthlyClosingTotals,
} from '@cinema/contracts';
import type { Db } from '../../db/client.js';
import { cinemas, monthlyClosings } from '../../db/schema/index.js';
import type { Actor } from '../../platform/actor.js';
import { audit } from '../../platform/audit.js';
import { cinemaFor } from '../../platform/cinema.js';
import { lockForClosing } from '../../platform/closed-days.js';
import { AppError, conflict, found } from '../../platform/errors.js';
import { iso, listAnswer } from '../../platform/list.js';
import { tenantWhere } from '../../platform/scope.js';
import {
  closedDaysOf,
  closingRowsOf,
  periodOf,
  snapshotOf,
  totalsOf,
  type MonthlyClosingRecord,
} from './monthly-closing.repository.js';

// 月次締め (docs/reports.md, "月次締め"): the month list of the brand's cinemas, one cinema's month, 締める (one cinema,
// or every cinema that is ready, each in its own transaction) and 締め解除, each write with its audit row.

interface Cinema {
  id: number;
  brandId: number;
  code: string;
  name: string;
  cutoffHour: number;
}

const cinemaColumns = {
  id: cinemas.id,
  brandId: cinemas.brandId,
  code: cinemas.code,
  name: cinemas.name,
  cutoffHour: cinemas.businessDayCutoffHour,
};

/** The cinemas the caller sees: head office its brand's, cinema staff their own. */
const cinemasOf = (db: Db, actor: Actor): Promise<Cinema[]> =>
  db
    .select(cinemaColumns)
    .from(cinemas)
    .where(tenantWhere(actor.scope, { brandId: cinemas.brandId, cinemaId: cinemas.id }))
    .orderBy(asc(cinemas.sortOrder), asc(cinemas.code), asc(cinemas.id));

async function cinemaOf(db: Db, actor: Actor, cinemaId: number): Promise<Cinema> {
  const c = await cinemaFor(db, actor, cinemaId);
  const [row] = await db.select(cinemaColumns).from(cinemas).where(eq(cinemas.id, c.id));
  return found(row);
}

const todayOf = (c: Pick<Cinema, 'cutoffHour'>, now = new Date()) => businessDateOf(now, c.cutoffHour);

/**
 * Why the month cannot be closed yet: it has not ended (its last 営業日 is not before the cinema's 営業日 today), and
 * the days of it that could be closed and are not (named, at most five, then 「ほか N 日」).
 */
function blockersOf(cinema: Cinema, month: string, closed: Set<string>, now = new Date()): string[] {
  const today = todayOf(cinema, now);
  const days = daysOfMonth(month);
  const last = days.at(-1) ?? month;
  const open = days.filter((d) => d < today && !closed.has(d));
  return [
    ...(last >= today ? [monthlyClosingMessages.notEnded(month, last)] : []),
    ...(open.length ? [monthlyClosingMessages.openDays(open)] : []),
  ];
}

function rowOf(
  cinema: Cinema,
  month: string,
  record: MonthlyClosingRecord | undefined,
  closed: Set<string>,
  live: MonthlyClosingTotals | undefined,
): MonthlyClosingRow {
  const status = record?.status ?? 'open';
  const isClosed = status === 'closed';
  // A closed month shows what was fixed, not today's rollups.
  const totals = isClosed && record?.snapshot ? record.snapshot.totals : live;
  const blockers = isClosed ? [] : blockersOf(cinema, month, closed);
  return {
    cinemaId: cinema.id,
    cinemaCode: cinema.code,
    cinemaName: cinema.name,
    month,
    status,
    daysClosed: closed.size,
    daysInMonth: daysOfMonth(month).length,
    totalSales: totals?.totalSales ?? 0,
    boxOffice: totals?.boxOffice ?? 0,
    admissions: totals?.admissions ?? 0,
    blockers,
    ready: !isClosed && blockers.length === 0,
    closedAt: iso(record?.closedAt),
    closedByName: record?.closedByName ?? null,
    reopenedAt: iso(record?.reopenedAt),
    reopenedByName: record?.reopenedByName ?? null,
    reopenReason: record?.reopenReason ?? null,
  };
}

/** The month list: last month (of the first cinema's 営業日 today) unless one is asked. */
export async function listMonth(db: Db, actor: Actor, q: MonthlyClosingListQuery): Promise<MonthlyClosingList> {
  const list = await cinemasOf(db, actor);
  const month = q.month ?? addMonths(todayOf(list[0] ?? { cutoffHour: 5 }).slice(0, 7), -1);
  const ids = list.map((c) => c.id);
  const p = periodOf(month);
  const [records, closed, totals] = await readAll(
    db,
    () => closingRowsOf(db, ids, month),
    () => closedDaysOf(db, ids, p),
    () => totalsOf(db, ids, p),
  );
  const rows = list.map((c) => rowOf(c, month, records.get(c.id), closed.get(c.id) ?? new Set(), totals.get(c.id)));
  if (q.sortOrder === 'descend') rows.reverse();
  const page = rows.slice(q.page * q.pageSize, (q.page + 1) * q.pageSize);
  return { ...listAnswer(page, rows.length, q), month };
}

async function detailOf(db: Db, cinema: Cinema, month: string): Promise<MonthlyClosingDetail> {
  const p = periodOf(month);
  const [records, closed] = await readAll(
    db,
    () => closingRowsOf(db, [cinema.id], month),
    () => closedDaysOf(db, [cinema.id], p),
  );
  const record = records.get(cinema.id);
  const fixedSnapshot = record?.status === 'closed' ? record.snapshot : null;
  const figures = fixedSnapshot ?? (await snapshotOf(db, cinema, month));
  const row = rowOf(cinema, month, record, closed.get(cinema.id) ?? new Set(), figures.totals);
  return { ...row, figures, fixed: !!fixedSnapshot };
}

export async function readDetail(db: Db, actor: Actor, q: MonthlyClosingDetailQuery) {
  return detailOf(db, await cinemaOf(db, actor, q.cinemaId), q.month);
}

const monthKey = (c: Cinema, month: string) => `${c.id}:${month}`;
const yen = (v: number) => `${v.toLocaleString('ja-JP')}円`;

/** Closes one cinema's month in one transaction with its audit row; a refusal is a 409 naming why. */
async function closeOne(db: Db, actor: Actor, cinema: Cinema, month: string) {
  await db.transaction(async (tx) => {
    // The cinema's closing lock: no day of it is closed or reopened (日次締め) while the month's days are read.
    await lockForClosing(tx, cinema.id);
    const record = (await closingRowsOf(tx, [cinema.id], month, true)).get(cinema.id);
    if (record?.status === 'closed') throw conflict(monthlyClosingMessages.alreadyClosed(month));
    const closed = (await closedDaysOf(tx, [cinema.id], periodOf(month))).get(cinema.id) ?? new Set<string>();
    const blockers = blockersOf(cinema, month, closed);
    if (blockers.length) throw conflict(monthlyClosingMessages.refused(blockers));
    const snapshot = await snapshotOf(tx, cinema, month);
    const values = {
      status: 'closed' as const,
      closedAt: new Date(),
      closedById: actor.real.id > 0 ? actor.real.id : null,
      closedByName: actor.real.displayName,
      snapshot,
      updatedAt: new Date(),
    };
    await tx
      .insert(monthlyClosings)
      .values({ brandId: cinema.brandId, cinemaId: cinema.id, month, ...values })
      .onConflictDoUpdate({
        target: [monthlyClosings.cinemaId, monthlyClosings.month],
        set: { ...values, version: sql`${monthlyClosings.version} + 1` },
      });
    const t = snapshot.totals;
    await audit(tx, actor, {
      action: 'close',
      entity: 'monthlyClosing',
      entityId: monthKey(cinema, month),
      brandId: cinema.brandId,
      cinemaId: cinema.id,
      summary: `${cinema.name} ${monthText(month)} 月次締め（売上合計 ${yen(t.totalSales)}、興行収入 ${yen(t.boxOffice)}、動員 ${t.admissions}人）`,
      detail: { snapshot },
    });
  });
}

export async function closeMonth(db: Db, actor: Actor, body: MonthlyClosingCloseBody) {
  const cinema = await cinemaOf(db, actor, body.cinemaId);
  await closeOne(db, actor, cinema, body.month);
  return detailOf(db, cinema, body.month);
}

/**
 * 全劇場を締める: each cinema of the caller's brand in its own transaction, so one that is not ready (or fails) keeps
 * none of the others from closing; the answer says which closed and why the others did not.
 */
export async function closeAllMonths(
  db: Db,
  actor: Actor,
  body: MonthlyClosingCloseAllBody,
): Promise<MonthlyClosingCloseAllAnswer> {
  const answer: MonthlyClosingCloseAllAnswer = { month: body.month, closed: [], refused: [] };
  for (const cinema of await cinemasOf(db, actor)) {
    try {
      await closeOne(db, actor, cinema, body.month);
      answer.closed.push({ cinemaId: cinema.id, cinemaName: cinema.name });
    } catch (err) {
      if (!(err instanceof AppError) || err.code !== 'conflict') throw err;
      answer.refused.push({ cinemaId: cinema.id, cinemaName: cinema.name, reason: err.message });
    }
  }
  return answer;
}

export async function reopenMonth(db: Db, actor: Actor, body: MonthlyClosingReopenBody) {
  const cinema = await cinemaOf(db, actor, body.cinemaId);
  const month = body.month;
  await db.transaction(async (tx) => {
    await lockForClosing(tx, cinema.id);
    const record = (await closingRowsOf(tx, [cinema.id], month, true)).get(cinema.id);
    if (record?.status !== 'closed') throw conflict(monthlyClosingMessages.notClosed(month));
    await tx
      .update(monthlyClosings)
      .set({
        status: 'reopened',
        reopenedAt: new Date(),
        reopenedById: actor.real.id > 0 ? actor.real.id : null,
        reopenedByName: actor.real.displayName,
        reopenReason: body.reason,
        version: sql`${monthlyClosings.version} + 1`,
        updatedAt: new Date(),
      })
      .where(sql`${monthlyClosings.cinemaId} = ${cinema.id} and ${monthlyClosings.month} = ${month}`);
    await audit(tx, actor, {
      action: 'reopen',
      entity: 'monthlyClosing',
      entityId: monthKey(cinema, month),
      brandId: cinema.brandId,
      cinemaId: cinema.id,
      summary: `${cinema.name} ${monthText(month)} 月次締めの解除（理由：${body.reason}）`,
      detail: { reason: body.reason },
    });
  });
  return detailOf(db, cinema, month);
}
