import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '@cinema/contracts';
import { rowsOf, sqlArray } from '../../db/client.js';
import { jobDefinitions } from '../../jobs.js';
import { checkInvariants, compareRollups } from '../../modules/rollups/index.js';
import { JobRunner } from '../../platform/jobs/index.js';
import { auth, createTestApp, type TestContext } from '../../test/helper.js';
import { demoSalesHistoryJob, generateCinemaDay, queueDemoSalesHistory } from './index.js';
import { planDay } from './plan.js';

// The demo history of two past days and today through the job runner: facts per cinema and day
// that balance, docs/sales.md, "invariants" holding, rollups equal to a scan of the facts, the shop's sales taken
// out of stock as a sale takes them (issue 20), progress on the dashboard while it runs, and
// nothing written twice.

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
/** Items the history sells on their own and (popcorn) inside sets. */
const CODES = ['F001', 'F002', 'D001', 'D003'];
/** 在庫一覧's 販売 of the items for one cinema and business day, by "cinema|day|code". */
const inventorySold = async () => {
  const out = new Map<string, number>();
  for (const cinemaId of cinemaIds)
    for (let d = from; d <= to; d = addDays(d, 1)) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/inventory/list?cinemaId=${cinemaId}&from=${d}&to=${d}`,
        headers: auth(hq),
      });
      const rows = res.json<{ data: { list: { code: string; sold: number }[] } }>().data.list;
      for (const code of CODES) out.set(`${cinemaId}|${d}|${code}`, rows.find((r) => r.code === code)?.sold ?? 0);
    }
  return out;
};
let soldBefore: Map<string, number>;
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
  // The demo's stock has a month of stand-in sales of its own (seed/stock.ts) on these days too.
  soldBefore = await inventorySold();
}, 60_000);
afterAll(async () => t?.close());

describe('demo sales history', () => {
  it('reports progress on the dashboard while the job runner writes it, and nothing once done', async () => {
    expect(await history()).toEqual({ doneDays: 0, totalDays: 3 });
    const runner = new JobRunner(t.database.db, [demoSalesHistoryJob]);
    // A cinema-day takes several jobs (steps), each in its own transaction; days are done in order.
    const seen = [];
    while (await runner.runOne()) seen.push(await history());
    expect(seen).toContainEqual({ doneDays: 1, totalDays: 3 });
    expect(seen).toContainEqual({ doneDays: 2, totalDays: 3 });
    expect(seen.length).toBeGreaterThan(cinemaIds.length * 3 * 3);
    const [failed] = await q<{ n: number }>(sql`select count(*)::int as n from jobs where status = 'failed'`);
    expect(failed!.n).toBe(0);
    expect(await history()).toBeNull();
    // The refunds' rollup jobs count them, as for any refund.
    await new JobRunner(t.database.db, jobDefinitions).drain();
  }, 300_000);

  it('gives the demo members whose numbers its 会員 sales carry their points, once per sale', async () => {
    const [r] = await q<{ sales: number; awards: number; wrong: number }>(sql`select
      (select count(*)::int from transactions t join members m on m.brand_id = t.brand_id and m.member_no = t.member_no
        where t.kind = 'sale' and m.status = 'active') as sales,
      (select count(*)::int from member_point_entries where kind = 'award') as awards,
      (select count(*)::int from member_point_entries e join transactions t on t.id = e.transaction_id
        join members m on m.id = e.member_id where e.kind = 'award' and m.member_no <> t.member_no) as wrong`);
    expect(r!.sales).toBeGreaterThan(0);
    expect(r!.awards).toBe(r!.sales);
    expect(r!.wrong).toBe(0);
  });

  it('pays part of some member sales with points the members have, taken once and earning nothing', async () => {
    const [r] = await q<{
      paid: number;
      used: number;
      uses: number;
      mismatched: number;
      negative: number;
      earned_on_points: number;
    }>(sql`select
      (select coalesce(sum(amount), 0)::int from transaction_payments where method_kind = 'points' and amount > 0) as paid,
      (select coalesce(-sum(points), 0)::int from member_point_entries where kind = 'use') as used,
      (select count(*)::int from member_point_entries where kind = 'use') as uses,
      (select count(*)::int from member_point_entries e
        where e.kind = 'use' and -e.points <> (select sum(p.amount) from transaction_payments p
          where p.transaction_id = e.transaction_id and p.method_kind = 'points')) as mismatched,
      (select count(*)::int from (select member_id from member_point_entries group by member_id
        having sum(points) < 0) n) as negative,
      (select count(*)::int from member_point_entries e join transactions t on t.id = e.transaction_id
        where e.kind = 'award' and e.basis + (select coalesce(sum(p.amount), 0) from transaction_payments p
          where p.transaction_id = t.id and p.method_kind = 'points') > t.total) as earned_on_points`);
    expect(r!.uses).toBeGreaterThan(0);
    expect(r!.used).toBe(r!.paid);
    expect(r!.mismatched).toBe(0);
    expect(r!.negative).toBe(0);
    // What was paid with points earns none, as in the sale path.
    expect(r!.earned_on_points).toBe(0);
  });

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

  it("keeps every yen a POS or kiosk takes in cash in a shift, so レジ精算 holds the kiosks' cash boxes too", async () => {
    const cash = await q<{ channel: string; in_shift: number; outside: number }>(sql`
      select t.channel, count(*) filter (where t.shift_id is not null)::int as in_shift,
        count(*) filter (where t.shift_id is null)::int as outside
      from transactions t join transaction_payments p on p.transaction_id = t.id
      where t.brand_id = ${brandId} and p.method_kind = 'cash' and t.channel in ('pos', 'kiosk')
      group by t.channel order by t.channel`);
    expect(cash.map((r) => r.channel).sort()).toEqual(['kiosk', 'pos']);
    for (const r of cash) expect(r, r.channel).toMatchObject({ outside: 0 });
    const [kiosk] = await q<{ closed: number }>(sql`
      select count(*)::int as closed from cashier_shifts s join devices d on d.id = s.device_id
      where s.brand_id = ${brandId} and d.type = 'kiosk' and s.status = 'closed'`);
    expect(kiosk!.closed).toBeGreaterThan(0);
  });

  it('takes the shop sales out of stock as a sale does: per item and day, what the sale lines sold, on 在庫一覧 too', async () => {
    // What the sale documents sold of each item, on its own and as a fixed or chosen part of a set.
    const lines = await q<{ key: string; n: number }>(sql`
      with shop as (
        select l.cinema_id, l.sales_business_date::text as bd, l.shop_item_id, l.quantity, l.choices
        from transaction_lines l join transactions t on t.id = l.transaction_id
        where t.brand_id = ${brandId} and t.kind = 'sale' and l.line_type = 'shop'),
      sold as (
        select cinema_id, bd, shop_item_id as item_id, quantity from shop
        union all
        select s.cinema_id, s.bd, c.item_id, s.quantity * c.quantity from shop s
          join shop_set_components c on c.set_item_id = s.shop_item_id
          where c.choice_group is null or exists (select 1 from jsonb_array_elements(s.choices) ch
            where ch->>'group' = c.choice_group and (ch->>'itemId')::int = c.item_id))
      select sold.cinema_id || '|' || sold.bd || '|' || i.code as key, sum(sold.quantity)::int as n
      from sold join shop_items i on i.id = sold.item_id
      where i.code in ${CODES} group by 1`);
    // The movements of those sales: the stock module's, under each sale's 取引番号.
    const moved = await q<{ key: string; n: number }>(sql`
      with sales as materialized (select transaction_no::text as no from transactions where brand_id = ${brandId})
      select m.cinema_id || '|' || stock_business_date(m.occurred_at, c.business_day_cutoff_hour)::text || '|' || i.code as key,
        -sum(m.quantity)::int as n
      from stock_movements m join cinemas c on c.id = m.cinema_id join shop_items i on i.id = m.shop_item_id
      where m.brand_id = ${brandId} and m.kind = 'sale' and i.code in ${CODES}
        and m.reference in (select no from sales)
      group by 1`);
    const byKey = (rows: { key: string; n: number }[]) => Object.fromEntries(rows.map((r) => [r.key, r.n]));
    const expected = byKey(lines);
    expect(Object.keys(expected).length).toBeGreaterThan(cinemaIds.length * 2);
    expect(byKey(moved)).toEqual(expected);
    // 在庫一覧 (R9) of each day: its 販売 grew by exactly what the day's sale lines sold.
    const after = await inventorySold();
    for (const [key, was] of soldBefore) expect(was - after.get(key)!, key).toBe(expected[key] ?? 0);
  });

  it('keeps the invariants: they hold and every rollup equals a scan of the facts', async () => {
    const range = { brandId, from: addDays(from, -3), to: addDays(to, 2) };
    expect(await checkInvariants(t.database.db, range)).toEqual([]);
    expect(await compareRollups(t.database.db, range)).toEqual([]);
    const [r1] = await q<{ n: number }>(sql`select coalesce(sum(tickets), 0)::int as n from rb_film_day
      where brand_id = ${brandId} and screening_bd between ${from} and ${to}`);
    expect(r1!.n).toBeGreaterThan(100);
  });

  it('gives customer attributes to part of the counter sales, none online, mostly from the cinema’s prefecture', async () => {
    const rows = await q<{ channel: string; share: number; home: number }>(sql`select t.channel::text as channel,
        avg(case when t.customer_age_band is not null then 1 else 0 end)::float as share,
        avg(case when t.customer_prefecture = c.prefecture_code then 1 else 0 end)
          filter (where t.customer_prefecture is not null)::float as home
      from transactions t join cinemas c on c.id = t.cinema_id
      where t.brand_id = ${brandId} and t.kind = 'sale' and t.sales_business_date between ${from} and ${to}
      group by 1 order by 1`);
    const of = (channel: string) => rows.find((r) => r.channel === channel)!;
    expect(of('pos').share).toBeGreaterThan(0.5);
    expect(of('pos').share).toBeLessThan(0.7);
    expect(of('kiosk').share).toBeGreaterThan(0.2);
    expect(of('kiosk').share).toBeLessThan(0.4);
    expect(of('online').share).toBe(0);
    expect(of('pos').home).toBeGreaterThan(0.5);
  });

  it('plans a written day again as it was written, so a step run again after a restart writes the same rows', async () => {
    const plan = await planDay(t.database.db, { cinemaId: cinemaIds[0]!, date: from, now: new Date(), working: [] });
    const ids = plan.sales.map((s) => s.id);
    const [written] = await q<{ n: number; total: number }>(sql`select count(*)::int as n, sum(total)::int as total
      from transactions where id = any(${sqlArray(ids, 'uuid')})`);
    expect(ids.length).toBeGreaterThan(20);
    expect(written).toEqual({ n: ids.length, total: plan.sales.reduce((sum, s) => sum + s.transaction.total, 0) });
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
