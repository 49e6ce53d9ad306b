import { readAll } from '../../db/reads.js';
import { asc } from 'drizzle-orm';
import {
  addDays,
  businessDateOf,
  cutoffOffsetHours,
  tokyoMidnight,
  type DashboardFigure,
  type DashboardSales,
} from '@cinema/contracts';
import type { Db } from '../../db/client.js';
import { cinemas } from '../../db/schema/index.js';
import type { Scope } from '../../platform/scope.js';
import { tenantWhere } from '../../platform/scope.js';
import { demoHistoryProgress } from '../../seed/sales-history/index.js';
import {
  saleHours,
  saleHourUntil,
  screeningDays,
  screeningDayUntil,
  sellableSeats,
  type DayRow,
  type HourRow,
} from './dashboard-sales.queries.js';

// Today's figures per cinema against the same weekday last week (前週同曜日比). While the day runs,
// last week counts up to the same clock time on the 36-hour scale, so a day half sold is not set
// against a whole one; once the day is over both are whole. Cinema staff see their cinemas, head
// office its brand.

const HOUR = 3_600_000;
const WEEK = 7 * 24 * HOUR;
const key = (cinemaId: number, bd: string) => `${Number(cinemaId)}|${bd}`;

/** 売上合計: 興行収入 + 売店売上 + その他売上, each on its own basis. */
const sumOf = (figures: DashboardFigure[]): DashboardFigure => ({
  today: figures.reduce((s, f) => s + f.today, 0),
  lastWeek: figures.reduce((s, f) => s + f.lastWeek, 0),
});

/** Where last week stops: null once the day is over for every cinema listed (each has its cut-off). */
function cutOf(day: string, listed: { cutoff: number }[], now: number) {
  if (!listed.length) return null;
  const end = tokyoMidnight(day) + Math.max(...listed.map((c) => cutoffOffsetHours(c.cutoff))) * HOUR;
  if (now >= end) return null;
  const lastWeek = now - WEEK;
  // The hour of the sales day that is in progress (R6's bucket); the ones before it are whole.
  const hour = Math.floor((lastWeek - tokyoMidnight(addDays(day, -7))) / HOUR);
  return { today: new Date(now), lastWeek: new Date(lastWeek), hour };
}

export async function loadDashboardSales(
  db: Db,
  scope: Scope,
  businessDate?: string,
  now = Date.now(),
): Promise<DashboardSales> {
  const list = await db
    .select({ id: cinemas.id, brandId: cinemas.brandId, name: cinemas.name, cutoff: cinemas.businessDayCutoffHour })
    .from(cinemas)
    .where(tenantWhere(scope, { brandId: cinemas.brandId, cinemaId: cinemas.id }))
    .orderBy(asc(cinemas.brandId), asc(cinemas.sortOrder), asc(cinemas.id));
  const day = businessDate ?? businessDateOf(now, list[0]?.cutoff ?? 29);
  const lastWeek = addDays(day, -7);
  const cut = cutOf(day, list, now);
  const until = cut && { today: cut.today.toISOString(), lastWeek: cut.lastWeek.toISOString() };
  if (!list.length) return { businessDate: day, lastWeekDate: lastWeek, until, cinemas: [], salesHistory: null };
  const ids = list.map((c) => c.id);
  const brandIds = [...new Set(list.map((c) => c.brandId))];
  const [[history], days, seats, hours, lastWeekDays, lastWeekHour] = await readAll(
    db,
    () => demoHistoryProgress(db, brandIds),
    () => screeningDays(db, ids, cut ? [day] : [day, lastWeek]),
    () => sellableSeats(db, ids, [day, lastWeek]),
    () => saleHours(db, ids, [day, lastWeek]),
    () => (cut ? screeningDayUntil(db, ids, lastWeek, cut.lastWeek) : Promise.resolve([])),
    () =>
      cut && cut.hour >= 0
        ? saleHourUntil(db, {
            brandIds,
            ids,
            day: lastWeek,
            hour: cut.hour,
            from: new Date(tokyoMidnight(lastWeek) + cut.hour * HOUR),
            until: cut.lastWeek,
          })
        : Promise.resolve([]),
  );
  const dayRows = new Map<string, DayRow>([...days, ...lastWeekDays].map((r) => [key(r.cinema_id, r.bd), r]));
  const seatRows = new Map(seats.map((r) => [key(r.cinema_id, r.bd), Number(r.sellable)]));
  // Last week's hour in progress is the facts' part of it; later hours stay as the rollup has them
  // (shown beside today's hours to come) but are not counted in the day's figures.
  const hoursOf = new Map<number, HourRow[]>();
  for (const h of [...hours.filter((h) => !cut || h.bd !== lastWeek || Number(h.hour) !== cut.hour), ...lastWeekHour]) {
    const rows = hoursOf.get(Number(h.cinema_id));
    if (rows) rows.push(h);
    else hoursOf.set(Number(h.cinema_id), [h]);
  }
  const counted = (h: HourRow) => !cut || h.bd === day || Number(h.hour) <= cut.hour;
  const fig = (value: (bd: string) => number): DashboardFigure => ({ today: value(day), lastWeek: value(lastWeek) });
  return {
    businessDate: day,
    lastWeekDate: lastWeek,
    until,
    salesHistory: history ? { doneDays: history.doneDays, totalDays: history.totalDays } : null,
    cinemas: list.map((c) => {
      const mine = hoursOf.get(c.id) ?? [];
      const ofDay = (bd: string, measure: 'admissions' | 'box_office' | 'sold') =>
        Number(dayRows.get(key(c.id, bd))?.[measure] ?? 0);
      const amount = (bd: string, keep: (h: HourRow) => boolean) =>
        mine.filter((h) => h.bd === bd && keep(h)).reduce((s, h) => s + Number(h.amount), 0);
      const boxOffice = fig((bd) => ofDay(bd, 'box_office'));
      const shopSales = fig((bd) => amount(bd, (h) => h.kind === 'shop' && counted(h)));
      const otherSales = fig((bd) => amount(bd, (h) => h.kind === 'other' && counted(h)));
      const hourSet = [...new Set(mine.map((h) => Number(h.hour)))].sort((a, b) => a - b);
      return {
        cinemaId: c.id,
        cinemaName: c.name,
        admissions: fig((bd) => ofDay(bd, 'admissions')),
        boxOffice,
        shopSales,
        otherSales,
        totalSales: sumOf([boxOffice, shopSales, otherSales]),
        soldSeats: fig((bd) => ofDay(bd, 'sold')),
        sellableSeats: fig((bd) => seatRows.get(key(c.id, bd)) ?? 0),
        hours: hourSet.map((hour) => ({ hour, ...fig((bd) => amount(bd, (h) => Number(h.hour) === hour)) })),
      };
    }),
  };
}
