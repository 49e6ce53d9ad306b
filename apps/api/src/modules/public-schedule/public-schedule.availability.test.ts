import { describe, expect, it } from 'vitest';
import { isOnlineAvailable, onlineSalesWindow, publicImageUrl } from './public-schedule.availability.js';

const cinema = { onlineSalesStartDays: 2, onlineSalesStartTime: '09:00', onlineSalesEndMinutes: 20 };
const screening = {
  businessDate: '2026-05-04',
  startAt: new Date('2026-05-05T01:30:00+09:00'),
  salesStartAt: null,
  salesEndAt: null,
};
const at = (iso: string) => new Date(iso);

describe('onlineSalesWindow', () => {
  it('opens at the cinema’s time the set number of days before the business date and closes after the start', () => {
    const w = onlineSalesWindow(screening, cinema);
    // A 25:30 show of the 4th opens on the 2nd at 09:00 and closes 20 minutes after it begins.
    expect(w.opensAt.toISOString()).toBe(at('2026-05-02T09:00:00+09:00').toISOString());
    expect(w.closesAt.toISOString()).toBe(at('2026-05-05T01:50:00+09:00').toISOString());
    expect(onlineSalesWindow(screening, { ...cinema, onlineSalesStartTime: null }).opensAt.toISOString()).toBe(
      at('2026-05-02T00:00:00+09:00').toISOString(),
    );
  });

  it('uses the screening’s own sales times when set', () => {
    const own = { ...screening, salesStartAt: at('2026-04-20T10:00:00Z'), salesEndAt: at('2026-05-04T16:00:00Z') };
    expect(onlineSalesWindow(own, cinema)).toEqual({ opensAt: own.salesStartAt, closesAt: own.salesEndAt });
  });
});

describe('isOnlineAvailable', () => {
  const window = { opensAt: at('2026-05-02T00:00:00Z'), closesAt: at('2026-05-04T16:50:00Z') };
  const onSale = { status: 'onSale' as const, onlineSales: true, remaining: 10 };
  const now = at('2026-05-03T00:00:00Z');

  it('is true only for a screening on sale, online, with seats, inside its window and without a stop', () => {
    expect(isOnlineAvailable(onSale, window, false, now)).toBe(true);
    expect(isOnlineAvailable(onSale, window, true, now)).toBe(false);
    expect(isOnlineAvailable({ ...onSale, onlineSales: false }, window, false, now)).toBe(false);
    expect(isOnlineAvailable({ ...onSale, remaining: 0 }, window, false, now)).toBe(false);
    for (const status of ['planned', 'stopped', 'cancelled'] as const)
      expect(isOnlineAvailable({ ...onSale, status }, window, false, now)).toBe(false);
  });

  it('opens at the window’s start and closes at its end', () => {
    expect(isOnlineAvailable(onSale, window, false, window.opensAt)).toBe(true);
    expect(isOnlineAvailable(onSale, window, false, new Date(window.opensAt.getTime() - 1))).toBe(false);
    expect(isOnlineAvailable(onSale, window, false, window.closesAt)).toBe(false);
  });
});

describe('publicImageUrl', () => {
  it('sends http images through the image proxy and keeps https and own files', () => {
    expect(publicImageUrl('http://img.example.jp/a b.jpg')).toBe(
      '/api/system/imageProxy?url=http%3A%2F%2Fimg.example.jp%2Fa%20b.jpg',
    );
    expect(publicImageUrl('https://img.example.jp/a.jpg')).toBe('https://img.example.jp/a.jpg');
    expect(publicImageUrl('/api/system/file/x.png')).toBe('/api/system/file/x.png');
    expect(publicImageUrl(null)).toBeNull();
  });
});
