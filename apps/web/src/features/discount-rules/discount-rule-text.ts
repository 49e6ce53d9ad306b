import { ALL_WEEKDAYS, weekdayLabels } from '@cinema/contracts';

export { discountGroupText, discountText } from '@cinema/contracts';

/** 毎日 / 平日 / 土日 / 月水金 */
export function weekdaysText(days: readonly number[]): string {
  const key = [...days].sort().join('');
  if (key === ALL_WEEKDAYS.join('')) return '毎日';
  if (key === '12345') return '平日';
  if (key === '06') return '土日';
  return [...days]
    .sort()
    .map((d) => weekdayLabels[d])
    .join('');
}

/** 2026/05/01〜2026/05/31, 〜2026/05/31, 2026/05/01〜, or 期限なし. */
export function periodText(from: string | null, to: string | null): string {
  const slash = (d: string | null) => (d ? d.replaceAll('-', '/') : '');
  return from || to ? `${slash(from)}〜${slash(to)}` : '期限なし';
}
