import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, businessDateOf } from '@cinema/contracts';
import { rowsOf } from '../../db/client.js';
import { createTestApp, type TestContext } from '../../test/helper.js';
import { generateCinemaDay } from './index.js';

// The demo's history gives its kitchen printers the キッチン伝票 of its last days, printed a minute or two after each
// sale (docs/demo-data.md), so 印刷履歴 and 最終印刷 show something on a fresh demo.

let t: TestContext;
type Job = {
  transaction_id: string;
  status: string;
  ordered_at: string;
  printed_at: string | null;
  groups: string[];
  lines: string[];
};
let jobs: Job[];
/** Yesterday's sales with a shop line of a 売店グループ some printer of the cinema prints. */
let shopSales: number;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const [cinema] = await rowsOf<{ id: number; cutoff: number }>(
    db.execute(sql`select c.id, c.business_day_cutoff_hour as cutoff from cinemas c join brands b on b.id = c.brand_id
      where b.code = 'CL' order by c.sort_order, c.id limit 1`),
  );
  // Yesterday: a whole day of sales whatever the hour the test runs (just after the cut-off, today has none yet), and
  // within the last two days that get their キッチン伝票.
  const day = addDays(businessDateOf(new Date(), cinema!.cutoff), -1);
  await generateCinemaDay(db, cinema!.id, day);
  jobs = await rowsOf<Job>(
    db.execute(sql`select j.transaction_id, j.status, j.ordered_at, j.printed_at, k.shop_groups::text[] as groups,
      array(select l.shop_group from transaction_lines l where l.transaction_id = j.transaction_id
        and l.shop_item_id is not null) as lines
      from kitchen_print_jobs j join kitchen_printer_settings k on k.device_id = j.device_id
      where j.cinema_id = ${cinema!.id}`),
  );
  const [sold] = await rowsOf<{ n: number }>(
    db.execute(sql`select count(distinct l.transaction_id)::int as n from transaction_lines l
      join transactions t on t.id = l.transaction_id and t.kind = 'sale'
      where l.cinema_id = ${cinema!.id} and l.shop_item_id is not null and l.sales_business_date = ${day}
        and exists (select 1 from kitchen_printer_settings k where k.cinema_id = l.cinema_id
          and l.shop_group = any(k.shop_groups::text[]))`),
  );
  shopSales = sold!.n;
}, 120_000);
afterAll(() => t.close());

describe('the demo history’s キッチン伝票', () => {
  it('prints yesterday’s shop sales at the printers of their 売店グループ, a little after each sale', () => {
    expect(shopSales).toBeGreaterThan(0);
    // Every sale with a line some printer prints, and no other.
    expect(new Set(jobs.map((j) => j.transaction_id)).size).toBe(shopSales);
    for (const j of jobs) {
      expect(j.lines.some((g) => j.groups.includes(g))).toBe(true);
      if (j.status === 'printed')
        expect(new Date(j.printed_at!).getTime()).toBeGreaterThan(new Date(j.ordered_at).getTime());
      else expect(j.status).toBe('pending');
    }
    expect(jobs.filter((j) => j.status === 'printed').length).toBeGreaterThan(jobs.length / 2);
  });
});
