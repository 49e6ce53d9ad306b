import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, createTestApp, type TestContext } from '../../test/helper.js';

let t: TestContext;
let admin: string;
let hq: string;
let hq2: string;
let shinjuku: string;

const newBrand = (code: string) => ({
  code,
  name: `テストブランド${code}`,
  companyName: '株式会社テスト',
  fractionRounding: 'ROUND_DOWN',
  taxHandling: 'inclusive',
  receivableCycle: 'monthEnd',
  receivableHolidayShift: 'after',
  moduleMap: { film: true },
  active: true,
  invoiceNumber: 'T1234567890123',
  admin: {
    userName: `admin-${code.toLowerCase()}`,
    displayName: `${code} 本部管理者`,
    email: `admin-${code.toLowerCase()}@example.jp`,
    password: 'First-pass-2026',
  },
});

beforeAll(async () => {
  t = await createTestApp();
  [admin, hq, hq2, shinjuku] = await Promise.all([
    t.login('admin'),
    t.login('hq'),
    t.login('hq2'),
    t.login('shinjuku'),
  ]);
});
afterAll(() => t.close());

describe('brand list and detail', () => {
  it('superAdmin sees every brand with counts', async () => {
    const res = await t.app.inject({ url: '/api/brand/list', headers: auth(admin) });
    expect(res.statusCode).toBe(200);
    const { list, total, page, pageSize } = res.json().data;
    expect(total).toBe(2);
    expect(page).toBe(0);
    expect(pageSize).toBe(9999);
    expect(list.map((b: { code: string }) => b.code)).toEqual(['CL', 'MIRAI']);
    expect(list[0].cinemaCount).toBe(3);
  });

  it('a brand account sees only its own brand, and another brand answers 404', async () => {
    const res = await t.app.inject({ url: '/api/brand/list', headers: auth(hq) });
    expect(res.json().data.list.map((b: { code: string }) => b.code)).toEqual(['CL']);
    const other = (await t.app.inject({ url: '/api/brand/list', headers: auth(hq2) })).json().data.list[0].id;
    const denied = await t.app.inject({ url: `/api/brand/detail/${other}`, headers: auth(hq) });
    expect(denied.statusCode).toBe(404);
    expect(denied.json().code).toBe('not_found');
  });

  it('a cinema account has no access to brands', async () => {
    const res = await t.app.inject({ url: '/api/brand/list', headers: auth(shinjuku) });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ success: false, code: 'no_permission' });
  });

  it('filters by keyword and pages', async () => {
    const res = await t.app.inject({ url: '/api/brand/list?keyword=ミライ&page=0&pageSize=1', headers: auth(admin) });
    expect(res.json().data).toMatchObject({ total: 1, pageSize: 1 });
    expect(res.json().data.list[0].code).toBe('MIRAI');
  });

  it('rejects a bad page size with the field named', async () => {
    const res = await t.app.inject({ url: '/api/brand/list?pageSize=0', headers: auth(admin) });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].field).toBe('pageSize');
  });
});

describe('brand create, update, delete', () => {
  it('superAdmin creates a brand with its admin role and first administrator, then deletes it', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/brand/create',
      headers: auth(admin),
      payload: newBrand('NEW1'),
    });
    expect(res.statusCode).toBe(200);
    const created = res.json().data;
    expect(created).toMatchObject({ code: 'NEW1', version: 1, cinemaCount: 0 });
    const roles = await t.app.inject({ url: `/api/role/list?brandId=${created.id}`, headers: auth(admin) });
    expect(roles.statusCode).toBe(200);
    expect(roles.json().data.list.map((r: { name: string }) => r.name)).toContain('管理者');
    expect(created).toMatchObject({ accountCount: 1, adminCount: 1 });
    // The first administrator signs in with the initial password, as head office of the new brand.
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { userName: 'admin-new1', password: 'First-pass-2026' },
    });
    expect(login.statusCode).toBe(200);
    // 代理ログイン into the new brand lands on that administrator.
    const acting = await t.login('admin');
    const as = await t.app.inject({ url: `/api/brand/loginAs/${created.id}`, headers: auth(acting) });
    expect(as.statusCode).toBe(200);
    expect(as.json().data).toMatchObject({ userName: 'admin-new1', type: 'brand', brandId: created.id });
    const del = await t.app.inject({ method: 'DELETE', url: `/api/brand/delete/${created.id}`, headers: auth(admin) });
    expect(del.statusCode).toBe(200);
    const gone = await t.app.inject({ url: `/api/brand/detail/${created.id}`, headers: auth(admin) });
    expect(gone.statusCode).toBe(404);
  });

  it('names each bad field in Japanese', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/brand/create',
      headers: auth(admin),
      payload: { ...newBrand('X'), name: '', invoiceNumber: 'T12' },
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe('validation_failed');
    const fields = Object.fromEntries(body.errors.map((e: { field: string; message: string }) => [e.field, e.message]));
    expect(fields.name).toBe('「ブランド名」を入力してください');
    expect(fields.invoiceNumber).toContain('T');
  });

  it('refuses a duplicate code with 409 naming the field', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/brand/create',
      headers: auth(admin),
      payload: newBrand('CL'),
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().errors[0].field).toBe('code');
  });

  it('a brand account cannot create brands', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/brand/create',
      headers: auth(hq),
      payload: newBrand('HQX'),
    });
    expect(res.statusCode).toBe(403);
  });

  it('refuses to delete a brand with cinemas', async () => {
    const cl = (await t.app.inject({ url: '/api/brand/list?keyword=CL', headers: auth(admin) })).json().data.list[0];
    const res = await t.app.inject({ method: 'DELETE', url: `/api/brand/delete/${cl.id}`, headers: auth(admin) });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain('劇場が登録されているため');
  });

  it('a brand edits its own company info but not its modules; a stale version answers 409', async () => {
    const mine = (await t.app.inject({ url: '/api/brand/list', headers: auth(hq) })).json().data.list[0];
    const body = { ...mine, representative: '鈴木 一郎', moduleMap: {} };
    const res = await t.app.inject({ method: 'PUT', url: '/api/brand/update', headers: auth(hq), payload: body });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.representative).toBe('鈴木 一郎');
    expect(res.json().data.moduleMap.film).toBe(true);
    expect(res.json().data.version).toBe(mine.version + 1);
    const stale = await t.app.inject({ method: 'PUT', url: '/api/brand/update', headers: auth(hq), payload: body });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('stale_version');
  });

  it('a brand cannot update another brand', async () => {
    const other = (await t.app.inject({ url: '/api/brand/list', headers: auth(hq2) })).json().data.list[0];
    const res = await t.app.inject({ method: 'PUT', url: '/api/brand/update', headers: auth(hq), payload: other });
    expect(res.statusCode).toBe(404);
  });
});

describe('custom domains', () => {
  it('superAdmin sets a domain; another brand cannot take it', async () => {
    const list = (await t.app.inject({ url: '/api/brand/list', headers: auth(admin) })).json().data.list;
    const mirai = list.find((b: { code: string }) => b.code === 'MIRAI');
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/brand/updateDomain',
      headers: auth(admin),
      payload: { id: mirai.id, version: mirai.version, customDomain: 'WWW.Mirai.example.jp' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.customDomain).toBe('www.mirai.example.jp');
    const cl = list.find((b: { code: string }) => b.code === 'CL');
    const taken = await t.app.inject({
      method: 'PUT',
      url: '/api/brand/updateDomain',
      headers: auth(admin),
      payload: { id: cl.id, version: cl.version, customDomain: 'www.mirai.example.jp' },
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errors[0].field).toBe('customDomain');
  });

  it('rejects a malformed domain and refuses brand accounts', async () => {
    const bad = await t.app.inject({
      method: 'PUT',
      url: '/api/brand/updateDomain',
      headers: auth(admin),
      payload: { id: 1, version: 1, customDomain: 'not a domain' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toBe('customDomain');
    const denied = await t.app.inject({
      method: 'PUT',
      url: '/api/brand/updateDomain',
      headers: auth(hq),
      payload: { id: 1, version: 1, customDomain: null },
    });
    expect(denied.statusCode).toBe(403);
  });
});
