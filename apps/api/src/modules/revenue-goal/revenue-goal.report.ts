import { readAll } from '../../db/reads.js';
import {
  addDays,
  daysOfMonth,
  lastDayOfMonth,
  type RevenueGoalReport,
  type RevenueGoalReportQuery,
} from '@cinema/contracts';
import type { Db } from '../../db/client.js';
import type { Scope } from '../../platform/scope.js';
import { boxOfficeDays, kindDays, reportCinemas, type Period } from '../business-daily/index.js';
import { dayFigures, monthFigures, sumFigures, withTotal, zero, type Amounts } from './revenue-goal.figures.js';
import { goalDaysOf, goalsOf, targetsOf } from './revenue-goal.repository.js';

// 売上目標 (docs/reports.md, "売上目標"): the 基準日's month of the cinemas chosen, one row per cinema and 全劇場計, and
// the days of the month (the cinemas together). Actuals are 営業日報's, from the same rollups and queries: 動員 and
// 興収 on the screening's day (R1), 売店 and その他 on the sales day (R7), tax included; 合計 = 興収 + 売店 + その他.

type Daily = Map<number, Map<string, Omit<Amounts, 'total'>>>;

/** Each cinema's actuals by day over the periods, from 営業日報's reads. */
export async function dailyActuals(db: Db, ids: number[], ps: Period[]): Promise<Daily> {
  const out: Daily = new Map();
  if (!ids.length) return out;
  const [box, kinds] = await readAll(
    db,
    () => boxOfficeDays(db, ids, ps),
    () => kindDays(db, ids, ps),
  );
  const at = (cinemaId: number, bd: string) => {
    const byDay = out.get(cinemaId) ?? new Map<string, Omit<Amounts, 'total'>>();
    out.set(cinemaId, byDay);
    const day = byDay.get(bd) ?? { persons: 0, boxOffice: 0, shop: 0, other: 0 };
    byDay.set(bd, day);
    return day;
  };
  for (const r of box) {
    const d = at(Number(r.cinema_id), r.bd);
    d.persons += Number(r.tickets) + Number(r.comps);
    d.boxOffice += Number(r.booked);
  }
  for (const r of kinds) {
    if (r.kind !== 'shop' && r.kind !== 'other') continue;
    at(Number(r.cinema_id), r.bd)[r.kind] += Number(r.base);
  }
  return out;
}

/** The same calendar day a year before (none for 29 February). */
const lastYearOf = (date: string) => {
  const d = `${Number(date.slice(0, 4)) - 1}${date.slice(4)}`;
  return addDays(d, 0) === d ? d : null;
};

export async function revenueGoalReport(db: Db, scope: Scope, q: RevenueGoalReportQuery): Promise<RevenueGoalReport> {
  const list = await reportCinemas(db, scope, q.cinemaIds);
  const ids = list.map((c) => c.id);
  const month = q.baseDate.slice(0, 7);
  const dates = daysOfMonth(month);
  const lastYearMonth = `${Number(month.slice(0, 4)) - 1}${month.slice(4)}`;
  const ly = { from: `${lastYearMonth}-01`, to: lastDayOfMonth(lastYearMonth) };
  const fourWeeks = addDays(q.baseDate, -27);
  const first = `${month}-01`;
  const window = { from: fourWeeks < first ? fourWeeks : first, to: q.baseDate };
  const [actuals, goals, splits] = await readAll(
    db,
    () => dailyActuals(db, ids, [window, ly]),
    () => goalsOf(db, ids, month),
    () => goalDaysOf(db, ids, month),
  );
  const actualOf = (id: number) => (date: string) => {
    const a = actuals.get(id)?.get(date);
    return a ? withTotal(a) : zero();
  };
  const lyDates = daysOfMonth(lastYearMonth);
  const rows = list.map((c) => {
    const goal = goals.get(c.id);
    const split = goal ? new Map((splits.get(c.id) ?? []).map((d) => [d.date, d])) : null;
    const actual = actualOf(c.id);
    const lastYear = zero();
    for (const d of lyDates) for (const [k, v] of Object.entries(actual(d))) lastYear[k as keyof Amounts] += v;
    return {
      cinemaId: c.id,
      cinemaCode: c.code,
      cinemaName: c.name,
      registered: !!goal,
      figures: monthFigures({
        dates,
        baseDate: q.baseDate,
        actual,
        split,
        target: goal ? targetsOf(goal) : null,
        lastYear,
      }),
    };
  });
  const sumOver = (pick: (id: number) => Amounts | null) => {
    const parts = ids.map(pick).filter((a): a is Amounts => a != null);
    if (!parts.length) return null;
    const s = zero();
    for (const p of parts) for (const [k, v] of Object.entries(p)) s[k as keyof Amounts] += v;
    return s;
  };
  const days = dayFigures(
    dates,
    q.baseDate,
    (date) =>
      sumOver((id) => {
        const d = splits.get(id)?.find((x) => x.date === date);
        return goals.has(id) && d
          ? { persons: d.persons, boxOffice: d.boxOffice, shop: d.shop, other: d.other, total: d.total }
          : null;
      }),
    (date) => sumOver((id) => actualOf(id)(date)) ?? zero(),
    (date) => {
      const d = lastYearOf(date);
      return d ? (sumOver((id) => actualOf(id)(d)) ?? zero()) : zero();
    },
  );
  return {
    month,
    baseDate: q.baseDate,
    lastYearMonth: ly,
    remainingDays: dates.filter((d) => d > q.baseDate).length,
    rows,
    totals: sumFigures(rows.map((r) => r.figures)),
    days,
  };
}
