import { describe, expect, it } from 'vitest';
import dayjs from 'dayjs';
import { bulkDates, normaliseTimes, timesRule } from './schedule-bulk-values.js';

describe('bulk create values', () => {
  it('keeps the dates of the period that fall on the chosen weekdays', () => {
    // 2026-05-04 is a Monday: the weekend of that week is the 9th and 10th.
    expect(bulkDates([dayjs('2026-05-04'), dayjs('2026-05-10')], [0, 6])).toEqual(['2026-05-09', '2026-05-10']);
    expect(bulkDates([dayjs('2026-05-04'), dayjs('2026-05-04')], [1])).toEqual(['2026-05-04']);
    expect(bulkDates(undefined, [1])).toEqual([]);
  });

  it('writes typed times on the scale, once each, in time order (25:30 after 23:00)', () => {
    expect(normaliseTimes(['2530', '10:00', '930', '10:00', '23:00'])).toEqual(['09:30', '10:00', '23:00', '25:30']);
  });

  it('asks for at least one time and names a time off the 36-hour scale', async () => {
    await expect(timesRule.validator(null, [])).rejects.toThrow('「開始時刻」を入力してください');
    await expect(timesRule.validator(null, ['10:00', '37:00'])).rejects.toThrow(
      '「37:00」は0:00〜35:59の「HH:mm」で入力してください（例：25:30）',
    );
    await expect(timesRule.validator(null, ['10:00', '25:30'])).resolves.toBeUndefined();
  });
});
