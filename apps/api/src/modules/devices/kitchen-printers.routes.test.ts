import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ja } from '@cinema/contracts';
import { auditLogs } from '../../db/schema/index.js';
import { cinemaIds, fieldsOf } from '../../test/fixtures.js';
import { auth, createTestApp, type TestContext } from '../../test/helper.js';
import { addCinemaStaff } from '../../test/staff.js';

let t: TestContext;
let hq: string;
let hq2: string;
let noSettings: string;
let viewer: string;
let ids: Record<string, number>;

type Printer = {
  deviceId: number;
  code: string;
  shopGroups: string[];
  paperWidth: string;
  copies: number;
  version: number;
};
const list = (token: string, query = '') =>
  t.app.inject({ url: `/api/kitchenPrinter/list${query}`, headers: auth(token) });
const detail = (token: string, id: number) =>
  t.app.inject({ url: `/api/kitchenPrinter/detail/${id}`, headers: auth(token) });
const update = (token: string, payload: object) =>
  t.app.inject({ method: 'PUT', url: '/api/kitchenPrinter/update', headers: auth(token), payload });
const printersOf = async (cinemaCode: string) =>
  (await list(hq, `?cinemaId=${ids[cinemaCode]}`)).json().data.list as Printer[];

beforeAll(async () => {
  t = await createTestApp();
  // Staff whose role lacks 設定 (the demo 劇場スタッフ role may gain it; these tests must not depend on that).
  await addCinemaStaff(t.database.db, {
    userName: 'sj-kp-no-settings',
    cinemaCodes: ['0101'],
    permissions: { dashboard: ['view'] },
  });
  await addCinemaStaff(t.database.db, {
    userName: 'sj-kp-viewer',
    cinemaCodes: ['0101'],
    permissions: { settings: ['view'] },
  });
  [hq, hq2, noSettings, viewer] = await Promise.all([
    t.login('hq'),
    t.login('hq2'),
    t.login('sj-kp-no-settings'),
    t.login('sj-kp-viewer'),
  ]);
  ids = await cinemaIds(t);
});
afterAll(() => t.close());

describe('kitchen printer list and detail', () => {
  it('answers the cinema’s kitchen printers with their print settings', async () => {
    const res = await list(hq, `?cinemaId=${ids['0101']}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.list).toEqual([
      expect.objectContaining({
        code: 'KP01',
        name: 'キッチンプリンター（フード）',
        shopGroups: ['food'],
        paperWidth: '80',
        copies: 1,
        status: 'active',
      }),
      expect.objectContaining({ code: 'KP02', shopGroups: ['product', 'other'], paperWidth: '58', copies: 2 }),
    ]);
    const ikebukuro = await printersOf('0102');
    expect(ikebukuro.map((p) => p.code)).toEqual(['KP01']);
  });

  it('filters by shop group and status; the session’s cinema serves when none is named', async () => {
    const goods = (await list(hq, `?cinemaId=${ids['0101']}&shopGroup=product`)).json().data.list as Printer[];
    expect(goods.map((p) => p.code)).toEqual(['KP02']);
    const inactive = (await list(hq, `?cinemaId=${ids['0101']}&status=inactive`)).json().data;
    expect(inactive.total).toBe(0);
    const mine = (await list(viewer)).json().data.list as Printer[];
    expect(mine.map((p) => p.code)).toEqual(['KP01', 'KP02']);
    const bad = await list(hq, `?cinemaId=${ids['0101']}&shopGroup=kitchen`);
    expect(bad.statusCode).toBe(400);
    expect(fieldsOf(bad.json()).shopGroup).toBe('「売店グループ」を選択してください');
  });

  it('a device that is not a kitchen printer, or another brand’s printer, is not found', async () => {
    const [kp] = await printersOf('0101');
    expect((await detail(hq, kp!.deviceId)).json().data).toMatchObject({ code: 'KP01', cinemaId: ids['0101'] });
    const pos = (
      await t.app.inject({ url: `/api/device/list?cinemaId=${ids['0101']}&type=pos`, headers: auth(hq) })
    ).json().data.list[0];
    expect((await detail(hq, pos.id)).statusCode).toBe(404);
    expect((await detail(hq2, kp!.deviceId)).statusCode).toBe(404);
    expect((await list(hq2, `?cinemaId=${ids['0101']}`)).statusCode).toBe(404);
  });

  it('refuses staff without 設定 permission', async () => {
    expect((await list(noSettings)).statusCode).toBe(403);
  });
});

describe('kitchen printer update', () => {
  it('saves shop groups, paper width and copies with the version read, then refuses it as stale', async () => {
    const [kp] = await printersOf('0102');
    const body = {
      deviceId: kp!.deviceId,
      version: kp!.version,
      shopGroups: ['food', 'product', 'food'],
      paperWidth: '58',
      copies: 3,
    };
    const res = await update(hq, body);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(ja.saved);
    expect(res.json().data).toMatchObject({
      shopGroups: ['food', 'product'],
      paperWidth: '58',
      copies: 3,
      version: kp!.version + 1,
    });
    const rows = await t.database.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.entity, 'kitchenPrinter'), eq(auditLogs.entityId, String(kp!.deviceId))));
    expect(rows).toHaveLength(1);
    const stale = await update(hq, body);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('stale_version');
  });

  it('names each bad field in Japanese', async () => {
    const [kp] = await printersOf('0103');
    const res = await update(hq, {
      deviceId: kp!.deviceId,
      version: kp!.version,
      shopGroups: [],
      paperWidth: '100',
      copies: 6,
    });
    expect(res.statusCode).toBe(400);
    expect(fieldsOf(res.json())).toMatchObject({
      shopGroups: '「印刷する売店グループ」を選択してください',
      paperWidth: '「用紙幅」を選択してください',
      copies: '「印刷部数」は1〜5の数値を入力してください',
    });
  });

  it('another brand’s printer is not found; staff without 編集 are refused', async () => {
    const [kp] = await printersOf('0101');
    const body = { deviceId: kp!.deviceId, version: kp!.version, shopGroups: ['fee'], paperWidth: '80', copies: 1 };
    expect((await update(hq2, body)).statusCode).toBe(404);
    expect((await update(viewer, body)).statusCode).toBe(403);
    expect((await detail(hq, kp!.deviceId)).json().data.shopGroups).toEqual(['food']);
  });
});
