import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMonths, businessDateOf, daysOfMonth } from '@cinema/contracts';
import { rowsOf } from '../../db/client.js';
import { filmDay } from '../../modules/monthly-closing/monthly-closing.fixtures.js';
import { JobRunner } from '../../platform/jobs/index.js';
import { createTestApp, type TestContext } from '../../test/helper.js';
import { demoCloseMonthJob, queueDemoCloseMonth } from './close-month.job.js';

// The demo's closed month (docs/demo-data.md, "a closed month"): the job waits while the history or its rollups are
// still being written, then closes every day and the month of each cinema of the demo brand, and nothing else.

let t: TestContext;
let brandId: number;
let cinemaIds: number[];
// The business day's month, as the seed takes it: before the cut-off on the 1st, the calendar month is one ahead.
const today = businessDateOf(new Date(), 5);
const month = addMonths(today.slice(0, 7), -1);
const q = <T>(query: ReturnType<typeof sql>) => rowsOf<T>(t.database.db.execute(query));

beforeAll(async () => {
  t = await createTestApp();
  const [brand] = await q<{ id: number }>(sql`select id from brands where code = 'CL'`);
  brandId = Number(brand?.id);
  cinemaIds = (await q<{ id: number }>(sql`select id from cinemas where brand_id = ${brandId} order by id`)).map((c) =>
    Number(c.id),
  );
}, 60_000);
afterAll(async () => t?.close());

describe('the demo closed month', () => {
  it('is queued only when the history covers the whole month', async () => {
    expect(await queueDemoCloseMonth(t.database.db, brandId, `${month}-02`, today)).toBe(false);
    expect(await q(sql`select id from jobs where queue = ${demoCloseMonthJob.queue}`)).toEqual([]);
  });

  it('waits for the history and its rollups, then closes every day and the month of the demo brand', async () => {
    const db = t.database.db;
    const [film] = await q<{ id: number }>(sql`select id from films where brand_id = ${brandId} order by id limit 1`);
    const shinjuku = cinemaIds[0] ?? 0;
    const day = `${month}-15`;
    await filmDay(t, {
      brandId,
      cinemaId: shinjuku,
      day,
      filmId: Number(film?.id),
      tickets: 3,
      booked: 5400,
      tax: 490,
    });
    await db.execute(sql`insert into jobs (queue, payload) values ('sales-rollup', '{}')`);
    expect(await queueDemoCloseMonth(db, brandId, `${month}-01`, today)).toBe(true);
    const runner = new JobRunner(db, [demoCloseMonthJob]);

    expect(await runner.runOne()).toBe(true);
    const closedDays = () =>
      q<{ n: number }>(sql`select count(*)::int as n from daily_closings where status = 'closed'`);
    expect((await closedDays())[0]?.n).toBe(0);
    const [waiting] = await q<{ later: boolean }>(sql`select run_at > now() as later from jobs
      where queue = ${demoCloseMonthJob.queue} and status = 'queued'`);
    expect(waiting?.later).toBe(true);

    await db.execute(sql`delete from jobs where queue = 'sales-rollup'`);
    expect(await runner.runOne(true)).toBe(true);
    expect((await closedDays())[0]?.n).toBe(cinemaIds.length * daysOfMonth(month).length);
    const months = await q<{ cinema_id: number; status: string; box_office: number }>(sql`select cinema_id, status,
        (snapshot -> 'totals' ->> 'boxOffice')::int as box_office
      from monthly_closings order by cinema_id`);
    expect(months.map((m) => [Number(m.cinema_id), m.status])).toEqual(cinemaIds.map((id) => [id, 'closed']));
    expect(months.find((m) => Number(m.cinema_id) === shinjuku)?.box_office).toBe(5400);
    const [copy] = await q<{ box_office: number }>(sql`select (snapshot ->> 'boxOffice')::int as box_office
      from daily_closings where cinema_id = ${shinjuku} and business_date = ${day}`);
    expect(copy?.box_office).toBe(5400);
  });
});
