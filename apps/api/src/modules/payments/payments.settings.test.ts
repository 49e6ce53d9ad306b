import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ja, type PaymentCinemaSettings } from '@cinema/contracts';
import { auditRowsOf, cinemaIds, fieldsOf } from '../../test/fixtures.js';
import { auth, createTestApp, type TestContext } from '../../test/helper.js';
import { addCinemaStaff } from '../../test/staff.js';
import { paymentSettings } from './payments.fixtures.js';

// PUT /api/payment/cinemaSettings: which brand methods a cinema accepts on which channel.
let t: TestContext;
let hq: string;
let hq2: string;
let manager: string;
let viewer: string;
let ids: Record<string, number>;

let pay: ReturnType<typeof paymentSettings>;
const auditRows = (entity: string, id: number) => auditRowsOf(t, entity, id);

beforeAll(async () => {
  t = await createTestApp();
  await addCinemaStaff(t.database.db, {
    userName: 'sj-pay-manager',
    cinemaCodes: ['0101'],
    permissions: { settings: ['view', 'update'] },
  });
  await addCinemaStaff(t.database.db, {
    userName: 'sj-pay-viewer',
    cinemaCodes: ['0101'],
    permissions: { settings: ['view'] },
  });
  [hq, hq2, manager, viewer] = await Promise.all([
    t.login('hq'),
    t.login('hq2'),
    t.login('sj-pay-manager'),
    t.login('sj-pay-viewer'),
  ]);
  ids = await cinemaIds(t);
  pay = paymentSettings(t);
});
afterAll(() => t.close());

describe('payment cinema settings (write)', () => {
  it('cinema staff replace their cinema’s matrix; methods left out accept nothing there', async () => {
    const before = await pay.matrix(manager, ids['0101']!);
    const cash = before.find((m) => m.code === 'CASH')!;
    const credit = before.find((m) => m.code === 'CREDIT')!;
    const res = await pay.put(manager, {
      version: await pay.version(manager, ids['0101']!),
      settings: [
        { paymentMethodId: cash.paymentMethodId, channels: ['kiosk', 'pos'] },
        { paymentMethodId: credit.paymentMethodId, channels: ['online', 'online'] },
      ],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(ja.saved);
    const after = (res.json().data as PaymentCinemaSettings).list;
    expect(after.filter((m) => m.channels.length).map((m) => [m.code, m.channels])).toEqual([
      ['CASH', ['pos', 'kiosk']],
      ['CREDIT', ['online']],
    ]);
    // Other cinemas keep their own matrix.
    expect((await pay.matrix(hq, ids['0102']!)).find((m) => m.code === 'CREDIT')!.channels).toEqual([
      'pos',
      'kiosk',
      'online',
    ]);
    expect(await auditRows('paymentCinemaSettings', ids['0101']!)).toHaveLength(1);
  });

  it('refuses a method of another brand or an unknown one, and the same method twice', async () => {
    const other = (
      await pay.matrix(hq2, (await t.app.inject({ url: '/api/cinema/listMap', headers: auth(hq2) })).json().data[0].id)
    )[0]!;
    const mine = (await pay.matrix(hq, ids['0102']!))[0]!;
    const version = await pay.version(hq, ids['0102']!);
    const res = await pay.put(hq, {
      cinemaId: ids['0102'],
      version,
      settings: [
        { paymentMethodId: mine.paymentMethodId, channels: ['pos'] },
        { paymentMethodId: other.paymentMethodId, channels: ['pos'] },
      ],
    });
    expect(res.statusCode).toBe(400);
    expect(fieldsOf(res.json())['settings.1.paymentMethodId']).toContain('決済方法が見つかりません');
    const twice = await pay.put(hq, {
      cinemaId: ids['0102'],
      version,
      settings: [mine, mine].map((m) => ({ paymentMethodId: m.paymentMethodId, channels: ['pos'] })),
    });
    expect(fieldsOf(twice.json())['settings.1.paymentMethodId']).toBe('同じ決済方法が重複しています。');
    const badChannel = await pay.put(hq, {
      cinemaId: ids['0102'],
      version,
      settings: [{ paymentMethodId: mine.paymentMethodId, channels: ['phone'] }],
    });
    expect(fieldsOf(badChannel.json())['settings.0.channels.0']).toBe('「販売チャネル」を選択してください');
    expect((await pay.matrix(hq, ids['0102']!))[0]!.channels).toEqual(['pos', 'kiosk']);
  });

  it('another brand’s cinema or one the staff does not work at is not found; viewers are refused', async () => {
    const version = await pay.version(hq, ids['0102']!);
    expect((await pay.put(hq2, { cinemaId: ids['0101'], version, settings: [] })).statusCode).toBe(404);
    expect((await pay.put(manager, { cinemaId: ids['0102'], version, settings: [] })).statusCode).toBe(404);
    expect((await pay.put(viewer, { version, settings: [] })).statusCode).toBe(403);
    expect((await pay.matrix(hq, ids['0102']!)).filter((m) => m.channels.length)).toHaveLength(8);
  });

  it('a save based on an older matrix is refused and keeps the other person’s change', async () => {
    const cinemaId = ids['0103']!;
    const seen = await pay.current(hq, cinemaId);
    const [first, second] = seen.list;
    // Another tab saves first: the first method now accepts only POS.
    const theirs = await pay.put(hq, {
      cinemaId,
      version: seen.version,
      settings: [{ paymentMethodId: first!.paymentMethodId, channels: ['pos'] }],
    });
    expect(theirs.statusCode).toBe(200);
    expect(theirs.json().data.version).not.toBe(seen.version);
    const mine = await pay.put(hq, {
      cinemaId,
      version: seen.version,
      settings: [{ paymentMethodId: second!.paymentMethodId, channels: ['online'] }],
    });
    expect(mine.statusCode).toBe(409);
    expect(mine.json().code).toBe('stale_version');
    expect(
      (await pay.matrix(hq, cinemaId)).filter((m) => m.channels.length).map((m) => [m.paymentMethodId, m.channels]),
    ).toEqual([[first!.paymentMethodId, ['pos']]]);
    expect((await pay.put(hq, { cinemaId, settings: [] })).json().errors[0].field).toBe('version');
  });

  it('the version depends on the matrix only, not on the order it was saved in', async () => {
    const cinemaId = ids['0103']!;
    const seen = await pay.current(hq, cinemaId);
    const methods = seen.list.slice(0, 2).map((m) => m.paymentMethodId);
    const a = await pay.put(hq, {
      cinemaId,
      version: seen.version,
      settings: methods.map((paymentMethodId) => ({ paymentMethodId, channels: ['online', 'pos'] })),
    });
    const b = await pay.put(hq, {
      cinemaId,
      version: a.json().data.version,
      settings: [...methods].reverse().map((paymentMethodId) => ({ paymentMethodId, channels: ['pos', 'online'] })),
    });
    expect(b.statusCode).toBe(200);
    expect(b.json().data.version).toBe(a.json().data.version);
  });
});
