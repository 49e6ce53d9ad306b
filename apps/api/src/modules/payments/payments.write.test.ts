import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ja } from '@cinema/contracts';
import { paymentMethodCinemas } from '../../db/schema/index.js';
import { auditRowsOf, cinemaIds, fieldsOf } from '../../test/fixtures.js';
import { auth, createTestApp, type TestContext } from '../../test/helper.js';
import { addCinemaStaff } from '../../test/staff.js';
import { newCinema } from '../cinemas/cinemas.fixtures.js';
import { paymentSettings } from './payments.fixtures.js';
import { usedByCinemas } from './payments.service.js';

let t: TestContext;
let hq: string;
let hq2: string;
let manager: string;
let ids: Record<string, number>;

const newMethod = (code: string, extra: Record<string, unknown> = {}) => ({
  code,
  name: `テスト決済${code}`,
  kind: 'custom',
  sortOrder: 100,
  givesChange: false,
  feeRate: 2.5,
  active: true,
  ...extra,
});
const create = (token: string, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/payment/create', headers: auth(token), payload });
const update = (token: string, payload: object) =>
  t.app.inject({ method: 'PUT', url: '/api/payment/update', headers: auth(token), payload });
const remove = (token: string, id: number) =>
  t.app.inject({ method: 'DELETE', url: `/api/payment/delete/${id}`, headers: auth(token) });
let pay: ReturnType<typeof paymentSettings>;
const auditRows = (entity: string, id: number) => auditRowsOf(t, entity, id);

beforeAll(async () => {
  t = await createTestApp();
  const everything = ['view', 'create', 'update', 'delete', 'export'] as const;
  await addCinemaStaff(t.database.db, {
    userName: 'sj-manager',
    cinemaCodes: ['0101'],
    permissions: { settings: [...everything] },
  });
  [hq, hq2, manager] = await Promise.all([t.login('hq'), t.login('hq2'), t.login('sj-manager')]);
  ids = await cinemaIds(t);
  pay = paymentSettings(t);
});
afterAll(() => t.close());

describe('payment create', () => {
  it('head office adds a method to its brand, with an audit row', async () => {
    const res = await create(hq, newMethod('AUPAY', { kind: 'qr', name: 'au PAY', feeRate: 1.98 }));
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(ja.created);
    const created = res.json().data;
    expect(created).toMatchObject({
      code: 'AUPAY',
      kind: 'qr',
      feeRate: 1.98,
      enabledCinemas: { pos: 0, kiosk: 0, online: 0 },
      version: 1,
    });
    expect(await auditRows('payment', created.id)).toEqual([
      expect.objectContaining({ action: 'create', userName: 'hq', summary: 'au PAY' }),
    ]);
  });

  it('refuses a code already used in the brand with 409; another brand may use it', async () => {
    const dup = await create(hq, newMethod('CASH'));
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toMatchObject({ code: 'conflict', errors: [{ field: 'code', message: ja.codeInUse }] });
    expect((await create(hq2, newMethod('AUPAY'))).statusCode).toBe(200);
  });

  it('names each bad field in Japanese: fee rate 0-100 with two decimals', async () => {
    const res = await create(
      hq,
      newMethod('BAD', { name: '', kind: 'gold', feeRate: 3.245, givesChange: 'yes', sortOrder: -1 }),
    );
    expect(res.statusCode).toBe(400);
    expect(fieldsOf(res.json())).toMatchObject({
      name: '「決済方法名」を入力してください',
      kind: '「決済種別」を選択してください',
      feeRate: '「手数料率」は0〜100の数値（小数点以下2桁まで）で入力してください',
      givesChange: '「おつり」を選択してください',
      sortOrder: '「表示順」は0〜9999の数値を入力してください',
    });
    const over = await create(hq, newMethod('BAD', { feeRate: 100.5 }));
    expect(fieldsOf(over.json()).feeRate).toContain('0〜100');
  });

  it('cinema staff cannot add brand methods, even with every 設定 permission', async () => {
    const res = await create(manager, newMethod('LOCAL'));
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('no_permission');
  });
});

describe('payment update', () => {
  it('saves with the version read, then refuses it as stale', async () => {
    const created = (await create(hq, newMethod('EDY', { kind: 'emoney' }))).json().data;
    const body = {
      ...newMethod('EDY', { kind: 'emoney', name: '楽天Edy', feeRate: 3.25, active: false }),
      id: created.id,
      version: created.version,
    };
    const res = await update(hq, body);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      name: '楽天Edy',
      feeRate: 3.25,
      active: false,
      version: created.version + 1,
    });
    const stale = await update(hq, body);
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'stale_version', message: ja.staleVersion });
  });

  it('refuses another method’s code; another brand’s method is not found; staff are refused', async () => {
    const created = (await create(hq, newMethod('NANACO', { kind: 'emoney' }))).json().data;
    const body = { ...newMethod('PAYPAY'), id: created.id, version: created.version };
    expect((await update(hq, body)).json().errors[0].field).toBe('code');
    expect((await update(hq2, { ...body, code: 'NANACO' })).statusCode).toBe(404);
    expect((await update(manager, { ...body, code: 'NANACO' })).statusCode).toBe(403);
    const noVersion = await update(hq, { ...newMethod('NANACO'), id: created.id });
    expect(fieldsOf(noVersion.json()).version).toBe('「バージョン」を入力してください');
  });
});

describe('payment delete', () => {
  it('deletes a method no cinema accepts', async () => {
    const created = (await create(hq, newMethod('GIFT', { kind: 'voucher' }))).json().data;
    const res = await remove(hq, created.id);
    expect(res.json()).toEqual({ success: true, message: ja.deleted });
    expect((await t.app.inject({ url: `/api/payment/detail/${created.id}`, headers: auth(hq) })).statusCode).toBe(404);
    expect((await auditRows('payment', created.id)).map((r) => r.action)).toEqual(['create', 'delete']);
  });

  it('refuses a method some cinema accepts, until the cinemas switch it off', async () => {
    const created = (await create(hq, newMethod('LINEPAY', { kind: 'qr' }))).json().data;
    await pay.replace(hq, ids['0103']!, [{ paymentMethodId: created.id, channels: ['pos'] }]);
    const refused = await remove(hq, created.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'conflict', message: usedByCinemas });
    await pay.replace(hq, ids['0103']!, []);
    expect((await remove(hq, created.id)).statusCode).toBe(200);
  });

  it('another brand’s method is not found, a bad id is named, staff are refused', async () => {
    const created = (await create(hq, newMethod('QUO', { kind: 'voucher' }))).json().data;
    expect((await remove(hq2, created.id)).statusCode).toBe(404);
    expect((await remove(manager, created.id)).statusCode).toBe(403);
    expect(fieldsOf((await remove(hq, 0)).json()).id).toBe('IDが正しくありません');
  });

  it('a cinema’s switches go with the cinema when it is deleted', async () => {
    const cinema = newCinema('E2P', { name: '決済テスト劇場' });
    const cinemaId = (
      await t.app.inject({ method: 'POST', url: '/api/cinema/create', headers: auth(hq), payload: cinema })
    ).json().data.id;
    const [cash] = await pay.matrix(hq, cinemaId);
    await pay.replace(hq, cinemaId, [{ paymentMethodId: cash!.paymentMethodId, channels: ['pos'] }]);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/cinema/delete/${cinemaId}`, headers: auth(hq) })).statusCode,
    ).toBe(200);
    const rows = await t.database.db
      .select()
      .from(paymentMethodCinemas)
      .where(eq(paymentMethodCinemas.cinemaId, cinemaId));
    expect(rows).toEqual([]);
  });
});
