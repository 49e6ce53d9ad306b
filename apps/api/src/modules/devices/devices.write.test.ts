import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ja } from '@cinema/contracts';
import { deviceNotificationLogs, kitchenPrinterSettings } from '../../db/schema/index.js';
import { auditRowsOf, brandIdsByCode, cinemaIds, fieldsOf } from '../../test/fixtures.js';
import { auth, createTestApp, type TestContext } from '../../test/helper.js';
import { addCinemaStaff } from '../../test/staff.js';
import { verifyDeviceSecret } from './device-secret.js';
import { newDevice, storedHashOf } from './devices.fixtures.js';
import { hasNotifications } from './devices.service.js';
import { newCinema } from '../cinemas/cinemas.fixtures.js';
import { hasDevices } from '../cinemas/index.js';

let t: TestContext;
let hq: string;
let hq2: string;
let viewer: string;
let ids: Record<string, number>;
let clBrand: number;

const create = (token: string, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/device/create', headers: auth(token), payload });
const update = (token: string, payload: object) =>
  t.app.inject({ method: 'PUT', url: '/api/device/update', headers: auth(token), payload });
const remove = (token: string, id: number) =>
  t.app.inject({ method: 'DELETE', url: `/api/device/delete/${id}`, headers: auth(token) });
const detail = async (token: string, id: number) =>
  (await t.app.inject({ url: `/api/device/detail/${id}`, headers: auth(token) })).json().data;
const storedHash = (id: number) => storedHashOf(t, id);
const auditRows = (id: number) => auditRowsOf(t, 'device', id);

beforeAll(async () => {
  t = await createTestApp();
  await addCinemaStaff(t.database.db, {
    userName: 'sj-viewer',
    cinemaCodes: ['0101'],
    permissions: { settings: ['view'] },
  });
  [hq, hq2, viewer] = await Promise.all([t.login('hq'), t.login('hq2'), t.login('sj-viewer')]);
  ids = await cinemaIds(t);
  clBrand = (await brandIdsByCode(t)).CL!;
});
afterAll(() => t.close());

describe('device create', () => {
  it('registers a device and answers its secret once; only the hash is stored, and it verifies', async () => {
    const res = await create(hq, { ...newDevice('POS90'), cinemaId: ids['0102'] });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(ja.created);
    const { secret, ...created } = res.json().data;
    expect(created).toMatchObject({
      code: 'POS90',
      type: 'pos',
      status: 'active',
      cinemaId: ids['0102'],
      lastSeenAt: null,
      version: 1,
    });
    // 登録キー: six groups of five from an alphabet without O/0 and I/l/1.
    expect(secret).toMatch(/^([A-HJKMNP-Z2-9]{5}-){5}[A-HJKMNP-Z2-9]{5}$/);
    const hash = await storedHash(created.id);
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hash).not.toContain(secret);
    expect(await verifyDeviceSecret(t.database.db, 'POS90', secret)).toMatchObject({
      id: created.id,
      cinemaId: ids['0102'],
      type: 'pos',
    });
    // Typed by hand: case, hyphens and spaces do not matter.
    const typed = secret.toLowerCase().replace(/-/g, ' ');
    expect(await verifyDeviceSecret(t.database.db, 'POS90', typed)).toMatchObject({ id: created.id });
    expect(await verifyDeviceSecret(t.database.db, 'POS01', secret)).toBeNull();
    expect(Object.keys(await detail(hq, created.id))).not.toContain('secret');
    expect(await auditRows(created.id)).toEqual([
      expect.objectContaining({ action: 'create', userName: 'hq', summary: 'テスト端末POS90' }),
    ]);
  });

  it('gives a new kitchen printer its print settings', async () => {
    const res = await create(hq, { ...newDevice('KP90', { type: 'kitchenPrinter' }), cinemaId: ids['0101'] });
    expect(res.statusCode).toBe(200);
    const [settings] = await t.database.db
      .select()
      .from(kitchenPrinterSettings)
      .where(eq(kitchenPrinterSettings.deviceId, res.json().data.id));
    expect(settings).toMatchObject({ shopGroups: ['food'], paperWidth: '80', copies: 1, cinemaId: ids['0101'] });
  });

  it('refuses a code already used in the cinema with 409 naming the field; another cinema may reuse it', async () => {
    const dup = await create(hq, { ...newDevice('POS01'), cinemaId: ids['0101'] });
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toMatchObject({ code: 'conflict', errors: [{ field: 'code', message: ja.codeInUse }] });
    const elsewhere = await create(hq, { ...newDevice('POS91'), cinemaId: ids['0103'] });
    const again = await create(hq, { ...newDevice('POS91'), cinemaId: ids['0102'] });
    expect([elsewhere.statusCode, again.statusCode]).toEqual([200, 200]);
  });

  it('names each bad field in Japanese and asks for a cinema', async () => {
    const res = await create(hq, {
      ...newDevice('bad code', { name: '', type: 'printer', status: undefined }),
      cinemaId: ids['0101'],
    });
    expect(res.statusCode).toBe(400);
    const fields = fieldsOf(res.json());
    expect(fields).toMatchObject({
      name: '「端末名」を入力してください',
      type: '「端末種別」を選択してください',
      status: '「状態」を選択してください',
    });
    expect(fields.code).toContain('半角英数字');
    const noCinema = await create(hq, newDevice('POS92'));
    expect(noCinema.statusCode).toBe(400);
    expect(fieldsOf(noCinema.json()).cinemaId).toBe(ja.selectCinema);
  });

  it('another brand’s cinema is not found; staff without 作成 permission are refused', async () => {
    expect((await create(hq2, { ...newDevice('POS93'), cinemaId: ids['0101'] })).statusCode).toBe(404);
    const denied = await create(viewer, newDevice('POS93'));
    expect(denied.statusCode).toBe(403);
    expect(denied.json().code).toBe('no_permission');
  });
});

describe('device update', () => {
  it('saves name, code and status with the version read, then refuses it as stale', async () => {
    const created = (await create(hq, { ...newDevice('POS95'), cinemaId: ids['0101'] })).json().data;
    const body = { id: created.id, version: created.version, code: 'POS96', name: '売店 POS 9', status: 'inactive' };
    const res = await update(hq, body);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      code: 'POS96',
      name: '売店 POS 9',
      status: 'inactive',
      type: 'pos',
      version: created.version + 1,
    });
    const stale = await update(hq, body);
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'stale_version', message: ja.staleVersion });
  });

  it('refuses taking another device’s code, and names bad fields', async () => {
    const created = (await create(hq, { ...newDevice('POS97'), cinemaId: ids['0101'] })).json().data;
    const dup = await update(hq, {
      id: created.id,
      version: created.version,
      code: 'POS01',
      name: 'x',
      status: 'active',
    });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().errors[0].field).toBe('code');
    const bad = await update(hq, { id: created.id, code: 'POS97', name: 'x', status: 'active' });
    expect(bad.statusCode).toBe(400);
    expect(fieldsOf(bad.json()).version).toBe('「バージョン」を入力してください');
  });

  it('another brand’s device is not found; staff without 編集 are refused', async () => {
    const created = (await create(hq, { ...newDevice('POS98'), cinemaId: ids['0101'] })).json().data;
    const body = { id: created.id, version: 1, code: 'POS98', name: '乗っ取り', status: 'active' };
    expect((await update(hq2, body)).statusCode).toBe(404);
    expect((await update(viewer, body)).statusCode).toBe(403);
    expect((await detail(hq, created.id)).name).toBe('テスト端末POS98');
  });
});

describe('device delete', () => {
  it('deletes a device without history, its printer settings with it', async () => {
    const created = (
      await create(hq, { ...newDevice('KP91', { type: 'kitchenPrinter' }), cinemaId: ids['0101'] })
    ).json().data;
    const res = await remove(hq, created.id);
    expect(res.json()).toEqual({ success: true, message: ja.deleted });
    expect((await t.app.inject({ url: `/api/device/detail/${created.id}`, headers: auth(hq) })).statusCode).toBe(404);
    expect(
      await t.database.db.select().from(kitchenPrinterSettings).where(eq(kitchenPrinterSettings.deviceId, created.id)),
    ).toEqual([]);
    expect((await auditRows(created.id)).map((r) => r.action)).toContain('delete');
  });

  it('refuses a device with notifications: the log keeps naming it', async () => {
    const [logged] = await t.database.db
      .select({ id: deviceNotificationLogs.deviceId })
      .from(deviceNotificationLogs)
      .where(and(eq(deviceNotificationLogs.brandId, clBrand), isNotNull(deviceNotificationLogs.deviceId)))
      .limit(1);
    const res = await remove(hq, logged!.id!);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'conflict', message: hasNotifications });
  });

  it('another brand’s device is not found, a bad id is named, staff without 削除 are refused', async () => {
    const created = (await create(hq, { ...newDevice('POS89'), cinemaId: ids['0101'] })).json().data;
    expect((await remove(hq2, created.id)).statusCode).toBe(404);
    expect((await remove(viewer, created.id)).statusCode).toBe(403);
    expect((await remove(hq, 0)).statusCode).toBe(400);
    expect((await detail(hq, created.id)).id).toBe(created.id);
  });

  it('a cinema with devices cannot be deleted; without them it can', async () => {
    const cinema = newCinema('E2D', { name: '端末テスト劇場' });
    const cinemaId = (
      await t.app.inject({ method: 'POST', url: '/api/cinema/create', headers: auth(hq), payload: cinema })
    ).json().data.id;
    const device = (await create(hq, { ...newDevice('POS01'), cinemaId })).json().data;
    const refused = await t.app.inject({ method: 'DELETE', url: `/api/cinema/delete/${cinemaId}`, headers: auth(hq) });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(hasDevices);
    await remove(hq, device.id);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/cinema/delete/${cinemaId}`, headers: auth(hq) })).statusCode,
    ).toBe(200);
  });
});
