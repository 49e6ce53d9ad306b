import { describe, expect, it } from 'vitest';
import { DEFAULT_WEEKDAY_WEIGHTS, daysOfMonth, splitByWeights } from '@cinema/contracts';
import { dayOf } from './revenue-goal.repository.js';
import { monthFigures, sumFigures, withTotal, zero, type Amounts } from './revenue-goal.figures.js';
import { splitMonth } from './revenue-goal.split.js';

// 売上目標's rules (docs/reports.md, "売上目標") on a month worked out by hand: November 2026 has 30 days, starts on a
// Sunday, and has two 祝日 (3日 文化の日 on a Tuesday, 23日 勤労感謝の日 on a Monday).

const month = '2026-11';

describe('日割 (daily split)', () => {
  it('weighs each day by its weekday, a 祝日 as 日曜, and splits to the yen by largest remainder', () => {
    // 日 1.5 ×5 (1, 8, 15, 22, 29) + 祝 1.5 ×2 (3, 23) + 月〜木 1.0 ×15 + 金 1.2 ×4 + 土 1.6 ×4 = 10.5 + 15 + 4.8 + 6.4 = 36.7
    const days = splitMonth(month, { persons: 367, boxOffice: 1_000_000, shop: 0, other: 1 }, DEFAULT_WEEKDAY_WEIGHTS);
    expect(days).toHaveLength(30);
    expect(days.map((d) => d.weight).reduce((a, b) => a + b, 0)).toBeCloseTo(36.7, 10);
    expect(days.find((d) => d.date === '2026-11-03')!.weight).toBe(1.5);
    expect(days.find((d) => d.date === '2026-11-23')!.weight).toBe(1.5);
    expect(days.find((d) => d.date === '2026-11-07')!.weight).toBe(1.6);
    // 367 persons over 3,670 hundredths: 15 a 日・祝, 10 a weekday, 12 a Friday, 16 a Saturday, no remainder.
    expect(days.find((d) => d.date === '2026-11-01')!.persons).toBe(15);
    expect(days.find((d) => d.date === '2026-11-02')!.persons).toBe(10);
    expect(days.find((d) => d.date === '2026-11-06')!.persons).toBe(12);
    // 1,000,000 yen: a weekday 1,000,000 × 100 / 3,670 = 27,247.95…, the sum adds up exactly.
    expect(days.find((d) => d.date === '2026-11-02')!.boxOffice).toBeGreaterThanOrEqual(27_247);
    expect(days.reduce((a, d) => a + d.boxOffice, 0)).toBe(1_000_000);
    // 1 yen goes to the day of the largest remainder: the first Saturday (1.6 the largest weight).
    expect(days.filter((d) => d.other === 1).map((d) => d.date)).toEqual(['2026-11-07']);
  });

  it('gives the yen left over to the largest remainders, the earlier day on a tie', () => {
    expect(splitByWeights(10, [1, 1, 1])).toEqual([4, 3, 3]);
    expect(splitByWeights(100, [1, 1.2, 1.6])).toEqual([26, 32, 42]);
    expect(splitByWeights(5, [0, 0])).toBeNull();
  });
});

describe('予実 (figures to the 基準日)', () => {
  // A target of 300,000 yen 興収 split evenly (10,000 a day); actuals on the Sundays 1, 8 and 15 (60,000, 40,000,
  // 20,000), 10,000 on Wednesday 11th, 5,000 on Sunday 25 October, and 3,000 last November in all.
  const split = new Map(
    splitMonth(month, { persons: 0, boxOffice: 300_000, shop: 0, other: 0 }, [1, 1, 1, 1, 1, 1, 1]).map((d) => [
      d.date,
      dayOf(d),
    ]),
  );
  const sales: Record<string, number> = {
    '2026-10-25': 5_000,
    '2026-11-01': 60_000,
    '2026-11-08': 40_000,
    '2026-11-11': 10_000,
    '2026-11-15': 20_000,
  };
  const actual = (date: string): Amounts => withTotal({ persons: 0, boxOffice: sales[date] ?? 0, shop: 0, other: 0 });
  const figures = monthFigures({
    dates: daysOfMonth(month),
    baseDate: '2026-11-16',
    actual,
    split,
    target: { ...zero(), boxOffice: 300_000, total: 300_000 },
    lastYear: { ...zero(), boxOffice: 3_000, total: 3_000 },
  });

  it('answers 達成率, 日割目標累計 and 進捗率 to the 基準日', () => {
    expect(figures.boxOffice).toMatchObject({
      target: 300_000,
      actual: 130_000,
      cumTarget: 160_000,
      lastYear: 3_000,
    });
    expect(figures.boxOffice.achievement).toBeCloseTo(130_000 / 300_000, 12);
    expect(figures.boxOffice.progress).toBeCloseTo(130_000 / 160_000, 12);
    expect(figures.total.actual).toBe(130_000);
  });

  it('adds to 実績, for each day left, the mean of the last 4 same weekdays', () => {
    // Left after Monday 16th: 14 days, two of each weekday. Sundays 22, 29: the last 4 Sundays up to the 16th are
    // 15, 8, 1 November and 25 October: (20,000 + 40,000 + 60,000 + 5,000) / 4 = 31,250 each. Wednesdays 18, 25: the
    // last 4 (11, 4 November, 28, 21 October) mean 10,000 / 4 = 2,500 each. Every other weekday 0.
    expect(figures.boxOffice.forecast).toBe(130_000 + 2 * 31_250 + 2 * 2_500);
    expect(figures.persons).toMatchObject({ actual: 0, forecast: 0, target: 0, achievement: null });
  });

  it('adds cinemas up: the targets of those that have one, the actuals of all', () => {
    const none = monthFigures({
      dates: daysOfMonth(month),
      baseDate: '2026-11-16',
      actual,
      split: null,
      target: null,
      lastYear: zero(),
    });
    expect(none.boxOffice).toMatchObject({ target: null, cumTarget: null, achievement: null, progress: null });
    const total = sumFigures([figures, none]);
    expect(total.boxOffice).toMatchObject({ target: 300_000, actual: 260_000, cumTarget: 160_000 });
    expect(total.boxOffice.forecast).toBe(2 * figures.boxOffice.forecast);
    expect(total.boxOffice.achievement).toBeCloseTo(260_000 / 300_000, 12);
  });
});
