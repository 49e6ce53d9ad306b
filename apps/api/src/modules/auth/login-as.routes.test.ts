import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ja } from '@cinema/contracts';
import { auditLogs } from '../../db/schema/index.js';
import { auth, createTestApp, type TestContext } from '../../test/helper.js';
import { accountsFixture } from '../accounts/accounts.fixtures.js';

let t: TestContext;
let admin: string;
let hq: string;
let hq2: string;
let shinjuku: string;
let ids: Record<string, number>;
let clId: number;
let cinemas: Record<string, number>;
let miraiCinema: number;

const get = (url: string, token?: string, headers: Record<string, string> = {}) =>
  t.app.inject({ url, headers: token ? auth(token, headers) : headers });
const post = (url: string, token?: string, payload?: object) =>
  t.app.inject({ method: 'POST', url, headers: token ? auth(token) : {}, ...(payload ? { payload } : {}) });

beforeAll(async () => {
  t = await createTestApp();
  ({ admin, hq, hq2, shinjuku, ids, clId, cinemas, miraiCinema } = await accountsFixture(t));
});
afterAll(() => t.close());

describe('superAdmin acting as a brand', () => {
  it('acts as the brand head office, shows it in the session, and returns', async () => {
    const res = await get(`/api/brand/loginAs/${clId}`, admin);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(Object.keys(data).sort()).toEqual([
      'admin',
      'brandId',
      'cinemas',
      'id',
      'moduleMap',
      'permissionMap',
      'type',
      'userName',
    ]);
    expect(data).toMatchObject({ id: ids.hq, userName: 'hq', type: 'brand', admin: true, brandId: clId });
    expect(data.cinemas).toHaveLength(3);
    expect(data.moduleMap.film).toBe(true);
    expect(data.permissionMap.users).toContain('delete');

    const acting = (await get('/api/session/current', admin)).json().data;
    expect(acting).toMatchObject({
      userName: 'hq',
      originalUserName: 'admin',
      loginAsAccountId: ids.hq,
      adminType: 'brand',
    });
    const logged = await t.database.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'loginAs'), eq(auditLogs.entity, 'brand'), eq(auditLogs.entityId, String(clId))));
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({ userName: 'admin', actingUserName: 'hq' });

    const back = await post('/api/session/restore', admin);
    expect(back.statusCode).toBe(200);
    expect(back.json().data).toMatchObject({
      userName: 'admin',
      adminType: 'superAdmin',
      originalUserName: null,
      loginAsAccountId: null,
    });
  });

  it('is refused to a brand account, an unknown brand and anonymous callers', async () => {
    const denied = await get(`/api/brand/loginAs/${clId}`, hq);
    expect(denied.statusCode).toBe(403);
    expect(denied.json().code).toBe('no_permission');
    expect((await get('/api/brand/loginAs/99999', admin)).statusCode).toBe(404);
    expect((await get(`/api/brand/loginAs/${clId}`)).statusCode).toBe(401);
  });
});

describe('a brand administrator acting as one of its accounts', () => {
  it('answers the account, then the changeAccountId header acts as it', async () => {
    const res = await get(`/api/account/loginAs/${ids.shinjuku}`, hq);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      id: ids.shinjuku,
      userName: 'shinjuku',
      type: 'cinema',
      admin: false,
      brandId: clId,
    });
    expect(res.json().data.cinemas.map((c: { name: string }) => c.name)).toEqual(['シネマライン新宿']);
    const acting = (await get('/api/session/current', hq, { changeAccountId: String(ids.shinjuku) })).json().data;
    expect(acting).toMatchObject({
      userName: 'shinjuku',
      originalUserName: 'hq',
      loginAsAccountId: ids.shinjuku,
      adminType: 'cinema',
    });
    // Acting as staff, the users screen is closed just as it is to the staff themselves.
    const list = await get('/api/account/list', hq, { changeAccountId: String(ids.shinjuku) });
    expect(list.statusCode).toBe(403);
  });

  it("works on the cinema the target's own login would choose, whatever head office had chosen", async () => {
    await post('/api/session/cinema', hq, { cinemaId: cinemas['シネマライン池袋'] });
    expect((await get(`/api/account/loginAs/${ids.shinjuku}`, hq)).statusCode).toBe(200);
    const acting = (await get('/api/session/current', hq, { changeAccountId: String(ids.shinjuku) })).json().data;
    expect(acting).toMatchObject({ cinemaId: cinemas['シネマライン新宿'], cinemaObj: { name: 'シネマライン新宿' } });
    const back = (await post('/api/session/restore', hq)).json().data;
    expect(back).toMatchObject({ userName: 'hq', cinemaId: null });
  });

  it('refuses another brand with 403 (header) or 404 (loginAs), and callers without the users screen', async () => {
    const header = await get('/api/session/current', hq2, { changeAccountId: String(ids.shinjuku) });
    expect(header.statusCode).toBe(403);
    expect(header.json()).toMatchObject({ code: 'no_permission', message: ja.userNoAccess });
    expect((await get(`/api/account/loginAs/${ids.hq2}`, hq)).statusCode).toBe(404);
    expect((await get(`/api/account/loginAs/${ids.hq}`, shinjuku)).statusCode).toBe(403);
    expect((await get(`/api/account/loginAs/${ids.shinjuku}`)).statusCode).toBe(401);
  });
});

describe('POST /api/session/cinema', () => {
  it('chooses a cinema of the caller, and clears it with null', async () => {
    const res = await post('/api/session/cinema', hq, { cinemaId: cinemas['シネマライン池袋'] });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      cinemaId: cinemas['シネマライン池袋'],
      cinemaObj: { name: 'シネマライン池袋' },
    });
    expect((await get('/api/session/current', hq)).json().data.cinemaId).toBe(cinemas['シネマライン池袋']);
    const cleared = await post('/api/session/cinema', hq, { cinemaId: null });
    expect(cleared.json().data.cinemaId).toBeNull();
  });

  it("another brand's cinema, or one outside staff's cinemas, answers 404", async () => {
    const other = await post('/api/session/cinema', hq, { cinemaId: miraiCinema });
    expect(other.statusCode).toBe(404);
    expect(other.json().code).toBe('not_found');
    expect((await post('/api/session/cinema', shinjuku, { cinemaId: cinemas['シネマライン横浜'] })).statusCode).toBe(
      404,
    );
  });

  it('names a bad cinema id and refuses anonymous callers', async () => {
    const bad = await post('/api/session/cinema', hq, { cinemaId: 'x' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toBe('cinemaId');
    expect((await post('/api/session/cinema', undefined, { cinemaId: null })).statusCode).toBe(401);
  });
});
