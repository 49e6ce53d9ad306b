import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { DeviceMenu, PaymentCinemaSettings } from '@cinema/contracts';
import { transactions } from '../../db/schema/index.js';
import { auth, createTestApp, type TestContext } from '../../test/helper.js';
import { invariantFailures, nextDoc, salesFixture, type SalesFixture } from './sales.fixtures.js';

// What a cinema sells, at what price and paid how (docs/device-api.md: "prices", "exceptions"): one
// resolution for the menu and the sale; a counter sale that broke a rule is kept with an exception
// for the manager, the online channel (nothing charged yet) is refused naming the field.
let t: TestContext;
let s: SalesFixture;
let online: string;
let kiosk: string;

beforeAll(async () => {
  t = await createTestApp();
  s = await salesFixture(t, '2031-04-16');
  online = await s.token('WEBSELL', 'online');
  kiosk = await s.token('KIOSKSELL', 'kiosk');
});
afterAll(() => t.close());
afterEach(async () => expect(await invariantFailures(t)).toEqual([]));

const staff = (method: 'GET' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: auth(s.hq), ...(payload ? { payload } : {}) });

/** Sets the fixture item's row at 新宿 through 劇場別の販売設定, as a manager would. */
async function setItem(change: { enabled?: boolean; price?: number | null }) {
  const list = await staff('GET', `/api/theaterDailyshow/list?cinemaId=${s.f.id}&keyword=${s.item.code}`);
  const row = list.json().data.list.find((r: { shopItemId: number }) => r.shopItemId === s.item.id);
  const res = await staff('PUT', '/api/theaterDailyshow/update', {
    cinemaId: s.f.id,
    shopItemId: s.item.id,
    enabled: change.enabled ?? row.enabled,
    price: change.price === undefined ? row.price : change.price,
    saleFrom: row.saleFrom,
    saleTo: row.saleTo,
    version: row.version,
  });
  expect(res.statusCode, res.body).toBe(200);
}

const shopSale = (line: object, unitPrice: number) => ({
  kind: 'sale',
  ...nextDoc(),
  lines: [{ type: 'shop', itemId: s.item.id, quantity: 1, unitPrice, ...line }],
  payments: [{ methodId: s.cash.id, amount: unitPrice }],
  total: unitPrice,
});
const onlineHold = (line: object, unitPrice: number) => {
  const { kind: _, payments: __, ...rest } = shopSale(line, unitPrice);
  return { ...rest, kind: 'hold' };
};
// The kinds these tests are about: the fixture's devices share one numbering and sell without a shift.
const exceptionsOf = (res: { json: () => { data: { exceptions: { kind: string }[] } } }) =>
  res
    .json()
    .data.exceptions.map((e) => e.kind)
    .filter((k) => k !== 'sequence_gap' && k !== 'no_shift');

describe('the price of an item', () => {
  it('is the cinema’s own in the menu, for a POS sale and for the online channel alike', async () => {
    const options = (await s.get<DeviceMenu>('/api/device/items')).items.find((i) => i.id === s.item.id)!;
    const cinemaPrice = options.price + 70;
    await setItem({ price: cinemaPrice });
    const menu = await s.get<DeviceMenu>('/api/device/items');
    const onMenu = menu.items.find((i) => i.id === s.item.id)!;
    expect(onMenu.price).toBe(cinemaPrice);
    const unit = s.itemPrice + 70;
    const line = { options: s.itemOptions };
    const sold = await s.post(shopSale(line, unit));
    expect(sold.statusCode, sold.body).toBe(200);
    expect(exceptionsOf(sold)).toEqual([]);
    const held = await s.post(onlineHold(line, unit), online);
    expect(held.statusCode, held.body).toBe(200);
    await setItem({ price: null });
  });
});

describe('what the cinema does not sell', () => {
  it('is kept with an exception at the counter and refused online, naming the line', async () => {
    await setItem({ enabled: false });
    const line = { options: s.itemOptions };
    const sold = await s.post(shopSale(line, s.itemPrice));
    expect(sold.statusCode, sold.body).toBe(200);
    expect(exceptionsOf(sold)).toEqual(['item_not_sold']);
    const held = await s.post(onlineHold(line, s.itemPrice), online);
    expect(held.statusCode).toBe(400);
    expect(held.json().errors[0].field).toBe('lines.0.itemId');
    expect((await s.get<DeviceMenu>('/api/device/items')).items.some((i) => i.id === s.item.id)).toBe(false);
    await setItem({ enabled: true });
  });

  it('flags a required option left out and two choices in a single-choice group', async () => {
    const [required] = (await s.get<DeviceMenu>('/api/device/items')).items
      .find((i) => i.id === s.item.id)!
      .options.filter((g) => g.required && !g.multiple);
    expect(required, 'the fixture item has a required single-choice option').toBeDefined();
    const [first, second] = required!.choices;
    const others = s.itemOptions.filter((o) => o.group !== required!.name);
    const base = s.itemPrice - required!.choices[0]!.priceDelta;
    const missing = await s.post(shopSale({ options: others }, base));
    expect(exceptionsOf(missing)).toEqual(['option_invalid']);
    const both = [
      ...others,
      { group: required!.name, choice: first!.name },
      { group: required!.name, choice: second!.name },
    ];
    const twice = await s.post(shopSale({ options: both }, base + first!.priceDelta + second!.priceDelta));
    expect(exceptionsOf(twice)).toEqual(['option_invalid']);
    const refused = await s.post(onlineHold({ options: others }, base), online);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors[0]).toMatchObject({ field: 'lines.0.options' });
    expect(refused.json().message).toContain(required!.name);
  });
});

describe('a payment method the channel does not offer', () => {
  it('is kept with an exception at a counter and refused online, naming the payment', async () => {
    const matrix = (await staff('GET', `/api/payment/cinemaSettings?cinemaId=${s.f.id}`)).json()
      .data as PaymentCinemaSettings;
    const credit = matrix.list.find((m) => m.paymentMethodId === s.credit.id)!;
    const set = (channels: string[]) =>
      staff('PUT', '/api/payment/cinemaSettings', {
        cinemaId: s.f.id,
        version: matrix.version,
        settings: matrix.list.map((m) => ({
          paymentMethodId: m.paymentMethodId,
          channels: m.paymentMethodId === s.credit.id ? channels : m.channels,
        })),
      });
    expect((await set(['pos'])).statusCode).toBe(200);
    const kioskSale = s.sale(['K-1']);
    kioskSale.payments = [{ methodId: s.credit.id, amount: kioskSale.total }];
    const sold = await s.post(kioskSale, kiosk);
    expect(sold.statusCode, sold.body).toBe(200);
    expect(exceptionsOf(sold)).toEqual(['payment_not_offered']);
    const { kind: _, payments: __, ...order } = s.sale(['K-2']);
    expect((await s.post({ ...order, kind: 'hold' }, online)).statusCode).toBe(200);
    const paid = await s.post(
      {
        kind: 'payment_result',
        ...nextDoc(),
        transactionId: order.clientId,
        result: 'success',
        payments: [{ methodId: s.credit.id, amount: order.total }],
      },
      online,
    );
    expect(paid.statusCode).toBe(400);
    expect(paid.json().errors[0].field).toBe('payments.0.methodId');
    // Switched back: the credit card is offered everywhere it was.
    const again = (await staff('GET', `/api/payment/cinemaSettings?cinemaId=${s.f.id}`)).json().data;
    await staff('PUT', '/api/payment/cinemaSettings', {
      cinemaId: s.f.id,
      version: again.version,
      settings: matrix.list.map((m) => ({ paymentMethodId: m.paymentMethodId, channels: m.channels })),
    });
    expect(credit.channels).toContain('online');
  });
});

describe('the change answered', () => {
  it('is what was stored: a credit payment sent with tendered has none', async () => {
    const doc = s.sale(['K-3']);
    doc.payments = [{ methodId: s.credit.id, amount: doc.total, tendered: doc.total + 1000 }];
    const res = await s.post(doc);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.change).toBe(0);
  });
});

describe('POST /api/device/quote', () => {
  it('prices a basket as the sale will, and writes nothing', async () => {
    const lines = [
      { type: 'ticket', screeningId: s.screeningId, seatKey: 'K-9', ticketId: s.general.ticketId },
      { type: 'shop', itemId: s.item.id, quantity: 2, options: s.itemOptions },
    ];
    const before = await t.database.db.$count(transactions);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/device/quote',
      headers: auth(s.pos),
      payload: { lines },
    });
    expect(res.statusCode, res.body).toBe(200);
    const quote = res.json().data;
    expect(quote.total).toBe(s.general.total + 2 * s.itemPrice);
    expect(quote.lines.map((l: { unitPrice: number }) => l.unitPrice)).toEqual([s.general.total, s.itemPrice]);
    expect(quote.receipt.taxes.reduce((a: number, x: { tax: number }) => a + x.tax, 0)).toBe(quote.tax);
    expect(await t.database.db.$count(transactions)).toBe(before);
    // Sold at the quoted prices: no price difference, and the seat was not held by the quote.
    const sale = {
      kind: 'sale',
      ...nextDoc(),
      lines: lines.map((l, i) => ({ ...l, unitPrice: quote.lines[i].unitPrice })),
      payments: [{ methodId: s.credit.id, amount: quote.total }],
      total: quote.total,
    };
    const sold = await s.post(sale);
    expect(sold.statusCode, sold.body).toBe(200);
    expect(exceptionsOf(sold)).toEqual([]);
    expect(sold.json().data.tax).toBe(quote.tax);
  });

  it('refuses for the online channel what the sale would refuse, naming the line', async () => {
    await setItem({ enabled: false });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/device/quote',
      headers: auth(online),
      payload: { lines: [{ type: 'shop', itemId: s.item.id, quantity: 1, options: s.itemOptions }] },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].field).toBe('lines.0.itemId');
    await setItem({ enabled: true });
  });
});
