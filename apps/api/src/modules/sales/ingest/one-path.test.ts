import { eq, inArray } from 'drizzle-orm';
import type { BatchItem, SaleDocument } from '@cinema/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { seatReservations, serialRedemptions, serials, transactions } from '../../../db/schema/index.js';
import { MasterCache } from '../../../platform/master-cache.js';
import { auth, createTestApp, type TestContext } from '../../../test/helper.js';
import { newCoupon } from '../../coupons/coupons.fixtures.js';
import type { SalesContext } from '../sales-context.js';
import { invariantFailures, nextDoc, posContext, salesFixture, type SalesFixture } from '../sales.fixtures.js';
import { documentHash } from './documents.js';
import { writeSales } from './sale-batch.js';
import { SaleBatcher } from './sale-batcher.js';

// One path for a sale (issue 22 §5): a single document is a batch of one through the pipeline that group commit
// uses, and a coupon sale goes in a batch like any other: refused after its coupon was redeemed, it rolls back its
// own savepoint (the coupon stays unused) and nothing of the batch's other documents.
let t: TestContext;
let s: SalesFixture;
let a: SalesContext;
let b: SalesContext;
let codes: string[];

beforeAll(async () => {
  t = await createTestApp();
  s = await salesFixture(t);
  const cache = new MasterCache(900);
  const posOf = (code: string) => posContext(t, s, code, cache);
  a = await posOf('ONEPATHA');
  b = await posOf('ONEPATHB');
  const send = (url: string, payload: object) => t.app.inject({ method: 'POST', url, headers: auth(s.hq), payload });
  const coupon = (await send('/api/coupon/create', newCoupon('一括テストクーポン'))).json().data.id as number;
  expect((await send('/api/coupon/serialIssue', { couponId: coupon, count: 6 })).statusCode).toBe(200);
  const rows = await t.database.db.select({ code: serials.code }).from(serials).where(eq(serials.couponId, coupon));
  codes = rows.map((r) => r.code);
});
afterAll(() => t.close());
afterEach(async () => expect(await invariantFailures(t)).toEqual([]));

/** A sale of one seat with a coupon of 100 yen off its ticket. */
function couponSale(seat: string, code: string): SaleDocument {
  const doc = s.sale([seat]);
  const total = doc.total - 100;
  return {
    ...doc,
    lines: doc.lines.map((l) => ({ ...l, couponSerial: code })),
    payments: [{ methodId: s.cash.id, amount: total, tendered: total }],
    total,
  };
}

const together = (entries: [SalesContext, SaleDocument][]): Promise<BatchItem[]> =>
  writeSales(
    t.database.db,
    entries.map(([ctx, doc]) => ({ ctx, doc, hash: documentHash(doc) })),
  );

const redemptionsOf = async (code: string) =>
  t.database.db
    .select({ id: serialRedemptions.id })
    .from(serialRedemptions)
    .innerJoin(serials, eq(serials.id, serialRedemptions.serialId))
    .where(eq(serials.code, code));

describe('one path for one sale and for many', () => {
  it('refuses a coupon sale whose seat is taken without redeeming its coupon, and keeps the rest of the batch', async () => {
    await together([[a, s.sale(['P-9'])]]);
    const [refused, kept] = [couponSale('P-9', codes[0]!), couponSale('P-2', codes[1]!)];
    const items = await together([
      [a, s.sale(['P-1'])],
      [b, refused],
      [a, kept],
      [b, s.sale(['P-3'])],
    ]);
    expect(items.map((i) => i.status)).toEqual([200, 409, 200, 200]);
    expect(items[1]!.error).toMatchObject({ code: 'seat_unavailable', seats: ['P-9'] });
    expect(items[2]!.result!.total).toBe(kept.total);
    expect(await redemptionsOf(codes[0]!)).toHaveLength(0);
    expect(await redemptionsOf(codes[1]!)).toHaveLength(1);
    const stored = await t.database.db
      .select({ id: transactions.id })
      .from(transactions)
      .where(
        inArray(
          transactions.id,
          items.map((i) => i.clientId),
        ),
      );
    expect(stored.map((r) => r.id).sort()).toEqual([items[0], items[2], items[3]].map((i) => i!.clientId).sort());
    // The refusal is stored with its claim: the resend answers the same, and its coupon is still good.
    const [again] = await together([[b, refused]]);
    expect([again!.status, again!.replayed]).toEqual([409, true]);
    expect((await s.post(couponSale('P-4', codes[0]!))).statusCode).toBe(200);
    expect(await redemptionsOf(codes[0]!)).toHaveLength(1);
  });

  it('answers a single document as its batch of one: the refusal stored, its seats and coupon left free', async () => {
    await s.post(s.sale(['Q-9']));
    const [base, extra] = [couponSale('Q-1', codes[2]!), s.sale(['Q-9'])];
    const total = base.total + extra.total;
    const single: SaleDocument = {
      ...base,
      lines: [...base.lines, ...extra.lines],
      total,
      payments: [{ methodId: s.cash.id, amount: total, tendered: total }],
    };
    const res = await s.post(single);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'seat_unavailable', seats: ['Q-9'] });
    const replay = await s.post(single);
    expect([replay.statusCode, replay.headers['idempotent-replayed']]).toEqual([409, 'true']);
    expect(await redemptionsOf(codes[2]!)).toHaveLength(0);
    const left = await t.database.db
      .select()
      .from(seatReservations)
      .where(eq(seatReservations.transactionId, single.clientId));
    expect(left).toEqual([]);
  });

  it('writes the sales of a device’s batch together, each refusal on its own document', async () => {
    await s.post(s.sale(['J-9']));
    const documents = [s.sale(['J-1']), couponSale('J-9', codes[4]!), s.sale(['J-1']), s.sale(['J-2'])];
    const res = await s.post({ kind: 'batch', documents });
    const results = res.json().data.results as BatchItem[];
    expect(results.map((r) => r.status)).toEqual([200, 409, 409, 200]);
    expect(results.map((r) => r.error?.seats ?? null)).toEqual([null, ['J-9'], ['J-1'], null]);
    expect(await redemptionsOf(codes[4]!)).toHaveLength(0);
    const again = (await s.post({ kind: 'batch', documents })).json().data.results as BatchItem[];
    expect(again.map((r) => [r.status, r.replayed])).toEqual([
      [200, true],
      [409, true],
      [409, true],
      [200, true],
    ]);
  });

  it('takes coupon sales into the group commit with the others', async () => {
    const batcher = new SaleBatcher(t.database.db);
    const docs: [SalesContext, SaleDocument][] = [
      [a, s.sale(['R-1'])],
      [b, couponSale('R-2', codes[3]!)],
      [a, s.sale(['R-3'])],
    ];
    const items = await Promise.all(docs.map(([ctx, doc]) => batcher.ingest(ctx, doc)));
    expect(items.map((i) => i.status)).toEqual([200, 200, 200]);
    expect(batcher.stats.documents).toBe(3);
    expect(await redemptionsOf(codes[3]!)).toHaveLength(1);
  });

  // The sales module tells `sale.voided`; the coupons module gives the serial back (platform/events.ts).
  it('gives a voided sale’s coupon back through the coupons hook, so it can be used again', async () => {
    const sale = couponSale('K-1', codes[5]!);
    expect((await s.post(sale)).statusCode).toBe(200);
    expect((await s.post(couponSale('K-2', codes[5]!))).statusCode).toBe(409);
    expect(
      (await s.post({ kind: 'void', ...nextDoc(), originalId: sale.clientId, reason: '操作ミス' })).statusCode,
    ).toBe(200);
    expect((await s.post(couponSale('K-2', codes[5]!))).statusCode).toBe(200);
  });
});
