import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { salesStops } from '../../db/schema/index.js';
import { cinemaIds } from '../../test/fixtures.js';
import { auth, createTestApp, type TestContext } from '../../test/helper.js';

// The header's banner: every signed-in user of a stopped cinema is told, whatever their permissions.

let t: TestContext;
let admin: string;
let hq: string;
let hq2: string;
let shinjuku: string;
let ids: Record<string, number>;
const MIN = 60_000;
const at = (minutes: number) => new Date(Date.now() + minutes * MIN).toISOString();
const active = (token: string, query = '') =>
  t.app.inject({ url: `/api/salesStop/active${query}`, headers: auth(token) });
const notice = async (token: string, query = '') => (await active(token, query)).json().data;
const create = (token: string, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/salesStop/create', headers: auth(token), payload });

beforeAll(async () => {
  t = await createTestApp();
  // The demo's own stops would decide the answers: start from none.
  await t.database.db.delete(salesStops);
  [admin, hq, hq2, shinjuku] = await Promise.all([
    t.login('admin'),
    t.login('hq'),
    t.login('hq2'),
    t.login('shinjuku'),
  ]);
  ids = await cinemaIds(t);
});
afterAll(() => t.close());

describe('the sales stop in force, for the header', () => {
  it('is nothing while online sales run', async () => {
    const res = await active(shinjuku);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toBeNull();
  });

  it('names the stopped cinema and its message to that cinema’s users only; a scheduled stop is not yet shown', async () => {
    expect(
      (await create(shinjuku, { scope: 'cinema', startsAt: at(60), message: '明日の点検のため停止します。' }))
        .statusCode,
    ).toBe(200);
    expect(await notice(shinjuku)).toBeNull();
    expect(
      (await create(shinjuku, { scope: 'cinema', endsAt: at(30), message: 'ただいまメンテナンス中です。' })).statusCode,
    ).toBe(200);
    expect(await notice(shinjuku)).toMatchObject({
      scope: 'cinema',
      cinemaName: 'シネマライン新宿',
      message: 'ただいまメンテナンス中です。',
      endsAt: expect.any(String),
    });
    // Head office sees it on that cinema; another brand neither sees it nor may ask.
    expect(await notice(hq, `?cinemaId=${ids['0101']}`)).toMatchObject({ cinemaName: 'シネマライン新宿' });
    expect(await notice(hq2)).toBeNull();
    expect((await active(hq2, `?cinemaId=${ids['0101']}`)).statusCode).toBe(404);
  });

  it('a platform-wide stop reaches everyone, with or without a cinema chosen', async () => {
    expect(
      (await create(admin, { scope: 'platform', message: '全劇場でオンライン販売を停止しています。' })).statusCode,
    ).toBe(200);
    for (const token of [hq2, admin])
      expect(await notice(token)).toMatchObject({ scope: 'platform', cinemaName: null, endsAt: null });
  });
});
