import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client.js';
import { jobDefinitions } from '../../jobs.js';
import { JobRunner } from '../../platform/jobs/index.js';
import { createTestApp, type TestContext } from '../../test/helper.js';
import { nextDoc, salesFixture, type SalesFixture } from '../sales/sales.fixtures.js';
import { checkInvariants } from './index.js';

// Through the device API as devices send it: a POS sale, a refund and a void, and online orders
// paid or failed. Only what was paid reaches the rollups, each document once, and the invariants hold.

let t: TestContext;
let s: SalesFixture;
let online: string;
let runner: JobRunner;

beforeAll(async () => {
  t = await createTestApp();
  s = await salesFixture(t, '2031-04-18');
  online = await s.token(`WEB${Date.now() % 100000}`, 'online');
  runner = new JobRunner(t.database.db, jobDefinitions);
}, 120_000);
afterAll(() => t.close());

const hold = (seats: string[]) => {
  const { kind: _, payments: __, ...sale } = s.sale(seats);
  return { ...sale, kind: 'hold' };
};
const sold = async () => {
  const [row] = await rowsOf<{ n: number }>(
    t.database.db.execute(
      sql`select coalesce(sum(sold), 0)::int as n from rb_screening where screening_id = ${s.screeningId}`,
    ),
  );
  return row!.n;
};
const ok = async (body: unknown, token?: string) => {
  const res = await s.post(body, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};

describe('rollups of documents sent through the device API', () => {
  it('count paid sales, refunds and voids once, and online orders only when paid', async () => {
    const sale = s.sale(['B-1', 'B-2', 'B-3'], {}, 2);
    await ok(sale);
    const voided = s.sale(['B-4']);
    await ok(voided);
    await ok({ kind: 'refund', ...nextDoc(), originalId: sale.clientId, lines: [{ lineNo: 1, quantity: 1 }] });
    await ok({ kind: 'void', ...nextDoc(), originalId: voided.clientId });

    const paid = hold(['C-1', 'C-2']);
    await ok(paid, online);
    const failed = hold(['C-3']);
    await ok(failed, online);
    await runner.drain({ delayed: true });
    expect(await sold()).toBe(2); // B-2, B-3: the holds wait for their payment
    expect(await checkInvariants(t.database.db, { lagMinutes: 0 })).toEqual([]);

    await ok(
      {
        kind: 'payment_result',
        ...nextDoc(),
        transactionId: paid.clientId,
        result: 'success',
        payments: [{ methodId: s.credit.id, amount: paid.total }],
      },
      online,
    );
    await ok({ kind: 'payment_result', ...nextDoc(), transactionId: failed.clientId, result: 'fail' }, online);
    await runner.drain({ delayed: true });
    await runner.drain({ delayed: true });
    expect(await sold()).toBe(4);
    const [credit] = await rowsOf<{ count: number; amount: number }>(
      t.database.db.execute(sql`select sum(count)::int as count, sum(amount)::int as amount from rb_payment_day
        where method_id = ${s.credit.id}`),
    );
    expect(credit).toEqual({ count: 1, amount: paid.total });
    expect(await checkInvariants(t.database.db, { lagMinutes: 0 })).toEqual([]);
  });
});
