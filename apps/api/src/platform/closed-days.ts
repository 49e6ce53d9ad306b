import { and, asc, between, count, eq, gte, inArray, sql } from 'drizzle-orm';
import { addDays, dailyClosingMessages } from '@cinema/contracts';
import type { Db } from '../db/client.js';
import { dailyClosings, monthlyClosings } from '../db/schema/index.js';
import { conflict } from './errors.js';

// Closed days are frozen (docs/reports.md, "日次締め"; docs/sales.md, "closed days"). Several modules ask the same two
// questions, so they are answered here: where does a document of a 営業日 post (the day itself, or the next open day
// when it is closed), and may a write change a day (refused with 「2026/11/28（土）は締め済みです」 when it is closed).
//
// A sale and a close must not cross: every write that asks takes the cinema's closing lock shared, the close takes it
// exclusive (lockForClosing), so a close waits for the documents in flight and sees them, and a document written after
// the close sees the closed day. The lock is held to the end of the transaction; a transaction asks the database once
// per cinema and day (the answer cannot change while it holds the lock).

/** The advisory lock's first key: the closing lock's namespace. */
const CLOSING_LOCK = 0x44_43_4c; // 'DCL'

const asked = new WeakMap<object, Map<string, Promise<string[]>>>();

async function closedRows(db: Db, cinemaId: number, from: string) {
  const rows = await db
    .select({ day: dailyClosings.businessDate })
    .from(dailyClosings)
    .where(
      and(
        eq(dailyClosings.cinemaId, cinemaId),
        gte(dailyClosings.businessDate, from),
        eq(dailyClosings.status, 'closed'),
      ),
    )
    .orderBy(asc(dailyClosings.businessDate));
  return rows.map((r) => r.day);
}

/** The cinema's closed days from `from` on (ascending), asked once per transaction under the shared lock. */
function closedFrom(tx: Db, cinemaId: number, from: string): Promise<string[]> {
  // Outside a transaction (no rollback) nothing is held: ask afresh every time.
  if (!('rollback' in tx)) return closedRows(tx, cinemaId, from);
  let mine = asked.get(tx);
  if (!mine) asked.set(tx, (mine = new Map()));
  const key = `${cinemaId}|${from}`;
  let answer = mine.get(key);
  if (!answer) {
    answer = (async () => {
      await tx.execute(sql`select pg_advisory_xact_lock_shared(${CLOSING_LOCK}::int, ${cinemaId}::int)`);
      return closedRows(tx, cinemaId, from);
    })();
    mine.set(key, answer);
    answer.catch(() => mine.delete(key));
  }
  return answer;
}

/** The close's side of the lock: waits for the cinema's documents in flight, and holds off new ones until commit. */
export async function lockForClosing(tx: Db, cinemaId: number) {
  await tx.execute(sql`select pg_advisory_xact_lock(${CLOSING_LOCK}::int, ${cinemaId}::int)`);
  asked.delete(tx);
}

export interface Posting {
  /** The 営業日 the document is written on. */
  salesBusinessDate: string;
  /** The closed 営業日 it belongs to by its time, when it was moved; else null. */
  postedFromBusinessDate: string | null;
  /**
   * Box-office days asked about that are closed, each to the day its tickets count on instead (the posting day): a
   * ticket's `bookedBusinessDate` (docs/reports.md, "日次締め"), so a closed day's 動員・興収 stay frozen.
   */
  bookedOn: Record<string, string>;
}

/**
 * Where a document of the cinema's 営業日 `businessDate` posts: that day, or the next open one when it is closed; and
 * which of its tickets' box-office days (`boxOfficeDays`: screening days, or a refunded ticket's own) are closed.
 */
export async function postingOf(
  tx: Db,
  cinemaId: number,
  businessDate: string,
  boxOfficeDays: readonly string[] = [],
): Promise<Posting> {
  // The earliest day asked is usually the document's own, so the list is the one a transaction already holds.
  const from = boxOfficeDays.reduce((min, d) => (d < min ? d : min), businessDate);
  const closed = new Set(await closedFrom(tx, cinemaId, from));
  let day = businessDate;
  while (closed.has(day)) day = addDays(day, 1);
  const bookedOn: Record<string, string> = {};
  for (const d of boxOfficeDays) if (closed.has(d)) bookedOn[d] = day;
  return { salesBusinessDate: day, postedFromBusinessDate: day === businessDate ? null : businessDate, bookedOn };
}

/** Whether the cinema's 営業日 is closed (under the shared lock, so it stays so until the caller commits). */
export async function isClosedDay(tx: Db, cinemaId: number, businessDate: string): Promise<boolean> {
  return (await closedFrom(tx, cinemaId, businessDate))[0] === businessDate;
}

/** Refuses (409) a write that would change a closed day's facts, naming the day. */
export async function refuseClosedDay(
  tx: Db,
  cinemaId: number,
  businessDate: string,
  message: (day: string) => string = dailyClosingMessages.frozen,
) {
  if (await isClosedDay(tx, cinemaId, businessDate)) throw conflict(message(businessDate));
}

/** How many days of `from`…`to` each cinema has closed: a report's 締め状態 is 締め済み when it is every day. */
export async function closedDayCounts(db: Db, cinemaIds: number[], from: string, to: string) {
  if (!cinemaIds.length) return new Map<number, number>();
  const rows = await db
    .select({ cinemaId: dailyClosings.cinemaId, days: count() })
    .from(dailyClosings)
    .where(
      and(
        inArray(dailyClosings.cinemaId, cinemaIds),
        between(dailyClosings.businessDate, from, to),
        eq(dailyClosings.status, 'closed'),
      ),
    )
    .groupBy(dailyClosings.cinemaId);
  return new Map(rows.map((r) => [r.cinemaId, Number(r.days)]));
}

/**
 * Whether the month of a 営業日 is closed (月次締め, docs/reports.md, "月次締め"): its days stay closed, so 日次締め's
 * 締め解除 is refused. Both closings take the cinema's closing lock (lockForClosing), so a day's reopening and its
 * month's close never cross.
 */
export async function isMonthClosed(db: Db, cinemaId: number, businessDate: string): Promise<boolean> {
  const [row] = await db
    .select({ status: monthlyClosings.status })
    .from(monthlyClosings)
    .where(and(eq(monthlyClosings.cinemaId, cinemaId), eq(monthlyClosings.month, businessDate.slice(0, 7))));
  return row?.status === 'closed';
}
