import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { salesStops, seatReservations, transactions } from '../../../db/schema/index.js';
import { createTestApp, type TestContext } from '../../../test/helper.js';
import { expireHolds } from './online.service.js';
import { invariantFailures, nextDoc, salesFixture, type SalesFixture } from '../sales.fixtures.js';

// The online channel (docs/sales.md, "online orders"): hold → pay → success, or fail, release, expire.
let t: TestContext;
let s: SalesFixture;
let online: string;

const hold = (seats: string[]) => {
  const { kind: _, payments: __, ...sale } = s.sale(seats);
  return { ...sale, kind: 'hold', purchaser: { name: '映画 花子', email: 'hanako@example.jp' } };
};
const statusOf = async (id: string) =>
  (await t.database.db.select({ s: transactions.status }).from(transactions).where(eq(transactions.id, id)))[0]!.s;
const seatStates = async (id: string) =>
  (await t.database.db.select().from(seatReservations).where(eq(seatReservations.transactionId, id))).map(
    (r) => r.status,
  );

beforeAll(async () => {
  t = await createTestApp();
  s = await salesFixture(t, '2031-04-14');
  online = await s.token(`WEB${Date.now() % 100000}`, 'online');
});
afterAll(() => t.close());
// Every scenario leaves the sales facts and rollups consistent (docs/sales.md, "invariants").
afterEach(async () => expect(await invariantFailures(t)).toEqual([]));

describe('online orders', () => {
  it('holds seats for 15 minutes, then confirms with the gateway’s payment: success, seats sold, paid', async () => {
    const h = hold(['A-1', 'A-2']);
    const res = await s.post(h, online);
    expect(res.statusCode, res.body).toBe(200);
    const held = res.json().data;
    expect(held.status).toBe('pendingPayment');
    const minutes = (new Date(held.holdExpiresAt).getTime() - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(14);
    expect(minutes).toBeLessThanOrEqual(15);
    expect(await seatStates(h.clientId)).toEqual(['held', 'held']);
    // A POS cannot take a held seat.
    expect((await s.post(s.sale(['A-1']))).statusCode).toBe(409);

    const paid = await s.post(
      {
        kind: 'payment_result',
        ...nextDoc(),
        transactionId: h.clientId,
        result: 'success',
        payments: [{ methodId: s.credit.id, amount: h.total }],
      },
      online,
    );
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().data.status).toBe('success');
    expect(await seatStates(h.clientId)).toEqual(['sold', 'sold']);
    const [row] = await t.database.db.select().from(transactions).where(eq(transactions.id, h.clientId));
    expect(row!.paidAt).not.toBeNull();
    expect(row!.emailStatus).toBe('pending');
  });

  it('fails a declined order and releases it; a released order cannot be paid', async () => {
    const h = hold(['B-1']);
    await s.post(h, online);
    const declined = await s.post(
      { kind: 'payment_result', ...nextDoc(), transactionId: h.clientId, result: 'fail', reason: 'カード会社で拒否' },
      online,
    );
    expect(declined.json().data.status).toBe('fail');
    expect(await seatStates(h.clientId)).toEqual(['released']);

    const h2 = hold(['B-1']);
    expect((await s.post(h2, online)).statusCode).toBe(200);
    expect((await s.post({ kind: 'release', ...nextDoc(), transactionId: h2.clientId }, online)).statusCode).toBe(200);
    expect(await statusOf(h2.clientId)).toBe('cancel');
    const late = await s.post(
      {
        kind: 'payment_result',
        ...nextDoc(),
        transactionId: h2.clientId,
        result: 'success',
        payments: [{ methodId: s.credit.id, amount: h2.total }],
      },
      online,
    );
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({
      code: 'invalid_transition',
      message: '「取消済み」の取引は「確認中」にできません',
    });
  });

  it('expires a hold past its time (sweeper, and any sale of its seats); a late payment is refused', async () => {
    const h = hold(['C-1']);
    await s.post(h, online);
    await t.database.db
      .update(transactions)
      .set({ holdExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(transactions.id, h.clientId));
    await t.database.db
      .update(seatReservations)
      .set({ holdExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(seatReservations.transactionId, h.clientId));
    // A POS sells the seat: the expired hold gives way.
    expect((await s.post(s.sale(['C-1']))).statusCode).toBe(200);
    expect(await statusOf(h.clientId)).toBe('expired');

    const h2 = hold(['C-2']);
    await s.post(h2, online);
    await t.database.db
      .update(transactions)
      .set({ holdExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(transactions.id, h2.clientId));
    expect(await expireHolds(t.database.db)).toBe(1);
    expect(await statusOf(h2.clientId)).toBe('expired');
    const late = await s.post(
      {
        kind: 'payment_result',
        ...nextDoc(),
        transactionId: h2.clientId,
        result: 'success',
        payments: [{ methodId: s.credit.id, amount: h2.total }],
      },
      online,
    );
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toContain('期限');
  });

  it('refuses new holds while online sales are stopped, with the stop’s message; only online devices hold', async () => {
    const [stop] = await t.database.db
      .insert(salesStops)
      .values({
        scope: 'cinema',
        brandId: s.f.brandId,
        cinemaId: s.f.id,
        startsAt: new Date(Date.now() - 60_000),
        endsAt: null,
        message: 'システム点検のため停止中です',
      })
      .returning();
    const refused = await s.post(hold(['D-1']), online);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('システム点検のため停止中です');
    await t.database.db.delete(salesStops).where(eq(salesStops.id, stop!.id));
    expect((await s.post(hold(['D-1']))).statusCode).toBe(403);
  });
});
