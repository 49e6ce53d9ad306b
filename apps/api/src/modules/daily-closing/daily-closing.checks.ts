import { readAll } from '../../db/reads.js';
import { sql } from 'drizzle-orm';
import { closingCheck, formatBusinessDate, type ClosingCheck, type ClosingCheckItem } from '@cinema/contracts';
import { rowsOf, type Db } from '../../db/client.js';

// 日次締め's checklist (docs/reports.md, "日次締め"), for one 営業日 or every day of a month at once (the calendar's
// warnings): each item's state from the facts of the cinema's days, in grouped queries.

export interface Period {
  from: string;
  to: string;
}

interface DayFacts {
  /** Register and kiosk shifts of the day not settled yet (精算前). The office cash has no 精算. */
  workingShifts: number;
  /** Sum of the settled shifts' 過不足. */
  overShort: number;
  /** Sales of the day still processing, waiting for payment or being confirmed. */
  pending: number;
  /** Sold, unrefunded, never admitted seats of the day's ended screenings with no outcome recorded. */
  nonArrivals: number;
  weather: boolean;
  deposit: boolean;
  cashNote: boolean;
}

const n = (v: unknown) => Number(v ?? 0);

type Row = { day: string; v: string };

async function byDay(db: Db, query: ReturnType<typeof sql>) {
  const rows = await rowsOf<Row>(db.execute(query));
  return new Map(rows.map((r) => [String(r.day), n(r.v)]));
}

/** The facts of each day of the period that has any, by 営業日. */
export async function dayFacts(db: Db, cinemaId: number, p: Period, now = new Date()): Promise<Map<string, DayFacts>> {
  const [working, overShort, pending, nonArrivals, notes, closings] = await readAll(
    db,
    () =>
      byDay(
        db,
        sql`select sales_business_date::text as day, count(*) as v from cashier_shifts
        where cinema_id = ${cinemaId} and sales_business_date between ${p.from} and ${p.to}
          and kind = 'drawer' and status = 'working' group by 1`,
      ),
    () =>
      byDay(
        db,
        sql`select sales_business_date::text as day, coalesce(sum(over_short), 0) as v from cashier_shifts
        where cinema_id = ${cinemaId} and sales_business_date between ${p.from} and ${p.to}
          and status = 'closed' group by 1`,
      ),
    () =>
      byDay(
        db,
        sql`select sales_business_date::text as day, count(*) as v from transactions
        where cinema_id = ${cinemaId} and sales_business_date between ${p.from} and ${p.to}
          and status in ('processing', 'pendingPayment', 'confirming') group by 1`,
      ),
    () =>
      byDay(
        db,
        sql`select s.business_date::text as day, count(*) as v
        from admissions a
        join screenings s on s.id = a.screening_id
        join transaction_lines l on l.id = a.line_id
        join transactions t on t.id = l.transaction_id
        where a.cinema_id = ${cinemaId} and s.business_date between ${p.from} and ${p.to}
          and s.end_at <= ${now.toISOString()}::timestamptz
          and a.admitted_at is null and a.non_arrival_outcome is null
          and l.refunded_quantity < l.quantity and t.status in ('success', 'partial_refunded')
        group by 1`,
      ),
    () =>
      byDay(
        db,
        sql`select business_date::text as day, 1 as v from business_day_notes
        where cinema_id = ${cinemaId} and business_date between ${p.from} and ${p.to}`,
      ),
    () =>
      rowsOf<{ day: string; deposit: boolean; note: boolean }>(
        db.execute(sql`select business_date::text as day, deposit_amount is not null as deposit,
          coalesce(cash_difference_note, '') <> '' as note
        from daily_closings where cinema_id = ${cinemaId} and business_date between ${p.from} and ${p.to}`),
      ),
  );
  const days = new Set([
    ...working.keys(),
    ...overShort.keys(),
    ...pending.keys(),
    ...nonArrivals.keys(),
    ...notes.keys(),
    ...closings.map((c) => String(c.day)),
  ]);
  const closing = new Map(closings.map((c) => [String(c.day), c]));
  return new Map(
    [...days].map((day) => [
      day,
      {
        workingShifts: working.get(day) ?? 0,
        overShort: overShort.get(day) ?? 0,
        pending: pending.get(day) ?? 0,
        nonArrivals: nonArrivals.get(day) ?? 0,
        weather: notes.has(day),
        deposit: closing.get(day)?.deposit ?? false,
        cashNote: closing.get(day)?.note ?? false,
      },
    ]),
  );
}

const emptyFacts: DayFacts = {
  workingShifts: 0,
  overShort: 0,
  pending: 0,
  nonArrivals: 0,
  weather: false,
  deposit: false,
  cashNote: false,
};

const yen = (v: number) => `${v < 0 ? '-' : ''}${Math.abs(v).toLocaleString('ja-JP')}円`;

/** The checklist of a day from its facts, each item with what was found and where it is put right. */
export function checklistOf(day: string, facts: DayFacts | undefined): ClosingCheckItem[] {
  const f = facts ?? emptyFacts;
  const item = (key: ClosingCheck, ok: boolean, detail: string, link: ClosingCheckItem['link']): ClosingCheckItem => ({
    key,
    label: closingCheck.labels[key],
    ok,
    detail,
    link,
  });
  const on = { from: day, to: day };
  return [
    item(
      'shifts',
      f.workingShifts === 0,
      f.workingShifts ? `精算前のシフトが${f.workingShifts}件あります` : 'すべてのシフトが精算済みです',
      { path: '/cashier-report', search: { ...on, status: 'working' } },
    ),
    item(
      'pendingPayments',
      f.pending === 0,
      f.pending ? `決済確認中・支払待ちの取引が${f.pending}件あります` : '決済確認中の取引はありません',
      { path: '/transaction-history', search: on },
    ),
    item(
      'nonArrival',
      f.nonArrivals === 0,
      f.nonArrivals ? `処理されていない未着券が${f.nonArrivals}席あります` : '未着券はすべて処理済みです',
      { path: '/non-arrival-ticket-record', search: { businessDate: day } },
    ),
    item(
      'cash',
      f.overShort === 0 || f.cashNote,
      f.overShort === 0
        ? '現金過不足はありません'
        : f.cashNote
          ? `現金過不足 ${yen(f.overShort)}（説明あり）`
          : `現金過不足が ${yen(f.overShort)} あります。銀行預入の欄に説明を入力してください`,
      { path: '/cashier-report', search: on },
    ),
    item(
      'weather',
      f.weather,
      f.weather ? '天候が入力されています' : `${formatBusinessDate(day)}の天候が入力されていません`,
      { path: '/business-daily', search: on },
    ),
    item('deposit', f.deposit, f.deposit ? '銀行預入が記録されています' : '銀行預入が記録されていません', null),
  ];
}
