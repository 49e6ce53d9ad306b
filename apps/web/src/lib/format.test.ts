import { describe, expect, it } from 'vitest';
import { dateTime } from './format.js';

describe('dateTime', () => {
  it('shows an instant in Japan time whatever the browser zone', () => {
    expect(dateTime('2026-11-26T01:32:00.000Z')).toBe('2026-11-26 10:32');
    // 15:30 UTC is already the next day in Japan.
    expect(dateTime('2026-11-25T15:30:00Z')).toBe('2026-11-26 00:30');
  });

  it('shows a dash for nothing or something that is not a time', () => {
    expect(dateTime(null)).toBe('-');
    expect(dateTime('')).toBe('-');
    expect(dateTime('not a time')).toBe('-');
  });
});
