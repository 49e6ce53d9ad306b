import { readAll } from '../../db/reads.js';
import {
  addDays,
  daysBetween,
  LAST_YEAR_DAYS,
  type CinemaDaily,
  type CinemaDailyFigures,
  type CinemaDailyQuery,
  type GoalTargets,
} from '@cinema/contracts';
import type { Db } from '../../db/client.js';
import type { Scope } from '../../platform/scope.js';
import { monthTargets } from '../revenue-goal/index.js';
import { boxOfficeFigures, salesFigures, topFilms, type DailyReading } from './cinema-daily.queries.js';
import { closedDayCounts } from '../../platform/closed-days.js';
import { brandReportCinemas } from '../../platform/report-cinemas.js';

// 全劇場日報（速報） (docs/reports.md, "特別レポート"): one row per cinema and the 全社計, for the morning flash. 前年同曜日 is
// the period 364 days back (the weekday kept), 月累計 runs from the first of the period's last month. 目標達成率 is
// 月累計 (合計) ÷ the month's 合計 target of 売上目標 (null without one); 締め状態 is 締め済み when 日次締め closed every day
// of the period at the cinema.

type Sums = { persons: number; gross: number; lastPersons: number; lastGross: number; shop: number; other: number };
type MonthSums = { monthPersons: number; monthGross: number; monthSales: number };

const ratio = (a: number, b: number) => (b === 0 ? null : a / b);

function figuresOf(s: Sums & MonthSums, target: number | null): CinemaDailyFigures {
  return {
    persons: s.persons,
    lastYearPersons: s.lastPersons,
    personsRatio: ratio(s.persons, s.lastPersons),
    gross: s.gross,
    lastYearGross: s.lastGross,
    grossRatio: ratio(s.gross, s.lastGross),
    shop: s.shop,
    other: s.other,
    shopPerPerson: s.persons > 0 ? Math.round(s.shop / s.persons) : null,
    total: s.gross + s.shop + s.other,
    monthPersons: s.monthPersons,
    monthGross: s.monthGross,
    monthTotal: s.monthGross + s.monthSales,
    goalRate: target ? (s.monthGross + s.monthSales) / target : null,
  };
}

const none = (): Sums & MonthSums => ({
  persons: 0,
  gross: 0,
  lastPersons: 0,
  lastGross: 0,
  shop: 0,
  other: 0,
  monthPersons: 0,
  monthGross: 0,
  monthSales: 0,
});

export async function cinemaDaily(db: Db, scope: Scope, q: CinemaDailyQuery): Promise<CinemaDaily> {
  const rc = await brandReportCinemas(db, scope, q.cinemaIds);
  const reading: DailyReading = {
    brandId: rc.brandId ?? 0,
    ids: rc.ids,
    from: q.from,
    to: q.to,
    lastFrom: addDays(q.from, -LAST_YEAR_DAYS),
    lastTo: addDays(q.to, -LAST_YEAR_DAYS),
    monthFrom: `${q.to.slice(0, 7)}-01`,
  };
  const [box, sales, films, targets, closedDays] = rc.ids.length
    ? await readAll(
        db,
        () => boxOfficeFigures(db, reading),
        () => salesFigures(db, reading),
        () => topFilms(db, reading),
        () => monthTargets(db, rc.ids, q.to.slice(0, 7)),
        () => closedDayCounts(db, rc.ids, q.from, q.to),
      )
    : [[], [], [], new Map<number, GoalTargets>(), new Map<number, number>()];
  const periodDays = daysBetween(q.from, q.to) + 1;
  // 全社計's target: those of the cinemas that have one (docs/reports.md, "売上目標").
  const totalTarget = targets.size ? [...targets.values()].reduce((a, t) => a + t.total, 0) : null;
  const total = none();
  const rows = rc.cinemas.map((c) => {
    const b = box.find((r) => r.cinema_id === c.id);
    const s = sales.find((r) => r.cinema_id === c.id);
    const sums: Sums & MonthSums = {
      persons: b?.persons ?? 0,
      gross: b?.gross ?? 0,
      lastPersons: b?.last_persons ?? 0,
      lastGross: b?.last_gross ?? 0,
      shop: s?.shop ?? 0,
      other: s?.other ?? 0,
      monthPersons: b?.month_persons ?? 0,
      monthGross: b?.month_gross ?? 0,
      monthSales: s?.month_sales ?? 0,
    };
    for (const k of Object.keys(total) as (keyof typeof total)[]) total[k] += sums[k];
    return {
      cinemaId: c.id,
      cinemaCode: c.code,
      cinemaName: c.name,
      closed: (closedDays.get(c.id) ?? 0) >= periodDays,
      ...figuresOf(sums, targets.get(c.id)?.total ?? null),
    };
  });
  return {
    lastYear: { from: reading.lastFrom, to: reading.lastTo },
    monthFrom: reading.monthFrom,
    rows,
    totals: figuresOf(total, totalTarget),
    films: films.map((f, i) => ({
      rank: i + 1,
      filmId: f.film_id,
      filmName: f.film_name ?? '',
      persons: f.persons,
      gross: f.gross,
      screens: f.screens,
    })),
  };
}
