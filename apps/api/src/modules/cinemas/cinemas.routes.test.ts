import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ja } from '@cinema/contracts';
import { brandIdsByCode, cinemaIds, fieldsOf } from '../../test/fixtures.js';
import { auth, createTestApp, type TestContext } from '../../test/helper.js';

let t: TestContext;
let admin: string;
let hq: string;
let hq2: string;
let shinjuku: string;
let ids: Record<string, number>;
let brandIds: Record<string, number>;

const detail = (token: string, id: number) => t.app.inject({ url: `/api/cinema/detail/${id}`, headers: auth(token) });

beforeAll(async () => {
  t = await createTestApp();
  [admin, hq, hq2, shinjuku] = await Promise.all([
    t.login('admin'),
    t.login('hq'),
    t.login('hq2'),
    t.login('shinjuku'),
  ]);
  ids = await cinemaIds(t);
  brandIds = await brandIdsByCode(t);
});
afterAll(() => t.close());

describe('cinema list', () => {
  it('a brand sees its cinemas with brand and screen count, in display order', async () => {
    const res = await t.app.inject({ url: '/api/cinema/list', headers: auth(hq) });
    expect(res.statusCode).toBe(200);
    const { list, total, page, pageSize } = res.json().data;
    expect({ total, page, pageSize }).toEqual({ total: 3, page: 0, pageSize: 9999 });
    expect(list.map((c: { code: string }) => c.code)).toEqual(['0101', '0102', '0103']);
    expect(list[0]).toMatchObject({
      name: 'シネマライン新宿',
      brandCode: 'CL',
      brandName: 'シネマライン',
      screenCount: 6,
      version: 1,
    });
  });

  it('superAdmin sees every brand and filters by brand, keyword, status and prefecture', async () => {
    const all = await t.app.inject({ url: '/api/cinema/list', headers: auth(admin) });
    expect(all.json().data.total).toBe(4);
    const mirai = await t.app.inject({ url: `/api/cinema/list?brandId=${brandIds.MIRAI}`, headers: auth(admin) });
    expect(mirai.json().data.list.map((c: { code: string }) => c.code)).toEqual(['0201']);
    const kana = await t.app.inject({ url: '/api/cinema/list?keyword=イケブクロ', headers: auth(admin) });
    expect(kana.json().data.list.map((c: { name: string }) => c.name)).toEqual(['シネマライン池袋']);
    const pref = await t.app.inject({ url: '/api/cinema/list?prefectureCode=14&status=open', headers: auth(admin) });
    expect(pref.json().data.list.map((c: { code: string }) => c.code)).toEqual(['0103']);
    const closed = await t.app.inject({ url: '/api/cinema/list?status=closed', headers: auth(admin) });
    expect(closed.json().data.total).toBe(0);
  });

  it('sorts by a named field and pages', async () => {
    const res = await t.app.inject({
      url: '/api/cinema/list?sortField=code&sortOrder=descend&page=1&pageSize=2',
      headers: auth(hq),
    });
    expect(res.json().data).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    expect(res.json().data.list.map((c: { code: string }) => c.code)).toEqual(['0101']);
  });

  it('a brand naming another brand gets nothing of it', async () => {
    const res = await t.app.inject({ url: `/api/cinema/list?brandId=${brandIds.MIRAI}`, headers: auth(hq) });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.total).toBe(0);
  });

  it('rejects a bad filter with the field named in Japanese', async () => {
    const res = await t.app.inject({ url: '/api/cinema/list?status=gone&prefectureCode=99', headers: auth(hq) });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('validation_failed');
    const fields = fieldsOf(res.json());
    expect(fields.status).toBe('「状態」を選択してください');
    expect(fields.prefectureCode).toBe('「都道府県」を選択してください');
  });

  it('a cinema account has no access to the cinema list', async () => {
    const res = await t.app.inject({ url: '/api/cinema/list', headers: auth(shinjuku) });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ success: false, code: 'no_permission', message: ja.noPermission });
  });
});

describe('cinema listMap', () => {
  it('answers the options of each scope in display order', async () => {
    const mine = await t.app.inject({ url: '/api/cinema/listMap', headers: auth(shinjuku) });
    expect(mine.statusCode).toBe(200);
    expect(mine.json().data).toEqual([
      { id: ids['0101'], name: 'シネマライン新宿', code: '0101', brandId: brandIds.CL },
    ]);
    const hqOptions = await t.app.inject({ url: '/api/cinema/listMap', headers: auth(hq) });
    expect(hqOptions.json().data.map((c: { code: string }) => c.code)).toEqual(['0101', '0102', '0103']);
    const other = await t.app.inject({ url: '/api/cinema/listMap', headers: auth(hq2) });
    expect(other.json().data.map((c: { code: string }) => c.code)).toEqual(['0201']);
  });

  it('filters by brand and by repeated cinemaIds, never leaving the scope', async () => {
    const byBrand = await t.app.inject({ url: `/api/cinema/listMap?brandId=${brandIds.MIRAI}`, headers: auth(admin) });
    expect(byBrand.json().data.map((c: { code: string }) => c.code)).toEqual(['0201']);
    const url = `/api/cinema/listMap?cinemaIds=${ids['0102']}&cinemaIds=${ids['0201']}`;
    const picked = await t.app.inject({ url, headers: auth(hq) });
    expect(picked.json().data.map((c: { code: string }) => c.code)).toEqual(['0102']);
  });

  it('rejects a bad brand id and anonymous callers', async () => {
    const bad = await t.app.inject({ url: '/api/cinema/listMap?brandId=abc', headers: auth(admin) });
    expect(bad.statusCode).toBe(400);
    expect(fieldsOf(bad.json()).brandId).toBe('IDが正しくありません');
    const anonymous = await t.app.inject({ url: '/api/cinema/listMap' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().code).toBe('auth_invalid');
  });
});

describe('cinema detail', () => {
  it('answers the cinema with its brand and screens', async () => {
    const res = await detail(hq, ids['0101']!);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      code: '0101',
      brandCode: 'CL',
      screenCount: 6,
      prefectureCode: '13',
      openingDate: '2015-04-01',
    });
  });

  it('another tenant’s cinema is not found', async () => {
    const res = await detail(hq, ids['0201']!);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'not_found', message: ja.notFound });
  });

  it('rejects a malformed id and a cinema account', async () => {
    const bad = await t.app.inject({ url: '/api/cinema/detail/abc', headers: auth(hq) });
    expect(bad.statusCode).toBe(400);
    expect(fieldsOf(bad.json()).id).toBe('IDが正しくありません');
    const denied = await detail(shinjuku, ids['0101']!);
    expect(denied.statusCode).toBe(403);
    expect(denied.json().code).toBe('no_permission');
  });
});
