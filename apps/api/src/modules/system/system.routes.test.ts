import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ja } from '@cinema/contracts';
import { auditLogs } from '../../db/schema/index.js';
import { auth, createTestApp, type TestContext } from '../../test/helper.js';

let t: TestContext;
let admin: string;
let hq: string;
let hq2: string;
let shinjuku: string;

const get = (url: string, token: string) => t.app.inject({ url, headers: auth(token) });
const putSetting = (token: string, payload: object) =>
  t.app.inject({ method: 'PUT', url: '/api/system/globalSetting', headers: auth(token), payload });

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

describe('reference lists for every signed-in user', () => {
  it('answers the dictionary of labelled types', async () => {
    const res = await get('/api/system/types', shinjuku);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.cinemaStatus).toContainEqual({ value: 'open', label: '営業中' });
    expect(data.roundingMode.map((o: { value: string }) => o.value)).toEqual(['ROUND', 'ROUND_DOWN', 'ROUND_UP']);
    expect(data.taxRates.map((o: { value: number }) => o.value)).toEqual(expect.arrayContaining([0.1, 0.08, 0, -1.1]));
  });

  it('answers the regions with their prefectures', async () => {
    const data = (await get('/api/system/regions', hq)).json().data;
    expect(data).toHaveLength(8);
    expect(data.find((r: { code: string }) => r.code === 'kanto')).toMatchObject({
      name: '関東',
      prefectures: expect.arrayContaining(['13', '14']),
    });
  });

  it('answers the 47 prefectures in JIS order', async () => {
    const res = await get('/api/cl/address/prefecture-list', hq2);
    expect(res.statusCode).toBe(200);
    const data = res.json().data as { code: string; name: string }[];
    expect(data).toHaveLength(47);
    expect(data[0]).toEqual({ code: '01', name: '北海道' });
    expect(data.find((p) => p.code === '13')?.name).toBe('東京都');
    expect(data[46]).toEqual({ code: '47', name: '沖縄県' });
  });

  it('answers the shop groups, and for coupons only those a coupon may discount', async () => {
    const all = (await get('/api/group/list', shinjuku)).json().data as { value: string }[];
    expect(all.map((g) => g.value)).toEqual(['project', 'product', 'food', 'fee', 'other']);
    const coupon = (await get('/api/group/listForCoupon', shinjuku)).json().data as { value: string; label: string }[];
    expect(coupon).toEqual([
      { value: 'product', label: 'グッズ' },
      { value: 'food', label: 'フード・ドリンク' },
      { value: 'other', label: 'その他' },
    ]);
  });

  it('refuses anonymous callers and unknown tokens with auth_invalid', async () => {
    for (const url of [
      '/api/system/types',
      '/api/system/regions',
      '/api/cl/address/prefecture-list',
      '/api/group/list',
      '/api/group/listForCoupon',
      '/api/system/setting',
    ]) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(401);
      expect(res.json(), url).toMatchObject({ success: false, code: 'auth_invalid', message: ja.authInvalid });
    }
    const forged = await get('/api/system/setting', 'not-a-real-token');
    expect(forged.statusCode).toBe(401);
    expect(forged.json().code).toBe('auth_invalid');
  });
});

describe('system setting (round and brand code)', () => {
  it('answers each brand its own rounding and code', async () => {
    expect((await get('/api/system/setting', hq)).json().data).toEqual({ brandCode: 'CL', round: 'ROUND_DOWN' });
    expect((await get('/api/system/setting', shinjuku)).json().data).toEqual({ brandCode: 'CL', round: 'ROUND_DOWN' });
    expect((await get('/api/system/setting', hq2)).json().data).toEqual({ brandCode: 'MIRAI', round: 'ROUND' });
  });

  it('answers superAdmin the platform rounding and no brand', async () => {
    expect((await get('/api/system/setting', admin)).json().data).toEqual({ brandCode: null, round: 'ROUND_DOWN' });
  });
});

describe('global settings', () => {
  it('superAdmin reads them', async () => {
    const res = await get('/api/system/globalSetting', admin);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      passwordExpiryDays: 90,
      specialBrandCodes: expect.arrayContaining(['CL', 'TEST']),
      specialBrandCodePrefix: 'TEST-',
    });
  });

  it('brand and cinema accounts may neither read nor write them', async () => {
    for (const token of [hq, shinjuku]) {
      const read = await get('/api/system/globalSetting', token);
      expect(read.statusCode).toBe(403);
      expect(read.json()).toMatchObject({ code: 'no_permission', message: ja.noPermission });
    }
    const current = (await get('/api/system/globalSetting', admin)).json().data;
    const write = await putSetting(hq, { ...current, passwordExpiryDays: 1 });
    expect(write.statusCode).toBe(403);
    expect((await get('/api/system/globalSetting', admin)).json().data.passwordExpiryDays).toBe(
      current.passwordExpiryDays,
    );
  });

  it('saves with the version read, removes duplicate codes, writes an audit row, then refuses the same version', async () => {
    const current = (await get('/api/system/globalSetting', admin)).json().data;
    const body = { ...current, passwordExpiryDays: 180, specialBrandCodes: ['CL', 'CL', 'KINEMA'] };
    const res = await putSetting(admin, body);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(ja.saved);
    expect(res.json().data).toMatchObject({
      passwordExpiryDays: 180,
      specialBrandCodes: ['CL', 'KINEMA'],
      version: current.version + 1,
    });
    const rows = await t.database.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.entity, 'globalSetting'), eq(auditLogs.action, 'update')));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.userName).toBe('admin');
    const stale = await putSetting(admin, body);
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'stale_version', message: ja.staleVersion });
  });

  it('names a bad value in Japanese', async () => {
    const current = (await get('/api/system/globalSetting', admin)).json().data;
    const res = await putSetting(admin, { ...current, passwordExpiryDays: 400, roundingMode: 'HALF' });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('validation_failed');
    const fields = Object.fromEntries(
      res.json().errors.map((e: { field: string; message: string }) => [e.field, e.message]),
    );
    expect(fields.passwordExpiryDays).toBe('「パスワード有効期限（日）」は0〜365の数値を入力してください');
    expect(Object.keys(fields)).toContain('roundingMode');
  });
});
