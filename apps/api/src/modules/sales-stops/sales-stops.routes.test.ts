import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { salesStopStateAt } from '@cinema/contracts';
import { cinemaIds } from '../../test/fixtures.js';
import { auth, createTestApp, type TestContext } from '../../test/helper.js';
import { addCinemaStaff } from '../../test/staff.js';
import { onlineSalesStopped } from './online-sales.js';

let t: TestContext;
let admin: string;
let hq: string;
let shinjuku: string;
let umeda: string;
let ids: Record<string, number>;
type Stop = { id: number; scope: string; cinemaId: number | null; state: string; message: string };

const MIN = 60_000;
const at = (minutes: number, from = Date.now()) => new Date(from + minutes * MIN).toISOString();
const get = (token: string, url: string) => t.app.inject({ url, headers: auth(token) });
const listOf = async (token: string, query = '') =>
  (await get(token, `/api/salesStop/list${query}`)).json().data.list as Stop[];
const create = async (token: string, payload: object) =>
  (await t.app.inject({ method: 'POST', url: '/api/salesStop/create', headers: auth(token), payload })).json()
    .data as Stop;

beforeAll(async () => {
  t = await createTestApp();
  await addCinemaStaff(t.database.db, {
    userName: 'umeda-stop-list',
    cinemaCodes: ['0201'],
    brandCode: 'MIRAI',
    permissions: { settings: ['view', 'create'] },
  });
  [admin, hq, shinjuku, umeda] = await Promise.all([
    t.login('admin'),
    t.login('hq'),
    t.login('shinjuku'),
    t.login('umeda-stop-list'),
  ]);
  ids = await cinemaIds(t);
});
afterAll(() => t.close());
afterEach(() => vi.useRealTimers());

describe('sales stop state', () => {
  it('is 予定 before the start, 停止中 until the end (or for good without one), then 終了', () => {
    const s = { startsAt: '2026-05-04T01:00:00Z', endsAt: '2026-05-04T03:00:00Z' };
    expect(salesStopStateAt(s, new Date('2026-05-04T00:59:59Z'))).toBe('scheduled');
    expect(salesStopStateAt(s, new Date('2026-05-04T01:00:00Z'))).toBe('active');
    expect(salesStopStateAt(s, new Date('2026-05-04T02:59:59Z'))).toBe('active');
    expect(salesStopStateAt(s, new Date('2026-05-04T03:00:00Z'))).toBe('ended');
    expect(salesStopStateAt({ ...s, endsAt: null }, new Date('2030-01-01T00:00:00Z'))).toBe('active');
  });

  it('follows the clock in the list, its filter and detail without any write', async () => {
    const start = Date.now();
    const s = await create(shinjuku, {
      scope: 'cinema',
      message: '予定の停止',
      startsAt: at(10, start),
      endsAt: at(70, start),
    });
    const stateAt = async (minutes: number) => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(start + minutes * MIN);
      const detail = (await get(shinjuku, `/api/salesStop/detail/${s.id}`)).json().data.state;
      const filtered = (await listOf(shinjuku, `?state=${detail}`)).some((x) => x.id === s.id);
      vi.useRealTimers();
      return { detail, filtered };
    };
    expect(await stateAt(0)).toEqual({ detail: 'scheduled', filtered: true });
    expect(await stateAt(30)).toEqual({ detail: 'active', filtered: true });
    expect(await stateAt(80)).toEqual({ detail: 'ended', filtered: true });
    expect(await onlineSalesStopped(t.database.db, ids['0101']!, new Date(start + 30 * MIN))).toMatchObject({
      id: s.id,
      message: '予定の停止',
    });
    expect(await onlineSalesStopped(t.database.db, ids['0101']!, new Date(start + 80 * MIN))).toBeNull();
    expect(await onlineSalesStopped(t.database.db, ids['0102']!, new Date(start + 30 * MIN))).toBeNull();
  });

  it('a platform-wide stop applies to every cinema and comes before a cinema’s own', async () => {
    const start = Date.now();
    const platform = await create(admin, {
      scope: 'platform',
      message: 'システムメンテナンス中',
      startsAt: at(200, start),
      endsAt: at(260, start),
    });
    const own = await create(shinjuku, {
      scope: 'cinema',
      message: '新宿の停止',
      startsAt: at(190, start),
      endsAt: at(300, start),
    });
    const when = new Date(start + 230 * MIN);
    expect((await onlineSalesStopped(t.database.db, ids['0201']!, when))?.id).toBe(platform.id);
    expect((await onlineSalesStopped(t.database.db, ids['0101']!, when))?.id).toBe(platform.id);
    expect((await onlineSalesStopped(t.database.db, ids['0101']!, new Date(start + 270 * MIN)))?.id).toBe(own.id);
  });
});

describe('sales stop list', () => {
  it('shows cinema staff their cinema’s stops and the platform-wide ones; the operator sees every stop', async () => {
    await create(umeda, { scope: 'cinema', message: '梅田の停止', startsAt: at(500) });
    const mine = await listOf(shinjuku);
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((s) => s.scope === 'platform' || s.cinemaId === ids['0101'])).toBe(true);
    expect(mine.some((s) => s.scope === 'platform')).toBe(true);
    expect((await listOf(umeda)).some((s) => s.cinemaId === ids['0101'])).toBe(false);
    const everything = await listOf(admin);
    expect(new Set(everything.map((s) => s.cinemaId))).toEqual(new Set([null, ids['0101'], ids['0201']]));
  });

  it('filters by cinema, scope and state, and sorts by a named field', async () => {
    expect((await listOf(admin, `?cinemaId=${ids['0201']}`)).map((s) => s.message)).toEqual(['梅田の停止']);
    expect((await listOf(admin, '?scope=platform')).every((s) => s.scope === 'platform')).toBe(true);
    expect((await listOf(shinjuku, '?state=scheduled')).every((s) => s.state === 'scheduled')).toBe(true);
    const starts = (await get(admin, '/api/salesStop/list?sortField=startsAt&sortOrder=ascend'))
      .json()
      .data.list.map((s: { startsAt: string }) => s.startsAt);
    expect(starts).toEqual([...starts].sort());
  });

  it('rejects a bad state filter in Japanese', async () => {
    const res = await get(shinjuku, '/api/salesStop/list?state=paused');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0]).toEqual({ field: 'state', message: '「状態」を選択してください' });
  });

  it('lets head office read the stops, and refuses anonymous callers', async () => {
    expect((await get(hq, '/api/salesStop/list')).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/salesStop/list' })).statusCode).toBe(401);
  });

  it('another tenant’s stop or cinema is not found', async () => {
    const own = (await listOf(shinjuku)).find((s) => s.scope === 'cinema')!;
    expect((await get(umeda, `/api/salesStop/detail/${own.id}`)).statusCode).toBe(404);
    expect((await get(umeda, `/api/salesStop/list?cinemaId=${ids['0101']}`)).statusCode).toBe(404);
    expect((await get(shinjuku, `/api/salesStop/list?cinemaId=${ids['0102']}`)).statusCode).toBe(404);
  });
});
