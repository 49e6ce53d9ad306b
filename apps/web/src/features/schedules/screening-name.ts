import { formatBusinessDate, type WeekScreening } from '@cinema/contracts';
import { timeRange } from './timeline-row.js';

/** 「真夜中の訪問者」 12/21（月） 23:50–25:44 スクリーン1: how a confirmation names a screening. */
export const screeningName = (item: { startMin: number; endMin: number; s: WeekScreening }, houseName: string) =>
  `「${item.s.filmName}」 ${formatBusinessDate(item.s.businessDate, true)} ${timeRange(item)} ${houseName}`.trim();

/** Published and 販売中: customers can buy it now, so deleting or moving it asks first. */
export const isOnSale = (s: Pick<WeekScreening, 'status' | 'publishedAt'>) => s.status === 'onSale' && !!s.publishedAt;

/** What happens to sales, under the names of the screenings concerned. */
export function onSaleNotice(names: string, kind: 'move' | 'delete'): string {
  const what =
    kind === 'delete'
      ? '削除すると公開中の上映スケジュールから消え、この上映回の販売もできなくなります。'
      : '移動すると公開中の上映スケジュールの時刻が変わり、購入済みのお客様には案内と異なる時刻になります。';
  return `${names}\n\nこの上映回は公開済みで販売中です。${what}取りやめる場合は、通常は削除せず「中止」にしてください。`;
}
