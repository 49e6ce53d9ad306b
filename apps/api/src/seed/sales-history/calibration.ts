import { v7 } from 'uuid';
import { daysBetween, weekdayOf } from '@cinema/contracts';
import { dayKindOf } from '../../platform/holidays.js';

// The figures of docs/demo-data.md, "the mix" the demo history is drawn from, and the seeded random numbers it draws
// with: the same day of the same cinema always comes out the same.

/** mulberry32: small, fast and good enough for demo data. */
export function prng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    /** An integer in [min, max]. */
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    chance: (p: number) => next() < p,
    /** One of the keys, by weight. */
    pick: <T>(weighted: readonly (readonly [T, number])[]): T => {
      const total = weighted.reduce((s, [, w]) => s + w, 0);
      let r = next() * total;
      for (const [v, w] of weighted) if ((r -= w) < 0) return v;
      return weighted[weighted.length - 1]![0];
    },
    /** A UUIDv7 at the given time whose random part comes from this generator. */
    uuidAt: (ms: number) => v7({ msecs: ms, random: Uint8Array.from({ length: 16 }, () => Math.floor(next() * 256)) }),
  };
}
export type Prng = ReturnType<typeof prng>;

/** A stable seed per cinema and day. */
export const daySeed = (cinemaId: number, date: string) =>
  cinemaId * 1_000_003 + daysBetween('2000-01-01', date) * 7919;

/** Mon→Sun 0.8, 0.8, 1.0, 0.8, 1.0, 2.0, 1.8 (index by getUTCDay: Sunday first). */
const WEEKDAY = [1.8, 0.8, 0.8, 1.0, 0.8, 1.0, 2.0];
const MEAN_WEEKDAY = WEEKDAY.reduce((s, w) => s + w, 0) / 7;

/** How busy a business day is: the weekday's weight, a 祝日 as Sunday, 映画の日 (the 1st) ×1.4. */
export function dayWeight(date: string) {
  const w = dayKindOf(date) === 'holiday' ? WEEKDAY[0]! : WEEKDAY[weekdayOf(date)]!;
  return (w * (date.endsWith('-01') ? 1.4 : 1)) / MEAN_WEEKDAY;
}

/**
 * About 23 admissions a showing across the week (docs/demo-data.md, "the mix"): the title and time weights below
 * average about 1.2 over the demo's showings, so the base is lower (90 days measured 23.x).
 */
export const ADMISSIONS_PER_SHOWING = 19;

/** A title's pull: openings high, then 0.5–0.75 a week (the demo uses 0.65), Zipf-like across titles. */
export const filmWeight = (weeksOut: number) => 2.4 * 0.65 ** Math.max(0, weeksOut);

/** Weekday mornings are near empty, evenings and weekends fill. */
export function timeWeight(startMinutes: number, weekend: boolean) {
  if (startMinutes < 10 * 60) return weekend ? 0.6 : 0.3;
  if (startMinutes < 13 * 60) return weekend ? 1.1 : 0.6;
  if (startMinutes < 17 * 60) return weekend ? 1.3 : 0.9;
  if (startMinutes < 21 * 60) return 1.5;
  return 0.7;
}

/**
 * 券種 mix (一般 35–45 %); a kind the screening's template lacks (late shows sell 一般, 大学生, シニア
 * and 障がい者 only) falls back to 一般. 会員 is left out: its price needs a member's rank.
 */
export const TICKET_MIX = [
  ['general', 36],
  ['university', 13],
  ['highSchool', 9],
  ['child', 14],
  ['infant', 2],
  ['senior', 23],
  ['disabled', 3],
] as const;
/** ムビチケ (2–5 %): a 一般 ticket paid by the ムビチケ tender. */
export const MOVIE_TICKET_SHARE = 0.03;

/** Channels: online 55–65 %, kiosk 20–30 %, POS 10–20 %. */
export const CHANNEL_MIX = [
  ['online', 60],
  ['kiosk', 25],
  ['pos', 15],
] as const;

/** Party sizes of one ticket purchase. */
export const PARTY_MIX = [
  [1, 42],
  [2, 40],
  [3, 10],
  [4, 8],
] as const;

/** Counter tenders: cash 45–55 %, credit 25–30 %, QR 10–15 %, transit e-money 5–8 %. */
export const COUNTER_PAYMENTS = [
  ['CASH', 50],
  ['CREDIT', 28],
  ['PAYPAY', 14],
  ['TRANSIT_IC', 8],
] as const;
/** Online is all cashless. */
export const ONLINE_PAYMENTS = [
  ['CREDIT', 75],
  ['PAYPAY', 25],
] as const;

/** 40–60 % of admissions buy at the shop. */
export const SHOP_BUYERS = 0.5;
/** 店内飲食 on 5–10 % of food lines. */
export const EAT_IN = 0.07;
export const REFUND_RATE = 0.007;
/** 2–4 % of sold seats never come. */
export const NON_ARRIVAL = 0.03;
