import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessDateOf, type OnlineReservationSales } from '@cinema/contracts';
import { cinemas, paymentMethods } from '../../db/schema/index.js';
import { newFactId } from '../../platform/fact-id.js';
import { brandIdsByCode, fieldsOf, signIn } from '../../test/fixtures.js';
import { auth, createTestApp, type TestContext } from '../../test/helper.js';
import { rolledUpInvariantFailures } from '../rollups/rollups.fixtures.js';
import { nextDoc, salesFixture, type SalesFixture } from '../sales/sales.fixtures.js';
import { recordRefund, salesContext } from '../sales/shop.fixtures.js';

// オンライン予約売上 from online orders sent through the device API as the online channel sends them (held, then paid on a
// day of its own) and a refund on a later day: the figures to the yen by 決済日 and by 上映日, the fee from the method's
// 手数料率, counter sales left out, and the platform operator alone reading it.

const SHOW = '2031-05-16';
let t: TestContext;
let s: SalesFixture;
let tokens: { admin: string; hq: string; shinjuku: string };
let paidOn: string;
let refundedOn: string;
let price: number;
let feeRate: number;

beforeAll(async () => {
  t = await createTestApp();
  s = await salesFixture(t, SHOW);
  const online = await s.token(`WEB${Date.now() % 100000}`, 'online');
  const db = t.database.db;
  const [cinema] = await db.select().from(cinemas).where(eq(cinemas.id, s.ids['0101']!));
  const paidAt = new Date(Date.now() - 24 * 3_600_000);
  const refundedAt = new Date();
  paidOn = businessDateOf(paidAt, cinema!.businessDayCutoffHour);
  refundedOn = businessDateOf(refundedAt, cinema!.businessDayCutoffHour);
  price = s.general.total;
  const [method] = await db.select().from(paymentMethods).where(eq(paymentMethods.id, s.credit.id));
  feeRate = method!.feeRate;

  const order = async (seats: string[]) => {
    const { kind: _, payments: __, ...sale } = s.sale(seats);
    const held = await s.post({ ...sale, kind: 'hold' }, online);
    expect(held.statusCode, held.body).toBe(200);
    const paid = await s.post(
      {
        kind: 'payment_result',
        ...nextDoc(),
        occurredAt: paidAt.toISOString(),
        transactionId: sale.clientId,
        result: 'success',
        payments: [{ methodId: s.credit.id, amount: sale.total }],
      },
      online,
    );
    expect(paid.statusCode, paid.body).toBe(200);
    return sale.clientId;
  };
  const first = await order(['D-1', 'D-2']);
  await order(['D-3']);
  // A counter sale of the same screening: not the online channel's.
  expect((await s.post(s.sale(['D-4']))).statusCode).toBe(200);
  const ctx = await salesContext(db, { cinemaId: s.ids['0101']!, channel: 'online', deviceId: null });
  await db.transaction((tx) =>
    recordRefund(tx, ctx, {
      clientId: newFactId(),
      originalId: first,
      occurredAt: refundedAt.toISOString(),
      lines: [{ lineNo: 1, quantity: 1 }],
    }),
  );
  const failures = await rolledUpInvariantFailures(db);
  if (failures.length) throw new Error(`invariants: ${JSON.stringify(failures)}`);
  const [admin, hq, shinjuku] = await signIn(t, 'admin', 'hq', 'shinjuku');
  tokens = { admin, hq, shinjuku };
}, 180_000);
afterAll(() => t.close());

const get = (query: string, token = tokens.admin) =>
  t.app.inject({ url: `/api/onlineReservationSales/report?${query}`, headers: auth(token) });
async function report(query: string) {
  const res = await get(query);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as OnlineReservationSales;
}
const shinjukuRow = (d: OnlineReservationSales) => d.rows.find((r) => r.kind === 'cinema' && r.cinemaCode === '0101')!;

describe('オンライン予約売上', () => {
  it('by 決済日: each day’s captures and refunds, the fee at the method’s rate and what is to be paid out', async () => {
    const d = await report(`from=${paidOn}&to=${refundedOn}&cinemaIds=${s.ids['0101']}&byDay=true`);
    const fee = Math.floor((3 * price * feeRate) / 100);
    expect(d.basis).toBe('paymentDay');
    expect(d.rows.map((r) => [r.kind, r.date])).toEqual([
      ['day', paidOn],
      ['day', refundedOn],
      ['cinema', null],
      ['brand', null],
    ]);
    expect(d.rows[0]).toMatchObject({ payments: 2, tickets: 3, refundTickets: 0, amount: 3 * price, refundAmount: 0 });
    expect(d.rows[0]).toMatchObject({ net: 3 * price, fee, payout: 3 * price - fee });
    // The refund counts on its own day; the fee is not given back.
    expect(d.rows[1]).toMatchObject({ payments: 0, tickets: 0, refundTickets: 1, amount: 0, refundAmount: price });
    expect(d.rows[1]).toMatchObject({ net: -price, fee: 0, payout: -price });
    const total = { payments: 2, tickets: 3, refundTickets: 1, amount: 3 * price, refundAmount: price, net: 2 * price };
    expect(shinjukuRow(d)).toMatchObject({ ...total, fee, payout: 2 * price - fee });
    expect(d.rows[3]).toMatchObject({ brandCode: 'CL', cinemaId: null, ...total });
    expect(d.totals).toEqual({ ...total, fee, payout: 2 * price - fee });
  });

  it('by 上映日: the screening day’s tickets whenever sold or refunded, without the settlement figures', async () => {
    const d = await report(`basis=screeningDay&from=${SHOW}&to=${SHOW}&cinemaIds=${s.ids['0101']}`);
    expect(d.totals).toEqual({
      payments: null,
      tickets: 3,
      refundTickets: 1,
      amount: 3 * price,
      refundAmount: price,
      net: 2 * price,
      fee: null,
      payout: null,
    });
  });

  it('narrows to a 決済方法 (tickets, which know no tender, then show -)', async () => {
    const credit = await report(`from=${paidOn}&to=${refundedOn}&cinemaIds=${s.ids['0101']}&methodKind=credit`);
    expect(credit.totals).toMatchObject({ amount: 3 * price, refundAmount: price, tickets: null, refundTickets: null });
    const cash = await report(`from=${paidOn}&to=${refundedOn}&cinemaIds=${s.ids['0101']}&methodKind=cash`);
    expect(cash.totals).toMatchObject({ amount: 0, refundAmount: 0, net: 0, fee: 0 });
    const refused = await get(`basis=screeningDay&from=${SHOW}&to=${SHOW}&methodKind=credit`);
    expect(refused.statusCode).toBe(400);
    expect(fieldsOf(refused)).toEqual({ methodKind: '決済方法は決済日基準でのみ指定できます' });
  });

  it('covers every brand, or the one chosen; a cinema of another brand is not found there', async () => {
    const brandIds = await brandIdsByCode(t);
    const all = await report(`from=${paidOn}&to=${refundedOn}`);
    expect(all.rows.filter((r) => r.kind === 'brand').map((r) => r.brandCode)).toEqual(['CL', 'MIRAI']);
    expect(all.totals.amount).toBe(3 * price);
    const mirai = await report(`from=${paidOn}&to=${refundedOn}&brandId=${brandIds.MIRAI}`);
    expect(mirai.rows.map((r) => r.brandCode)).toEqual(['MIRAI', 'MIRAI']);
    expect(mirai.totals).toMatchObject({ amount: 0, net: 0 });
    const wrong = await get(`from=${paidOn}&to=${refundedOn}&brandId=${brandIds.MIRAI}&cinemaIds=${s.ids['0101']}`);
    expect(wrong.statusCode).toBe(404);
  });

  it('is the platform operator’s alone', async () => {
    for (const token of [tokens.hq, tokens.shinjuku])
      expect((await get(`from=${paidOn}&to=${refundedOn}`, token)).statusCode).toBe(403);
  });
});
