import { asc, sql } from 'drizzle-orm';
import { addDays, businessDateOf, type DashboardFigure, type DashboardSales } from '@cinema/contracts';
import { rowsOf, type Db } from '../../db/client.js';
import { cinemas } from '../../db/schema/index.js';
import type { Scope } from '../../platform/scope.js';
import { tenantWhere } from '../../platform/scope.js';
import { demoHistoryProgress } from '../../seed/sales-history/index.js';

// Today's figures per cinema from the rollups (REPORTS.md §5, R1 R2 R6 R7), each against the same
// weekday last week (前週同曜日比, §0.6). Cinema staff see their cinemas, head office its brand.

type Row = { cinema_id: number; bd: string; v: string | number };
type Key = `${number}|${string}`;

const byKey = (rows: Row[]) => new Map(rows.map((r) => [`${Number(r.cinema_id)}|${r.bd}` as Key, Number(r.v)]));

export async function loadDashboardSales(db: Db, scope: Scope, businessDate?: string): Promise<DashboardSales> {
  const list = await db
    .select({ id: cinemas.id, brandId: cinemas.brandId, name: cinemas.name, cutoff: cinemas.businessDayCutoffHour })
    .from(cinemas)
    .where(tenantWhere(scope, { brandId: cinemas.brandId, cinemaId: cinemas.id }))
    .orderBy(asc(cinemas.brandId), asc(cinemas.sortOrder), asc(cinemas.id));
  const day = businessDate ?? businessDateOf(Date.now(), list[0]?.cutoff ?? 29);
  const lastWeek = addDays(day, -7);
  if (!list.length) return { businessDate: day, lastWeekDate: lastWeek, cinemas: [], salesHistory: null };
  const ids = list.map((c) => c.id);
  const days = [day, lastWeek];
  const q = (query: ReturnType<typeof sql>) => rowsOf<Row>(db.execute(query));
  const [history] = await demoHistoryProgress(db, [...new Set(list.map((c) => c.brandId))]);
  const [admissions, boxOffice, shop, sold, sellable, hours] = await Promise.all([
    q(sql`select cinema_id, screening_bd::text as bd, sum(tickets + comps) as v from rb_film_day
      where cinema_id in ${ids} and screening_bd in ${days} group by 1, 2`),
    q(sql`select cinema_id, screening_bd::text as bd, sum(booked) as v from rb_film_day
      where cinema_id in ${ids} and screening_bd in ${days} group by 1, 2`),
    q(sql`select cinema_id, sale_bd::text as bd, sum(base) as v from rb_tax_day
      where cinema_id in ${ids} and sale_bd in ${days} and kind = 'shop' group by 1, 2`),
    q(sql`select s.cinema_id, s.business_date::text as bd, sum(coalesce(r.sold, 0)) as v
      from screenings s left join rb_screening r on r.screening_id = s.id
      where s.cinema_id in ${ids} and s.business_date in ${days}
        and s.published_at is not null and s.status <> 'cancelled' group by 1, 2`),
    q(sql`select s.cinema_id, s.business_date::text as bd, sum((h.seat_counts->>'sellable')::int) as v
      from screenings s join houses h on h.id = s.house_id
      where s.cinema_id in ${ids} and s.business_date in ${days}
        and s.published_at is not null and s.status <> 'cancelled' group by 1, 2`),
    rowsOf<Row & { hour: number }>(
      db.execute(sql`select cinema_id, sale_bd::text as bd, hour, sum(amount) as v from rb_hour
        where cinema_id in ${ids} and sale_bd in ${days} group by 1, 2, 3 order by 3`),
    ),
  ]);
  const maps = {
    admissions: byKey(admissions),
    boxOffice: byKey(boxOffice),
    shopSales: byKey(shop),
    soldSeats: byKey(sold),
    sellableSeats: byKey(sellable),
  };
  const figure = (m: Map<Key, number>, id: number): DashboardFigure => ({
    today: m.get(`${id}|${day}`) ?? 0,
    lastWeek: m.get(`${id}|${lastWeek}`) ?? 0,
  });
  return {
    businessDate: day,
    lastWeekDate: lastWeek,
    salesHistory: history ? { doneDays: history.doneDays, totalDays: history.totalDays } : null,
    cinemas: list.map((c) => {
      const mine = hours.filter((h) => Number(h.cinema_id) === c.id);
      const hourSet = [...new Set(mine.map((h) => Number(h.hour)))].sort((a, b) => a - b);
      const at = (hour: number, bd: string) =>
        mine.filter((h) => Number(h.hour) === hour && h.bd === bd).reduce((s, h) => s + Number(h.v), 0);
      return {
        cinemaId: c.id,
        cinemaName: c.name,
        admissions: figure(maps.admissions, c.id),
        boxOffice: figure(maps.boxOffice, c.id),
        shopSales: figure(maps.shopSales, c.id),
        soldSeats: figure(maps.soldSeats, c.id),
        sellableSeats: figure(maps.sellableSeats, c.id),
        hours: hourSet.map((hour) => ({ hour, today: at(hour, day), lastWeek: at(hour, lastWeek) })),
      };
    }),
  };
}
