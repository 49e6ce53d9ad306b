import { addDays, imageProxyPath, tokyoMidnight, type ScreeningStatus } from '@cinema/contracts';

const MINUTE = 60_000;

export interface CinemaSalesSettings {
  /** Online sales open this many days before the business date … */
  onlineSalesStartDays: number;
  /** … at this time (HH:mm, Tokyo); midnight when unset. */
  onlineSalesStartTime: string | null;
  /** … and close this many minutes after the start (negative: before it). */
  onlineSalesEndMinutes: number;
}

interface ScreeningSales {
  businessDate: string;
  startAt: Date;
  salesStartAt: Date | null;
  salesEndAt: Date | null;
}

/** The online sales window [opens, closes): the screening's own times, else the cinema's settings. */
export function onlineSalesWindow(s: ScreeningSales, c: CinemaSalesSettings): { opensAt: Date; closesAt: Date } {
  const [h = 0, m = 0] = (c.onlineSalesStartTime ?? '00:00').split(':').map(Number);
  const opensAt =
    s.salesStartAt ?? new Date(tokyoMidnight(addDays(s.businessDate, -c.onlineSalesStartDays)) + (h * 60 + m) * MINUTE);
  const closesAt = s.salesEndAt ?? new Date(s.startAt.getTime() + c.onlineSalesEndMinutes * MINUTE);
  return { opensAt, closesAt };
}

/**
 * Whether a customer can buy a screening online at `now`: it is on sale (販売中), its online channel
 * is on, no sales stop is in force, the window is open and seats remain.
 */
export function isOnlineAvailable(
  s: { status: ScreeningStatus; onlineSales: boolean; remaining: number },
  window: { opensAt: Date; closesAt: Date },
  stopped: boolean,
  now: Date,
): boolean {
  if (stopped || s.status !== 'onSale' || !s.onlineSales || s.remaining <= 0) return false;
  return window.opensAt.getTime() <= now.getTime() && now.getTime() < window.closesAt.getTime();
}

/** On the server (docs/api-conventions.md, "files and images"): an http image goes through the image proxy, anything else as is. */
export const publicImageUrl = (url: string | null | undefined): string | null =>
  !url ? null : /^http:\/\//i.test(url.trim()) ? `${imageProxyPath}?url=${encodeURIComponent(url.trim())}` : url;
