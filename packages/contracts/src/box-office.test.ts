import { describe, expect, it } from 'vitest';
import { exclusiveOfTax, filmWeekOn } from './box-office.js';

// The pure rules of the box-office reports (docs/reports.md, "box-office reports").
describe('興収税抜 (割戻し, one rounding)', () => {
  it('takes round(total × 10 / 110) off the total in the brand’s rounding', () => {
    // 7,200 × 10 / 110 = 654.54…
    expect(exclusiveOfTax(7200, 'ROUND')).toBe(6545);
    expect(exclusiveOfTax(7200, 'ROUND_DOWN')).toBe(6546);
    expect(exclusiveOfTax(7200, 'ROUND_UP')).toBe(6545);
    expect(exclusiveOfTax(1100, 'ROUND_DOWN')).toBe(1000);
    expect(exclusiveOfTax(0, 'ROUND')).toBe(0);
  });

  it('mirrors a negative total (a day of refunds) as the positive one', () => {
    expect(exclusiveOfTax(-7200, 'ROUND')).toBe(-6545);
    expect(exclusiveOfTax(-7200, 'ROUND_DOWN')).toBe(-6546);
  });
});

describe('週目', () => {
  it('counts 興行週 from the one that holds the 公開日: a Saturday opening has a short first week', () => {
    // 2026-11-20 is a Friday.
    expect(filmWeekOn('2026-11-20', '2026-11-20')).toBe(1);
    expect(filmWeekOn('2026-11-20', '2026-11-26')).toBe(1);
    expect(filmWeekOn('2026-11-20', '2026-11-27')).toBe(2);
    expect(filmWeekOn('2026-11-21', '2026-11-27')).toBe(2);
    expect(filmWeekOn('2026-11-20', '2026-11-23', 1)).toBe(2);
  });

  it('is none before the 公開日 or without one', () => {
    expect(filmWeekOn('2026-11-20', '2026-11-19')).toBeNull();
    expect(filmWeekOn(null, '2026-11-19')).toBeNull();
  });
});
