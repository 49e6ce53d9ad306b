import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ja, type PublicSchedule } from '@cinema/contracts';
import { auth, createTestApp, type TestContext } from '../../test/helper.js';
import { etagMatches } from './public-schedule.service.js';
import { addScreening, shinjukuFixture, type ShinjukuFixture } from './public-schedule.fixtures.js';
import { PUBLIC_SCHEDULE_RATE_LIMIT } from './public-schedule.routes.js';

let t: TestContext;
let f: ShinjukuFixture;
let admin: string;
let shinjuku: string;
const DATE = '2031-05-06';
const path = (date = DATE) => `/api/public/cinemas/0101/schedule?brand=CL&date=${date}`;
// Each test calls from its own address, so only the rate-limit test meets the limit.
const get = (remoteAddress: string, headers: Record<string, string> = {}, date?: string) =>
  t.app.inject({ url: path(date), headers, remoteAddress });
const data = async (ip: string) => (await get(ip)).json().data as PublicSchedule;
const post = (token: string, url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: auth(token), payload });

beforeAll(async () => {
  t = await createTestApp();
  f = await shinjukuFixture(t.database.db);
  await addScreening(t.database.db, f, {
    film: 0,
    screen: 0,
    businessDate: DATE,
    startAt: '2031-05-06T10:00:00+09:00',
    status: 'onSale',
    salesStartAt: new Date(Date.now() - 60_000),
  });
  [admin, shinjuku] = await Promise.all([t.login('admin'), t.login('shinjuku')]);
});
afterAll(() => t.close());
afterEach(() => vi.useRealTimers());

describe('public schedule caching', () => {
  it('answers 304 to a client holding the current ETag, and 200 with a new tag once the content changes', async () => {
    const first = await get('10.0.1.1');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await get('10.0.1.1', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    expect((await get('10.0.1.1', { 'if-none-match': `"other", W/${etag}` })).statusCode).toBe(304);
    expect((await get('10.0.1.1', { 'if-none-match': '"other"' })).statusCode).toBe(200);

    const stop = (await post(shinjuku, '/api/salesStop/create', { scope: 'cinema', message: '点検中です。' })).json()
      .data;
    const changed = await get('10.0.1.1', { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    await post(shinjuku, '/api/salesStop/end', { id: stop.id, version: 1 });
  });

  it('a sales stop of the cinema or of the platform turns online sales off at once and shows its message', async () => {
    const before = await data('10.0.2.1');
    expect(before.onlineSales.stopped).toBe(false);
    expect(before.films[0]!.screenings[0]!.onlineAvailable).toBe(true);

    const own = (
      await post(shinjuku, '/api/salesStop/create', { scope: 'cinema', message: '劇場システム障害のため停止中です。' })
    ).json().data;
    const stopped = await data('10.0.2.1');
    expect(stopped.onlineSales).toEqual({ stopped: true, message: '劇場システム障害のため停止中です。' });
    expect(stopped.films[0]!.screenings[0]!.onlineAvailable).toBe(false);
    await post(shinjuku, '/api/salesStop/end', { id: own.id, version: 1 });
    expect((await data('10.0.2.1')).films[0]!.screenings[0]!.onlineAvailable).toBe(true);

    const platform = (
      await post(admin, '/api/salesStop/create', { scope: 'platform', message: 'メンテナンス中です。' })
    ).json().data;
    expect((await data('10.0.2.1')).onlineSales).toEqual({ stopped: true, message: 'メンテナンス中です。' });
    await post(admin, '/api/salesStop/end', { id: platform.id, version: 1 });
    expect((await data('10.0.2.1')).onlineSales.stopped).toBe(false);
  });

  it('reuses an answer for 30 seconds: a schedule change made elsewhere shows once it expires', async () => {
    const start = Date.now();
    const cached = await data('10.0.3.1');
    // Written straight to the table, as another process would: nothing tells this process's cache.
    await addScreening(t.database.db, f, {
      film: 1,
      screen: 1,
      businessDate: DATE,
      startAt: '2031-05-06T13:00:00+09:00',
      status: 'planned',
    });
    const within = await data('10.0.3.1');
    expect(within.generatedAt).toBe(cached.generatedAt);
    expect(within.films).toHaveLength(cached.films.length);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(start + 31_000);
    const fresh = await data('10.0.3.1');
    expect(fresh.generatedAt).not.toBe(cached.generatedAt);
    expect(fresh.films).toHaveLength(cached.films.length + 1);
  });

  it('never keeps an answer past the start of a scheduled sales stop', async () => {
    const start = Date.now();
    await data('10.0.4.1');
    const stop = (
      await post(shinjuku, '/api/salesStop/create', {
        scope: 'cinema',
        message: '10秒後に停止',
        startsAt: new Date(start + 10_000).toISOString(),
      })
    ).json().data;
    const res = await get('10.0.4.1');
    expect(Number(/max-age=(\d+)/.exec(res.headers['cache-control'] as string)![1])).toBeLessThanOrEqual(10);
    expect(res.json().data.onlineSales.stopped).toBe(false);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(start + 11_000);
    expect((await data('10.0.4.1')).onlineSales).toEqual({ stopped: true, message: '10秒後に停止' });
    await post(shinjuku, '/api/salesStop/end', { id: stop.id, version: 1 });
  });

  it('limits each address to 120 calls a minute, with a Japanese 429', async () => {
    const calls = await Promise.all(Array.from({ length: PUBLIC_SCHEDULE_RATE_LIMIT }, () => get('10.0.9.9')));
    expect(calls.every((r) => r.statusCode === 200)).toBe(true);
    const over = await get('10.0.9.9');
    expect(over.statusCode).toBe(429);
    expect(over.json()).toMatchObject({ success: false, code: 'too_many_requests', message: ja.publicTooManyRequests });
    expect(over.headers['retry-after']).toBeDefined();
    expect((await get('10.0.9.10')).statusCode).toBe(200);
  });
});

describe('etagMatches', () => {
  it('reads lists, weak tags and *', () => {
    expect(etagMatches('"a"', '"a"')).toBe(true);
    expect(etagMatches('"b", W/"a"', '"a"')).toBe(true);
    expect(etagMatches('*', '"a"')).toBe(true);
    expect(etagMatches('"b"', '"a"')).toBe(false);
    expect(etagMatches(undefined, '"a"')).toBe(false);
  });
});
