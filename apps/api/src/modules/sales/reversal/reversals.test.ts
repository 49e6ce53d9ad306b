import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { seatReservations, transactionLines, transactionPayments, transactions } from '../../../db/schema/index.js';
import { createTestApp, type TestContext } from '../../../test/helper.js';
import { invariantFailures, nextDoc, salesFixture, type SalesFixture } from '../sales.fixtures.js';

// 取消 and 払戻 (docs/sales.md, "voids, refunds and status"): new negative documents; the sale keeps its facts and moves its status
// by conditional updates; a refund is capped per line; a void only while the shift works.
let t: TestContext;
let s: SalesFixture;
let shift: string;

const statusOf = async (id: string) =>
  (await t.database.db.select({ s: transactions.status }).from(transactions).where(eq(transactions.id, id)))[0]!.s;
const sum = (rows: { amount: number }[]) => rows.reduce((a, r) => a + r.amount, 0);

beforeAll(async () => {
  t = await createTestApp();
  s = await salesFixture(t, '2031-04-12');
  const open = { kind: 'shift_open', ...nextDoc(), openingFloat: 30000 };
  shift = open.clientId;
  expect((await s.post(open)).statusCode).toBe(200);
});
afterAll(() => t.close());
// Every scenario leaves the sales facts and rollups consistent (docs/sales.md, "invariants").
afterEach(async () => expect(await invariantFailures(t)).toEqual([]));

describe('void', () => {
  it('reverses the whole sale while its shift works: status cancel, seats free, lines and payments negative', async () => {
    const sale = s.sale(['A-1', 'A-2'], { shiftClientId: shift }, 1);
    await s.post(sale);
    const v = { kind: 'void', ...nextDoc(), originalId: sale.clientId, reason: '操作ミス' };
    const res = await s.post(v);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ transactionKind: 'void', total: -sale.total });
    expect(await statusOf(sale.clientId)).toBe('cancel');
    const lines = await t.database.db
      .select()
      .from(transactionLines)
      .where(eq(transactionLines.transactionId, v.clientId));
    const pays = await t.database.db
      .select()
      .from(transactionPayments)
      .where(eq(transactionPayments.transactionId, v.clientId));
    expect(sum(lines)).toBe(-sale.total);
    expect(sum(pays)).toBe(-sale.total);
    const seats = await t.database.db
      .select()
      .from(seatReservations)
      .where(eq(seatReservations.transactionId, sale.clientId));
    expect(seats.every((x) => x.status === 'released')).toBe(true);
    // The seats can be sold again.
    expect((await s.post(s.sale(['A-1']))).statusCode).toBe(200);
    // A second void is an impossible transition.
    const again = await s.post({ ...v, ...nextDoc() });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'invalid_transition',
      message: '「取消済み」の取引は「取消済み」にできません',
    });
  });

  it('answers original_not_received for a sale that has not arrived, and does not store the answer', async () => {
    const missing = { kind: 'void', ...nextDoc(), originalId: '019abf5e-6a2c-7c41-9a3e-4b1f0c2d8e71' };
    const res = await s.post(missing);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('original_not_received');
    expect((await s.post(missing)).headers['idempotent-replayed']).toBeUndefined();
  });
});

describe('refund', () => {
  it('refunds part, then the rest: partial_refunded, then refunded; never more than was sold', async () => {
    const sale = s.sale(['B-1', 'B-2'], {}, 2);
    await s.post(sale);
    const part = await s.post({
      kind: 'refund',
      ...nextDoc(),
      originalId: sale.clientId,
      lines: [
        { lineNo: 1, quantity: 1 },
        { lineNo: 3, quantity: 1 },
      ],
    });
    expect(part.statusCode, part.body).toBe(200);
    expect(part.json().data.total).toBe(-(s.general.total + s.itemPrice));
    expect(await statusOf(sale.clientId)).toBe('partial_refunded');
    const [seat] = await t.database.db.select().from(seatReservations).where(eq(seatReservations.seatKey, 'B-1'));
    expect(seat!.status).toBe('released');

    const tooMany = await s.post({
      kind: 'refund',
      ...nextDoc(),
      originalId: sale.clientId,
      lines: [{ lineNo: 1, quantity: 1 }],
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().errors[0]).toMatchObject({
      field: 'lines.0.quantity',
      message: '明細番号 1 の払戻できる数量は0です',
    });

    const rest = await s.post({ kind: 'refund', ...nextDoc(), originalId: sale.clientId });
    expect(rest.statusCode).toBe(200);
    expect(await statusOf(sale.clientId)).toBe('refunded');
    const refunds = await t.database.db.select().from(transactions).where(eq(transactions.originalId, sale.clientId));
    expect(sum(refunds.map((r) => ({ amount: r.total })))).toBe(-sale.total);
    const nothing = await s.post({ kind: 'refund', ...nextDoc(), originalId: sale.clientId });
    expect(nothing.statusCode).toBe(409);
    expect(nothing.json().code).toBe('invalid_transition');
  });

  it('caps concurrent refunds of the same line: exactly one wins', async () => {
    const sale = s.sale(['C-1']);
    await s.post(sale);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        s.post({ kind: 'refund', ...nextDoc(), originalId: sale.clientId, lines: [{ lineNo: 1, quantity: 1 }] }),
      ),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    const refunds = await t.database.db.select().from(transactions).where(eq(transactions.originalId, sale.clientId));
    expect(refunds).toHaveLength(1);
  });
});

describe('refunds one unit at a time', () => {
  it('give back exactly the sale’s tax: no yen of tax is left when every unit is refunded', async () => {
    // Three of the item at 8 %: the sale's tax is rounded once (docs/sales.md, "tax"), each unit alone would round lower.
    const sale = s.sale([], { shiftClientId: shift }, 3);
    expect((await s.post(sale)).statusCode).toBe(200);
    const [line] = await t.database.db
      .select()
      .from(transactionLines)
      .where(eq(transactionLines.transactionId, sale.clientId));
    const refunds: string[] = [];
    for (let i = 0; i < 3; i++) {
      const r = { kind: 'refund', ...nextDoc(), originalId: sale.clientId, lines: [{ lineNo: 1, quantity: 1 }] };
      expect((await s.post(r)).statusCode).toBe(200);
      refunds.push(r.clientId);
    }
    const taxes = await t.database.db
      .select({ id: transactions.id, tax: transactions.tax, total: transactions.total })
      .from(transactions)
      .where(eq(transactions.originalId, sale.clientId));
    expect(taxes.reduce((a, r) => a + r.tax, 0)).toBe(-line!.tax);
    expect(taxes.reduce((a, r) => a + r.total, 0)).toBe(-sale.total);
    expect(await statusOf(sale.clientId)).toBe('refunded');
  });
});
