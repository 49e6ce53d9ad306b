import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ja } from '@cinema/contracts';
import { fieldsOf } from '../../test/fixtures.js';
import { auth, createTestApp, type TestContext } from '../../test/helper.js';
import { accountsFixture, type AccountsFixture } from './accounts.fixtures.js';

let t: TestContext;
let admin: string;
let hq: string;
let shinjuku: string;
let miraiId: number;
let ids: Record<string, number>;
let roles: Record<string, number>;
let cinemas: Record<string, number>;
let newAccount: AccountsFixture['newAccount'];

const userNames = (res: LightMyRequestResponse) =>
  (res.json().data.list as { userName: string }[]).map((a) => a.userName);
const get = (url: string, token?: string) => t.app.inject({ url, headers: token ? auth(token) : {} });
const send = (method: 'POST' | 'PUT', url: string, payload: object, token?: string) =>
  t.app.inject({ method, url, payload, headers: token ? auth(token) : {} });

beforeAll(async () => {
  t = await createTestApp();
  ({ admin, hq, shinjuku, miraiId, ids, roles, cinemas, newAccount } = await accountsFixture(t));
});
afterAll(() => t.close());

describe('GET /api/account/list', () => {
  it('a brand sees its own accounts with brand, role and cinema names, never a password hash', async () => {
    const res = await get('/api/account/list', hq);
    expect(res.statusCode).toBe(200);
    expect(userNames(res)).toEqual(['hq', 'shinjuku']);
    const staff = res.json().data.list[1];
    expect(staff).toMatchObject({
      type: 'cinema',
      brandName: 'シネマライン',
      roleName: '劇場スタッフ',
      cinemaNames: ['シネマライン新宿'],
    });
    expect(staff.cinemaIds).toEqual([cinemas['シネマライン新宿']]);
    expect(res.body).not.toContain('passwordHash');
    expect(res.body).not.toContain('$argon2');
  });

  it('superAdmin sees every account and filters by brand, type, role, cinema, keyword and state', async () => {
    expect(userNames(await get('/api/account/list?sortField=userName&sortOrder=descend', admin))).toEqual([
      'shinjuku',
      'hq2',
      'hq',
      'admin',
    ]);
    expect(userNames(await get(`/api/account/list?brandId=${miraiId}`, admin))).toEqual(['hq2']);
    expect(userNames(await get('/api/account/list?type=superAdmin', admin))).toEqual(['admin']);
    expect(userNames(await get(`/api/account/list?roleId=${roles['劇場スタッフ']}`, admin))).toEqual(['shinjuku']);
    expect(userNames(await get(`/api/account/list?cinemaId=${cinemas['シネマライン新宿']}`, admin))).toEqual([
      'shinjuku',
    ]);
    expect(userNames(await get(`/api/account/list?keyword=${encodeURIComponent('MIRAI.EXAMPLE')}`, admin))).toEqual([
      'hq2',
    ]);
    expect((await get('/api/account/list?active=false', admin)).json().data.total).toBe(0);
  });

  it('a brand naming another brand sees none of its accounts', async () => {
    const res = await get(`/api/account/list?brandId=${miraiId}`, hq);
    expect(res.json().data).toMatchObject({ total: 0, list: [] });
  });

  it('refuses cinema staff, anonymous callers and an unknown type', async () => {
    const denied = await get('/api/account/list', shinjuku);
    expect(denied.statusCode).toBe(403);
    expect(denied.json()).toMatchObject({ code: 'no_permission', message: ja.noPermission });
    expect((await get('/api/account/list')).json()).toMatchObject({ code: 'auth_invalid' });
    const bad = await get('/api/account/list?type=owner', hq);
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(fieldsOf(bad))).toEqual(['type']);
  });
});

describe('GET /api/account/detail/:id', () => {
  it('a brand reads its staff; staff read only themselves', async () => {
    const res = await get(`/api/account/detail/${ids.shinjuku}`, hq);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      userName: 'shinjuku',
      roleName: '劇場スタッフ',
      cinemaIds: [cinemas['シネマライン新宿']],
    });
    const self = await get(`/api/account/detail/${ids.shinjuku}`, shinjuku);
    expect(self.statusCode).toBe(200);
    expect(self.json().data.userName).toBe('shinjuku');
    const other = await get(`/api/account/detail/${ids.hq}`, shinjuku);
    expect(other.statusCode).toBe(403);
    expect(other.json().code).toBe('no_permission');
  });

  it('other tenants answer 404; a bad id 400; no token 401', async () => {
    expect((await get(`/api/account/detail/${ids.hq2}`, hq)).json()).toMatchObject({ code: 'not_found' });
    expect((await get(`/api/account/detail/${ids.admin}`, hq)).statusCode).toBe(404);
    const bad = await get('/api/account/detail/abc', hq);
    expect(bad.statusCode).toBe(400);
    expect(fieldsOf(bad)).toEqual({ id: 'IDが正しくありません' });
    expect((await get(`/api/account/detail/${ids.hq}`)).statusCode).toBe(401);
  });
});

describe('DELETE /api/account/delete/:id', () => {
  const del = (id: number | string, token?: string) =>
    t.app.inject({ method: 'DELETE', url: `/api/account/delete/${id}`, headers: token ? auth(token) : {} });

  beforeAll(async () => {
    ids.leaving = (await send('POST', '/api/account/create', newAccount('leaving'), hq)).json().data.id;
  });

  it('refuses yourself, other tenants, cinema staff, bad ids and anonymous callers', async () => {
    const self = await del(ids.hq!, hq);
    expect(self.statusCode).toBe(409);
    expect(self.json().message).toBe(ja.cannotDeleteSelf);
    expect((await del(ids.hq2!, hq)).statusCode).toBe(404);
    expect((await del(ids.leaving!, shinjuku)).statusCode).toBe(403);
    const bad = await del('x', hq);
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(fieldsOf(bad))).toEqual(['id']);
    expect((await del(ids.leaving!)).statusCode).toBe(401);
  });

  it('deletes an account and ends its sessions', async () => {
    const token = await t.login('leaving', 'start-2026');
    const res = await del(ids.leaving!, hq);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: ja.deleted });
    expect((await get('/api/session/current', token)).statusCode).toBe(401);
    expect((await get(`/api/account/detail/${ids.leaving}`, hq)).statusCode).toBe(404);
  });
});

describe('own profile and password (/setting-account)', () => {
  it('updates the account the session shows, which is the one acted as while acting', async () => {
    const mine = (await get(`/api/account/detail/${ids.shinjuku}`, shinjuku)).json().data;
    const res = await send(
      'PUT',
      '/api/account/profile',
      { version: mine.version, displayName: '新宿 店長', email: 'tencho@cinemaline.example.jp' },
      shinjuku,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id: ids.shinjuku, displayName: '新宿 店長', version: mine.version + 1 });
    const acting = await t.app.inject({
      method: 'PUT',
      url: '/api/account/profile',
      headers: auth(hq, { changeAccountId: String(ids.shinjuku) }),
      payload: { version: mine.version + 1, displayName: '新宿 副店長', email: 'tencho@cinemaline.example.jp' },
    });
    expect(acting.json().data).toMatchObject({ id: ids.shinjuku, displayName: '新宿 副店長' });
    expect((await get(`/api/account/detail/${ids.hq}`, hq)).json().data.displayName).toBe('シネマライン本部');
  });

  it('refuses a stale version, an e-mail in use, a bad e-mail and anonymous callers', async () => {
    const mine = (await get(`/api/account/detail/${ids.shinjuku}`, shinjuku)).json().data;
    const stale = await send(
      'PUT',
      '/api/account/profile',
      { version: mine.version - 1, displayName: 'x', email: mine.email },
      shinjuku,
    );
    expect(stale.json().code).toBe('stale_version');
    const taken = await send(
      'PUT',
      '/api/account/profile',
      { version: mine.version, displayName: 'x', email: 'hq@mirai.example.jp' },
      shinjuku,
    );
    expect(taken.statusCode).toBe(409);
    expect(fieldsOf(taken)).toEqual({ email: ja.emailInUse });
    const bad = await send(
      'PUT',
      '/api/account/profile',
      { version: mine.version, displayName: 'x', email: 'bad' },
      shinjuku,
    );
    expect(bad.statusCode).toBe(400);
    expect(fieldsOf(bad)).toEqual({ email: ja.invalidEmail });
    expect(
      (await send('PUT', '/api/account/profile', { version: 1, displayName: 'x', email: 'a@b.jp' })).statusCode,
    ).toBe(401);
  });

  it('changes the password after checking the current one', async () => {
    expect((await send('POST', '/api/account/create', newAccount('keiri'), hq)).statusCode).toBe(200);
    const token = await t.login('keiri', 'start-2026');
    const wrong = await send(
      'POST',
      '/api/account/changePassword',
      { oldPassword: 'guess-2026', newPassword: 'next-2026', confirmPassword: 'next-2026' },
      token,
    );
    expect(wrong.statusCode).toBe(400);
    expect(fieldsOf(wrong)).toEqual({ oldPassword: ja.wrongPassword });
    const same = await send(
      'POST',
      '/api/account/changePassword',
      { oldPassword: 'start-2026', newPassword: 'start-2026', confirmPassword: 'start-2026' },
      token,
    );
    expect(fieldsOf(same)).toEqual({ newPassword: ja.passwordSameAsOld });
    const mismatch = await send(
      'POST',
      '/api/account/changePassword',
      { oldPassword: 'start-2026', newPassword: 'next-2026', confirmPassword: 'next-2027' },
      token,
    );
    expect(fieldsOf(mismatch)).toEqual({ confirmPassword: ja.passwordConfirmMismatch });
    const res = await send(
      'POST',
      '/api/account/changePassword',
      { oldPassword: 'start-2026', newPassword: 'next-2026', confirmPassword: 'next-2026' },
      token,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: ja.passwordChanged });
    expect(await t.login('keiri', 'next-2026')).toEqual(expect.any(String));
    expect(
      (
        await send('POST', '/api/account/changePassword', {
          oldPassword: 'a',
          newPassword: 'next-2026',
          confirmPassword: 'next-2026',
        })
      ).statusCode,
    ).toBe(401);
  });
});
