import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '@cinema/contracts';
import { rowsOf } from '../../db/client.js';
import { jobDefinitions } from '../../jobs.js';
import { checkInvariants, compareRollups } from '../../modules/rollups/index.js';
import { JobRunner } from '../../platform/jobs/index.js';
import { auth, createTestApp, type TestContext } from '../../test/helper.js';
import { demoSalesHistoryJob, generateCinemaDay, queueDemoSalesHistory } from './index.js';

// The demo history of two past days and today through the job runner: facts per cinema and day
// that balance, SALES.md §5 holding, rollups equal to a scan of the facts, progress on the
// dashboard while it runs, and nothing written twice.

let t: TestContext;
let hq: string;
let brandId: number;
let cinemaIds: number[];
const now = new Date();
let from: string;
let to: string;

const q = <T>(query: ReturnType<typeof sql>) => rowsOf<T>(t.database.db.execute(query));
const history = async () =>
  (await t.app.inject({ method: 'GET', url: '/api/dashboard/sales', headers: auth(hq) })).json<{
    data: { salesHistory: { doneDays: number; totalDays: number } | null };
  }>().data.salesHistory;
const counts = async () =>
  (
    await q<{ t: number; l: number; p: number; a: number }>(sql`select
      (select count(*)::int from transactions) as t, (select count(*)::int from transaction_lines) as l,
      (select count(*)::int from transaction_payments) as p, (select count(*)::int from admissions) as a`)
  )[0]!;

beforeAll(async () => {
  t = await createTestApp();
  hq = await t.login('hq');
  const db = t.database.db;
  const [brand] = await q<{ id: number }>(sql`select id from brands where code = 'CL'`);
  brandId = brand!.id;
  cinemaIds = (await q<{ id: number }>(sql`select id from cinemas where brand_id = ${brandId} order by id`)).map((c) =>
    Number(c.id),
  );
  expect(await queueDemoSalesHistory(db, 2, now)).toBe(true);
  const [job] = await q<{ payload: { from: string; to: string } }>(
    sql`select payload from jobs where queue = ${demoSalesHistoryJob.queue}`,
  );
  ({ from, to } = job!.payload);
}, 60_000);
afterAll(async () => t?.close());

describe('demo sales history', () => {
  it('reports progress on the dashboard while the job runner writes it, and nothing once done', async () => {
    expect(await history()).toEqual({ doneDays: 0, totalDays: 3 });
    const runner = new JobRunner(t.database.db, [demoSalesHistoryJob]);
    // One job per cinema-day: the first day is done after one job per cinema.
    for (const _ of cinemaIds) expect(await runner.runOne()).toBe(true);
    expect(await history()).toEqual({ doneDays: 1, totalDays: 3 });
    while (await runner.runOne()) {
      // the rest of the days
    }
    const [failed] = await q<{ n: number }>(sql`select count(*)::int as n from jobs where status = 'failed'`);
    expect(failed!.n).toBe(0);
    expect(await history()).toBeNull();
    // The rollup jobs the refunds enqueued find their documents already counted.
    await new JobRunner(t.database.db, jobDefinitions).drain();
  }, 300_000);

  it('writes sales for every cinema and day, with lines, taxes and payments that balance', async () => {
    const perDay = await q<{ cinema_id: number; bd: string; n: number; seats: number }>(sql`
      select t.cinema_id, t.sales_business_date::text as bd, count(*)::int as n,
        (select count(*)::int from admissions a join transaction_lines l on l.id = a.line_id
          where l.cinema_id = t.cinema_id and l.screening_business_date = t.sales_business_date) as seats
      from transactions t where t.brand_id = ${brandId} group by t.cinema_id, t.sales_business_date`);
    for (const id of cinemaIds)
      for (let d = from; d < to; d = addDays(d, 1)) {
        const day = perDay.find((r) => Number(r.cinema_id) === id && r.bd === d);
        expect(day?.n, `${id} ${d}`).toBeGreaterThan(20);
      }
    const unbalanced = await q(sql`select t.id from transactions t
      left join (select transaction_id, sum(amount) a, sum(tax) x from transaction_lines group by 1) l on l.transaction_id = t.id
      left join (select transaction_id, sum(amount) a from transaction_payments group by 1) p on p.transaction_id = t.id
      left join (select transaction_id, sum(tax) x from transaction_taxes group by 1) x on x.transaction_id = t.id
      where t.brand_id = ${brandId} and (l.a <> t.total or p.a <> t.total or l.x <> t.tax or x.x <> t.tax)`);
    expect(unbalanced).toEqual([]);
    const [mix] = await q<{ channels: number; refunds: number; no_shows: number; closed: number; shop: number }>(sql`
      select (select count(distinct channel)::int from transactions where brand_id = ${brandId} and kind = 'sale') as channels,
        (select count(*)::int from transactions where brand_id = ${brandId} and kind = 'refund') as refunds,
        (select count(*)::int from admissions where brand_id = ${brandId} and admitted_at is null) as no_shows,
        (select count(*)::int from cashier_shifts where brand_id = ${brandId} and status = 'closed') as closed,
        (select count(*)::int from transaction_lines where brand_id = ${brandId} and line_type = 'shop') as shop`);
    expect(mix).toMatchObject({ channels: 3 });
    expect(mix!.refunds).toBeGreaterThan(0);
    expect(mix!.no_shows).toBeGreaterThan(0);
    expect(mix!.closed).toBeGreaterThan(0);
    expect(mix!.shop).toBeGreaterThan(0);
  });

  it('keeps SALES.md §5: the invariants hold and every rollup equals a scan of the facts', async () => {
    const range = { brandId, from: addDays(from, -3), to: addDays(to, 2) };
    expect(await checkInvariants(t.database.db, range)).toEqual([]);
    expect(await compareRollups(t.database.db, range)).toEqual([]);
    const [r1] = await q<{ n: number }>(sql`select coalesce(sum(tickets), 0)::int as n from rb_film_day
      where brand_id = ${brandId} and screening_bd between ${from} and ${to}`);
    expect(r1!.n).toBeGreaterThan(100);
  });

  it('writes a day once: generating it again or queueing the range again adds nothing', async () => {
    const before = await counts();
    expect(await t.database.db.transaction((tx) => generateCinemaDay(tx, cinemaIds[0]!, from, now))).toBeNull();
    await queueDemoSalesHistory(t.database.db, 2, now);
    await new JobRunner(t.database.db, jobDefinitions).drain();
    expect(await counts()).toEqual(before);
    expect(await history()).toBeNull();
  });
});
