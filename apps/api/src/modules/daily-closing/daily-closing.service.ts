import { readAll } from '../../db/reads.js';
import { and, eq, sql } from 'drizzle-orm';
import {
  addDays,
  businessDateOf,
  dailyClosingMessages,
  formatBusinessDate,
  type DailyClosingCalendar,
  type DailyClosingCalendarQuery,
  type DailyClosingCloseBody,
  type DailyClosingDay,
  type DailyClosingDayQuery,
  type DailyClosingDepositBody,
  type DailyClosingReopenBody,
} from '@cinema/contracts';
import type { Db } from '../../db/client.js';
import { cinemas, dailyClosings } from '../../db/schema/index.js';
import type { Actor } from '../../platform/actor.js';
import { audit } from '../../platform/audit.js';
import { cinemaFor } from '../../platform/cinema.js';
import { isMonthClosed, lockForClosing } from '../../platform/closed-days.js';
import { conflict, invalidField } from '../../platform/errors.js';
import { iso } from '../../platform/list.js';
import { figuresOf, lateDocumentsOf, statusOf } from './daily-closing.repository.js';
import { checklistOf, dayFacts } from './daily-closing.checks.js';

// 日次締め (docs/reports.md, "日次締め"): the day view (checklist, figures, late documents), the 銀行預入, 締める and
// 締め解除, each write in one transaction with its audit row.

type Row = typeof dailyClosings.$inferSelect;
interface Cinema {
  id: number;
  brandId: number;
  cutoffHour: number;
  name: string;
}

async function cinemaOf(db: Db, actor: Actor, cinemaId: number | undefined): Promise<Cinema> {
  const c = await cinemaFor(db, actor, cinemaId);
  const [row] = await db.select({ name: cinemas.name }).from(cinemas).where(eq(cinemas.id, c.id));
  return { ...c, name: row?.name ?? '' };
}

const todayOf = (c: Cinema, now = new Date()) => businessDateOf(now, c.cutoffHour);

async function rowOf(db: Db, cinemaId: number, businessDate: string, lock = false): Promise<Row | undefined> {
  const q = db
    .select()
    .from(dailyClosings)
    .where(and(eq(dailyClosings.cinemaId, cinemaId), eq(dailyClosings.businessDate, businessDate)));
  const [row] = lock ? await q.for('update') : await q;
  return row;
}

async function dayView(db: Db, actor: Actor, cinema: Cinema, day: string): Promise<DailyClosingDay> {
  const row = await rowOf(db, cinema.id, day);
  const status = statusOf(row);
  const [facts, late, monthClosed] = await readAll(
    db,
    () => dayFacts(db, cinema.id, { from: day, to: day }),
    () => lateDocumentsOf(db, cinema.id, day),
    () => isMonthClosed(db, cinema.id, day),
  );
  const checklist = checklistOf(day, facts.get(day));
  // A closed day shows what was closed: the copy taken at the close, not today's rollups.
  const figures =
    status === 'closed' && row?.snapshot ? row.snapshot : await figuresOf(db, actor.scope, cinema.id, day);
  return {
    cinemaId: cinema.id,
    cinemaName: cinema.name,
    businessDate: day,
    status,
    closedAt: iso(row?.closedAt),
    closedByName: row?.closedByName ?? null,
    reopenedAt: iso(row?.reopenedAt),
    reopenedByName: row?.reopenedByName ?? null,
    reopenReason: row?.reopenReason ?? null,
    deposit:
      row?.depositAmount != null
        ? {
            depositAmount: row.depositAmount,
            depositBagNo: row.depositBagNo ?? '',
            depositorName: row.depositorName ?? '',
            cashDifferenceNote: row.cashDifferenceNote,
            recordedByName: row.depositRecordedByName,
            recordedAt: iso(row.depositRecordedAt) ?? '',
          }
        : null,
    checklist,
    ready: checklist.every((c) => c.ok),
    figures,
    lateDocuments: late,
    monthClosed,
  };
}

export async function readDay(db: Db, actor: Actor, q: DailyClosingDayQuery) {
  return dayView(db, actor, await cinemaOf(db, actor, q.cinemaId), q.businessDate);
}

export async function readCalendar(db: Db, actor: Actor, q: DailyClosingCalendarQuery): Promise<DailyClosingCalendar> {
  const cinema = await cinemaOf(db, actor, q.cinemaId);
  const today = todayOf(cinema);
  const from = `${q.month}-01`;
  const last = new Date(Date.UTC(Number(q.month.slice(0, 4)), Number(q.month.slice(5, 7)), 0)).getUTCDate();
  const to = `${q.month}-${String(last).padStart(2, '0')}`;
  const [rows, facts] = await readAll(
    db,
    () =>
      db
        .select({ day: dailyClosings.businessDate, status: dailyClosings.status })
        .from(dailyClosings)
        .where(
          and(eq(dailyClosings.cinemaId, cinema.id), sql`${dailyClosings.businessDate} between ${from} and ${to}`),
        ),
    () => dayFacts(db, cinema.id, { from, to }),
  );
  const states = new Map(rows.map((r) => [r.day, r.status]));
  const days = [];
  for (let day = from; day <= to; day = addDays(day, 1)) {
    const status = states.get(day) ?? 'open';
    // Only a day that could be closed (today or before) and is not warns.
    const failing =
      status === 'closed' || day > today
        ? []
        : checklistOf(day, facts.get(day))
            .filter((c) => !c.ok)
            .map((c) => c.label);
    days.push({ businessDate: day, status, warning: failing.length > 0, failing });
  }
  return { cinemaId: cinema.id, cinemaName: cinema.name, month: q.month, today, days };
}

const dayKey = (c: Cinema, day: string) => `${c.id}:${day}`;

export async function saveDeposit(db: Db, actor: Actor, body: DailyClosingDepositBody) {
  const cinema = await cinemaOf(db, actor, body.cinemaId);
  if (body.businessDate > todayOf(cinema)) throw invalidField('businessDate', dailyClosingMessages.future);
  await db.transaction(async (tx) => {
    const row = await rowOf(tx, cinema.id, body.businessDate, true);
    if (row?.status === 'closed') throw conflict(dailyClosingMessages.frozen(body.businessDate));
    const values = {
      depositAmount: body.depositAmount,
      depositBagNo: body.depositBagNo,
      depositorName: body.depositorName,
      cashDifferenceNote: body.cashDifferenceNote,
      depositRecordedByName: actor.real.displayName,
      depositRecordedAt: new Date(),
      updatedAt: new Date(),
    };
    await tx
      .insert(dailyClosings)
      .values({ brandId: cinema.brandId, cinemaId: cinema.id, businessDate: body.businessDate, ...values })
      .onConflictDoUpdate({
        target: [dailyClosings.cinemaId, dailyClosings.businessDate],
        set: { ...values, version: sql`${dailyClosings.version} + 1` },
      });
    await audit(tx, actor, {
      action: row ? 'update' : 'create',
      entity: 'dailyClosing',
      entityId: dayKey(cinema, body.businessDate),
      brandId: cinema.brandId,
      cinemaId: cinema.id,
      summary: `${cinema.name} ${formatBusinessDate(body.businessDate)} 銀行預入 ${body.depositAmount.toLocaleString('ja-JP')}円（袋番号 ${body.depositBagNo}、${body.depositorName}）`,
      detail: { ...body },
    });
  });
  return dayView(db, actor, cinema, body.businessDate);
}

export async function closeDay(db: Db, actor: Actor, body: DailyClosingCloseBody) {
  const cinema = await cinemaOf(db, actor, body.cinemaId);
  const day = body.businessDate;
  if (day > todayOf(cinema)) throw invalidField('businessDate', dailyClosingMessages.future);
  await db.transaction(async (tx) => {
    // Documents of the cinema in flight are written before the checks read them; new ones wait for the commit.
    await lockForClosing(tx, cinema.id);
    const row = await rowOf(tx, cinema.id, day, true);
    if (row?.status === 'closed') throw conflict(dailyClosingMessages.alreadyClosed(day));
    const facts = await dayFacts(tx, cinema.id, { from: day, to: day });
    const failing = checklistOf(day, facts.get(day)).filter((c) => !c.ok);
    if (failing.length) throw conflict(dailyClosingMessages.notReady(failing.map((c) => c.label)));
    const snapshot = await figuresOf(tx, actor.scope, cinema.id, day);
    const values = {
      status: 'closed' as const,
      closedAt: new Date(),
      closedById: actor.real.id > 0 ? actor.real.id : null,
      closedByName: actor.real.displayName,
      snapshot,
      updatedAt: new Date(),
    };
    await tx
      .insert(dailyClosings)
      .values({ brandId: cinema.brandId, cinemaId: cinema.id, businessDate: day, ...values })
      .onConflictDoUpdate({
        target: [dailyClosings.cinemaId, dailyClosings.businessDate],
        set: { ...values, version: sql`${dailyClosings.version} + 1` },
      });
    await audit(tx, actor, {
      action: 'close',
      entity: 'dailyClosing',
      entityId: dayKey(cinema, day),
      brandId: cinema.brandId,
      cinemaId: cinema.id,
      summary: `${cinema.name} ${formatBusinessDate(day)} 日次締め（売上合計 ${snapshot.totalSales.toLocaleString('ja-JP')}円、動員 ${snapshot.admissions}人）`,
      detail: { snapshot },
    });
  });
  return dayView(db, actor, cinema, day);
}

export async function reopenDay(db: Db, actor: Actor, body: DailyClosingReopenBody) {
  const cinema = await cinemaOf(db, actor, body.cinemaId);
  const day = body.businessDate;
  await db.transaction(async (tx) => {
    await lockForClosing(tx, cinema.id);
    const row = await rowOf(tx, cinema.id, day, true);
    if (row?.status !== 'closed') throw conflict(dailyClosingMessages.notClosed(day));
    if (await isMonthClosed(tx, cinema.id, day)) throw conflict(dailyClosingMessages.monthClosed(day.slice(0, 7)));
    await tx
      .update(dailyClosings)
      .set({
        status: 'reopened',
        reopenedAt: new Date(),
        reopenedById: actor.real.id > 0 ? actor.real.id : null,
        reopenedByName: actor.real.displayName,
        reopenReason: body.reason,
        version: sql`${dailyClosings.version} + 1`,
        updatedAt: new Date(),
      })
      .where(and(eq(dailyClosings.cinemaId, cinema.id), eq(dailyClosings.businessDate, day)));
    await audit(tx, actor, {
      action: 'reopen',
      entity: 'dailyClosing',
      entityId: dayKey(cinema, day),
      brandId: cinema.brandId,
      cinemaId: cinema.id,
      summary: `${cinema.name} ${formatBusinessDate(day)} 締め解除（理由：${body.reason}）`,
      detail: { reason: body.reason },
    });
  });
  return dayView(db, actor, cinema, day);
}
