import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, ja, tokyoDateOf, type CashierReportDetail, type CashierReportRow } from '@cinema/contracts';
import { fieldsOf } from '../../test/fixtures.js';
import { auth, createTestApp, type TestContext } from '../../test/helper.js';
import { cinemaAccount } from '../houses/houses.fixtures.js';
import { nextDoc, salesFixture, type SalesFixture } from '../sales/sales.fixtures.js';

// レジ精算 of the chosen cinema: a shift built through the device API, listed with its cash figures,
// 点検 (X) live while it works and 精算 (Z) as closed; permissions and other tenants.
let t: TestContext;
let s: SalesFixture;
let shinjuku: string;
let umeda: string;
let shiftId: string;
let saleTotal: number;
const today = tokyoDateOf(Date.now());
const period = `from=${addDays(today, -1)}&to=${today}`;
const get = (token: string, url: string) => t.app.inject({ url, headers: auth(token) });

beforeAll(async () => {
  t = await createTestApp();
  s = await salesFixture(t, '2031-04-15');
  shinjuku = await t.login('shinjuku');
  umeda = await cinemaAccount(t, 'umeda', 'MIRAI', '劇場スタッフ', '0201');
  const open = { kind: 'shift_open', ...nextDoc(), openingFloat: 30000, staffName: '佐藤' };
  expect((await s.post(open)).statusCode).toBe(200);
  shiftId = open.clientId;
  const sale = s.sale(['B-1', 'B-2'], { shiftClientId: shiftId });
  saleTotal = sale.total;
  expect((await s.post(sale)).statusCode).toBe(200);
  const card = s.sale(['B-3'], { shiftClientId: shiftId });
  card.payments = [{ methodId: s.credit.id, amount: card.total }];
  expect((await s.post(card)).statusCode).toBe(200);
  for (const [movement, amount] of [
    ['floatAdd', 5000],
    ['drop', 20000],
  ] as const)
    await s.post({ kind: 'cash_movement', ...nextDoc(), shiftClientId: shiftId, movement, amount, reason: 'テスト' });
});
afterAll(() => t.close());

describe('GET /api/cashierReport/list and detail', () => {
  it('shows a working shift with live figures (点検 X), then its close (精算 Z) with the over/short', async () => {
    const res = await get(shinjuku, `/api/cashierReport/list?${period}`);
    expect(res.statusCode, res.body).toBe(200);
    const rows = res.json().data.list as CashierReportRow[];
    const expected = 30000 + saleTotal + 5000 - 20000;
    expect(rows.find((r) => r.id === shiftId)).toMatchObject({
      status: 'working',
      staffName: '佐藤',
      openingFloat: 30000,
      cashSales: saleTotal,
      floatAdded: 5000,
      drops: -20000,
      expectedCash: expected,
      countedCash: null,
    });
    const x = (await get(shinjuku, `/api/cashierReport/detail/${shiftId}`)).json().data as CashierReportDetail;
    expect(x).toMatchObject({ mode: 'X', salesCount: 2, expectedCash: expected });
    expect(x.nonCash).toEqual([expect.objectContaining({ methodKind: s.credit.kind, count: 1 })]);

    const countedCash = { '10000': Math.floor((expected + 500) / 10000) };
    const counted = countedCash['10000'] * 10000;
    const close = {
      kind: 'shift_close',
      ...nextDoc(),
      shiftClientId: shiftId,
      countedCash,
      overShortReason: '釣銭間違い',
      drawerOpens: 2,
    };
    const closed = await s.post(close);
    expect(closed.statusCode, closed.body).toBe(200);
    const z = (await get(shinjuku, `/api/cashierReport/detail/${shiftId}`)).json().data as CashierReportDetail;
    expect(z).toMatchObject({
      mode: 'Z',
      status: 'closed',
      expectedCash: expected,
      countedCash: counted,
      overShort: counted - expected,
      overShortReason: '釣銭間違い',
      drawerOpens: 2,
    });
    expect(z.denominations.find((d) => d.denomination === 10000)).toEqual({
      denomination: 10000,
      count: countedCash['10000'],
      amount: counted,
    });
    expect(z.movements.map((m) => m.kind)).toEqual(['floatAdd', 'drop']);
    const closedOnly = await get(shinjuku, `/api/cashierReport/list?${period}&status=closed`);
    expect((closedOnly.json().data.list as CashierReportRow[]).map((r) => r.id)).toContain(shiftId);
    const working = await get(shinjuku, `/api/cashierReport/list?${period}&status=working`);
    expect((working.json().data.list as CashierReportRow[]).map((r) => r.id)).not.toContain(shiftId);
  });

  it('refuses a period over 31 days in Japanese, naming the field', async () => {
    const res = await get(shinjuku, `/api/cashierReport/list?from=2031-01-01&to=2031-02-15`);
    expect(res.statusCode).toBe(400);
    expect(fieldsOf(res.json())).toMatchObject({ to: '「営業日」の期間は31日以内で指定してください' });
  });

  it('is a cinema screen: head office reads it once a cinema is chosen, another cinema and another brand 404', async () => {
    const none = await get(s.hq, `/api/cashierReport/list?${period}`);
    expect([none.statusCode, fieldsOf(none.json()).cinemaId]).toEqual([400, ja.selectCinema]);
    expect((await get(umeda, `/api/cashierReport/detail/${shiftId}`)).statusCode).toBe(404);
    expect((await get(umeda, `/api/cashierReport/list?${period}&cinemaId=${s.ids['0101']}`)).statusCode).toBe(404);
    expect((await get(shinjuku, `/api/cashierReport/list?${period}&cinemaId=${s.ids['0102']}`)).statusCode).toBe(404);
    // A shift of another cinema of the same brand is not 新宿's.
    const ikebukuro = await s.token(`POS${randomUUID().slice(0, 6).toUpperCase()}`, 'pos', '0102');
    const open = { kind: 'shift_open', ...nextDoc(), openingFloat: 1000 };
    expect((await s.post(open, ikebukuro)).statusCode).toBe(200);
    expect((await get(shinjuku, `/api/cashierReport/detail/${open.clientId}`)).statusCode).toBe(404);
    expect((await get(shinjuku, `/api/cashierReport/detail/${randomUUID()}`)).statusCode).toBe(404);
    expect((await get(shinjuku, '/api/cashierReport/detail/123')).statusCode).toBe(400);
  });
});

describe('GET /api/cashierReport/exceptions', () => {
  it('lists every exception of the period: sales without a shift, a shift’s missing numbers, refused documents', async () => {
    const kiosk = await s.token(`KIO${randomUUID().slice(0, 6).toUpperCase()}`, 'kiosk');
    // A kiosk's cash sale outside any shift: in no drawer, so it must be seen here.
    const cash = s.sale(['D-1']);
    expect((await s.post(cash, kiosk)).statusCode).toBe(200);
    // A POS shift closed with a number never sent.
    const open = { kind: 'shift_open', ...nextDoc(), openingFloat: 0 };
    expect((await s.post(open, kiosk)).statusCode).toBe(200);
    nextDoc();
    const close = { kind: 'shift_close', ...nextDoc(), shiftClientId: open.clientId, countedCash: {} };
    expect((await s.post(close, kiosk)).statusCode).toBe(200);
    // A document refused for what it says.
    const wrong = { ...s.sale(['D-2']), total: 1 };
    expect((await s.post(wrong, kiosk)).statusCode).toBe(400);

    const res = await get(shinjuku, `/api/cashierReport/exceptions?${period}`);
    expect(res.statusCode, res.body).toBe(200);
    const list = res.json().data.list as { source: string; kind: string; transactionId: string | null }[];
    expect(list).toContainEqual(
      expect.objectContaining({ source: 'sale', kind: 'no_shift', transactionId: cash.clientId }),
    );
    expect(list).toContainEqual(
      expect.objectContaining({
        source: 'shift',
        kind: 'sequence_gap',
        shiftId: open.clientId,
        message: `端末の連番 ${close.deviceSeq - 1} が届いていません`,
      }),
    );
    expect(list).toContainEqual(
      expect.objectContaining({ source: 'refusal', kind: 'validation_failed', kindLabel: '拒否: 内容の誤り' }),
    );
    expect((await get(umeda, `/api/cashierReport/exceptions?${period}&cinemaId=${s.ids['0101']}`)).statusCode).toBe(
      404,
    );
  });
});
