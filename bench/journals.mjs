// 会計伝票ダウンロード (docs/performance.md, "会計伝票"): a month's four 伝票 for BENCH_CINEMAS cinemas (30) of
// シネマライン, target < 10 s for the month. The demo data (in-memory PGlite, or BENCH_DATABASE_URL for a fresh
// PostgreSQL database), then for BENCH_MONTH (2025-05) every bench cinema gets the rollup rows 日報 reads, written
// straight into the tables with generate_series: R5 a row per payment method a day, R7 three line types at two rates,
// R3 BENCH_FILMS films (12) × three 券種 sold on the day and a day ahead, R4 BENCH_ITEMS items (40); R1T for 映画料;
// a 仕入 a day per cinema. The month is closed (monthly_closings, every cinema of the brand) and 一括確定 confirms the film fees through the API.
// Timed through the real app as hq, for every cinema (no 劇場 chosen): the preview and the Shift_JIS download of each
// 伝票 (弥生会計 layout); every 伝票 must balance.
// Run: node --import tsx bench/journals.mjs (BENCH_CINEMAS=3 for a smoke run). Writes bench/results/journals.json.
import { sql } from 'drizzle-orm';
import { lastDayOfMonth } from '@cinema/contracts';
import { buildApp } from '../apps/api/src/app.ts';
import { rowsOf } from '../apps/api/src/db/client.ts';
import { cinemas, filmFeeTerms, films } from '../apps/api/src/db/schema/index.ts';
import { openDemoDatabase, tokenFor } from './support/api.mjs';
import { machine, writeResult } from './support/results.mjs';

const CINEMAS = Number(process.env.BENCH_CINEMAS ?? 30);
const FILMS = Number(process.env.BENCH_FILMS ?? 12);
const ITEMS = Number(process.env.BENCH_ITEMS ?? 40);
const MONTH = process.env.BENCH_MONTH ?? '2025-05';
const TARGET_MS = 10_000;
const FROM = `${MONTH}-01`;
const TO = lastDayOfMonth(MONTH);
const log = (...a) => console.log(`[${new Date().toISOString().slice(11, 19)}]`, ...a);

const database = await openDemoDatabase(process.env.BENCH_DATABASE_URL);
const db = database.db;
const exec = (q) => db.execute(q);
const all = (q) => rowsOf(db.execute(q));
const brandId = (await all(sql`select id from brands where code = 'CL'`))[0].id;
const distributorIds = (
  await all(sql`select id from clients where brand_id = ${brandId} and role = 'distributor' order by id limit 3`)
).map((r) => r.id);
const supplierId = (
  await all(sql`select id from clients where brand_id = ${brandId} and role = 'supplier' order by id limit 1`)
)[0].id;

const cinemaIds = (
  await db
    .insert(cinemas)
    .values(
      Array.from({ length: CINEMAS }, (_, c) => ({
        brandId,
        code: `J${String(c + 1).padStart(3, '0')}`,
        name: `シネマライン 伝票${c + 1}`,
        prefectureCode: '13',
        city: '新宿区',
        status: 'open',
        sortOrder: 200 + c,
      })),
    )
    .returning({ id: cinemas.id })
).map((c) => c.id);
const filmIds = (
  await db
    .insert(films)
    .values(
      Array.from({ length: FILMS }, (_, j) => ({
        brandId,
        name: `伝票ベンチ作品${j + 1}`,
        nameKana: `デンピョウベンチ${j + 1}`,
        lengthMinutes: 110,
        releaseDate: FROM,
        classification: 'G',
        distributorId: distributorIds[j % distributorIds.length],
      })),
    )
    .returning({ id: films.id })
).map((f) => f.id);
await db
  .insert(filmFeeTerms)
  .values(
    filmIds.map((filmId) => ({ brandId, filmId, category: 'main', rate: 55, periodStart: FROM, periodEnd: null })),
  );
const methodIds = (await all(sql`select id from payment_methods where brand_id = ${brandId} order by id`)).map(
  (r) => r.id,
);
const itemIds = (await all(sql`select id from shop_items where brand_id = ${brandId} order by id limit ${ITEMS}`)).map(
  (r) => r.id,
);
const arr = (ids) => sql.raw(`array[${ids.join(',')}]::int[]`);
const days = sql`generate_series(${FROM}::date, ${TO}::date, '1 day') d`;

const t0 = performance.now();
// One day of one cinema adds up as a real one does (payments = lines, R5 = R7): tickets FILMS × 3 券種 × (sold for
// the day, sold a day ahead) at 55,100 net each; items ITEMS × 11,112 (8 %); the payments split over the methods.
const ticketDay = FILMS * 3 * 2 * 55_100;
const itemDay = ITEMS * 11_112;
const payDay = ticketDay + itemDay;
const share = Math.floor(payDay / methodIds.length);
await exec(sql`insert into rb_payment_day (brand_id, cinema_id, sale_bd, method_id, channel, count, amount,
    refund_count, refund_amount, change)
  select ${brandId}, c, d::date, m, 'pos', 120,
    case when m = ${methodIds[0]}::int then ${payDay - share * (methodIds.length - 1)}::int else ${share}::int end, 0, 0, 0
  from unnest(${arr(cinemaIds)}) c, ${days}, unnest(${arr(methodIds)}) m`);
await exec(sql`insert into rb_tax_day (brand_id, cinema_id, sale_bd, kind, tax_rate, eat_in, base, tax)
  select ${brandId}, c, d::date, k, r, false, b, t
  from unnest(${arr(cinemaIds)}) c, ${days},
    (values ('ticket', 0.10, ${ticketDay}::int, ${Math.floor((ticketDay * 10) / 110)}::int),
            ('shop', 0.08, ${itemDay}::int, ${ITEMS * 888}::int)) as x(k, r, b, t)`);
await exec(sql`insert into rb_ticket_saleday (brand_id, cinema_id, sale_bd, screening_bd, film_id, channel,
    fee_category, ticket_kind, qty, amount, refund_qty, refund_amount)
  select ${brandId}, c, d::date, (d + make_interval(days => ahead))::date, f, 'pos', 'main', k, 30, 57000, 1, 1900
  from unnest(${arr(cinemaIds)}) c, ${days}, unnest(${arr(filmIds)}) f, unnest(array['T01', 'T02', 'T03']) k,
    unnest(array[0, 1]) ahead`);
await exec(sql`insert into rb_item_day (brand_id, cinema_id, sale_bd, item_id, eat_in, tax_rate, channel, qty, gross,
    discount, net, tax, cost)
  select ${brandId}, c, d::date, i, false, 0.08, 'pos', 20, 11112, 0, 11112, 888, 4000
  from unnest(${arr(cinemaIds)}) c, ${days}, unnest(${arr(itemIds)}) i`);
await exec(sql`insert into rb_film_day_total (brand_id, cinema_id, screening_bd, film_id, fee_category, format_id,
    tickets, comps, refunds, paid, discount, surcharge, booked, booked_tax)
  select ${brandId}, c, d::date, f, 'main', 0, 40, 2, 0, 72000, 0, 0, 72000, 6545
  from unnest(${arr(cinemaIds)}) c, ${days}, unnest(${arr(filmIds)}) f`);
await exec(sql`insert into payables (brand_id, client_id, cinema_id, kind, month, recorded_on, due_on, base10, tax10,
    amount, memo)
  select ${brandId}, ${supplierId}, c, 'purchase', ${MONTH}, d::date, ${`${TO}`}::date + 30, 50000, 5000, 55000,
    'ベンチ仕入'
  from unnest(${arr(cinemaIds)}) c, ${days}`);
await exec(sql`insert into monthly_closings (brand_id, cinema_id, month, status, closed_at)
  select ${brandId}, id, ${MONTH}, 'closed', now() from cinemas where brand_id = ${brandId}
  on conflict do nothing`);
// As autovacuum would after a month of sales: without statistics PostgreSQL plans R3's reads as if they were empty.
await exec(sql`analyze rb_payment_day, rb_tax_day, rb_ticket_saleday, rb_item_day, rb_film_day_total, payables`);
log(`${CINEMAS} cinemas × ${MONTH}: rollups and 仕入 in ${((performance.now() - t0) / 1000).toFixed(1)} s`);

const app = await buildApp({ db, checkAnswers: false });
const headers = { authorization: `Bearer ${await tokenFor(app, 'hq')}` };
const confirmed = await app.inject({
  method: 'POST',
  url: '/api/filmFee/confirmAll',
  headers,
  payload: { month: MONTH },
});
if (confirmed.statusCode !== 200) throw new Error(`confirmAll answered ${confirmed.statusCode}: ${confirmed.body}`);
log(`confirmed ${confirmed.json().data.confirmed} 映画料 statements`);

async function timed(url) {
  const t = performance.now();
  const res = await app.inject({ url, headers });
  const ms = Math.round(performance.now() - t);
  if (res.statusCode !== 200) throw new Error(`${url} answered ${res.statusCode}: ${res.body.slice(0, 300)}`);
  return { ms, data: res.json().data };
}

const vouchers = {};
for (const voucher of ['dailyReport', 'filmFee', 'accountsPayable', 'filmFeePayment']) {
  const q = `month=${MONTH}&voucher=${voucher}`;
  const preview = await timed(`/api/journal/preview?${q}`);
  const download = await timed(`/api/journal/download?${q}&layout=yayoi&authorCode=B01`);
  const p = preview.data;
  const balanced = p.debitTotal === p.creditTotal;
  vouchers[voucher] = {
    previewMs: preview.ms,
    downloadMs: download.ms,
    lines: p.lines.length,
    vouchers: new Set(p.lines.map((l) => l.voucherNo)).size,
    bytes: Buffer.from(download.data.content, 'base64').length,
    balanced,
  };
  log(voucher, JSON.stringify(vouchers[voucher]));
  if (!balanced) throw new Error(`${voucher}: debits ${p.debitTotal} ≠ credits ${p.creditTotal}`);
}
const monthMs = Object.values(vouchers).reduce((s, v) => s + v.downloadMs, 0);

const result = {
  bench: 'journals',
  at: new Date().toISOString(),
  machine: machine(),
  database: process.env.BENCH_DATABASE_URL ? 'postgres' : 'pglite',
  cinemas: CINEMAS,
  month: MONTH,
  vouchers,
  monthMs,
  targetMs: TARGET_MS,
  pass: monthMs < TARGET_MS,
};
writeResult('journals', result);
log(`the four 伝票 downloaded in ${monthMs} ms`, result.pass ? '(within target)' : `(over ${TARGET_MS} ms)`);
await app.close();
await database.close();
if (!result.pass) process.exit(1);
