import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { addDays, tokyoMidnight, type DashboardSales, type SaleDocument } from '@cinema/contracts';
import { screenings, shopItems } from '../../db/schema/index.js';
import { jobDefinitions } from '../../jobs.js';
import { newFactId } from '../../platform/fact-id.js';
import { JobRunner } from '../../platform/jobs/index.js';
import { cinemaIds, fieldsOf, signIn } from '../../test/fixtures.js';
import { auth, createTestApp, type TestContext } from '../../test/helper.js';
import { openShop, type Shop } from '../sales/shop.fixtures.js';
import { recordSale } from '../sales/index.js';

// Today's figures per cinema against the same weekday last week, in the caller's scope: up to the
// same clock time while the day runs, whole days once it is over.

let t: TestContext;
let shop: Shop;
let ids: Record<string, number>;
let tokens: { admin: string; hq: string; hq2: string; shinjuku: string };
/** The business day the test reads, four weeks before the demo's screenings. */
let day: string;
let otherItem: number;
const HOUR = 3_600_000;
/** The clock of `day` (or `days` before it) on its 36-hour scale, as an instant. */
const at = (hours: number, days = 0) => tokyoMidnight(addDays(day, -days)) + hours * HOUR;

/** Moves a demo screening to another day at the same clock time, on sale until two days after it ends. */
async function moveTo(screeningId: number, target: string) {
  const shift = sql`(${target}::date - ${screenings.businessDate}) * interval '1 day'`;
  await t.database.db
    .update(screenings)
    .set({
      businessDate: target,
      startAt: sql`${screenings.startAt} + ${shift}`,
      endAt: sql`${screenings.endAt} + ${shift}`,
      blockedUntil: sql`${screenings.blockedUntil} + ${shift}`,
      salesStartAt: null,
      salesEndAt: sql`${screenings.endAt} + ${shift} + interval '2 days'`,
    })
    .where(eq(screenings.id, screeningId));
}

/** A counter sale at a known instant: tickets of one screening at 1,800 yen, shop and その他 lines. */
async function sale(when: number, o: { screeningId?: number; tickets?: number; shop?: number[]; other?: number[] }) {
  const seats = shop.seats.filter((s) => s.screeningId === o.screeningId).slice(0, o.tickets ?? 0);
  shop.seats = shop.seats.filter((s) => !seats.includes(s));
  const lines: SaleDocument['lines'] = [
    ...seats.map((s) => ({ type: 'ticket' as const, ...s, unitPrice: 1800 })),
    ...(o.shop ?? []).map((p) => ({ type: 'shop' as const, itemId: shop.items[0]!, quantity: 1, unitPrice: p })),
    ...(o.other ?? []).map((p) => ({ type: 'other' as const, itemId: otherItem, quantity: 1, unitPrice: p })),
  ];
  const total = lines.reduce((s, l) => s + l.unitPrice, 0);
  const doc: SaleDocument = {
    kind: 'sale',
    clientId: newFactId(),
    deviceSeq: 1,
    occurredAt: new Date(when).toISOString(),
    lines,
    payments: [{ methodId: shop.methods[0]!, amount: total }],
    total,
  };
  await t.database.db.transaction((tx) => recordSale(tx, shop.ctx, doc, { status: 'success' }));
}

beforeAll(async () => {
  t = await createTestApp();
  ids = await cinemaIds(t);
  const db = t.database.db;
  shop = await openShop(db, ids['0101']!, 40);
  const [thisWeek, lastWeek] = [...new Set(shop.seats.map((s) => s.screeningId))];
  // Four weeks before the demo's screening and a week before that: same weekday and clock, so the same tickets sell.
  const [first] = await db.select({ bd: screenings.businessDate }).from(screenings).where(eq(screenings.id, thisWeek!));
  day = addDays(first!.bd, -28);
  await moveTo(thisWeek!, day);
  await moveTo(lastWeek!, addDays(day, -7));
  const [other] = await db
    .select({ id: shopItems.id })
    .from(shopItems)
    .where(and(eq(shopItems.brandId, shop.ctx.brandId), eq(shopItems.kind, 'otherRevenue')))
    .limit(1);
  otherItem = other!.id;
  // This week: an advance ticket two days before, and a sale at 10:00.
  await sale(at(12, 2), { screeningId: thisWeek, tickets: 1 });
  await sale(at(10), { screeningId: thisWeek, tickets: 2, shop: [400, 400], other: [300] });
  // Last week: the same before 14:30 (10:00, and 14:10 in the hour in progress); then more after it.
  await sale(at(12, 9), { screeningId: lastWeek, tickets: 1 });
  await sale(at(10, 7), { screeningId: lastWeek, tickets: 2, shop: [400], other: [200] });
  await sale(at(14 + 10 / 60, 7), { shop: [400] });
  await sale(at(14 + 50 / 60, 7), { screeningId: lastWeek, tickets: 1, shop: [400], other: [500] });
  await sale(at(18, 7), { screeningId: lastWeek, tickets: 3, shop: [400, 400] });
  await new JobRunner(db, jobDefinitions).drain({ delayed: true });
  const [admin, hq, hq2, shinjuku] = await signIn(t, 'admin', 'hq', 'hq2', 'shinjuku');
  tokens = { admin, hq, hq2, shinjuku };
}, 180_000);
afterAll(() => t.close());

const sales = (token: string, businessDate?: string) =>
  t.app.inject({
    url: `/api/dashboard/sales${businessDate ? `?businessDate=${businessDate}` : ''}`,
    headers: auth(token),
  });
const read = async (token: string, businessDate?: string) => {
  const res = await sales(token, businessDate);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as DashboardSales;
};
/** The dashboard as read at an instant of the server's clock. */
async function readAt(instant: number, token: string) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(instant);
  try {
    return await read(token);
  } finally {
    vi.useRealTimers();
  }
}

describe('dashboard sales', () => {
  it('while the day runs, last week counts up to the same clock time: by screening day and by sales day', async () => {
    const data = await readAt(at(14.5), tokens.hq);
    expect(data.businessDate).toBe(day);
    expect(data.lastWeekDate).toBe(addDays(day, -7));
    expect(data.until).toEqual({
      today: new Date(at(14.5)).toISOString(),
      lastWeek: new Date(at(14.5, 7)).toISOString(),
    });
    const mine = data.cinemas.find((c) => c.cinemaId === ids['0101'])!;
    // 動員 and 興行収入 by screening day, advance sales included; the sales after 14:30 last week are not.
    expect(mine.admissions).toEqual({ today: 3, lastWeek: 3 });
    expect(mine.boxOffice).toEqual({ today: 5400, lastWeek: 5400 });
    expect(mine.soldSeats).toEqual({ today: 3, lastWeek: 3 });
    // 売店 and その他 by sales day: the advance sale's day is not today; 14:10 counts, 14:50 does not.
    expect(mine.shopSales).toEqual({ today: 800, lastWeek: 800 });
    expect(mine.otherSales).toEqual({ today: 300, lastWeek: 200 });
    expect(mine.totalSales).toEqual({ today: 6500, lastWeek: 6400 });
    expect(mine.hours).toEqual([
      { hour: 10, today: 4700, lastWeek: 4200 },
      { hour: 14, today: 0, lastWeek: 400 },
      { hour: 18, today: 0, lastWeek: 6200 },
    ]);
  });

  it('once the day is over both days are whole, from the rollups', async () => {
    const data = await read(tokens.hq, day);
    expect(data.until).toBeNull();
    const mine = data.cinemas.find((c) => c.cinemaId === ids['0101'])!;
    expect(mine.admissions).toEqual({ today: 3, lastWeek: 7 });
    expect(mine.boxOffice).toEqual({ today: 5400, lastWeek: 12600 });
    expect(mine.shopSales).toEqual({ today: 800, lastWeek: 2000 });
    expect(mine.otherSales).toEqual({ today: 300, lastWeek: 700 });
    expect(mine.totalSales).toEqual({ today: 6500, lastWeek: 15300 });
    expect(mine.hours.find((h) => h.hour === 14)).toEqual({ hour: 14, today: 0, lastWeek: 3100 });
  });

  it('cinema staff see their cinemas only; another brand sees none of ours', async () => {
    const hq = await read(tokens.hq, day);
    expect(hq.cinemas.map((c) => c.cinemaId)).toEqual([ids['0101'], ids['0102'], ids['0103']]);
    expect(hq.cinemas[1]!.admissions).toEqual({ today: 0, lastWeek: 0 });
    const staff = await readAt(at(14.5), tokens.shinjuku);
    expect(staff.cinemas.map((c) => c.cinemaId)).toEqual([ids['0101']]);
    expect(staff.cinemas[0]!.totalSales.today).toBe(6500);
    const other = await readAt(at(14.5), tokens.hq2);
    expect(other.cinemas.map((c) => c.cinemaId)).toEqual([ids['0201']]);
    expect(other.cinemas[0]!.totalSales).toEqual({ today: 0, lastWeek: 0 });
    expect((await read(tokens.admin, day)).cinemas).toHaveLength(4);
  });

  it('a bad date is named in Japanese; no token is refused', async () => {
    const bad = await sales(tokens.hq, '2026-02-30');
    expect(bad.statusCode).toBe(400);
    expect(fieldsOf(bad).businessDate).toMatch(/営業日/);
    expect((await t.app.inject({ url: '/api/dashboard/sales' })).statusCode).toBe(401);
  });
});
