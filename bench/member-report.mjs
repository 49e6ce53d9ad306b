// 会員レポート (GET /api/memberReport/report, 12 months, every block) through the whole HTTP path (app.inject) on the
// demo data grown to 1,000,000 members of シネマライン, written straight into the tables by the database itself: each
// with its 入会 in ランク履歴, one in eight moved up a rank since, one in 40 withdrawn and one in 60 expired over the
// last two years, two ledger entries each and a renewal for one in five. Target (issue 28, docs/performance.md):
// p99 < 1 s for a year of a million members. Run: node --import tsx bench/member-report.mjs (BENCH_DATABASE_URL=
// postgres://… for PostgreSQL; without it PGlite in memory, with BENCH_MEMBERS to make it smaller).
import { eq, sql } from 'drizzle-orm';
import { addDays, tokyoDateOf } from '@cinema/contracts';
import { buildApp } from '../apps/api/src/app.ts';
import { brands, memberSystems } from '../apps/api/src/db/schema/index.ts';
import { openDemoDatabase, tokenFor } from './support/api.mjs';
import { machine, percentiles, writeResult } from './support/results.mjs';

const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 1_000_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 10);
const TARGET_MS = 1000;
const pgUrl = process.env.BENCH_DATABASE_URL;
const database = await openDemoDatabase(pgUrl);
const { db } = database;
const app = await buildApp({ db, checkAnswers: false });
await app.ready();
const today = tokyoDateOf(Date.now());
const twoYears = addDays(today, -730);

const [brand] = await db.select().from(brands).where(eq(brands.code, 'CL'));
const [system] = await db.select().from(memberSystems).where(eq(memberSystems.brandId, brand.id));
const t0 = performance.now();
// Members BR000000001…: joined 2016 to today; ranks 1–3 (the rank they hold now); one in 40 withdrawn and one in 60
// expired, both on a day of the last two years.
await db.execute(sql`
  insert into members (brand_id, member_system_id, member_no, name, kana, joined_on, join_channel, rank, status,
    valid_until, updated_at)
  select ${brand.id}, ${system.id}, 'BR' || lpad(g::text, 9, '0'), 'ベンチ 会員' || g, 'ベンチ カイイン', j.day,
    (array['pos', 'online', 'kiosk'])[1 + g % 3]::member_join_channel, 1 + (g % 8 = 0)::int + (g % 32 = 0)::int,
    case when g % 40 = 0 then 'withdrawn' when g % 60 = 0 then 'expired' else 'active' end::member_status,
    case when g % 60 = 0 and g % 40 <> 0 then greatest(j.day, ${twoYears}::date + (g * 37 % 700)) else date '2027-12-31'
      end,
    case when g % 40 = 0 then (greatest(j.day, ${twoYears}::date + (g * 53 % 700)) + time '12:00') at time zone 'Asia/Tokyo'
      else now() end
  from generate_series(1, ${MEMBERS}) g,
    lateral (select least(date '2016-01-01' + (g::bigint * 7919 % 3900)::int, ${today}::date) as day) j`);
// ランク履歴: the 入会 of each, and the ランクアップ of those above rank 1 on a day of the last two years after joining.
await db.execute(sql`
  insert into member_rank_changes (brand_id, member_id, from_rank, to_rank, reason, changed_on)
  select m.brand_id, m.id, null, 1, 'join'::member_rank_reason, m.joined_on from members m where m.member_no like 'BR%'
  union all
  select m.brand_id, m.id, m.rank - 1, m.rank, 'up'::member_rank_reason, least(greatest(m.joined_on + 30, ${twoYears}::date
    + (m.id * 29 % 700)), ${today}::date)
  from members m where m.member_no like 'BR%' and m.rank > 1`);
// The ledger: a 付与 in each of the last two years; 年会費 renewals for one in five.
await db.execute(sql`
  insert into member_point_entries (brand_id, member_id, kind, points, occurred_on, expires_on)
  select m.brand_id, m.id, 'award'::member_point_kind, 10 + m.id % 90, d.day, d.day + 365 from members m,
    lateral (values (${twoYears}::date + (m.id * 13 % 365)), (${twoYears}::date + 365 + (m.id * 17 % 365))) d(day)
  where m.member_no like 'BR%' and d.day >= m.joined_on`);
await db.execute(sql`
  insert into member_fee_extensions (brand_id, member_id, line_id, transaction_id, previous_valid_until,
    previous_status, valid_until, created_at)
  select m.brand_id, m.id, gen_random_uuid(), gen_random_uuid(), date '2026-12-31', 'active'::member_status, date '2027-12-31', (${twoYears}::date + (m.id * 11 % 730) + time '10:00') at time zone 'Asia/Tokyo'
  from members m where m.member_no like 'BR%' and m.id % 5 = 0`);
for (const table of ['members', 'member_rank_changes', 'member_point_entries', 'member_fee_extensions'])
  await db.execute(sql.raw(`vacuum analyze ${table}`));
const loadSeconds = (performance.now() - t0) / 1000;

const hq = { authorization: `Bearer ${await tokenFor(app, 'hq')}` };
// The first day of the month eleven months before today's: twelve months, the longest period the report takes.
const monthsBack = (n) => {
  const d = new Date(`${today.slice(0, 7)}-01T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() - n);
  return d.toISOString().slice(0, 10);
};
const from = monthsBack(11);
const periods = {
  '12か月、全ランク': { from, to: today },
  '12か月、ランク2': { from, to: today, rank: '2' },
  '3か月、オンライン入会': { from: monthsBack(2), to: today, joinChannel: 'online' },
};
const results = {};
for (const [name, query] of Object.entries(periods)) {
  const url = `/api/memberReport/report?${new URLSearchParams(query)}`;
  const first = await app.inject({ method: 'GET', url, headers: hq });
  if (first.statusCode !== 200) throw new Error(`${name}: ${first.statusCode} ${first.body.slice(0, 300)}`);
  const times = [];
  for (let i = 0; i < RUNS; i++) {
    const t1 = performance.now();
    await app.inject({ method: 'GET', url, headers: hq });
    times.push(performance.now() - t1);
  }
  const last = first.json().data.counts.at(-1);
  results[name] = { closingOfLastRow: last?.closing, ms: percentiles(times) };
  console.log(name, JSON.stringify(results[name]));
}
const result = {
  date: new Date().toISOString(),
  machine: machine(),
  settings: {
    members: MEMBERS + 300,
    runs: RUNS,
    targetMs: TARGET_MS,
    loadSeconds: Math.round(loadSeconds),
    database: pgUrl ? 'PostgreSQL, local server' : 'PGlite in memory',
  },
  reports: results,
};
writeResult(pgUrl ? 'member-report-pg' : 'member-report', result);
console.log(JSON.stringify(result.settings));
await app.close();
// BENCH_KEEP=1 leaves the database in place to read its plans (psql; drop it after).
if (process.env.BENCH_KEEP) {
  const [{ name }] = (await db.execute(sql`select current_database() as name`)).rows;
  console.log(`kept database ${name}`);
  process.exit(process.exitCode ?? 0);
}
await database.close();
if (Object.values(results).some((r) => r.ms.p99 >= TARGET_MS)) process.exitCode = 1;
