// 会員フィルター's count (POST /api/memberFilter/count, the form's live count) through the whole HTTP path
// (app.inject) on the demo data grown to 1,000,000 members of シネマライン, each with its member_stats row (made by the
// members trigger, then given figures), written straight into the tables by the database itself. Target (issue 28):
// a count < 1 s on PostgreSQL. Run: node --import tsx bench/member-filter.mjs (BENCH_DATABASE_URL=postgres://… for
// PostgreSQL; without it PGlite in memory, with BENCH_MEMBERS to make it smaller).
import { eq, sql } from 'drizzle-orm';
import { addDays, memberFilterConditions, tokyoDateOf } from '@cinema/contracts';
import { buildApp } from '../apps/api/src/app.ts';
import { brands, memberSystems } from '../apps/api/src/db/schema/index.ts';
import { memberFilterCountQuery } from '../apps/api/src/modules/member-filters/index.ts';
import { openDemoDatabase, tokenFor } from './support/api.mjs';
import { machine, percentiles, writeResult } from './support/results.mjs';

const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 1_000_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 20);
const TARGET_MS = 1000;
const pgUrl = process.env.BENCH_DATABASE_URL;
const database = await openDemoDatabase(pgUrl);
const { db } = database;
const app = await buildApp({ db, checkAnswers: false });
await app.ready();
const today = tokyoDateOf(Date.now());

const [brand] = await db.select().from(brands).where(eq(brands.code, 'CL'));
const [system] = await db.select().from(memberSystems).where(eq(memberSystems.brandId, brand.id));
const t0 = performance.now();
// Members BF000000001…: ranks 1–3, one in 50 suspended, genders, 47 都道府県, born 1940–2009, joined 2016–2026.
await db.execute(sql`
  insert into members (brand_id, member_system_id, member_no, name, kana, joined_on, join_channel, rank, status,
    gender, prefecture_code, birth_date, valid_until)
  select ${brand.id}, ${system.id}, 'BF' || lpad(g::text, 9, '0'), 'ベンチ 会員' || g, 'ベンチ カイイン',
    date '2016-01-01' + (g::bigint * 7919 % 3900)::int, 'pos', 1 + (g % 10 = 0)::int + (g % 40 = 0)::int,
    case when g % 50 = 0 then 'suspended' else 'active' end::member_status,
    (array['male', 'female', 'other', 'unanswered'])[1 + (g / 3) % 4], lpad((1 + g * 31 % 47)::text, 2, '0'),
    date '1940-01-01' + (g::bigint * 104729 % 25500)::int, date '2027-12-31'
  from generate_series(1, ${MEMBERS}) g`);
// Their figures: about one in three never came; the others with visits, spend and a last visit spread over two years.
await db.execute(sql`
  update member_stats s set
    visits = v.n, visits_m3 = v.n / 8, visits_m6 = v.n / 4, visits_m12 = v.n / 2,
    spend = v.n * 2100, spend_m3 = v.n / 8 * 2100, spend_m6 = v.n / 4 * 2100, spend_m12 = v.n / 2 * 2100,
    last_visit_on = case when v.n > 0 then ${today}::date - (s.member_id * 613 % 730) end,
    points_balance = v.n * 53, favourite_genre = case when v.n > 0 then
      (array['アクション', 'SF', 'ヒューマンドラマ', 'アニメ', 'ホラー', 'コメディ'])[1 + s.member_id % 6] end,
    windows_on = ${today}
  from (select member_id, (member_id::bigint * 2654435761 % 97)::int / 3 - 10 as raw from member_stats) r,
    lateral (select greatest(r.raw, 0) as n) v
  where s.member_id = r.member_id`);
await db.execute(sql`vacuum analyze members`);
await db.execute(sql`vacuum analyze member_stats`);
const loadSeconds = (performance.now() - t0) / 1000;

const hq = { authorization: `Bearer ${await tokenFor(app, 'hq')}` };
const filters = {
  既定の有効会員: {},
  ランク2以上の女性: { ranks: [2, 3], genders: ['female'] },
  '30代・東京と神奈川': { ageFrom: 30, ageTo: 39, prefectureCodes: ['13', '14'] },
  最終来場から90日以上: { daysSinceLastVisit: 90 },
  '直近12か月5回以上・1万円以上': { visitPeriod: 'm12', visitsMin: 5, spendMin: 10000 },
  'SF好き・ポイント500以上': { genres: ['SF'], pointsMin: 500 },
  全条件: {
    ranks: [1, 2],
    ageFrom: 20,
    ageTo: 49,
    genders: ['male', 'female'],
    joinedFrom: '2018-01-01',
    lastVisitFrom: addDays(today, -365),
    visitsMin: 2,
    spendMax: 100000,
    genres: ['アクション', 'SF'],
  },
};
const count = (conditions) =>
  app.inject({ method: 'POST', url: '/api/memberFilter/count', headers: hq, payload: conditions });
const results = {};
for (const [name, conditions] of Object.entries(filters)) {
  const first = await count(conditions);
  if (first.statusCode !== 200) throw new Error(`${name}: ${first.statusCode} ${first.body.slice(0, 300)}`);
  const times = [];
  for (let i = 0; i < RUNS; i++) {
    const t1 = performance.now();
    await count(conditions);
    times.push(performance.now() - t1);
  }
  // The plan the count ran (the engine's query as the API builds it), for the figures in docs/performance.md.
  const query = memberFilterCountQuery(db, brand.id, memberFilterConditions.parse(conditions), today);
  const plan = await db.execute(sql`explain ${query}`);
  const lines = (plan.rows ?? plan).map((r) => String(Object.values(r)[0]).trim());
  results[name] = { count: first.json().data.count, ms: percentiles(times), plan: lines.slice(0, 8).join(' | ') };
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
  filters: results,
};
writeResult(pgUrl ? 'member-filter-pg' : 'member-filter', result);
console.log(JSON.stringify(result.settings));
await app.close();
await database.close();
if (Object.values(results).some((r) => r.ms.p99 >= TARGET_MS)) process.exitCode = 1;
