// 月次締め on PostgreSQL (issue 25, docs/performance.md, "月次締め"): closing a month for BENCH_CINEMAS cinemas (30) of
// the demo brand シネマライン with 全劇場を締める, target < 30 s. A fresh database with the demo seed and the bench
// cinemas; for the month (BENCH_MONTH, 2025-05) each cinema gets the rollup rows a close reads, written straight into
// the tables with generate_series (R1T: BENCH_FILMS films × 4 興行区分 a day; R7: three line types at two rates a day),
// and every day closed in daily_closings. With BENCH_REUSE naming a chain-year database kept with BENCH_KEEP=1, its
// real facts are read instead (its 'C%' cinemas, 掛売 and 入庫 included). Through the real app as hq: the month list,
// 全劇場を締める (timed; each cinema its own transaction), the list again (closed rows read the snapshot), then 締め解除
// of every cinema closed, so a kept database can run again.
// Run: BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test node --import tsx bench/monthly-closing.mjs
// (BENCH_CINEMAS=3 for a smoke run). Writes bench/results/monthly-closing.json.
import { sql } from 'drizzle-orm';
import { lastDayOfMonth } from '@cinema/contracts';
import { buildApp } from '../apps/api/src/app.ts';
import { openPostgres, rowsOf } from '../apps/api/src/db/client.ts';
import { cinemas, films } from '../apps/api/src/db/schema/index.ts';
import { seedDemo } from '../apps/api/src/seed/demo.ts';
import { freshDatabase } from './support/postgres.mjs';
import { tokenFor } from './support/api.mjs';
import { machine, writeResult } from './support/results.mjs';

const serverUrl = process.env.BENCH_DATABASE_URL;
if (!serverUrl) throw new Error('BENCH_DATABASE_URL: a PostgreSQL server (this bench is for PostgreSQL only)');
const CINEMAS = Number(process.env.BENCH_CINEMAS ?? 30);
const FILMS = Number(process.env.BENCH_FILMS ?? 12);
const MONTH = process.env.BENCH_MONTH ?? '2025-05';
const REUSE = process.env.BENCH_REUSE;
const TARGET_MS = 30_000;
const FROM = `${MONTH}-01`;
const TO = lastDayOfMonth(MONTH);

const log = (...a) => console.log(`[${new Date().toISOString().slice(11, 19)}]`, ...a);
const fresh = REUSE
  ? { name: REUSE, url: Object.assign(new URL(serverUrl), { pathname: `/${REUSE}` }).toString(), drop: async () => {} }
  : await freshDatabase(serverUrl, 'cinema_monthly');
log(`database ${fresh.name}`);
const database = await openPostgres(fresh.url, 10);
const db = database.db;
const exec = (q) => db.execute(q);
const one = async (q) => (await rowsOf(db.execute(q)))[0];
if (!REUSE) await seedDemo(db);
const brandId = (await one(sql`select id from brands where code = 'CL'`)).id;

let cinemaIds;
if (REUSE) {
  cinemaIds = (
    await rowsOf(exec(sql`select id from cinemas where brand_id = ${brandId} and code like 'C%' order by code`))
  ).map((c) => c.id);
} else {
  cinemaIds = [];
  for (let c = 0; c < CINEMAS; c++) {
    const [row] = await db
      .insert(cinemas)
      .values({
        brandId,
        code: `C${String(c + 1).padStart(3, '0')}`,
        name: `シネマライン チェーン${c + 1}`,
        prefectureCode: '13',
        city: '新宿区',
        status: 'open',
        sortOrder: 100 + c,
      })
      .returning({ id: cinemas.id });
    cinemaIds.push(row.id);
  }
  const filmIds = (
    await db
      .insert(films)
      .values(
        Array.from({ length: FILMS }, (_, j) => ({
          brandId,
          name: `月次作品${j + 1}`,
          nameKana: `ゲツジサクヒン${j + 1}`,
          lengthMinutes: 110,
          trailerMinutes: 10,
          releaseDate: FROM,
          classification: 'G',
        })),
      )
      .returning({ id: films.id })
  ).map((f) => f.id);
  const ids = sql.raw(`array[${cinemaIds.join(',')}]::int[]`);
  const filmArray = sql.raw(`array[${filmIds.join(',')}]::int[]`);
  const t0 = performance.now();
  await exec(sql`insert into rb_film_day_total (brand_id, cinema_id, screening_bd, film_id, fee_category, format_id,
      tickets, comps, refunds, paid, discount, surcharge, booked, booked_tax)
    select ${brandId}, c, d::date, f, fc, 0, 40, 2, 0, 72000, 0, 0, 72000, 6545
    from unnest(${ids}) c, generate_series(${FROM}::date, ${TO}::date, '1 day') d, unnest(${filmArray}) f,
      unnest(array['morning', 'main', 'late', 'special']) fc`);
  await exec(sql`insert into rb_tax_day (brand_id, cinema_id, sale_bd, kind, tax_rate, eat_in, base, tax)
    select ${brandId}, c, d::date, k, r, false, 150000, 13636
    from unnest(${ids}) c, generate_series(${FROM}::date, ${TO}::date, '1 day') d,
      unnest(array['ticket', 'shop', 'other']) k, unnest(array[0.08, 0.10]) r
    on conflict do nothing`);
  log(`R1T and R7 for ${cinemaIds.length} cinemas × ${MONTH} in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
}
const ids = sql.raw(`array[${cinemaIds.join(',')}]::int[]`);
await exec(sql`insert into daily_closings (brand_id, cinema_id, business_date, status, closed_at)
  select ${brandId}, c, d::date, 'closed', now()
  from unnest(${ids}) c, generate_series(${FROM}::date, ${TO}::date, '1 day') d
  on conflict (cinema_id, business_date) do update set status = 'closed'`);

const app = await buildApp({ db, checkAnswers: false });
const hq = await tokenFor(app, 'hq');
const headers = { authorization: `Bearer ${hq}` };
const timed = async (label, request) => {
  const t0 = performance.now();
  const res = await app.inject({ ...request, headers });
  const ms = Math.round(performance.now() - t0);
  if (res.statusCode !== 200) throw new Error(`${label}: ${res.statusCode} ${res.body.slice(0, 300)}`);
  log(`${label}: ${ms} ms`);
  return { ms, data: res.json().data };
};

const listOpen = await timed('month list (open)', { url: `/api/monthlyClosing/list?month=${MONTH}` });
const closeAll = await timed('全劇場を締める', {
  method: 'POST',
  url: '/api/monthlyClosing/closeAll',
  payload: { month: MONTH },
});
const closedHere = closeAll.data.closed.filter((c) => cinemaIds.includes(c.cinemaId)).length;
if (closedHere !== cinemaIds.length) throw new Error(`closed ${closedHere} of ${cinemaIds.length} bench cinemas`);
const listClosed = await timed('month list (closed)', { url: `/api/monthlyClosing/list?month=${MONTH}` });
for (const c of closeAll.data.closed)
  await app.inject({
    method: 'POST',
    url: '/api/monthlyClosing/reopen',
    headers,
    payload: { cinemaId: c.cinemaId, month: MONTH, reason: 'ベンチマークの後始末' },
  });

const result = {
  name: 'monthly-closing',
  at: new Date().toISOString(),
  machine: machine(),
  cinemas: cinemaIds.length,
  month: MONTH,
  films: REUSE ? 'chain-year' : FILMS,
  closeAllMs: closeAll.ms,
  perCinemaMs: Math.round(closeAll.ms / cinemaIds.length),
  listOpenMs: listOpen.ms,
  listClosedMs: listClosed.ms,
  targetMs: TARGET_MS,
  pass: closeAll.ms < TARGET_MS,
};
writeResult('monthly-closing', result);
log(result.pass ? 'within target' : `over target (${TARGET_MS} ms)`);
await app.close();
await database.close();
await fresh.drop();
