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
let ids: Record<string, number>;

type Row = { id: number; code: string; type: string; status: string; cinemaName: string };
const list = (token: string, query = '') => t.app.inject({ url: `/api/device/list${query}`, headers: auth(token) });
const detail = (token: string, id: number) => t.app.inject({ url: `/api/device/detail/${id}`, headers: auth(token) });

beforeAll(async () => {
  t = await createTestApp();
  // Staff whose role lacks 設定 (the demo 劇場スタッフ role may gain it; these tests must not depend on that).
  await addCinemaStaff(t.database.db, {
    userName: 'sj-no-settings',
    cinemaCodes: ['0101'],
    permissions: { dashboard: ['view'] },
  });
  await addCinemaStaff(t.database.db, {
    userName: 'sj-devices',
    cinemaCodes: ['0101'],
    permissions: { settings: ['view'] },
  });
  [hq, hq2, noSettings, staff] = await Promise.all([
    t.login('hq'),
    t.login('hq2'),
    t.login('sj-no-settings'),
    t.login('sj-devices'),
  ]);
  ids = await cinemaIds(t);
});
afterAll(() => t.close());

describe('device list', () => {
  it('answers the demo devices of the named cinema, by type then code, without any secret', async () => {
    const res = await list(hq, `?cinemaId=${ids['0101']}`);
    expect(res.statusCode).toBe(200);
    const { list: rows, total } = res.json().data as { list: Row[]; total: number };
    expect(total).toBe(10);
    expect(rows.map((d) => d.code)).toEqual([
      'POS01',
      'POS02',
      'POS03',
      'POS04',
      'KIOSK01',
      'KIOSK02',
      'KP01',
      'KP02',
      'SIG01',
      'WEB01',
    ]);
    expect(rows.every((d) => d.cinemaName === 'シネマライン新宿')).toBe(true);
    expect(rows[3]).toMatchObject({ status: 'inactive', name: '売店 POS 2（予備機）' });
    expect(JSON.stringify(rows)).not.toMatch(/secret(Hash)?"/);
  });

  it('filters by type, status and keyword, sorts and pages', async () => {
    const kiosks = (await list(hq, `?cinemaId=${ids['0101']}&type=kiosk`)).json().data.list as Row[];
    expect(kiosks.map((d) => d.code)).toEqual(['KIOSK01', 'KIOSK02']);
    const inactive = (await list(hq, `?cinemaId=${ids['0101']}&status=inactive`)).json().data.list as Row[];
    expect(inactive.map((d) => d.code)).toEqual(['POS04']);
    const printers = (await list(hq, `?cinemaId=${ids['0101']}&keyword=プリンター`)).json().data.list as Row[];
    expect(printers.map((d) => d.type)).toEqual(['kitchenPrinter', 'kitchenPrinter']);
    const paged = (await list(hq, `?cinemaId=${ids['0101']}&sortField=code&sortOrder=descend&page=1&pageSize=3`)).json()
      .data;
    expect(paged).toMatchObject({ total: 10, page: 1, pageSize: 3 });
    expect((paged.list as Row[]).map((d) => d.code)).toEqual(['POS03', 'POS02', 'POS01']);
  });

  it('uses the session’s cinema when none is named, and asks for one when the session has none', async () => {
    const mine = await list(staff);
    expect(mine.statusCode).toBe(200);
    expect((mine.json().data.list as Row[]).every((d) => d.cinemaName === 'シネマライン新宿')).toBe(true);
    const none = await list(hq);
    expect(none.statusCode).toBe(400);
    expect(fieldsOf(none.json()).cinemaId).toBe(ja.selectCinema);
  });

  it('rejects bad filters with the field named in Japanese', async () => {
    const res = await list(hq, `?cinemaId=${ids['0101']}&type=printer&status=gone`);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('validation_failed');
    expect(fieldsOf(res.json())).toMatchObject({
      type: '「端末種別」を選択してください',
      status: '「状態」を選択してください',
    });
  });

  it('another tenant’s cinema, or a cinema outside a staff account, is not found', async () => {
    expect((await list(hq2, `?cinemaId=${ids['0101']}`)).statusCode).toBe(404);
    expect((await list(staff, `?cinemaId=${ids['0102']}`)).statusCode).toBe(404);
  });

  it('refuses staff whose role has no 設定 permission', async () => {
    const res = await list(noSettings);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'no_permission', message: ja.noPermission });
  });
});

describe('device detail', () => {
  it('answers a device of the scope with its last contact and secret date, never the secret', async () => {
    const [first] = (await list(hq, `?cinemaId=${ids['0102']}`)).json().data.list as Row[];
    const res = await detail(hq, first!.id);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({
      id: first!.id,
      code: 'POS01',
      type: 'pos',
      cinemaId: ids['0102'],
      cinemaName: 'シネマライン池袋',
      version: 1,
    });
    // The seed marks the demo devices as seen when it ran, which is when this run made its template database: on a
    // loaded machine the run may be well over an hour old by this file.
    expect(Date.parse(data.lastSeenAt)).toBeGreaterThan(Date.now() - 24 * 60 * 60 * 1000);
    expect(Date.parse(data.lastSeenAt)).toBeLessThanOrEqual(Date.now());
    expect(Date.parse(data.secretIssuedAt)).toBeLessThan(Date.now());
    expect(Object.keys(data)).not.toContain('secretHash');
    expect(Object.keys(data)).not.toContain('secret');
  });

  it('another brand’s device and a device of another cinema than the staff’s are not found', async () => {
    const [ikebukuro] = (await list(hq, `?cinemaId=${ids['0102']}`)).json().data.list as Row[];
    expect((await detail(hq2, ikebukuro!.id)).statusCode).toBe(404);
    const other = await detail(staff, ikebukuro!.id);
    expect(other.statusCode).toBe(404);
    expect(other.json()).toMatchObject({ code: 'not_found', message: ja.notFound });
  });

  it('rejects a malformed id and staff without permission', async () => {
    const bad = await detail(hq, 0);
    expect(bad.statusCode).toBe(400);
    expect(fieldsOf(bad.json()).id).toBe('IDが正しくありません');
    const [first] = (await list(hq, `?cinemaId=${ids['0101']}`)).json().data.list as Row[];
    expect((await detail(noSettings, first!.id)).statusCode).toBe(403);
  });
});

describe('device listMap', () => {
  it('answers the devices of each scope for pickers, narrowed by cinema and type', async () => {
    const mine = await t.app.inject({ url: '/api/device/listMap', headers: auth(noSettings) });
    expect(mine.statusCode).toBe(200);
    const options = mine.json().data as { cinemaName: string; code: string }[];
    expect(options).toHaveLength(10);
    expect(new Set(options.map((o) => o.cinemaName))).toEqual(new Set(['シネマライン新宿']));
    const kiosks = (
      await t.app.inject({ url: `/api/device/listMap?cinemaId=${ids['0103']}&type=kiosk`, headers: auth(hq) })
    ).json().data;
    expect(kiosks).toEqual([
      expect.objectContaining({ code: 'KIOSK01', type: 'kiosk', cinemaName: 'シネマライン横浜' }),
      expect.objectContaining({ code: 'KIOSK02', cinemaId: ids['0103'] }),
    ]);
  });

  it('another brand’s cinema gives nothing; bad filters are named; anonymous callers are refused', async () => {
    expect(
      (await t.app.inject({ url: `/api/device/listMap?cinemaId=${ids['0101']}`, headers: auth(hq2) })).json().data,
    ).toEqual([]);
    const bad = await t.app.inject({ url: '/api/device/listMap?type=tv', headers: auth(hq) });
    expect(bad.statusCode).toBe(400);
    expect(fieldsOf(bad.json()).type).toBe('「端末種別」を選択してください');
    expect((await t.app.inject({ url: '/api/device/listMap' })).statusCode).toBe(401);
  });
});
