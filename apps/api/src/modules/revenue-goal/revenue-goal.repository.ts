import { and, asc, between, eq, inArray } from 'drizzle-orm';
import { lastDayOfMonth, type GoalTargets, type RevenueGoalDay } from '@cinema/contracts';
import type { Db } from '../../db/client.js';
import { revenueGoalDays, revenueGoals } from '../../db/schema/index.js';
import { holidayName } from '../../platform/holidays.js';

// 売上目標's rows (docs/reports.md, "売上目標"): a cinema's month and the split over its days.

export type GoalRow = typeof revenueGoals.$inferSelect;
type DayRow = typeof revenueGoalDays.$inferSelect;

/** 合計 is always 興収 + 売店 + その他. */
export const targetsOf = (g: { persons: number; boxOffice: number; shop: number; other: number }): GoalTargets => ({
  persons: g.persons,
  boxOffice: g.boxOffice,
  shop: g.shop,
  other: g.other,
  total: g.boxOffice + g.shop + g.other,
});

export const dayOf = (d: Omit<RevenueGoalDay, 'holiday' | 'total'>): RevenueGoalDay => ({
  ...d,
  holiday: holidayName(d.date),
  total: d.boxOffice + d.shop + d.other,
});

/** The cinemas' targets of a month, by cinema. */
export async function goalsOf(db: Db, cinemaIds: number[], month: string): Promise<Map<number, GoalRow>> {
  if (!cinemaIds.length) return new Map();
  const rows = await db
    .select()
    .from(revenueGoals)
    .where(and(inArray(revenueGoals.cinemaId, cinemaIds), eq(revenueGoals.month, month)));
  return new Map(rows.map((r) => [r.cinemaId, r]));
}

/** The cinemas' daily split of a month, by cinema and in date order. */
export async function goalDaysOf(db: Db, cinemaIds: number[], month: string): Promise<Map<number, RevenueGoalDay[]>> {
  const out = new Map<number, RevenueGoalDay[]>();
  if (!cinemaIds.length) return out;
  const rows: DayRow[] = await db
    .select()
    .from(revenueGoalDays)
    .where(
      and(
        inArray(revenueGoalDays.cinemaId, cinemaIds),
        between(revenueGoalDays.businessDate, `${month}-01`, lastDayOfMonth(month)),
      ),
    )
    .orderBy(asc(revenueGoalDays.businessDate));
  for (const r of rows) {
    const list = out.get(r.cinemaId) ?? [];
    list.push(
      dayOf({
        date: r.businessDate,
        weight: r.weight,
        persons: r.persons,
        boxOffice: r.boxOffice,
        shop: r.shop,
        other: r.other,
      }),
    );
    out.set(r.cinemaId, list);
  }
  return out;
}

/** Replaces a cinema's split of a month (inside the save's transaction). */
export async function replaceDays(
  tx: Db,
  cinema: { id: number; brandId: number },
  month: string,
  days: Omit<RevenueGoalDay, 'holiday' | 'total'>[],
) {
  await tx
    .delete(revenueGoalDays)
    .where(
      and(
        eq(revenueGoalDays.cinemaId, cinema.id),
        between(revenueGoalDays.businessDate, `${month}-01`, lastDayOfMonth(month)),
      ),
    );
  if (days.length)
    await tx.insert(revenueGoalDays).values(
      days.map((d) => ({
        brandId: cinema.brandId,
        cinemaId: cinema.id,
        businessDate: d.date,
        weight: d.weight,
        persons: d.persons,
        boxOffice: d.boxOffice,
        shop: d.shop,
        other: d.other,
      })),
    );
}
