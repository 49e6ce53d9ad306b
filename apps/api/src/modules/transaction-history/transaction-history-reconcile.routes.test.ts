import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { HistoryRow, HistoryTotals, LogRow } from '@cinema/contracts';
import { transactionLines } from '../../db/schema/index.js';
import { fieldsOf } from '../../test/fixtures.js';
import { auth, createTestApp, type TestContext } from '../../test/helper.js';
import {
  hold,
  itemLine,
  reverse,
  salesFixture,
  sell,
  ticketLine,
  type SalesFixture,
} from './transaction-history.fixtures.js';

// A duty manager reconciling a day: the histories and logs count money events only (a capture +,
// a void or refund −, each on its own day), each history the amount of its own kind with a total
// over the whole filtered result; unpaid online orders only on request; every document findable.
let t: TestContext;
let shinjuku: string;
let f: SalesFixture;
const period = 'from=2031-05-01&to=2031-05-10';
/** The 一般 price of the fixture's screening in its price list. */
const ONLINE_PRICE = 2000;
const no: Record<string, string> = {};
const id: Record<string, string> = {};
/** Σ of a document's lines of a kind, as written. */
const amount: Record<string, Record<string, number>> = {};

const get = (url: string) => t.app.inject({ url, headers: auth(shinjuku) });
async function list<T>(url: string) {
  const res = await get(url);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { list: T[]; total: number; totals: HistoryTotals };
}
const history = (kind: 'transactionHistory' | 'transactionHistoryStand' | 'transactionHistoryOther', q = '') =>
  list<HistoryRow>(`/api/${kind}/list?${period}${q}`);
const log = (kind: 'transactionLogTicket' | 'transactionLogShop', q = '') =>
  list<LogRow>(`/api/${kind}/list?${period}${q}`);

async function keep(name: string, doc: { transactionId: string | null; transactionNo: string | null }) {
  id[name] = doc.transactionId!;
  no[name] = doc.transactionNo!;
  const rows = await t.database.db
    .select({ type: transactionLines.lineType, sum: sql<number>`sum(${transactionLines.amount})::int` })
    .from(transactionLines)
    .where(eq(transactionLines.transactionId, doc.transactionId!))
    .groupBy(transactionLines.lineType);
  amount[name] = Object.fromEntries(rows.map((r) => [r.type, r.sum]));
}

beforeAll(async () => {
  t = await createTestApp();
  shinjuku = await t.login('shinjuku');
  const db = t.database.db;
  f = await salesFixture(db, '2031-05-07');
  const seat = (i: number) => ticketLine(f, f.seats[i]!);
  const purchaser = { name: '佐藤花子', kana: 'サトウハナコ', phone: '090-2222-3333', email: 'sato@example.jp' };
  // Two tickets and two popcorns, one popcorn refunded the next day.
  await keep(
    'basket',
    await sell(db, f, [seat(0), seat(1), itemLine(f.popcorn, 2)], '2031-05-05T11:00:00+09:00', {
      memberNo: 'M0101',
      purchaser,
    }),
  );
  await keep(
    'refund',
    await reverse(db, f, 'refund', id.basket!, '2031-05-06T10:00:00+09:00', [{ lineNo: 3, quantity: 1 }]),
  );
  await keep('goods', await sell(db, f, [itemLine(f.goods, 1)], '2031-05-06T15:00:00+09:00'));
  await keep('glasses', await sell(db, f, [itemLine(f.glasses, 1, 'other')], '2031-05-06T16:00:00+09:00'));
  // Paid, then voided: + on the sale, − on the void; the sale stays 取消済み.
  await keep('voided', await sell(db, f, [seat(2), itemLine(f.popcorn, 1)], '2031-05-06T12:00:00+09:00'));
  await keep('void', await reverse(db, f, 'void', id.voided!, '2031-05-06T12:30:00+09:00'));
  // Online orders whose money never moved (the online channel takes only the price list's price).
  const online = (i: number) => ticketLine(f, f.seats[i]!, ONLINE_PRICE);
  await keep('failed', await hold(db, f, [online(3), itemLine(f.goods, 3)], '2031-05-06T13:00:00+09:00', 'fail'));
  await keep('expired', await hold(db, f, [online(4), itemLine(f.goods, 1)], '2031-05-06T13:10:00+09:00', 'expired'));
  await keep('released', await hold(db, f, [online(5), itemLine(f.goods, 1)], '2031-05-06T13:20:00+09:00', 'cancel'));
  await keep(
    'pending',
    await hold(db, f, [online(6), itemLine(f.goods, 1)], '2031-05-06T13:30:00+09:00', 'pendingPayment'),
  );
});
afterAll(() => t.close());

describe('販売ログ: money events by default, with the transaction’s status', () => {
  it('lists captures, voids and refunds only; failed, expired, released and pending orders on request', async () => {
    const shop = await log('transactionLogShop', '&sortOrder=ascend');
    const seen = shop.list.map((r) => [r.transactionNo, r.event, r.status, r.amount]);
    expect(seen).toEqual([
      [no.basket, 'sale', 'partial_refunded', amount.basket!.shop],
      [no.refund, 'refund', 'partial_refunded', amount.refund!.shop],
      [no.voided, 'sale', 'cancel', amount.voided!.shop],
      [no.void, 'void', 'cancel', amount.void!.shop],
      [no.goods, 'sale', 'success', amount.goods!.shop],
    ]);
    expect(shop.total).toBe(5);
    const all = await log('transactionLogShop', '&includeUnpaid=true');
    expect(all.total).toBe(9);
    expect(all.list.filter((r) => r.event === 'sale').map((r) => r.status)).toEqual(
      expect.arrayContaining(['fail', 'expired', 'cancel', 'pendingPayment']),
    );
    const expired = await log('transactionLogShop', '&status=expired');
    expect(expired.list.map((r) => r.transactionNo)).toEqual([no.expired]);
    const tickets = await log('transactionLogTicket', '&sortOrder=ascend');
    expect(tickets.list.map((r) => `${r.event}:${r.status}`)).toEqual([
      'sale:partial_refunded',
      'sale:partial_refunded',
      'sale:cancel',
      'void:cancel',
    ]);
  });

  it('refuses a flag that is not true or false, naming it', async () => {
    const res = await get(`/api/transactionLogShop/list?${period}&includeUnpaid=maybe`);
    expect(res.statusCode).toBe(400);
    expect(fieldsOf(res.json())).toEqual({ includeUnpaid: '「未決済を含む」は true か false で指定してください' });
  });
});

describe('取引履歴（売店・その他）: the amount of its own kind, and totals that reconcile', () => {
  it('shows each document’s shop amount beside the basket total, and totals the money of the whole result', async () => {
    const stand = await history('transactionHistoryStand');
    const rows = Object.fromEntries(stand.list.map((r) => [r.transactionNo, r]));
    expect(Object.keys(rows).sort()).toEqual([no.basket, no.refund, no.goods, no.voided, no.void].sort());
    expect(rows[no.basket!]).toMatchObject({ kind: 'sale', amount: amount.basket!.shop });
    expect(rows[no.basket!]!.total).toBe(amount.basket!.shop! + amount.basket!.ticket!);
    expect(rows[no.void!]).toMatchObject({ kind: 'void', amount: amount.void!.shop, status: 'cancel' });
    // The shop money of the period: what the dashboard adds up from the same documents.
    const shopMoney = ['basket', 'refund', 'goods', 'voided', 'void'].reduce((s, k) => s + amount[k]!.shop!, 0);
    expect(stand.totals).toEqual({ count: 5, amount: shopMoney });
    // Over the whole filtered result, not the page.
    const page = await history('transactionHistoryStand', '&pageSize=1&page=2');
    expect(page.list).toHaveLength(1);
    expect(page.totals).toEqual(stand.totals);
    const other = await history('transactionHistoryOther');
    expect(other.list.map((r) => r.amount)).toEqual([amount.glasses!.other]);
    expect(other.totals).toEqual({ count: 1, amount: amount.glasses!.other });
  });

  it('hides unpaid orders unless asked, and never counts them in the totals', async () => {
    const stand = await history('transactionHistoryStand', '&includeUnpaid=true');
    expect(stand.total).toBe(9);
    expect(stand.list.filter((r) => r.kind === 'sale').map((r) => r.status)).toEqual(
      expect.arrayContaining(['fail', 'expired', 'cancel', 'pendingPayment']),
    );
    expect(stand.totals).toEqual((await history('transactionHistoryStand')).totals);
    const tickets = await history('transactionHistory');
    expect(tickets.list.map((r) => r.transactionNo).sort()).toEqual([no.basket, no.voided, no.void].sort());
    expect((await history('transactionHistory', '&status=expired')).list.map((r) => r.transactionNo)).toEqual([
      no.expired,
    ]);
  });
});

describe('取引履歴: a void or refund is found by its own number', () => {
  it('finds the refund and the void, and shows the sale each reverses', async () => {
    const refund = await history('transactionHistoryStand', `&transactionNo=${no.refund}`);
    expect(refund.list).toEqual([
      expect.objectContaining({
        id: id.refund,
        kind: 'refund',
        originalId: id.basket,
        originalTransactionNo: no.basket,
        amount: amount.refund!.shop,
      }),
    ]);
    const voided = await history('transactionHistory', `&transactionNo=${no.void}`);
    expect(voided.list.map((r) => [r.kind, r.originalTransactionNo])).toEqual([['void', no.voided]]);
    // The sale's number finds the sale and what reversed it.
    const sale = await history('transactionHistoryStand', `&transactionNo=${no.basket}`);
    expect(sale.list.map((r) => r.transactionNo).sort()).toEqual([no.basket, no.refund].sort());
  });
});

describe('取引履歴: the keyword and the purchaser search', () => {
  it('searches 取引番号・予約番号, 会員番号 and the purchaser’s name, kana, phone and e-mail', async () => {
    const numbers = async (q: string) =>
      (await history('transactionHistoryStand', q)).list.map((r) => r.transactionNo).sort();
    const basketAndRefund = [no.basket, no.refund].sort();
    expect(await numbers(`&keyword=${no.goods}`)).toEqual([no.goods]);
    expect(await numbers('&keyword=M0101')).toEqual(basketAndRefund);
    expect(await numbers(`&keyword=${encodeURIComponent('佐藤')}`)).toEqual(basketAndRefund);
    expect(await numbers(`&keyword=${encodeURIComponent('さとう')}`)).toEqual([no.basket]);
    expect(await numbers('&keyword=09022223333')).toEqual(basketAndRefund);
    expect(await numbers('&keyword=sato%40example')).toEqual(basketAndRefund);
    expect(await numbers('&keyword=nobody')).toEqual([]);
    // Wildcards are text, and a number too long for 取引番号 finds nothing rather than failing.
    expect(await numbers('&keyword=%25')).toEqual([]);
    expect(await numbers('&keyword=_')).toEqual([]);
    expect(await numbers('&keyword=99999999999999999999')).toEqual([]);
    // The form's own fields: a phone typed with or without hyphens, a number typed in full width.
    expect(await numbers('&contact=09022223333')).toEqual(basketAndRefund);
    expect(await numbers(`&transactionNo=${encodeURIComponent(toFullWidth(no.goods!))}`)).toEqual([no.goods]);
    expect(await numbers('&memberNo=M0101')).toEqual(basketAndRefund);
  });
});

const toFullWidth = (s: string) => s.replace(/[0-9]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 0xfee0));
