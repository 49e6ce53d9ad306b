import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { clSaleMessages, type ClHistoryRow, type HistoryDetail } from '@cinema/contracts';
import { brands, clients, transactionPayments, transactions } from '../../db/schema/index.js';
import { cinemaIds, fieldsOf } from '../../test/fixtures.js';
import { auth, createTestApp, type TestContext } from '../../test/helper.js';
import { itemLine, salesFixture, ticketLine, type SalesFixture } from './transaction-history.fixtures.js';

// 取引先取引履歴（掛売）: head office enters a back-office sale to a 取引先 through the one write
// path; it is owed (no payment), listed by 計上日 and never seen by another brand.
let t: TestContext;
let hq: string;
let hq2: string;
let shinjuku: string;
let f: SalesFixture;
let ids: Record<string, number>;
let clientId: number;
let miraiClient: number;
const DAY = '2031-03-07';

const post = (token: string, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/transactionHistoryCl/create', headers: auth(token), payload });
const get = (token: string, url: string) => t.app.inject({ url, headers: auth(token) });

beforeAll(async () => {
  t = await createTestApp();
  [hq, hq2, shinjuku] = await Promise.all([t.login('hq'), t.login('hq2'), t.login('shinjuku')]);
  ids = await cinemaIds(t);
  const db = t.database.db;
  f = await salesFixture(db, DAY);
  const [own] = await db.select({ id: clients.id }).from(clients).where(eq(clients.brandId, f.brandId)).limit(1);
  clientId = own!.id;
  const [mirai] = await db
    .select({ id: clients.id })
    .from(clients)
    .innerJoin(brands, eq(brands.id, clients.brandId))
    .where(eq(brands.code, 'MIRAI'))
    .limit(1);
  miraiClient = mirai!.id;
});
afterAll(() => t.close());

describe('POST /api/transactionHistoryCl/create', () => {
  it('records a back-office sale on account: 団体鑑賞 seats and 鑑賞券-like items, owed by the 取引先', async () => {
    const res = await post(hq, {
      cinemaId: f.cinemaId,
      clientId,
      accountDate: '2031-03-05',
      lines: [ticketLine(f, f.seats[5]!), itemLine(f.goods, 10)],
      memo: '団体鑑賞（○○株式会社）',
    });
    expect(res.statusCode).toBe(200);
    const d = res.json().data as HistoryDetail;
    expect(d).toMatchObject({
      channel: 'backoffice',
      status: 'success',
      salesBusinessDate: '2031-03-05',
      paymentNames: '売掛',
      memo: '団体鑑賞（○○株式会社）',
    });
    expect(d.total).toBe(1900 + f.goods.price * 10);
    // Owed as a whole: one receivable tender, so lines and payments balance.
    expect(d.payments).toEqual([
      expect.objectContaining({ methodKind: 'receivable', methodName: '売掛', amount: d.total }),
    ]);
    const [row] = await t.database.db
      .select({ clientId: transactions.clientId, accountId: transactions.accountId })
      .from(transactions)
      .where(eq(transactions.id, d.id));
    expect(row).toMatchObject({ clientId, accountId: expect.any(Number) });
    const paid = await t.database.db
      .select()
      .from(transactionPayments)
      .where(and(eq(transactionPayments.transactionId, d.id)));
    expect(paid.map((p) => [p.methodKind, p.amount, p.paymentMethodId])).toEqual([['receivable', d.total, null]]);
  });

  it('refuses no lines, another brand’s 取引先 and a taken seat, in Japanese', async () => {
    const none = await post(hq, { cinemaId: f.cinemaId, clientId, lines: [] });
    expect(none.statusCode).toBe(400);
    expect(fieldsOf(none.json())).toEqual({ lines: clSaleMessages.lines });
    const foreign = await post(hq, { cinemaId: f.cinemaId, clientId: miraiClient, lines: [itemLine(f.goods, 1)] });
    expect(foreign.statusCode).toBe(400);
    expect(fieldsOf(foreign.json())).toEqual({ clientId: '「取引先」を選択してください' });
    const missing = await post(hq, { lines: [itemLine(f.goods, 1)] });
    expect(fieldsOf(missing.json())).toMatchObject({
      cinemaId: '「劇場」を選択してください',
      clientId: '「取引先」を選択してください',
    });
    const taken = await post(hq, { cinemaId: f.cinemaId, clientId, lines: [ticketLine(f, f.seats[5]!)] });
    expect(taken.statusCode).toBe(409);
  });

  it('is head office’s: cinema staff are refused, another brand cannot sell in this cinema', async () => {
    expect((await post(shinjuku, { cinemaId: f.cinemaId, clientId, lines: [itemLine(f.goods, 1)] })).statusCode).toBe(
      403,
    );
    const other = await post(hq2, { cinemaId: f.cinemaId, clientId: miraiClient, lines: [itemLine(f.goods, 1)] });
    expect(other.statusCode).toBe(404);
  });
});

describe('GET /api/transactionHistoryCl/list and detail', () => {
  it('lists the brand’s sales on account by 計上日 with taxes, filters by cinema and 取引先', async () => {
    const res = await get(hq, '/api/transactionHistoryCl/list?from=2031-03-01&to=2031-03-31');
    expect(res.statusCode).toBe(200);
    const rows = res.json().data.list as ClHistoryRow[];
    expect(rows).toHaveLength(1);
    const r = rows[0]!;
    expect(r).toMatchObject({
      clientId,
      billingStatus: 'unbilled',
      invoiceNumber: null,
      salesBusinessDate: '2031-03-05',
    });
    expect(r.taxable10 + r.taxable8).toBe(r.total);
    expect(r.tax10 + r.tax8).toBe(r.tax);
    const count = async (q: string) =>
      (await get(hq, `/api/transactionHistoryCl/list?from=2031-03-01&to=2031-03-31&${q}`)).json().data.total;
    expect(await count(`cinemaId=${ids['0102']}`)).toBe(0);
    expect(await count(`clientId=${clientId}`)).toBe(1);
    const detail = await get(hq, `/api/transactionHistoryCl/detail/${r.id}`);
    expect(detail.json().data.lines).toHaveLength(2);
    expect((await get(hq2, `/api/transactionHistoryCl/detail/${r.id}`)).statusCode).toBe(404);
    expect((await get(hq2, '/api/transactionHistoryCl/list?from=2031-03-01&to=2031-03-31')).json().data.total).toBe(0);
    expect((await get(shinjuku, '/api/transactionHistoryCl/list?from=2031-03-01&to=2031-03-31')).statusCode).toBe(403);
  });

  it('refuses a period over 31 days naming 計上日', async () => {
    const res = await get(hq, '/api/transactionHistoryCl/list?from=2031-03-01&to=2031-04-30');
    expect(fieldsOf(res.json())).toEqual({ to: '「計上日」の期間は31日以内で指定してください' });
  });
});

describe('GET /api/transactionHistoryOptions/list', () => {
  it('gives the brand’s films, items and tenders, and the chosen cinema’s devices only', async () => {
    const staff = (await get(shinjuku, '/api/transactionHistoryOptions/list')).json().data;
    expect(staff.items).toContainEqual(expect.objectContaining({ code: 'R001', type: 'other' }));
    expect(staff.paymentMethods.length).toBeGreaterThan(0);
    expect(staff.devices.length).toBeGreaterThan(0);
    const head = (await get(hq, '/api/transactionHistoryOptions/list')).json().data;
    expect(head.devices).toEqual([]);
    expect(head.items.length).toBe(staff.items.length);
    const mirai = (await get(hq2, '/api/transactionHistoryOptions/list')).json().data;
    expect(mirai.items.map((i: { id: number }) => i.id)).not.toContain(f.goods.id);
    expect((await get(hq2, `/api/transactionHistoryOptions/list?cinemaId=${f.cinemaId}`)).statusCode).toBe(404);
  });
});
