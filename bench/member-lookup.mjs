// The counter's member lookup (GET /api/device/member with a device token): a 会員番号 or the card's QR, answered
// with rank, benefits, usable points and status, through the whole HTTP path (app.inject) on the demo data grown
// to 100,000 members of シネマライン with 10 ledger rows each (1,000,000 rows). Target (issue 28): p99 < 20 ms.
// Run: node --import tsx bench/member-lookup.mjs (BENCH_DATABASE_URL=postgres://… for PostgreSQL).
import { eq, sql } from 'drizzle-orm';
import { memberCardQr } from '@cinema/contracts';
import { buildApp } from '../apps/api/src/app.ts';
import { brands, cinemas, memberSystems } from '../apps/api/src/db/schema/index.ts';
import { openDemoDatabase, tokenFor } from './support/api.mjs';
import { machine, percentiles, writeResult } from './support/results.mjs';

const MEMBERS = 100_000;
const ENTRIES = 10;
const CALLS = 2000;
const TARGET_P99_MS = 20;
const pgUrl = process.env.BENCH_DATABASE_URL;
const database = await openDemoDatabase(pgUrl);
const { db } = database;
const app = await buildApp({ db, checkAnswers: false });
await app.ready();

const [brand] = await db.select().from(brands).where(eq(brands.code, 'CL'));
const [system] = await db.select().from(memberSystems).where(eq(memberSystems.brandId, brand.id));
// Members BM000000001… and their ledgers, written by the database itself (the demo's 300 stay as they are).
await db.execute(sql`
  insert into members (brand_id, member_system_id, member_no, name, kana, joined_on, join_channel, rank, status, valid_until)
  select ${brand.id}, ${system.id}, 'BM' || lpad(g::text, 9, '0'), 'ベンチ 会員' || g, 'ベンチ カイイン', date '2026-01-01',
    'pos', 1 + g % 3, case when g % 50 = 0 then 'suspended' else 'active' end::member_status, date '2027-12-31'
  from generate_series(1, ${MEMBERS}) g`);
await db.execute(sql`
  insert into member_point_entries (brand_id, member_id, kind, points, expires_on, occurred_on)
  select m.brand_id, m.id, 'award', 10 + e, date '2027-06-30', date '2026-06-01'
  from members m cross join generate_series(1, ${ENTRIES}) e
  where m.member_no like 'BM%'`);
await db.execute(sql`analyze members`);
await db.execute(sql`analyze member_point_entries`);

const hq = { authorization: `Bearer ${await tokenFor(app, 'hq')}` };
const [cinema] = await db.select().from(cinemas).where(eq(cinemas.code, '0101'));
const created = await app.inject({
  method: 'POST',
  url: '/api/device/create',
  headers: hq,
  payload: { code: 'BENCHMEM', name: 'ベンチPOS', type: 'pos', status: 'active', cinemaId: cinema.id },
});
const exchanged = await app.inject({
  method: 'POST',
  url: '/api/device/token',
  payload: { deviceCode: 'BENCHMEM', secret: created.json().data.secret },
});
const device = { authorization: `Bearer ${exchanged.json().data.token}` };
let seed = 42;
const nextNo = () => {
  seed = (seed * 1103515245 + 12345) % 2 ** 31;
  return `BM${String(1 + (seed % MEMBERS)).padStart(9, '0')}`;
};
// Half typed numbers, half card scans.
const call = (i) => {
  const no = nextNo();
  const code = i % 2 ? memberCardQr(no) : no;
  return app.inject({ url: `/api/device/member?code=${encodeURIComponent(code)}`, headers: device });
};
const first = await call(0);
if (first.statusCode !== 200) throw new Error(`lookup answered ${first.statusCode}: ${first.body.slice(0, 300)}`);
for (let i = 0; i < 100; i++) await call(i); // warm-up
const times = [];
for (let i = 0; i < CALLS; i++) {
  const t0 = performance.now();
  const res = await call(i);
  times.push(performance.now() - t0);
  if (res.statusCode !== 200) throw new Error(res.body.slice(0, 300));
}
const plan = await db.execute(
  sql`explain select 1 from members where brand_id = ${brand.id} and member_no = 'BM000000001'`,
);
const result = {
  date: new Date().toISOString(),
  machine: machine(),
  settings: {
    members: MEMBERS + 300,
    ledgerRows: MEMBERS * ENTRIES,
    calls: CALLS,
    targetP99Ms: TARGET_P99_MS,
    database: pgUrl ? 'PostgreSQL, local server' : 'PGlite in memory',
  },
  plan: (plan.rows ?? plan).map((r) => Object.values(r)[0]).join(' | '),
  sample: first.json().data,
  ms: percentiles(times),
};
writeResult(pgUrl ? 'member-lookup-pg' : 'member-lookup', result);
console.log(JSON.stringify(result));
await app.close();
await database.close();
if (result.ms.p99 >= TARGET_P99_MS) process.exitCode = 1;
