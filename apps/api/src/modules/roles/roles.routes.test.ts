import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ja } from '@cinema/contracts';
import { fieldsOf } from '../../test/fixtures.js';
import { auth, createTestApp, type TestContext } from '../../test/helper.js';
import { rolesFixture } from './roles.fixtures.js';

let t: TestContext;
let admin: string;
let hq: string;
let shinjuku: string;
let clId: number;
let miraiId: number;
let cl: Record<string, { id: number; version: number }>;
let mirai: Record<string, { id: number; version: number }>;

beforeAll(async () => {
  t = await createTestApp();
  ({ admin, hq, shinjuku, clId, miraiId, cl, mirai } = await rolesFixture(t));
});
afterAll(() => t.close());

describe('GET /api/role/list', () => {
  it('a brand sees its own roles with brand name and how many accounts use each', async () => {
    const res = await t.app.inject({ url: '/api/role/list', headers: auth(hq) });
    expect(res.statusCode).toBe(200);
    const { list, total } = res.json().data;
    expect(total).toBe(3);
    expect(
      list.map((r: { name: string; brandName: string; accountCount: number }) => [r.name, r.brandName, r.accountCount]),
    ).toEqual([
      ['管理者', 'シネマライン', 1],
      ['劇場スタッフ', 'シネマライン', 1],
      ['経理', 'シネマライン', 0],
    ]);
    expect(list[0].isAdmin).toBe(true);
  });

  it('superAdmin sees every brand and filters by brand and keyword', async () => {
    const all = await t.app.inject({ url: '/api/role/list', headers: auth(admin) });
    expect(all.json().data.total).toBe(6);
    const one = await t.app.inject({ url: `/api/role/list?brandId=${miraiId}&keyword=経理`, headers: auth(admin) });
    expect(one.json().data.list.map((r: { name: string; brandId: number }) => [r.name, r.brandId])).toEqual([
      ['経理', miraiId],
    ]);
  });

  it('a brand naming another brand gets nothing of it', async () => {
    const res = await t.app.inject({ url: `/api/role/list?brandId=${miraiId}`, headers: auth(hq) });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ total: 0, list: [] });
  });

  it('refuses cinema staff, anonymous callers and a bad page size', async () => {
    const denied = await t.app.inject({ url: '/api/role/list', headers: auth(shinjuku) });
    expect(denied.statusCode).toBe(403);
    expect(denied.json()).toMatchObject({ success: false, code: 'no_permission', message: ja.noPermission });
    const anon = await t.app.inject({ url: '/api/role/list' });
    expect(anon.statusCode).toBe(401);
    expect(anon.json().code).toBe('auth_invalid');
    const bad = await t.app.inject({ url: '/api/role/list?pageSize=0', headers: auth(hq) });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('validation_failed');
    expect(Object.keys(fieldsOf(bad))).toEqual(['pageSize']);
  });
});

describe('GET /api/role/listMap', () => {
  it('answers id and name pairs of the caller brand, for any signed-in user', async () => {
    const res = await t.app.inject({ url: '/api/role/listMap', headers: auth(shinjuku) });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([
      { id: cl['管理者']!.id, name: '管理者' },
      { id: cl['劇場スタッフ']!.id, name: '劇場スタッフ' },
      { id: cl['経理']!.id, name: '経理' },
    ]);
  });

  it('superAdmin narrows to one brand; a brand naming another gets an empty list', async () => {
    const res = await t.app.inject({ url: `/api/role/listMap?brandId=${miraiId}`, headers: auth(admin) });
    expect(res.json().data.map((o: { id: number }) => o.id)).toEqual([
      mirai['管理者']!.id,
      mirai['劇場スタッフ']!.id,
      mirai['経理']!.id,
    ]);
    const other = await t.app.inject({ url: `/api/role/listMap?brandId=${miraiId}`, headers: auth(hq) });
    expect(other.json().data).toEqual([]);
  });

  it('rejects a bad brand id and anonymous callers', async () => {
    const bad = await t.app.inject({ url: '/api/role/listMap?brandId=abc', headers: auth(hq) });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(fieldsOf(bad))).toEqual(['brandId']);
    expect((await t.app.inject({ url: '/api/role/listMap' })).statusCode).toBe(401);
  });
});

describe('GET /api/role/detail/:id', () => {
  it('answers the role with its permissions', async () => {
    const res = await t.app.inject({ url: `/api/role/detail/${cl['劇場スタッフ']!.id}`, headers: auth(hq) });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ name: '劇場スタッフ', brandId: clId, isAdmin: false, accountCount: 1 });
    expect(res.json().data.permissions.film).toEqual(['view', 'create', 'update']);
  });

  it('another brand role answers 404; cinema staff 403; a bad id 400; no token 401', async () => {
    const other = await t.app.inject({ url: `/api/role/detail/${mirai['経理']!.id}`, headers: auth(hq) });
    expect(other.statusCode).toBe(404);
    expect(other.json().code).toBe('not_found');
    expect(
      (await t.app.inject({ url: `/api/role/detail/${cl['経理']!.id}`, headers: auth(shinjuku) })).statusCode,
    ).toBe(403);
    const bad = await t.app.inject({ url: '/api/role/detail/abc', headers: auth(hq) });
    expect(bad.statusCode).toBe(400);
    expect(fieldsOf(bad)).toEqual({ id: 'IDが正しくありません' });
    expect((await t.app.inject({ url: `/api/role/detail/${cl['経理']!.id}` })).statusCode).toBe(401);
  });
});
