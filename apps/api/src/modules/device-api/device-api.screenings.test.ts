import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ja, type DeviceScreening } from '@cinema/contracts';
import { priceTemplates, screenings, seatReservations } from '../../db/schema/index.js';
import { cinemaIds, deviceToken } from '../../test/fixtures.js';
import { auth, createTestApp, type TestContext } from '../../test/helper.js';
import { addScreening, shinjukuFixture, type ShinjukuFixture } from '../public-schedule/public-schedule.fixtures.js';

// What a POS or kiosk is given to sell (docs/device-api.md): published screenings only, priced for its
// channel, with the seats sales and live holds have taken.
let t: TestContext;
let hq: string;
let ids: Record<string, number>;
let f: ShinjukuFixture;
let posToken: string;
let published: number;
let draft: number;
let cancelled: number;
const DAY = '2031-03-07';

const tokenFor = (code: string, type: string, cinema: string) => deviceToken(t, hq, ids[cinema]!, type, code);
const get = (url: string, token = posToken) => t.app.inject({ method: 'GET', url, headers: auth(token) });
const listed = async (token = posToken) =>
  (await get(`/api/device/screenings?businessDate=${DAY}`, token)).json().data as DeviceScreening[];
const reserve = (seatKey: string, status: 'held' | 'sold' | 'released', holdExpiresAt: Date | null = null) =>
  t.database.db.insert(seatReservations).values({
    brandId: f.brandId,
    cinemaId: f.id,
    screeningId: published,
    seatKey,
    seatType: 'general',
    status,
    holdExpiresAt,
  });

beforeAll(async () => {
  t = await createTestApp();
  hq = await t.login('hq');
  ids = await cinemaIds(t);
  f = await shinjukuFixture(t.database.db);
  posToken = await tokenFor('POS80', 'pos', '0101');
  const at = (hhmm: string) => `${DAY}T${hhmm}:00+09:00`;
  published = await addScreening(t.database.db, f, {
    film: 0,
    screen: 0,
    businessDate: DAY,
    startAt: at('10:00'),
    status: 'onSale',
  });
  draft = await addScreening(t.database.db, f, {
    film: 1,
    screen: 1,
    businessDate: DAY,
    startAt: at('10:00'),
    status: 'onSale',
    published: false,
  });
  cancelled = await addScreening(t.database.db, f, {
    film: 0,
    screen: 0,
    businessDate: DAY,
    startAt: at('18:00'),
    status: 'cancelled',
  });
  const [template] = await t.database.db
    .select({ id: priceTemplates.id })
    .from(priceTemplates)
    .where(eq(priceTemplates.cinemaId, f.id))
    .orderBy(asc(priceTemplates.id))
    .limit(1);
  await t.database.db
    .update(screenings)
    .set({ priceTemplateId: template!.id })
    .where(and(eq(screenings.cinemaId, f.id), eq(screenings.businessDate, DAY)));
});
afterAll(() => t.close());

describe('GET /api/device/screenings', () => {
  it('gives a POS only the published screenings of its cinema, on sale, priced for the POS', async () => {
    const list = await listed();
    const mine = list.map((s) => s.id);
    expect(mine).toContain(published);
    expect(mine).not.toContain(draft);
    expect(mine).not.toContain(cancelled);
    const s = list.find((x) => x.id === published)!;
    expect(s).toMatchObject({ businessDate: DAY, startTime: '10:00', onSale: true, status: 'onSale' });
    expect(s.seats.remaining).toBe(s.seats.total);
    expect(s.seats.total).toBeGreaterThan(0);
    expect(s.prices.length).toBeGreaterThan(0);
    for (const p of s.prices) {
      expect(p.total).toBe(p.base + p.surcharges.reduce((sum, l) => sum + l.yen, 0));
      expect(p.seatType).not.toBe('closed');
    }
  });

  it('counts sold seats and live holds as taken, an expired hold or a released seat as free', async () => {
    await reserve('A-1', 'sold');
    await reserve('A-2', 'held', new Date(Date.now() + 10 * 60_000));
    await reserve('A-3', 'held', new Date(Date.now() - 60_000));
    await reserve('A-4', 'released');
    const s = (await listed()).find((x) => x.id === published)!;
    expect(s.seats.remaining).toBe(s.seats.total - 2);

    const map = (await get(`/api/device/screenings/${published}/seats`)).json().data;
    const state = (key: string) => map.seats.find((x: { key: string }) => x.key === key)?.state;
    expect([state('A-1'), state('A-2'), state('A-3'), state('A-4')]).toEqual(['sold', 'held', 'free', 'free']);
    expect(map.seats.length).toBeGreaterThan(0);
  });

  it('lets the database refuse a second sale of a taken seat', async () => {
    await expect(reserve('A-1', 'sold')).rejects.toThrow();
    await expect(reserve('A-2', 'held')).rejects.toThrow();
    // A released seat can be sold again.
    await reserve('A-4', 'sold');
  });

  it('refuses another cinema’s screening and a draft’s seat map, a bad date, and devices that sell nothing', async () => {
    const other = await tokenFor('KIOSK80', 'kiosk', '0102');
    expect((await listed(other)).map((s) => s.id)).not.toContain(published);
    expect((await get(`/api/device/screenings/${published}/seats`, other)).statusCode).toBe(404);
    expect((await get(`/api/device/screenings/${draft}/seats`)).statusCode).toBe(404);

    const bad = await get('/api/device/screenings?businessDate=2031-02-30');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toContainEqual(expect.objectContaining({ field: 'businessDate' }));

    const signage = await tokenFor('SIG80', 'signage', '0101');
    const refused = await get(`/api/device/screenings?businessDate=${DAY}`, signage);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(ja.deviceDoesNotSell);
  });

  it('shows the console’s public schedule the same remaining seats', async () => {
    const res = await get(`/api/public-schedule/week?cinemaId=${f.id}&date=${DAY}`, await t.login('shinjuku'));
    expect(res.statusCode).toBe(200);
    const screening = res
      .json()
      .data.films.flatMap((film: { screenings: { id: number }[] }) => film.screenings)
      .find((x: { id: number }) => x.id === published);
    const device = (await listed()).find((x) => x.id === published)!;
    expect(screening.seats.remaining).toBe(device.seats.remaining);
    expect(device.seats.remaining).toBeLessThan(device.seats.total);
  });
});
