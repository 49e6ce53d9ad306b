import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, createTestApp, type TestContext } from '../../test/helper.js';

// 興行週の開始曜日: a brand setting (Friday by default) that the schedule's week answer carries.
let t: TestContext;
let hq: string;
let shinjuku: string;

beforeAll(async () => {
  t = await createTestApp();
  [hq, shinjuku] = await Promise.all([t.login('hq'), t.login('shinjuku')]);
});
afterAll(() => t.close());

const mine = async () => (await t.app.inject({ url: '/api/brand/list', headers: auth(hq) })).json().data.list[0];
const update = (payload: object) =>
  t.app.inject({ method: 'PUT', url: '/api/brand/update', headers: auth(hq), payload });
const weekStart = async () =>
  (await t.app.inject({ url: '/api/schedule/week?from=2026-11-27', headers: auth(shinjuku) })).json().data.weekStartDay;

describe('brand weekStartDay', () => {
  it('is Friday by default, and the schedule week answer carries it', async () => {
    expect((await mine()).weekStartDay).toBe(5);
    expect(await weekStart()).toBe(5);
  });

  it('a brand sets its own; an update without the field keeps it', async () => {
    const b = await mine();
    const res = await update({ ...b, moduleMap: {}, weekStartDay: 1 });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.weekStartDay).toBe(1);
    expect(await weekStart()).toBe(1);
    const { weekStartDay: _w, ...without } = res.json().data;
    const kept = await update({ ...without, moduleMap: {} });
    expect(kept.statusCode).toBe(200);
    expect(kept.json().data.weekStartDay).toBe(1);
  });

  it('refuses a day outside 0–6 with the field named in Japanese', async () => {
    const b = await mine();
    const res = await update({ ...b, moduleMap: {}, weekStartDay: 7 });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0]).toMatchObject({ field: 'weekStartDay' });
    expect(res.json().errors[0].message).toContain('興行週の開始曜日');
  });
});
