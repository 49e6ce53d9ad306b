import { describe, expect, it } from 'vitest';
import { weekOfRun } from './accumulated.js';

// 週目 of 作品別累計成績, in 興行週 from the 公開日 (docs/reports.md).
describe('weekOfRun', () => {
  it('counts 興行週 from the week holding the 公開日 (Friday weeks)', () => {
    expect(weekOfRun('2031-06-06', '2031-06-06', 5)).toBe(1);
    expect(weekOfRun('2031-06-06', '2031-06-12', 5)).toBe(1);
    expect(weekOfRun('2031-06-06', '2031-06-13', 5)).toBe(2);
    expect(weekOfRun('2031-06-06', '2031-06-21', 5)).toBe(3);
  });

  it('gives a Saturday opening a short first week, and follows the brand’s first weekday', () => {
    expect(weekOfRun('2031-06-07', '2031-06-12', 5)).toBe(1);
    expect(weekOfRun('2031-06-07', '2031-06-13', 5)).toBe(2);
    expect(weekOfRun('2031-06-07', '2031-06-13', 6)).toBe(1);
  });

  it('is not counted before the 公開日 (previews)', () => {
    expect(weekOfRun('2031-06-06', '2031-06-01', 5)).toBeNull();
    expect(weekOfRun('2031-06-06', '2031-06-05', 5)).toBeNull();
  });
});
