import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { arRateTax, type ArInvoice, type ClHistoryRow } from '@cinema/contracts';
import { auditLogs, transactionLines } from '../../db/schema/index.js';
import { auth, createTestApp, type TestContext } from '../../test/helper.js';
import type { SalesFixture } from '../transaction-history/transaction-history.fixtures.js';
import { arApi, arFixture, clSale, depositOf, newClient } from './account-receivable.fixtures.js';

// 請求書 of 売掛: drawn from a client's open 掛売 of the closing period, one rounding per rate, numbered without gaps,
// 再発行 keeps the number, 取消 frees the receivables; /transaction-history-cl shows the 請求状態. Head office only.
let t: TestContext;
let hq: string;
let shinjuku: string;
let f: SalesFixture;
let api: ReturnType<typeof arApi>;

beforeAll(async () => {
  t = await createTestApp();
  [hq, shinjuku] = await Promise.all([t.login('hq'), t.login('shinjuku')]);
  f = await arFixture('2031-03-05', t);
  api = arApi(t);
});
afterAll(() => t.close());

const clRows = async (clientId: number) =>
  (
    await t.app.inject({
      url: `/api/transactionHistoryCl/list?from=2031-03-01&to=2031-03-31&clientId=${clientId}`,
      headers: auth(hq),
    })
  ).json().data.list as ClHistoryRow[];

describe('請求書の発行', () => {
  it('draws the period’s open 掛売 with per-rate totals rounded once per rate, and shows 請求済 on the cl history', async () => {
    const c = await newClient(t, f.brandId);
    const a = await clSale(t, hq, f, c.id, '2031-03-05', { seats: [f.seats[0]!], popcorn: 3 });
    const b = await clSale(t, hq, f, c.id, '2031-03-20', { popcorn: 1, goods: 1 });
    await clSale(t, hq, f, c.id, '2031-04-02', { goods: 1 }); // next period
    const { status, invoice, body } = await api.draw(hq, c.id, '2031-03');
    expect(status, JSON.stringify(body)).toBe(200);
    expect(invoice).toMatchObject({
      number: expect.stringMatching(/^INV-2031-\d{6}$/),
      periodFrom: '2031-03-01',
      periodTo: '2031-03-31',
      dueDate: '2031-04-30',
      issuerName: expect.any(String),
      clientName: c.name,
      status: 'unpaid',
      reissueCount: 0,
    });
    expect(invoice.total).toBe(a.total + b.total);
    const lines = await t.database.db
      .select({ amount: transactionLines.amount, rate: transactionLines.taxRate })
      .from(transactionLines)
      .where(eq(transactionLines.transactionId, a.id));
    expect(new Set(lines.map((l) => l.rate))).toEqual(new Set([0.1, 0.08]));
    // One rounding per rate over the invoice (ROUND_DOWN for シネマライン), not the sum of each sale's.
    for (const r of invoice.rateTotals) {
      const taxable = invoice.lines.filter((l) => l.taxRate === r.rate).reduce((s, l) => s + l.amount, 0);
      expect(r).toEqual({ rate: r.rate, taxable, tax: arRateTax(taxable, r.rate, 'ROUND_DOWN'), net: taxable - r.tax });
    }
    expect(invoice.rateTotals.map((r) => r.rate)).toEqual([0.1, 0.08]);
    expect(invoice.tax).toBe(invoice.rateTotals.reduce((s, r) => s + r.tax, 0));
    expect(invoice.lines).toHaveLength(4); // a: 10 % and 8 %, b: 10 % and 8 %
    const rows = await clRows(c.id);
    expect(rows.map((r) => [r.billingStatus, r.invoiceNumber])).toEqual([
      ['billed', invoice.number],
      ['billed', invoice.number],
    ]);
    // Nothing left open in the period: 409.
    const again = await api.draw(hq, c.id, '2031-03');
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('対象期間に未請求の売掛がありません');
  });

  it('numbers per brand without gaps, keeps the number on 再発行 and frees the receivables on 取消', async () => {
    const c = await newClient(t, f.brandId);
    await clSale(t, hq, f, c.id, '2031-03-06', { goods: 2 });
    const first = (await api.draw(hq, c.id, '2031-03')).invoice;
    await clSale(t, hq, f, c.id, '2031-04-06', { goods: 1 });
    const second = (await api.draw(hq, c.id, '2031-04')).invoice;
    const seq = (n: string) => Number(n.slice(-6));
    expect(seq(second.number)).toBe(seq(first.number) + 1);

    const re = await api.req(hq, 'POST', `invoice/reissue/${first.id}`, { version: first.version });
    expect(re.statusCode).toBe(200);
    expect(re.json().data).toMatchObject({ number: first.number, reissueCount: 1 });
    const stale = await api.req(hq, 'POST', `invoice/reissue/${first.id}`, { version: first.version });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('stale_version');

    const v = (re.json().data as ArInvoice).version;
    const noReason = await api.req(hq, 'POST', `invoice/void/${first.id}`, { version: v, reason: '' });
    expect(noReason.statusCode).toBe(400);
    const voided = await api.req(hq, 'POST', `invoice/void/${first.id}`, { version: v, reason: '金額誤り' });
    expect(voided.statusCode).toBe(200);
    expect(voided.json().data).toMatchObject({ status: 'void', voidReason: '金額誤り', number: first.number });
    expect((await clRows(c.id))[0]).toMatchObject({ billingStatus: 'unbilled', invoiceNumber: null });
    const redrawn = (await api.draw(hq, c.id, '2031-03')).invoice;
    expect(seq(redrawn.number)).toBe(seq(second.number) + 1);
    expect(redrawn.total).toBe(first.total);

    const logs = await t.database.db
      .select({ action: auditLogs.action, summary: auditLogs.summary })
      .from(auditLogs)
      .where(and(eq(auditLogs.entity, 'accountReceivableInvoice'), eq(auditLogs.entityId, String(first.id))));
    expect(logs.map((l) => l.action).sort()).toEqual(['create', 'reissue', 'void']);
  });

  it('is head office only: cinema staff get 403, another brand’s client 400', async () => {
    const c = await newClient(t, f.brandId);
    const denied = await api.req(shinjuku, 'GET', 'invoice/list');
    expect(denied.statusCode).toBe(403);
    expect((await api.draw(shinjuku, c.id, '2031-03')).status).toBe(403);
    const hq2 = await t.login('hq2');
    const other = await api.draw(hq2, c.id, '2031-03');
    expect(other.status).toBe(400);
    expect((await api.req(hq2, 'GET', `invoice/detail/1`)).statusCode).toBe(404);
  });

  it('lets superAdmin work while acting as the brand', async () => {
    const admin = await t.login('admin');
    const acted = await t.app.inject({ url: `/api/brand/loginAs/${f.brandId}`, headers: auth(admin) });
    expect(acted.statusCode).toBe(200);
    const list = await api.req(admin, 'GET', 'invoice/list');
    expect(list.statusCode).toBe(200);
    expect(list.json().data.total).toBeGreaterThan(0);
  });
});

describe('入金と消込', () => {
  it('applies a payment partly, then over (the rest stays 未消込), counts the fee, and undoes a match', async () => {
    const c = await newClient(t, f.brandId);
    const depositId = await depositOf(t, f.brandId);
    await clSale(t, hq, f, c.id, '2031-03-09', { goods: 4 }); // 2,000
    const inv = (await api.draw(hq, c.id, '2031-03')).invoice;
    const part = await api.pay(hq, {
      clientId: c.id,
      paidOn: '2031-04-10',
      amount: 1_000,
      fee: 440,
      depositId,
      invoiceIds: [inv.id],
    });
    expect(part.status, JSON.stringify(part.body)).toBe(200);
    expect(part.payment).toMatchObject({ matched: 1_440, unmatched: 0 });
    expect(await api.invoice(hq, inv.id)).toMatchObject({ status: 'partial', paidAmount: 1_440, openAmount: 560 });
    expect((await clRows(c.id))[0]).toMatchObject({ billingStatus: 'partial', paidOn: '2031-04-10' });

    const over = await api.pay(hq, {
      clientId: c.id,
      paidOn: '2031-04-20',
      amount: 1_000,
      depositId,
      invoiceIds: [inv.id],
    });
    expect(over.payment).toMatchObject({ matched: 560, unmatched: 440 });
    expect((await api.invoice(hq, inv.id)).status).toBe('paid');
    expect((await clRows(c.id))[0]).toMatchObject({ billingStatus: 'paid', paidOn: '2031-04-20' });
    const full = await api.pay(hq, {
      clientId: c.id,
      paidOn: '2031-04-21',
      amount: 5,
      depositId,
      invoiceIds: [inv.id],
    });
    expect(full.status).toBe(409);

    // 取消 is refused while matched.
    const cur = await api.invoice(hq, inv.id);
    const refused = await api.req(hq, 'POST', `invoice/void/${inv.id}`, { version: cur.version, reason: 'x' });
    expect(refused.statusCode).toBe(409);

    const matchId = over.payment.matches[0]!.id;
    const undo = await api.req(hq, 'POST', `payment/unmatch/${matchId}`, {
      version: over.payment.version,
      reason: '誤消込',
    });
    expect(undo.statusCode).toBe(200);
    expect(undo.json().data).toMatchObject({ matched: 0, unmatched: 1_000 });
    expect(await api.invoice(hq, inv.id)).toMatchObject({ status: 'partial', openAmount: 560 });
    const stale = await api.req(hq, 'POST', `payment/unmatch/${matchId}`, {
      version: over.payment.version,
      reason: 'x',
    });
    expect(stale.statusCode).toBe(409);
    // The credit is matched again later, to an invoice named.
    const none = await api.req(hq, 'POST', 'payment/match', {
      paymentId: over.payment.id,
      version: undo.json().data.version,
      invoiceIds: [],
    });
    expect(none.statusCode).toBe(400);
    const rematch = await api.req(hq, 'POST', 'payment/match', {
      paymentId: over.payment.id,
      version: undo.json().data.version,
      invoiceIds: [inv.id],
    });
    expect(rematch.json().data).toMatchObject({ matched: 560, unmatched: 440 });
    const logs = await t.database.db
      .select({ action: auditLogs.action })
      .from(auditLogs)
      .where(and(eq(auditLogs.entity, 'accountReceivablePayment'), eq(auditLogs.entityId, String(over.payment.id))));
    expect(logs.map((l) => l.action).sort()).toEqual(['create', 'update', 'void']);
  });
});
