import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client.js';
import { rolledUpTransactions, transactionPayments } from '../../db/schema/index.js';
import { jobDefinitions } from '../../jobs.js';
import { JobRunner } from '../../platform/jobs/index.js';
import { cinemaIds } from '../../test/fixtures.js';
import { createTestApp, type TestContext } from '../../test/helper.js';
import { applyTransaction, checkInvariants, compareRollups, rebuildRollups } from './index.js';
import { openShop, reverse, sell, type SaleSpec, type Shop } from '../sales/shop.fixtures.js';

// The rollups equal a raw scan of the facts after any sequence of sales, refunds and voids, and the
// invariants (docs/sales.md, "invariants") hold; a job run twice for one transaction counts it once.

let t: TestContext;
let shop: Shop;
let runner: JobRunner;
const sold: string[] = [];

beforeAll(async () => {
  t = await createTestApp();
  const ids = await cinemaIds(t);
  shop = await openShop(t.database.db, ids['0101']!);
  runner = new JobRunner(t.database.db, jobDefinitions);
}, 120_000);
afterAll(() => t.close());

const drain = () => runner.drain({ delayed: true });

const saleSpec: fc.Arbitrary<SaleSpec> = fc.record({
  tickets: fc.integer({ min: 0, max: 3 }),
  items: fc.array(
    fc.record({
      n: fc.nat(20),
      quantity: fc.integer({ min: 1, max: 4 }),
      price: fc.integer({ min: 100, max: 1200 }),
      eatIn: fc.boolean(),
    }),
    { maxLength: 3 },
  ),
  price: fc.integer({ min: 0, max: 2600 }),
  method: fc.nat(5),
  split: fc.option(fc.integer({ min: 1, max: 3000 }), { nil: undefined }),
  minutesAgo: fc.integer({ min: 0, max: 240 }),
});

type Op = { kind: 'sale'; spec: SaleSpec } | { kind: 'refund' | 'void'; which: number; odd: boolean };
const op: fc.Arbitrary<Op> = fc.oneof(
  { weight: 3, arbitrary: saleSpec.map((spec) => ({ kind: 'sale' as const, spec })) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('refund' as const), which: fc.nat(), odd: fc.boolean() }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('void' as const), which: fc.nat(), odd: fc.boolean() }) },
);

describe('sales rollups', () => {
  it('the fixture sells tickets and shop items of a cinema', () => {
    expect(shop.seats.length).toBeGreaterThan(50);
    expect(shop.items.length).toBeGreaterThan(0);
  });

  it('after any sequence of sales, refunds and voids, every rollup equals the raw scan and the invariants hold', async () => {
    const db = t.database.db;
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 6 }), async (ops) => {
        for (const o of ops) {
          if (o.kind === 'sale') {
            const id = await sell(db, shop, o.spec);
            if (id) sold.push(id);
          } else if (sold.length) {
            const saleId = sold[o.which % sold.length]!;
            // A void ends the sale; a refund may leave some of it for a later one.
            if (o.kind === 'void') sold.splice(o.which % sold.length, 1);
            await reverse(db, shop, saleId, o.kind, (lineNo, quantity) =>
              (lineNo % 2 === 1) === o.odd ? Math.ceil(quantity / 2) : 0,
            );
          }
        }
        await drain();
        expect(await checkInvariants(db, { lagMinutes: 0 })).toEqual([]);
      }),
      { numRuns: 25 },
    );
    // Something was sold, refunded and rolled up; the rollups hold it all.
    const [paid] = await rowsOf<{ sales: number; refunds: number; payments: number }>(
      db.execute(sql`select sum(amount)::int as sales, sum(refund_amount)::int as refunds,
        (select sum(amount)::int from transaction_payments) as payments from rb_payment_day`),
    );
    expect(paid!.sales).toBeGreaterThan(0);
    expect(paid!.sales - paid!.refunds).toBe(paid!.payments);
    for (const table of [
      'rb_film_day',
      'rb_film_day_total',
      'rb_screening',
      'rb_ticket_saleday',
      'rb_item_day',
      'rb_hour',
      'rb_tax_day',
      'rb_customer_day',
      'rb_fare_day',
    ]) {
      const [row] = await rowsOf<{ n: number }>(db.execute(sql`select count(*)::int as n from ${sql.raw(table)}`));
      expect(row!.n, table).toBeGreaterThan(0);
    }
    // R1T is R1 without 券種 and channel: the same figures for every cinema, day, film, 興行区分 and 上映方式.
    const [r1t] = await rowsOf<{ rows: number; differ: number }>(
      db.execute(sql`select (select count(*)::int from rb_film_day_total) as rows, (select count(*)::int from (
        (select cinema_id, screening_bd, film_id, fee_category, format_id, sum(tickets)::int, sum(comps)::int,
          sum(refunds)::int, sum(paid)::int, sum(booked)::int, sum(booked_tax)::int from rb_film_day group by 1, 2, 3, 4, 5)
        except all
        (select cinema_id, screening_bd, film_id, fee_category, format_id, tickets, comps, refunds, paid, booked, booked_tax
          from rb_film_day_total)) d) as differ`),
    );
    expect(r1t!.rows).toBeGreaterThan(0);
    expect(r1t!.differ).toBe(0);
    // R11 splits the same tickets by 料金区分: per cinema, day and film its 人員 and 金額 are R1T's 動員 and 計上額.
    const [r11] = await rowsOf<{ differ: number }>(
      db.execute(sql`select count(*)::int as differ from (
        (select cinema_id, screening_bd, film_id, sum(persons)::int, sum(amount)::int from rb_fare_day group by 1, 2, 3)
        except all
        (select cinema_id, screening_bd, film_id, sum(tickets + comps)::int, sum(booked)::int
          from rb_film_day_total group by 1, 2, 3)) d`),
    );
    expect(r11!.differ).toBe(0);
    const [refunds] = await rowsOf<{ n: number }>(db.execute(sql`select sum(refunds)::int as n from rb_film_day`));
    expect(refunds!.n).toBeGreaterThan(0);
  }, 300_000);

  it('a transaction applied twice (a retried or repeated job) is counted once', async () => {
    const db = t.database.db;
    const id = await sell(db, shop, { tickets: 1, items: [], price: 1900, method: 0, minutesAgo: 1 });
    expect(await db.transaction((tx) => applyTransaction(tx, id!))).toBe('applied');
    expect(await db.transaction((tx) => applyTransaction(tx, id!))).toBe('duplicate');
    await drain(); // the outbox job of the sale runs too, and finds it done
    expect(
      await db.select().from(rolledUpTransactions).where(eq(rolledUpTransactions.transactionId, id!)),
    ).toHaveLength(1);
    expect(await compareRollups(db, {})).toEqual([]);
    expect(await checkInvariants(db, { lagMinutes: 0 })).toEqual([]);
  });

  it('a sale waiting for payment is not counted until it is paid', async () => {
    const db = t.database.db;
    const id = await sell(db, shop, { tickets: 1, items: [], price: 1500, method: 0, minutesAgo: 0 });
    await db.execute(sql`delete from rolled_up_transactions where transaction_id = ${id}`);
    await rebuildRollups(db, {});
    await db.execute(sql`update transactions set status = 'pendingPayment', paid_at = null where id = ${id}`);
    expect(await db.transaction((tx) => applyTransaction(tx, id!))).toBe('waiting');
    expect(await checkInvariants(db, { lagMinutes: 0 })).toEqual([]);
    await db.execute(sql`update transactions set status = 'success', paid_at = now() where id = ${id}`);
    const lagging = await checkInvariants(db, { lagMinutes: 0 });
    expect(lagging.map((f) => f.check)).toEqual(['lag']);
    expect(lagging[0]!.message).toMatch(/集計されていない取引が1件あります/);
    expect(await db.transaction((tx) => applyTransaction(tx, id!))).toBe('applied');
    expect(await checkInvariants(db, { lagMinutes: 0 })).toEqual([]);
  });

  it('a rebuild from the facts gives the same rollups', async () => {
    const db = t.database.db;
    const before = await rowsOf(db.execute(sql`select * from rb_film_day order by 1, 2, 3, 4, 5, 6, 7, 8`));
    await db.execute(sql`update rb_film_day set paid = paid + 1`);
    expect((await compareRollups(db, { cinemaId: shop.ctx.cinemaId })).length).toBeGreaterThan(0);
    await rebuildRollups(db, { cinemaId: shop.ctx.cinemaId });
    expect(await rowsOf(db.execute(sql`select * from rb_film_day order by 1, 2, 3, 4, 5, 6, 7, 8`))).toEqual(before);
    expect(await db.select().from(transactionPayments).limit(1)).toHaveLength(1);
  });
});
