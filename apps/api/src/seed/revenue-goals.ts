import { eq, sql } from 'drizzle-orm';
import { addDays, addMonths, DEFAULT_WEEKDAY_WEIGHTS, daysOfMonth, tokyoDateOf } from '@cinema/contracts';
import type { Db } from '../db/client.js';
import { cinemas, houses, revenueGoalDays, revenueGoals } from '../db/schema/index.js';
import { splitMonth } from '../modules/revenue-goal/revenue-goal.split.js';

// The demo brand's 売上目標 (docs/demo-data.md): each cinema's months of the sales history and the next, sized from
// its screens as the history draws them (about 5 showings a screen a day, 23 persons a showing at about 1,700 yen,
// half of them at the shop for about 900 yen), so the report shows a month near its target.

export async function seedRevenueGoals(tx: Db, brandId: number, historyDays: number, today = new Date()) {
  const last = tokyoDateOf(today.getTime());
  const months: string[] = [];
  for (let m = addDays(last, -historyDays).slice(0, 7); m <= addMonths(last.slice(0, 7), 1); m = addMonths(m, 1))
    months.push(m);
  const rows = await tx
    .select({ id: cinemas.id, screens: sql<number>`count(${houses.id})::int` })
    .from(cinemas)
    .leftJoin(houses, eq(houses.cinemaId, cinemas.id))
    .where(eq(cinemas.brandId, brandId))
    .groupBy(cinemas.id);
  for (const c of rows)
    for (const month of months) {
      const persons = Math.round(Math.max(c.screens, 1) * 5 * 23 * daysOfMonth(month).length);
      const target = {
        persons,
        boxOffice: Math.round((persons * 1700) / 10_000) * 10_000,
        shop: Math.round((persons * 450) / 10_000) * 10_000,
        other: Math.round((persons * 20) / 10_000) * 10_000,
      };
      const weights = [...DEFAULT_WEEKDAY_WEIGHTS];
      await tx.insert(revenueGoals).values({ brandId, cinemaId: c.id, month, ...target, weights });
      await tx.insert(revenueGoalDays).values(
        splitMonth(month, target, weights).map((d) => ({
          brandId,
          cinemaId: c.id,
          businessDate: d.date,
          weight: d.weight,
          persons: d.persons,
          boxOffice: d.boxOffice,
          shop: d.shop,
          other: d.other,
        })),
      );
    }
}
