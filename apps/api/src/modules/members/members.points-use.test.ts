import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BusinessDailyReport, DeviceMember } from '@cinema/contracts';
import { memberPointEntries, members, transactions } from '../../db/schema/index.js';
import { auth, createTestApp, type TestContext } from '../../test/helper.js';
import { invariantFailures, nextDoc, salesFixture, type SalesFixture } from '../sales/sales.fixtures.js';
import { pointsOfFacts } from './members.points.js';

// Points as a tender (docs/membership.md, "points as a tender"): 1 point = 1 yen, taken in the sale's transaction under
// the member's lock, never below zero; a refusal stores no sale; a void or refund gives back what went to the tender.

let t: TestContext;
let s: SalesFixture;
let shift: string;

const memberId = async (memberNo: string) =>
  (await t.database.db.select({ id: members.id }).from(members).where(eq(members.memberNo, memberNo)))[0]!.id;
const ledgerOf = async (memberNo: string) =>
  t.database.db
    .select()
    .from(memberPointEntries)
    .where(eq(memberPointEntries.memberId, await memberId(memberNo)))
    .orderBy(memberPointEntries.id);
const balanceOf = async (memberNo: string) => (await ledgerOf(memberNo)).reduce((sum, e) => sum + e.points, 0);

/** An active member holding exactly `points`: an 調整 makes the ledger sum to it. */
async function holding(memberNo: string, points: number) {
  const db = t.database.db;
  const id = await memberId(memberNo);
  await db.update(members).set({ status: 'active' }).where(eq(members.id, id));
  const [m] = await db.select({ brandId: members.brandId }).from(members).where(eq(members.id, id));
  const delta = points - (await balanceOf(memberNo));
  if (delta)
    await db.insert(memberPointEntries).values({
      brandId: m!.brandId,
      memberId: id,
      kind: 'adjust',
      points: delta,
      reason: 'テスト',
      expiresOn: '2099-12-31',
      occurredOn: '2031-04-01',
    });
  return (await ledgerOf(memberNo)).length;
}

/** A sale of these seats paid `points` with points first, the rest in cash. */
const pointSale = (seats: string[], memberNo: string | undefined, points: number) => {
  const sale = s.sale(seats, { shiftClientId: shift, ...(memberNo ? { memberNo } : {}) });
  const payments = [{ methodId: s.points.id, amount: points }];
  if (sale.total > points) payments.push({ methodId: s.cash.id, amount: sale.total - points });
  return { ...sale, payments };
};
const stored = async (id: string) => t.database.db.select().from(transactions).where(eq(transactions.id, id));

beforeAll(async () => {
  t = await createTestApp();
  s = await salesFixture(t, '2031-04-15');
  const open = { kind: 'shift_open', ...nextDoc(), openingFloat: 30000 };
  shift = open.clientId;
  expect((await s.post(open)).statusCode).toBe(200);
});
afterAll(async () => {
  expect(await invariantFailures(t)).toEqual([]);
  await t.close();
});

describe('points as a tender', () => {
  it('takes the points in the sale, earns only on the rest, and the counter sees the balance', async () => {
    await holding('CL00000201', 3000);
    const sale = pointSale(['A-1'], 'CL00000201', 1000);
    const res = await s.post(sale);
    expect(res.statusCode, res.body).toBe(200);
    const ledger = await ledgerOf('CL00000201');
    const paidInCash = s.general.total - 1000;
    expect(ledger.slice(-2).map((e) => [e.kind, e.points, e.transactionId])).toEqual([
      ['use', -1000, sale.clientId],
      ['award', Math.floor(paidInCash / 100), sale.clientId],
    ]);
    const found = await s.get<DeviceMember>('/api/device/member?code=CL00000201');
    expect(found.usablePoints).toBe(2000 + Math.floor(paidInCash / 100));
    // The same document again is answered as stored: the points are used once.
    const again = await s.post(sale);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect((await ledgerOf('CL00000201')).filter((e) => e.kind === 'use')).toHaveLength(1);
  });

  it('refuses a sale with more points than the member can use: 409, nothing stored, balance unchanged', async () => {
    const entries = await holding('CL00000202', 500);
    const sale = pointSale(['A-2'], 'CL00000202', 1000);
    const res = await s.post(sale);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'points_unavailable', message: expect.stringContaining('500') });
    expect(await stored(sale.clientId)).toEqual([]);
    expect(await ledgerOf('CL00000202')).toHaveLength(entries);
    expect(await balanceOf('CL00000202')).toBe(500);
    // The refusal is stored: a resend answers it again, and the seat is still free.
    const again = await s.post(sale);
    expect(again.statusCode).toBe(409);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect((await s.post(s.sale(['A-2']))).statusCode).toBe(200);
  });

  it('refuses points without a 会員番号 (400 on memberNo) and for a member not active (409)', async () => {
    const none = await s.post(pointSale(['A-3'], undefined, 100));
    expect(none.statusCode).toBe(400);
    expect(none.json().errors[0].field).toBe('memberNo');
    await holding('CL00000203', 1000);
    await t.database.db.update(members).set({ status: 'suspended' }).where(eq(members.memberNo, 'CL00000203'));
    const suspended = await s.post(pointSale(['A-3'], 'CL00000203', 100));
    expect(suspended.statusCode).toBe(409);
    expect(suspended.json().code).toBe('points_unavailable');
    expect(await balanceOf('CL00000203')).toBe(1000);
    // Another brand's number is no member of this brand.
    const other = await s.post(pointSale(['A-3'], 'MI00000001', 100));
    expect(other.json().code).toBe('points_unavailable');
  });

  it('of two sales at once using the same points, only one succeeds', async () => {
    await holding('CL00000204', 1500);
    const a = pointSale(['A-4'], 'CL00000204', 1000);
    const b = pointSale(['A-5'], 'CL00000204', 1000);
    const answers = await Promise.all([s.post(a), s.post(b)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const uses = (await ledgerOf('CL00000204')).filter((e) => e.kind === 'use');
    expect(uses.map((e) => e.points)).toEqual([-1000]);
    expect(await balanceOf('CL00000204')).toBeGreaterThanOrEqual(500);
  });

  it('gives the points back on a void, once, with the award taken back', async () => {
    await holding('CL00000205', 2000);
    const sale = pointSale(['A-6'], 'CL00000205', 1200);
    expect((await s.post(sale)).statusCode).toBe(200);
    const v = { kind: 'void', ...nextDoc(), originalId: sale.clientId, reason: '操作ミス' };
    expect((await s.post(v)).statusCode).toBe(200);
    // A second telling of the void writes nothing more.
    await t.database.db.transaction((tx) => pointsOfFacts(tx, [v.clientId]));
    const ledger = await ledgerOf('CL00000205');
    expect(ledger.filter((e) => e.transactionId === v.clientId).map((e) => [e.kind, e.points])).toEqual([
      ['useReversal', 1200],
      ['reversal', -Math.floor((s.general.total - 1200) / 100)],
    ]);
    expect(await balanceOf('CL00000205')).toBe(2000);
  });

  it('gives back on a partial refund what the refund returns to the points tender, and re-earns the kept part', async () => {
    await holding('CL00000206', 1000);
    const sale = pointSale(['A-7', 'A-8'], 'CL00000206', 1000);
    expect((await s.post(sale)).statusCode).toBe(200);
    const refund = { kind: 'refund', ...nextDoc(), originalId: sale.clientId, lines: [{ lineNo: 1, quantity: 1 }] };
    const res = await s.post(refund);
    expect(res.statusCode, res.body).toBe(200);
    const price = s.general.total;
    const earned = Math.floor((2 * price - 1000) / 100);
    // The refund's yen go to the tenders in their order: the points first (1,000), then cash. The kept ticket was
    // paid in cash in the end, so it earns as a cash sale of one ticket.
    const ledger = await ledgerOf('CL00000206');
    expect(ledger.filter((e) => e.transactionId === refund.clientId).map((e) => [e.kind, e.points])).toEqual([
      ['useReversal', 1000],
      ['reversal', Math.floor(price / 100) - earned],
    ]);
    expect(await balanceOf('CL00000206')).toBe(1000 + Math.floor(price / 100));
  });

  it('takes points when an online order is paid, and refuses the payment when they are not there', async () => {
    const online = await s.token(`WEB${Date.now() % 100000}`, 'online');
    await holding('CL00000207', 700);
    const order = (seat: string) => {
      const { kind: _k, payments: _p, ...sale } = s.sale([seat], { memberNo: 'CL00000207' });
      return { ...sale, kind: 'hold' };
    };
    const pay = (h: { clientId: string; total: number }, points: number) => ({
      kind: 'payment_result',
      ...nextDoc(),
      transactionId: h.clientId,
      result: 'success',
      payments: [
        { methodId: s.points.id, amount: points },
        { methodId: s.credit.id, amount: h.total - points },
      ],
    });
    const first = order('B-1');
    expect((await s.post(first, online)).statusCode).toBe(200);
    const paid = await s.post(pay(first, 500), online);
    expect(paid.statusCode, paid.body).toBe(200);
    expect((await ledgerOf('CL00000207')).filter((e) => e.kind === 'use').map((e) => e.points)).toEqual([-500]);

    const second = order('B-2');
    expect((await s.post(second, online)).statusCode).toBe(200);
    const refused = await s.post(pay(second, 500), online);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('points_unavailable');
    const [held] = await stored(second.clientId);
    expect(held!.status).toBe('pendingPayment');
    const uses = await t.database.db
      .select()
      .from(memberPointEntries)
      .where(and(inArray(memberPointEntries.transactionId, [second.clientId]), eq(memberPointEntries.kind, 'use')));
    expect(uses).toEqual([]);
  });
});

describe('the ポイント payment method', () => {
  it('is one per brand: a second is refused naming 決済種別', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/payment/create',
      headers: auth(s.hq),
      payload: {
        code: 'POINTS2',
        name: 'ポイント2',
        kind: 'points',
        sortOrder: 0,
        givesChange: false,
        feeRate: 0,
        active: true,
      },
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().errors[0]).toMatchObject({ field: 'kind', message: expect.stringContaining('1つだけ') });
  });
});

describe('営業日報 with points paid', () => {
  it('lists ポイント among the payments and counts it as 未収, so 受入金額と売上の差 still closes to 0', async () => {
    expect(await invariantFailures(t)).toEqual([]);
    const [use] = await t.database.db
      .select({ day: transactions.salesBusinessDate, cinemaId: transactions.cinemaId })
      .from(memberPointEntries)
      .innerJoin(transactions, eq(transactions.id, memberPointEntries.transactionId))
      .where(eq(memberPointEntries.kind, 'use'))
      .limit(1);
    const hq = await t.login('hq');
    const res = await t.app.inject({
      url: `/api/businessDaily/report?from=${use!.day}&to=${use!.day}&cinemaIds=${use!.cinemaId}`,
      headers: auth(hq),
    });
    expect(res.statusCode, res.body).toBe(200);
    const r = res.json().data as BusinessDailyReport;
    const points = r.payments.find((p) => p.kind === 'points');
    expect(points?.label).toBe('ポイント');
    expect(points?.amount).toBeGreaterThan(0);
    expect(r.reconciliation.find((x) => x.key === 'difference')?.amount).toBe(0);
  });
});
