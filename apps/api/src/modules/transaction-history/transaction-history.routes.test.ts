import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { periodMessages, type HistoryDetail, type HistoryRow } from '@cinema/contracts';
import { admissions, transactionLines, transactions } from '../../db/schema/index.js';
import { newFactId } from '../../platform/fact-id.js';
import { cinemaIds, fieldsOf } from '../../test/fixtures.js';
import { auth, createTestApp, type TestContext } from '../../test/helper.js';
import { cinemaAccount } from '../houses/houses.fixtures.js';
import { itemLine, salesFixture, sell, ticketLine, type SalesFixture } from './transaction-history.fixtures.js';

// 取引履歴 of the chosen cinema: one row per sale having lines of the screen's kind, filtered,
// paged, at most 31 days; the drawer's lines, payments, taxes, refunds and status timeline.
let t: TestContext;
let shinjuku: string;
let hq: string;
let umeda: string;
let f: SalesFixture;
let ids: Record<string, number>;
let ticketSale: string;
let ticketNo: string;
let shopSale: string;
const DAY = '2031-03-07';
const period = 'from=2031-03-01&to=2031-03-10';

const get = (token: string, url: string) => t.app.inject({ url, headers: auth(token) });
const list = async (url: string, token = shinjuku) => {
  const res = await get(token, url);
  expect(res.statusCode).toBe(200);
  return res.json().data as { list: HistoryRow[]; total: number };
};

beforeAll(async () => {
  t = await createTestApp();
  [shinjuku, hq] = await Promise.all([t.login('shinjuku'), t.login('hq')]);
  umeda = await cinemaAccount(t, 'umeda', 'MIRAI', '劇場スタッフ', '0201');
  ids = await cinemaIds(t);
  const db = t.database.db;
  f = await salesFixture(db, DAY);
  const a = await sell(
    db,
    f,
    [ticketLine(f, f.seats[0]!), ticketLine(f, f.seats[1]!), itemLine(f.popcorn, 2)],
    '2031-03-05T11:00:00+09:00',
    { memberNo: 'M0001', purchaser: { name: '山田太郎', phone: '09011112222', email: 'yamada@example.jp' } },
  );
  ticketSale = a.transactionId!;
  ticketNo = a.transactionNo!;
  shopSale = (await sell(db, f, [itemLine(f.goods, 1)], '2031-03-06T15:00:00+09:00')).transactionId!;
  await sell(db, f, [itemLine(f.glasses, 1, 'other')], '2031-03-06T16:00:00+09:00');
  // A refund of one seat, as the lead's refund path will write it: its own document on its own day.
  const [seat] = await db.select().from(transactionLines).where(eq(transactionLines.transactionId, ticketSale));
  const refundId = newFactId();
  await db.insert(transactions).values({
    id: refundId,
    brandId: f.brandId,
    cinemaId: f.cinemaId,
    kind: 'refund',
    originalId: ticketSale,
    channel: 'pos',
    status: 'success',
    occurredAt: new Date('2031-03-06T10:00:00+09:00'),
    paidAt: new Date('2031-03-06T10:00:00+09:00'),
    salesBusinessDate: '2031-03-06',
    total: -seat!.amount,
    tax: -seat!.tax,
    roundingMode: 'ROUND_DOWN',
  });
  await db.insert(transactionLines).values({
    ...seat!,
    id: newFactId(),
    transactionId: refundId,
    originalLineId: seat!.id,
    salesBusinessDate: '2031-03-06',
    amount: -seat!.amount,
    tax: -seat!.tax,
  });
  await db
    .update(transactions)
    .set({ status: 'partial_refunded', refundedAmount: seat!.amount })
    .where(eq(transactions.id, ticketSale));
  await db
    .update(admissions)
    .set({ issuedAt: new Date('2031-03-05T11:01:00+09:00'), admittedAt: new Date('2031-03-07T19:50:00+09:00') })
    .where(eq(admissions.lineId, seat!.id));
});
afterAll(() => t.close());

describe('GET /api/transactionHistory/list (チケット)', () => {
  it('lists the sales with ticket lines of the period, newest first, with their figures', async () => {
    const data = await list(`/api/transactionHistory/list?${period}&kind=sale`);
    expect(data.total).toBe(1);
    expect(data.list[0]).toMatchObject({
      id: ticketSale,
      transactionNo: ticketNo,
      salesBusinessDate: '2031-03-05',
      channel: 'pos',
      quantity: 2,
      memberNo: 'M0001',
      purchaserName: '山田太郎',
      paymentNames: '現金',
      status: 'partial_refunded',
      summary: expect.stringMatching(/ 他1件$/),
    });
    expect(data.list[0]!.refundedAmount).toBeGreaterThan(0);
    // The refund is its own row on its own day, reversing the sale.
    const refunds = await list(`/api/transactionHistory/list?${period}&kind=refund`);
    expect(refunds.list).toEqual([
      expect.objectContaining({ kind: 'refund', salesBusinessDate: '2031-03-06', originalTransactionNo: ticketNo }),
    ]);
    const stand = await list(`/api/transactionHistoryStand/list?${period}`);
    expect(stand.list.map((r) => r.id)).toEqual([shopSale, ticketSale]);
    expect(stand.list[0]!.taxable10).toBeGreaterThan(0);
    const other = await list(`/api/transactionHistoryOther/list?${period}`);
    expect(other.list).toHaveLength(1);
    expect(other.list[0]!.summary).toBe('3Dメガネ');
  });

  it('filters by number, status, channel, member, purchaser, film, payment and amount', async () => {
    const count = async (q: string, path = 'transactionHistoryStand') =>
      (await list(`/api/${path}/list?${period}&${q}`)).total;
    expect(await count(`transactionNo=${ticketNo}`)).toBe(1);
    expect(await count('transactionNo=abc')).toBe(0);
    expect(await count('status=success')).toBe(1);
    expect(await count('status=partial_refunded')).toBe(1);
    expect(await count('channel=online')).toBe(0);
    expect(await count('memberNo=M0001')).toBe(1);
    expect(await count('contact=0901111')).toBe(1);
    expect(await count('contact=yamada@')).toBe(1);
    expect(await count(`paymentMethodId=${f.cashId}`)).toBe(2);
    // The sale and the refund of one of its seats.
    expect(await count(`filmId=${f.filmId}`, 'transactionHistory')).toBe(2);
    expect(await count(`shopItemId=${f.goods.id}`)).toBe(1);
    expect(await count('amountMin=1000000')).toBe(0);
    expect(await count('amountMax=2000')).toBe(1);
    expect(await count('sortField=total&sortOrder=ascend&pageSize=1&page=1')).toBe(2);
  });

  it('refuses a period over 31 days or backwards, and a missing date, naming the field in Japanese', async () => {
    const long = await get(shinjuku, '/api/transactionHistory/list?from=2031-01-01&to=2031-02-01');
    expect(long.statusCode).toBe(400);
    expect(fieldsOf(long.json())).toEqual({ to: periodMessages.tooLong('営業日') });
    expect(periodMessages.tooLong('営業日')).toBe('「営業日」の期間は31日以内で指定してください');
    expect((await get(shinjuku, '/api/transactionHistory/list?from=2031-01-01&to=2031-01-31')).statusCode).toBe(200);
    const back = await get(shinjuku, '/api/transactionLogTicket/list?from=2031-03-10&to=2031-03-01');
    expect(fieldsOf(back.json())).toEqual({ to: '「営業日」の終了日は開始日以降の日付を指定してください' });
    const none = await get(shinjuku, '/api/transactionHistoryStand/list');
    expect(fieldsOf(none.json())).toMatchObject({ from: '「営業日（開始）」を入力してください' });
    const status = await get(shinjuku, `/api/transactionHistory/list?${period}&status=paid`);
    expect(status.statusCode).toBe(400);
  });

  it('is a cinema screen of the レポート module: head office is asked for a cinema, another tenant sees nothing', async () => {
    expect((await get(hq, `/api/transactionHistory/list?${period}`)).statusCode).toBe(400);
    expect((await get(umeda, `/api/transactionHistory/list?${period}`)).json().data.total).toBe(0);
    const foreign = await get(umeda, `/api/transactionHistory/list?${period}&cinemaId=${ids['0101']}`);
    expect(foreign.statusCode).toBe(404);
    const sibling = await get(shinjuku, `/api/transactionHistory/list?${period}&cinemaId=${ids['0102']}`);
    expect(sibling.statusCode).toBe(404);
  });
});

describe('GET /api/transactionHistory/detail/:id', () => {
  it('gives lines, payments, taxes, the refund and the timeline', async () => {
    const res = await get(shinjuku, `/api/transactionHistory/detail/${ticketSale}`);
    expect(res.statusCode).toBe(200);
    const d = res.json().data as HistoryDetail;
    expect(d.lines.map((l) => l.lineType)).toEqual(['ticket', 'ticket', 'shop']);
    expect(d.lines[0]).toMatchObject({ seatKey: f.seats[0], issuedAt: expect.any(String) });
    // The line's 販売グループ: every demo 券種 is assigned to 興行収入 (docs/accounting.md).
    expect(d.lines[0]?.salesGroupName).toBe('興行収入');
    expect(d.payments).toEqual([expect.objectContaining({ methodName: '現金', amount: d.total })]);
    expect(d.taxes.reduce((s, x) => s + x.tax, 0)).toBe(d.tax);
    expect(d.reversals).toEqual([expect.objectContaining({ kind: 'refund', salesBusinessDate: '2031-03-06' })]);
    expect(d.timeline.map((e) => e.status)).toEqual(['success', 'partial_refunded']);
    expect(d.timeline[1]!.label).toMatch(/^払戻 /);
  });

  it('answers 404 for another tenant, another cinema, and a malformed id', async () => {
    expect((await get(umeda, `/api/transactionHistory/detail/${ticketSale}`)).statusCode).toBe(404);
    const other = await get(shinjuku, `/api/transactionHistory/detail/${newFactId()}`);
    expect(other.statusCode).toBe(404);
    expect((await get(shinjuku, '/api/transactionHistory/detail/123')).statusCode).toBe(400);
    expect((await get(hq, `/api/transactionHistory/detail/${ticketSale}`)).statusCode).toBe(400);
  });
});

describe('GET /api/transactionLog*/list', () => {
  it('gives one row per line event: 販売, 払戻, 発券, 着券', async () => {
    const res = await get(shinjuku, `/api/transactionLogTicket/list?${period}`);
    expect(res.statusCode).toBe(200);
    const rows = res.json().data.list as { event: string; businessDate: string; seatKey: string }[];
    expect(rows.map((r) => r.event).sort()).toEqual(['admit', 'issue', 'refund', 'sale', 'sale']);
    expect(rows[0]).toMatchObject({ event: 'admit', businessDate: '2031-03-07', seatKey: f.seats[0] });
    const refunds = (await get(shinjuku, `/api/transactionLogTicket/list?${period}&event=refund`)).json().data;
    expect(refunds.list).toEqual([expect.objectContaining({ event: 'refund', amount: expect.any(Number) })]);
    expect(refunds.list[0].amount).toBeLessThan(0);
    const seat = (await get(shinjuku, `/api/transactionLogTicket/list?${period}&seatKey=${f.seats[1]}`)).json().data;
    expect(seat.total).toBe(1);
    const shop = (await get(shinjuku, `/api/transactionLogShop/list?${period}&sortOrder=ascend`)).json().data;
    expect(shop.list.map((r: { itemCode: string }) => r.itemCode)).toEqual(['F001', 'G001']);
    const paged = (await get(shinjuku, `/api/transactionLogShop/list?${period}&page=5&pageSize=1`)).json().data;
    expect(paged).toMatchObject({ list: [], total: 2 });
    const other = (await get(shinjuku, `/api/transactionLogOther/list?${period}&event=issue`)).json().data;
    expect(other.total).toBe(0);
  });

  it('refuses over 31 days, head office, and another tenant’s cinema', async () => {
    const long = await get(shinjuku, '/api/transactionLogShop/list?from=2031-03-01&to=2031-04-01');
    expect(fieldsOf(long.json())).toEqual({ to: periodMessages.tooLong('営業日') });
    expect((await get(hq, `/api/transactionLogShop/list?${period}`)).statusCode).toBe(400);
    expect((await get(umeda, `/api/transactionLogTicket/list?${period}&cinemaId=${ids['0101']}`)).statusCode).toBe(404);
  });
});
