import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ja, type PaymentCinemaSetting } from '@cinema/contracts';
import { auditLogs } from '../../db/schema/index.js';
import { auth, createTestApp, type TestContext } from '../../test/helper.js';
import { addCinemaStaff } from '../../test/staff.js';

// PUT /api/payment/cinemaSettings: which brand methods a cinema accepts on which channel.
let t: TestContext;
let hq: string;
let hq2: string;
let manager: string;
let viewer: string;
let ids: Record<string, number>;

const putSettings = (token: string, payload: object) =>
  t.app.inject({ method: 'PUT', url: '/api/payment/cinemaSettings', headers: auth(token), payload });
const matrix = async (token: string, cinemaId: number) =>
  (await t.app.inject({ url: `/api/payment/cinemaSettings?cinemaId=${cinemaId}`, headers: auth(token) })).json().data
    .list as PaymentCinemaSetting[];
const fieldsOf = (body: { errors: { field: string; message: string }[] }) =>
  Object.fromEntries(body.errors.map((e) => [e.field, e.message]));
const auditRows = (entity: string, id: number) =>
  t.database.db
    .select()
    .from(auditLogs)
    .where(and(eq(auditLogs.entity, entity), eq(auditLogs.entityId, String(id))));

beforeAll(async () => {
  t = await createTestApp();
  await addCinemaStaff(t.database.db, { userName: 'sj-pay-manager', cinemaCodes: ['0101'], permissions: { settings: ['view', 'update'] } });
  await addCinemaStaff(t.database.db, { userName: 'sj-pay-viewer', cinemaCodes: ['0101'], permissions: { settings: ['view'] } });
  [hq, hq2, manager, viewer] = await Promise.all([t.login('hq'), t.login('hq2'), t.login('sj-pay-manager'), t.login('sj-pay-viewer')]);
  const all = (await t.app.inject({ url: '/api/cinema/listMap', headers: auth(hq) })).json().data as { id: number; code: string }[];
  ids = Object.fromEntries(all.map((c) => [c.code, c.id]));
});
afterAll(() => t.close());

describe('payment cinema settings (write)', () => {
  it('cinema staff replace their cinema’s matrix; methods left out accept nothing there', async () => {
    const before = await matrix(manager, ids['0101']!);
    const cash = before.find((m) => m.code === 'CASH')!;
    const credit = before.find((m) => m.code === 'CREDIT')!;
    const res = await putSettings(manager, {
      settings: [
        { paymentMethodId: cash.paymentMethodId, channels: ['kiosk', 'pos'] },
        { paymentMethodId: credit.paymentMethodId, channels: ['online', 'online'] },
      ],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(ja.saved);
    const after = res.json().data.list as PaymentCinemaSetting[];
    expect(after.filter((m) => m.channels.length).map((m) => [m.code, m.channels])).toEqual([
      ['CASH', ['pos', 'kiosk']],
      ['CREDIT', ['online']],
    ]);
    // Other cinemas keep their own matrix.
    expect((await matrix(hq, ids['0102']!)).find((m) => m.code === 'CREDIT')!.channels).toEqual(['pos', 'kiosk', 'online']);
    expect(await auditRows('paymentCinemaSettings', ids['0101']!)).toHaveLength(1);
  });

  it('refuses a method of another brand or an unknown one, and the same method twice', async () => {
    const other = (await matrix(hq2, (await t.app.inject({ url: '/api/cinema/listMap', headers: auth(hq2) })).json().data[0].id))[0]!;
    const mine = (await matrix(hq, ids['0102']!))[0]!;
    const res = await putSettings(hq, {
      cinemaId: ids['0102'],
      settings: [
        { paymentMethodId: mine.paymentMethodId, channels: ['pos'] },
        { paymentMethodId: other.paymentMethodId, channels: ['pos'] },
      ],
    });
    expect(res.statusCode).toBe(400);
    expect(fieldsOf(res.json())['settings.1.paymentMethodId']).toContain('決済方法が見つかりません');
    const twice = await putSettings(hq, {
      cinemaId: ids['0102'],
      settings: [mine, mine].map((m) => ({ paymentMethodId: m.paymentMethodId, channels: ['pos'] })),
    });
    expect(fieldsOf(twice.json())['settings.1.paymentMethodId']).toBe('同じ決済方法が重複しています。');
    const badChannel = await putSettings(hq, {
      cinemaId: ids['0102'],
      settings: [{ paymentMethodId: mine.paymentMethodId, channels: ['phone'] }],
    });
    expect(fieldsOf(badChannel.json())['settings.0.channels.0']).toBe('「販売チャネル」を選択してください');
    expect((await matrix(hq, ids['0102']!))[0]!.channels).toEqual(['pos', 'kiosk']);
  });

  it('another brand’s cinema or one the staff does not work at is not found; viewers are refused', async () => {
    expect((await putSettings(hq2, { cinemaId: ids['0101'], settings: [] })).statusCode).toBe(404);
    expect((await putSettings(manager, { cinemaId: ids['0102'], settings: [] })).statusCode).toBe(404);
    expect((await putSettings(viewer, { settings: [] })).statusCode).toBe(403);
    expect((await matrix(hq, ids['0102']!)).filter((m) => m.channels.length)).toHaveLength(7);
  });
});
