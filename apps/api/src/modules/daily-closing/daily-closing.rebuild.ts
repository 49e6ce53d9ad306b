import { and, eq, sql } from 'drizzle-orm';
import { formatBusinessDate, type DailyClosingFigures } from '@cinema/contracts';
import type { Db } from '../../db/client.js';
import { dailyClosings } from '../../db/schema/index.js';
import type { Actor } from '../../platform/actor.js';
import { audit } from '../../platform/audit.js';

// 日次締め's part in the re-aggregation (docs/reports.md, "再集計"): the one path that changes a closed day's copy of
// its figures.

const figureWords: [keyof DailyClosingFigures, string, string][] = [
  ['totalSales', '売上合計', '円'],
  ['boxOffice', '興行収入', '円'],
  ['admissions', '動員', '人'],
  ['shopSales', '売店売上', '円'],
  ['otherSales', 'その他', '円'],
  ['paymentsTotal', '決済合計', '円'],
];
const n = (v: number) => v.toLocaleString('ja-JP');
const signed = (v: number) => (v > 0 ? `+${n(v)}` : `−${n(-v)}`);

/** 「売上合計 10,000円→9,000円（−1,000円）」 for each key figure that differs; the payments alone otherwise. */
export function snapshotDifference(before: DailyClosingFigures | null, after: DailyClosingFigures): string {
  const parts = figureWords.flatMap(([key, label, unit]) => {
    const was = before ? Number(before[key]) : 0;
    const now = Number(after[key]);
    return was === now ? [] : [`${label} ${n(was)}${unit}→${n(now)}${unit}（${signed(now - was)}${unit}）`];
  });
  return parts.length ? parts.join('、') : '決済方法別の内訳';
}

/**
 * The re-aggregation's side of a closed day (docs/reports.md, "再集計"): when the day is closed and its copy of the
 * figures differs from the rebuilt ones, the copy is refreshed and audited, the summary naming the day and the
 * difference. The caller holds the cinema's closing lock (lockForClosing), so the day cannot be closed or reopened
 * meanwhile. Answers whether the day is closed and whether its copy changed.
 */
export async function refreshClosedDay(
  tx: Db,
  actor: Actor,
  who: { id: number; userName: string } | undefined,
  cinema: { id: number; brandId: number; name: string },
  day: string,
  figures: DailyClosingFigures,
): Promise<{ closed: boolean; refreshed: boolean }> {
  const [row] = await tx
    .select()
    .from(dailyClosings)
    .where(and(eq(dailyClosings.cinemaId, cinema.id), eq(dailyClosings.businessDate, day)))
    .for('update');
  if (row?.status !== 'closed') return { closed: false, refreshed: false };
  const before = row.snapshot ?? null;
  if (before && JSON.stringify(before) === JSON.stringify(figures)) return { closed: true, refreshed: false };
  await tx
    .update(dailyClosings)
    .set({ snapshot: figures, version: sql`${dailyClosings.version} + 1`, updatedAt: new Date() })
    .where(and(eq(dailyClosings.cinemaId, cinema.id), eq(dailyClosings.businessDate, day)));
  await audit(
    tx,
    actor,
    {
      action: 'update',
      entity: 'dailyClosing',
      entityId: `${cinema.id}:${day}`,
      brandId: cinema.brandId,
      cinemaId: cinema.id,
      summary: `${cinema.name} ${formatBusinessDate(day)} 締め済みの数値を再集計で更新（${snapshotDifference(before, figures)}）`,
      detail: { before, after: figures },
    },
    who,
  );
  return { closed: true, refreshed: true };
}
