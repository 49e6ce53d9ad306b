import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { ArAgingList, ArBalanceList, ArLedger } from '@cinema/contracts';
import { accountingSettings } from '../../db/schema/index.js';
import { createTestApp, type TestContext } from '../../test/helper.js';
import { reverse, sell, type SalesFixture } from '../transaction-history/transaction-history.fixtures.js';
import { arApi, arFixture, clSale, depositOf, newClient } from './account-receivable.fixtures.js';
import { balanceList, ledgerOf } from './index.js';

// 売掛一覧, 得意先元帳 and 年齢表: balance = receivables − payments − fees; the ledger's running balance ends on the
// balance list's 残高; settlement counterparties owe the day's net by the method they settle.
let t: TestContext;
let hq: string;
let f: SalesFixture;
let api: ReturnType<typeof arApi>;

beforeAll(async () => {
  t = await createTestApp();
  hq = await t.login('hq');
  f = await arFixture('2031-05-07', t);
  api = arApi(t);
});
afterAll(() => t.close());

const get = async <T>(url: string) => (await api.req(hq, 'GET', url)).json().data as T;

describe('残高と元帳', () => {
  it('receivables after 消込 = invoices − payments, Σ ledger = balance, and the balance list = the ledgers', async () => {
    const c = await newClient(t, f.brandId);
    const depositId = await depositOf(t, f.brandId);
    const a = await clSale(t, hq, f, c.id, '2031-04-10', { goods: 3 });
    const inv = (await api.draw(hq, c.id, '2031-04')).invoice;
    const b = await clSale(t, hq, f, c.id, '2031-05-03', { goods: 1, popcorn: 2 });
    await api.pay(hq, {
      clientId: c.id,
      paidOn: '2031-05-15',
      amount: inv.total - 330,
      fee: 330,
      depositId,
      invoiceIds: [inv.id],
    });
    const inv2 = (await api.draw(hq, c.id, '2031-05')).invoice;
    await api.pay(hq, { clientId: c.id, paidOn: '2031-05-31', amount: 1_000, depositId, invoiceIds: [inv2.id] });

    const ledger = await get<ArLedger>(`ledger?clientId=${c.id}&month=2031-05`);
    expect(ledger.opening).toBe(a.total);
    expect(ledger.sales).toBe(b.total);
    expect(ledger.payments).toBe(inv.total - 330 + 1_000);
    expect(ledger.offsets).toBe(330);
    expect(ledger.entries.map((e) => e.kind)).toEqual(['sale', 'payment', 'offset', 'payment']);
    expect(ledger.entries.at(-1)?.balance).toBe(ledger.closing);
    expect(ledger.opening + ledger.sales - ledger.payments - ledger.offsets).toBe(ledger.closing);
    // Everything is invoiced: what is owed is the invoices less what was received.
    expect(ledger.closing).toBe(inv.total + inv2.total - (inv.total - 330) - 330 - 1_000);
    expect((await api.invoice(hq, inv2.id)).openAmount).toBe(ledger.closing);

    const list = await get<ArBalanceList>(`balances?month=2031-05&clientId=${c.id}`);
    expect(list.list).toEqual([
      expect.objectContaining({
        clientId: c.id,
        opening: ledger.opening,
        sales: ledger.sales,
        payments: ledger.payments,
        offsets: ledger.offsets,
        closing: ledger.closing,
        dueDate: '2031-06-30',
      }),
    ]);
    const april = await get<ArLedger>(`ledger?clientId=${c.id}&month=2031-04`);
    expect(april.closing).toBe(ledger.opening);
  });

  it('the whole balance list equals each client’s ledger (service functions)', async () => {
    const db = t.database.db;
    const all = await balanceList(db, f.brandId, '2031-05', { page: 0, pageSize: 9999 });
    expect(all.list.length).toBeGreaterThan(0);
    for (const row of all.list) {
      const l = await ledgerOf(
        db,
        f.brandId,
        { id: row.clientId, code: row.clientCode, name: row.clientName },
        '2031-05',
      );
      expect([l.opening, l.sales, l.payments, l.offsets, l.closing]).toEqual([
        row.opening,
        row.sales,
        row.payments,
        row.offsets,
        row.closing,
      ]);
    }
    const nonZero = await get<ArBalanceList>('balances?month=2031-05&nonZero=true');
    expect(nonZero.list.every((r) => r.closing !== 0)).toBe(true);
  });
});

describe('掛売の取消', () => {
  it('a void of a 掛売 is a negative receivable of the same client on its own day', async () => {
    const c = await newClient(t, f.brandId);
    const sale = await clSale(t, hq, f, c.id, '2031-05-12', { goods: 2 });
    await reverse(t.database.db, f, 'void', sale.id, '2031-05-13T12:00:00+09:00');
    const ledger = await get<ArLedger>(`ledger?clientId=${c.id}&month=2031-05`);
    expect(ledger.entries.map((e) => [e.date, e.sales])).toEqual([
      ['2031-05-12', sale.total],
      ['2031-05-13', -sale.total],
    ]);
    expect(ledger.closing).toBe(0);
  });
});

describe('精算先の売掛', () => {
  it('a payment method mapped to a 取引先 makes the day’s net a receivable, refunds net on their own day', async () => {
    const db = t.database.db;
    const c = await newClient(t, f.brandId, { role: 'payment' });
    const [s] = await db.select().from(accountingSettings).where(eq(accountingSettings.brandId, f.brandId));
    await db
      .update(accountingSettings)
      .set({ settlements: [...(s?.settlements ?? []), { paymentMethodId: f.cashId, clientId: c.id }] })
      .where(eq(accountingSettings.brandId, f.brandId));
    const sale = await sell(
      db,
      f,
      [{ type: 'shop', itemId: f.goods.id, quantity: 2, unitPrice: f.goods.price }],
      '2031-05-07T12:00:00+09:00',
    );
    await sell(
      db,
      f,
      [{ type: 'shop', itemId: f.goods.id, quantity: 1, unitPrice: f.goods.price }],
      '2031-05-07T13:00:00+09:00',
    );
    await reverse(db, f, 'void', sale.transactionId ?? '', '2031-05-08T12:00:00+09:00');
    const ledger = await get<ArLedger>(`ledger?clientId=${c.id}&month=2031-05`);
    expect(ledger.entries.map((e) => [e.date, e.sales])).toEqual([
      ['2031-05-07', f.goods.price * 3],
      ['2031-05-08', -f.goods.price * 2],
    ]);
    const inv = (await api.draw(hq, c.id, '2031-05')).invoice;
    expect(inv.total).toBe(f.goods.price);
    expect(inv.rateTotals).toEqual([{ rate: 0, taxable: f.goods.price, tax: 0, net: f.goods.price }]);

    const aging = await get<ArAgingList>(`aging?asOf=2031-08-15&clientId=${c.id}`);
    // Due 2031-06-30: 46 days late on 8/15.
    expect(aging.list).toEqual([expect.objectContaining({ d31: f.goods.price, total: f.goods.price, unbilled: 0 })]);
  });
});
