import { describe, expect, it } from 'vitest';
import { screeningStateLabel } from './schedules.js';
import { seatFigures } from './schedule-week.js';

describe('screeningStateLabel', () => {
  // A late show of 2026-05-04 ending at 25:30 on the 36-hour scale: 01:30 of the 5th in Tokyo.
  const late = { status: 'onSale' as const, endAt: '2026-05-04T16:30:00.000Z' };
  it('says 販売中 until the end, 上映終了 from the end on, whatever the calendar day', () => {
    expect(screeningStateLabel(late, Date.parse('2026-05-05T01:29:00+09:00'))).toBe('販売中');
    expect(screeningStateLabel(late, Date.parse('2026-05-05T01:30:00+09:00'))).toBe('上映終了');
  });
  it('keeps 中止 for a cancelled screening', () => {
    expect(screeningStateLabel({ ...late, status: 'cancelled' }, Date.parse('2026-05-06T00:00:00+09:00'))).toBe('中止');
  });
});

describe('seatFigures', () => {
  it('残席 = capacity − sold − held, 販売率 = sold / capacity rounded', () => {
    expect(seatFigures({ sold: 42, held: 8, capacity: 120 })).toEqual({ sold: 42, remaining: 70, rate: '35%' });
    expect(seatFigures({ sold: 0, held: 0, capacity: 0 })).toEqual({ sold: 0, remaining: 0, rate: '—' });
  });
});
