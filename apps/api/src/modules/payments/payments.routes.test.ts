import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ja } from '@cinema/contracts';
import { cinemaIds, fieldsOf } from '../../test/fixtures.js';
import { auth, createTestApp, type TestContext } from '../../test/helper.js';
import { addCinemaStaff } from '../../test/staff.js';

let t: TestContext;
let hq: string;
let hq2: string;
let noSettings: string;
let staff: string;
let admin: string;
let ids: Record<string, number>;

type Method = {
  id: number;
  code: string;
  name: string;
  kind: string;
  feeRate: number;
  givesChange: boolean;
  enabledCinemas: Record<string, number>;
};
const list = (token: string, query = '') => t.app.inject({ url: `/api/payment/list${query}`, headers: auth(token) });
const settings = (token: string, query = '') =>
  t.app.inject({ url: `/api/payment/cinemaSettings${query}`, headers: auth(token) });

beforeAll(async () => {
  t = await createTestApp();
  // Staff whose role lacks 設定 (the demo 劇場スタッフ role may gain it; these tests must not depend on that).
  await addCinemaStaff(t.database.db, {
    userName: 'sj-pay-no-settings',
    cinemaCodes: ['0101'],
    permissions: { dashboard: ['view'] },
  });
  await addCinemaStaff(t.database.db, {
    userName: 'sj-pay',
    cinemaCodes: ['0101'],
    permissions: { settings: ['view'] },
  });
  [hq, hq2, noSettings, staff, admin] = await Promise.all([
    t.login('hq'),
    t.login('hq2'),
    t.login('sj-pay-no-settings'),
    t.login('sj-pay'),
    t.login('admin'),
  ]);
  ids = await cinemaIds(t);
});
afterAll(() => t.close());

describe('payment list', () => {
  it('answers the brand’s methods in display order, with how many cinemas accept each per channel', async () => {
    const res = await list(hq);
    expect(res.statusCode).toBe(200);
    const rows = res.json().data.list as Method[];
    expect(rows.map((m) => m.name)).toEqual([
      '現金',
      'クレジットカード',
      '交通系電子マネー',
      'PayPay',
      'ムビチケ',
      'クーポン',
      '鑑賞券',
      'ポイント',
    ]);
    expect(rows[0]).toMatchObject({
      code: 'CASH',
      kind: 'cash',
      givesChange: true,
      feeRate: 0,
      enabledCinemas: { pos: 3, kiosk: 3, online: 0 },
    });
    expect(rows[1]).toMatchObject({
      kind: 'credit',
      givesChange: false,
      feeRate: 3.24,
      enabledCinemas: { pos: 3, kiosk: 3, online: 3 },
    });
  });

  it('counts only the staff’s own cinemas for a cinema account', async () => {
    const rows = (await list(staff)).json().data.list as Method[];
    expect(rows).toHaveLength(8);
    expect(rows.find((m) => m.code === 'CREDIT')!.enabledCinemas).toEqual({ pos: 1, kiosk: 1, online: 1 });
  });

  it('filters by kind, active and keyword, and sorts', async () => {
    expect(((await list(hq, '?kind=qr')).json().data.list as Method[]).map((m) => m.code)).toEqual(['PAYPAY']);
    expect((await list(hq, '?active=false')).json().data.total).toBe(0);
    expect(((await list(hq, '?keyword=ムビ')).json().data.list as Method[]).map((m) => m.code)).toEqual([
      'MOVIETICKET',
    ]);
    const byFee = (await list(hq, '?sortField=feeRate&sortOrder=descend&pageSize=2')).json().data;
    expect((byFee.list as Method[]).map((m) => m.feeRate)).toEqual([3.24, 3.24]);
    expect(byFee.total).toBe(8);
  });

  it('rejects bad filters in Japanese', async () => {
    const res = await list(hq, '?kind=bitcoin&active=maybe');
    expect(res.statusCode).toBe(400);
    expect(fieldsOf(res.json())).toEqual({
      kind: '「決済種別」を選択してください',
      active: '「有効」を選択してください',
    });
  });

  it('each brand sees only its own methods', async () => {
    const mine = (await list(hq)).json().data.list as Method[];
    const theirs = (await list(hq2)).json().data.list as Method[];
    expect(theirs).toHaveLength(8);
    expect(theirs.some((m) => mine.some((x) => x.id === m.id))).toBe(false);
  });

  it('refuses staff without 設定 permission, and superAdmin (the screen is the brand’s)', async () => {
    expect((await list(noSettings)).statusCode).toBe(403);
    expect((await list(admin)).json()).toMatchObject({ code: 'no_permission', message: ja.noPermission });
  });
});

describe('payment detail', () => {
  it('answers a method of the brand; another brand’s is not found; a bad id is named', async () => {
    const [cash] = (await list(hq)).json().data.list as Method[];
    const res = await t.app.inject({ url: `/api/payment/detail/${cash!.id}`, headers: auth(staff) });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      code: 'CASH',
      version: 1,
      enabledCinemas: { pos: 1, kiosk: 1, online: 0 },
    });
    expect((await t.app.inject({ url: `/api/payment/detail/${cash!.id}`, headers: auth(hq2) })).statusCode).toBe(404);
    const bad = await t.app.inject({ url: '/api/payment/detail/-1', headers: auth(hq) });
    expect(fieldsOf(bad.json()).id).toBe('IDが正しくありません');
    expect((await t.app.inject({ url: `/api/payment/detail/${cash!.id}`, headers: auth(noSettings) })).statusCode).toBe(
      403,
    );
  });
});

describe('payment cinema settings (read)', () => {
  it('answers one cinema’s matrix: every brand method with the channels it accepts there', async () => {
    const res = await settings(hq, `?cinemaId=${ids['0102']}`);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.cinemaId).toBe(ids['0102']);
    expect(data.list).toHaveLength(8);
    expect(data.list[0]).toMatchObject({ code: 'CASH', name: '現金', active: true, channels: ['pos', 'kiosk'] });
    expect(data.list.find((m: { code: string }) => m.code === 'VOUCHER').channels).toEqual(['pos']);
  });

  it('uses the session’s cinema, or asks for one', async () => {
    expect((await settings(staff)).json().data.cinemaId).toBe(ids['0101']);
    const none = await settings(hq);
    expect(none.statusCode).toBe(400);
    expect(fieldsOf(none.json()).cinemaId).toBe(ja.selectCinema);
  });

  it('another brand’s cinema, or a cinema the staff does not work at, is not found', async () => {
    expect((await settings(hq2, `?cinemaId=${ids['0101']}`)).statusCode).toBe(404);
    expect((await settings(staff, `?cinemaId=${ids['0103']}`)).statusCode).toBe(404);
    expect((await settings(noSettings)).statusCode).toBe(403);
  });
});
