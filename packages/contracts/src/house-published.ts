import { z } from 'zod';
import { formatBusinessDate } from './business-day.js';
import { publishItem, type PublishItem } from './schedule-publish.js';
import { seatLabel, type SeatPlan } from './seat-plan.js';

// A screen whose seat plan published screenings (公開) offer: tickets sold as D10 must keep
// pointing at the same chair, so a seat there may change its type but not its number or place.

/** GET /api/house/publishedScreenings/:id: the screen's published screenings from today's business day on. */
export const housePublishedScreenings = z.object({ count: z.number().int(), items: z.array(publishItem) });
export type HousePublishedScreenings = z.infer<typeof housePublishedScreenings>;

/**
 * The seats of `before` that `after` renumbers, moves or removes: each seat must keep its label
 * at its row and column (rows and columns added at the end keep every place).
 */
export function movedSeats(before: SeatPlan, after: SeatPlan): string[] {
  const out: string[] = [];
  for (let row = 0; row < before.rows; row++)
    for (let col = 0; col < before.cols; col++) {
      const seat = before.cells[row * before.cols + col];
      if (!seat) continue;
      const label = seatLabel(before, row, seat);
      const now = row < after.rows && col < after.cols ? after.cells[row * after.cols + col] : null;
      if (!now || seatLabel(after, row, now) !== label) out.push(label);
    }
  return out;
}

const MAX_NAMED = 3;
const named = (items: PublishItem[], count: number) =>
  items
    .slice(0, MAX_NAMED)
    .map((s) => `${formatBusinessDate(s.businessDate, true)} ${s.startTime}「${s.filmName}」`)
    .join('、') + (count > MAX_NAMED ? ` ほか${count - MAX_NAMED}件` : '');

/** The warning the screen form shows while published screenings use the plan. */
export const seatPlanInUseWarning = (p: HousePublishedScreenings) =>
  `このスクリーンには公開中の上映回が${p.count}件あります（${named(p.items, p.count)}）。座席の種別は変更できますが、座席番号の変更・座席の削除や移動はできません。`;

/** 409 when a save would renumber, move or remove seats that published screenings use. */
export const seatPlanInUseRefusal = (p: HousePublishedScreenings, seats: string[]) =>
  `公開中の上映回（${named(p.items, p.count)}）が使っている座席の番号・位置は変更できません：${seats.slice(0, 10).join('、')}${seats.length > 10 ? ` ほか${seats.length - 10}席` : ''}`;
