// 映画料精算書 (docs/performance.md, "映画料精算書 PDF"): the time of one document, target < 1 s. The demo data
// (in-memory PGlite by default, BENCH_DATABASE_URL for a fresh PostgreSQL database), then for シネマライン新宿 and its
// first 配給会社 in BENCH_MONTH (2024-06): BENCH_FILMS films (40) with a 歩率 sliding 70 → 60 → 50 % (three 精算単位
// each), a day of R1T box office every day of the month, the month closed, every statement confirmed through the API.
// Timed through the real app as hq: GET /api/pdfFilmFee/pdf for the cinema, cold (the first: fonts read) and then
// BENCH_RUNS (10) more; also the consolidated document and the print HTML's data.
// Run: node --import tsx bench/pdf-film-fee.mjs. Writes bench/results/pdf-film-fee.json.
import { sql } from 'drizzle-orm';
import { lastDayOfMonth } from '@cinema/contracts';
import { buildApp } from '../apps/api/src/app.ts';
import { rowsOf } from '../apps/api/src/db/client.ts';
import { filmFeeTerms, films } from '../apps/api/src/db/schema/index.ts';
import { openDemoDatabase, tokenFor } from './support/api.mjs';
import { machine, stats, writeResult } from './support/results.mjs';

const FILMS = Number(process.env.BENCH_FILMS ?? 40);
const RUNS = Number(process.env.BENCH_RUNS ?? 10);
const MONTH = process.env.BENCH_MONTH ?? '2024-06';
const TARGET_MS = 1000;
const days = Number(lastDayOfMonth(MONTH).slice(8));
const log = (...a) => console.log(`[${new Date().toISOString().slice(11, 19)}]`, ...a);

const database = await openDemoDatabase(process.env.BENCH_DATABASE_URL);
const db = database.db;
const one = async (q) => (await rowsOf(db.execute(q)))[0];
const app = await buildApp({ db, checkAnswers: false });
const headers = { authorization: `Bearer ${await tokenFor(app, 'hq')}` };
const { brandId, cinemaId } = await one(sql`select b.id as "brandId", c.id as "cinemaId" from brands b
  join cinemas c on c.brand_id = b.id where b.code = 'CL' and c.code = '0101'`);
const { id: distributorId } = await one(
  sql`select id from clients where brand_id = ${brandId} and role = 'distributor' order by id limit 1`,
);

log(`${FILMS} films, ${MONTH}`);
const filmIds = (
  await db
    .insert(films)
    .values(
      Array.from({ length: FILMS }, (_, j) => ({
        brandId,
        name: `精算書ベンチ作品${String(j + 1).padStart(3, '0')}`,
        nameKana: 'セイサンショベンチ',
        lengthMinutes: 110,
        releaseDate: `${MONTH}-01`,
        classification: 'G',
        distributorId,
      })),
    )
    .returning({ id: films.id })
).map((f) => f.id);
await db.insert(filmFeeTerms).values(
  filmIds.flatMap((filmId) => [
    { brandId, filmId, category: 'main', rate: 70, periodStart: `${MONTH}-01`, periodEnd: `${MONTH}-10` },
    { brandId, filmId, category: 'main', rate: 60, periodStart: `${MONTH}-11`, periodEnd: `${MONTH}-20` },
    { brandId, filmId, category: 'main', rate: 50, periodStart: `${MONTH}-21`, periodEnd: null },
  ]),
);
await db.execute(sql`insert into rb_film_day_total (brand_id, cinema_id, screening_bd, film_id, fee_category, format_id,
    tickets, comps, refunds, paid, discount, surcharge, booked, booked_tax)
  select ${brandId}, ${cinemaId}, (${`${MONTH}-01`}::date + d)::date, f, 'main', 0, 40 + d, 1, 0, 1900 * (40 + d), 0, 0,
    1900 * (40 + d), 0
  from unnest(${`{${filmIds.join(',')}}`}::int[]) f, generate_series(0, ${days - 1}) d
  on conflict do nothing`);
await db.execute(sql`insert into monthly_closings (brand_id, cinema_id, month, status, closed_at)
  values (${brandId}, ${cinemaId}, ${MONTH}, 'closed', now()) on conflict do nothing`);
const confirmed = await app.inject({
  method: 'POST',
  url: '/api/filmFee/confirmAll',
  headers,
  payload: { month: MONTH, distributorId },
});
if (confirmed.statusCode !== 200) throw new Error(`confirmAll answered ${confirmed.statusCode}: ${confirmed.body}`);
log(`confirmed ${confirmed.json().data.confirmed} statements`);

async function timed(url) {
  const t0 = performance.now();
  const res = await app.inject({ url, headers });
  const ms = performance.now() - t0;
  if (res.statusCode !== 200) throw new Error(`${url} answered ${res.statusCode}: ${res.body}`);
  return {
    ms,
    bytes: res.rawPayload.length,
    pages: (res.rawPayload.toString('latin1').match(/\/Type \/Page\b/g) ?? []).length,
  };
}
const q = `month=${MONTH}&distributorId=${distributorId}`;
const pdfUrl = `/api/pdfFilmFee/pdf?${q}&cinemaId=${cinemaId}`;
const cold = await timed(pdfUrl);
const warm = [];
for (let i = 0; i < RUNS; i++) warm.push(await timed(pdfUrl));
const consolidated = [];
for (let i = 0; i < 3; i++) consolidated.push(await timed(`/api/pdfFilmFee/pdf?${q}`));
const html = [];
for (let i = 0; i < 3; i++) html.push(await timed(`/api/pdfFilmFee/document?${q}&cinemaId=${cinemaId}`));

const result = {
  bench: 'pdf-film-fee',
  at: new Date().toISOString(),
  machine: machine(),
  database: process.env.BENCH_DATABASE_URL ? 'postgres' : 'pglite',
  films: FILMS,
  units: FILMS * 3,
  pages: cold.pages,
  bytes: cold.bytes,
  coldMs: Math.round(cold.ms),
  pdfMs: stats(warm.map((r) => r.ms)),
  consolidatedMs: stats(consolidated.map((r) => r.ms)),
  documentMs: stats(html.map((r) => r.ms)),
  targetMs: TARGET_MS,
  pass: cold.ms < TARGET_MS && stats(warm.map((r) => r.ms)).max < TARGET_MS,
};
log(JSON.stringify(result, null, 2));
writeResult('pdf-film-fee', result);
await app.close();
await database.close();
if (!result.pass) process.exit(1);
