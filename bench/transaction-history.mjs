// 取引履歴 and 販売ログ over 100,000 sales of 新宿 (90 days, ~1,100 a day: two seats in two sales of
// three, popcorn in one of two, a その他 line in one of ten), bulk-inserted with the rows recordSale
// writes. Then each list's first page of 31 days as shinjuku, one call at a time, through the real app.
// Target (issue 13 §2): under 300 ms.  Run: node --import tsx bench/transaction-history.mjs
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/api/src/app.ts';
import { rowsOf } from '../apps/api/src/db/client.ts';
import { openDemoDatabase, tokenFor } from './support/api.mjs';
import { machine, writeResult } from './support/results.mjs';

const SALES = 100_000;
const RUNS = 60;
const TARGET_MS = 300;
const database = await openDemoDatabase(process.env.BENCH_DATABASE_URL);
const db = database.db;
const one = async (q) => (await rowsOf(db.execute(q)))[0];
const cinema = await one(sql`select id, brand_id from cinemas where code = '0101'`);
const film = await one(sql`select id from films where brand_id = ${cinema.brand_id} order by id limit 1`);
const cash = await one(sql`select id from payment_methods where brand_id = ${cinema.brand_id} and code = 'CASH'`);

const started = performance.now();
await db.execute(sql`insert into transactions (id, brand_id, cinema_id, kind, channel, status, occurred_at,
    sales_business_date, device_seq, member_no, purchaser_phone, total, tax, rounding_mode)
  select gen_random_uuid(), ${cinema.brand_id}, ${cinema.id}, 'sale', (array['pos','kiosk','online'])[1 + i % 3]::sales_channel,
    'success', ts, (ts at time zone 'Asia/Tokyo')::date, i, case when i % 7 = 0 then 'M' || i end,
    case when i % 3 = 2 then '090' || lpad(i::text, 8, '0') end,
    (case when i % 3 <> 0 then 3800 else 0 end) + (case when i % 2 = 0 then 600 else 0 end)
      + (case when i % 10 = 0 or (i % 3 = 0 and i % 2 = 1) then 300 else 0 end),
    0, 'ROUND_DOWN'
  from generate_series(1, ${SALES}) i, lateral (select now() - i * interval '77 seconds' as ts) x`);
const lines = (type, name, qty, price, rate, where, lineNo) =>
  db.execute(sql`insert into transaction_lines (id, transaction_id, brand_id, cinema_id, line_no, line_type,
      sales_business_date, name, quantity, unit_price, amount, tax_rate, tax, film_id, seat_key)
    select gen_random_uuid(), t.id, t.brand_id, t.cinema_id, ${lineNo}, ${type}::line_type, t.sales_business_date,
      ${name}, ${qty}, ${price}, ${qty * price}, ${rate}, ${Math.floor((qty * price * rate) / (1 + rate))},
      ${type === 'ticket' ? film.id : null},
      ${type === 'ticket' ? sql.raw(`'A-' || (t.device_seq % 200 + ${lineNo})`) : null}
    from transactions t where t.cinema_id = ${cinema.id} and ${where}`);
await lines('ticket', 'ベンチ作品 一般', 1, 1900, 0.1, sql`t.device_seq % 3 <> 0`, 1);
await lines('ticket', 'ベンチ作品 一般', 1, 1900, 0.1, sql`t.device_seq % 3 <> 0`, 2);
await lines('shop', 'ポップコーン', 1, 600, 0.08, sql`t.device_seq % 2 = 0`, 3);
await lines(
  'other',
  '3Dメガネ',
  1,
  300,
  0.1,
  sql`(t.device_seq % 10 = 0 or (t.device_seq % 3 = 0 and t.device_seq % 2 = 1))`,
  4,
);
await db.execute(sql`update transactions t set tax = s.tax from (select transaction_id, sum(tax) as tax
  from transaction_lines group by transaction_id) s where s.transaction_id = t.id`);
await db.execute(sql`insert into transaction_taxes (transaction_id, rate, taxable, tax)
  select transaction_id, tax_rate, sum(amount), sum(tax) from transaction_lines group by transaction_id, tax_rate`);
await db.execute(sql`insert into transaction_payments (id, transaction_id, brand_id, cinema_id, sales_business_date,
    payment_method_id, method_kind, method_name, amount, tendered, change)
  select gen_random_uuid(), id, brand_id, cinema_id, sales_business_date, ${cash.id}, 'cash', '現金', total, total, 0
  from transactions where cinema_id = ${cinema.id}`);
await db.execute(sql`insert into admissions (line_id, brand_id, cinema_id, screening_id, issued_at, admitted_at)
  select l.id, l.brand_id, l.cinema_id, 0, t.occurred_at + interval '1 minute', t.occurred_at + interval '2 hours'
  from transaction_lines l join transactions t on t.id = l.transaction_id where l.line_type = 'ticket'`);
await db.execute(sql`analyze`);
const loadSeconds = (performance.now() - started) / 1000;
const counts = await one(
  sql`select (select count(*) from transactions) as sales, (select count(*) from transaction_lines) as lines`,
);

const app = await buildApp({ db, checkAnswers: false });
const headers = { authorization: `Bearer ${await tokenFor(app, 'shinjuku')}` };
const today = new Date(Date.now() + 9 * 3_600_000).toISOString().slice(0, 10);
const from = new Date(Date.now() + 9 * 3_600_000 - 30 * 86_400_000).toISOString().slice(0, 10);
const period = `from=${from}&to=${today}`;
const calls = {
  ticketHistory: `/api/transactionHistory/list?${period}&page=0&pageSize=20`,
  standHistory: `/api/transactionHistoryStand/list?${period}&page=0&pageSize=20`,
  ticketHistoryByPhone: `/api/transactionHistory/list?${period}&contact=0900000&pageSize=20`,
  ticketHistoryLastPage: `/api/transactionHistory/list?${period}&page=500&pageSize=50&sortField=total&sortOrder=ascend`,
  ticketLog: `/api/transactionLogTicket/list?${period}&page=0&pageSize=20`,
  shopLog: `/api/transactionLogShop/list?${period}&page=0&pageSize=20`,
};
const pct = (xs, p) => {
  const s = [...xs].sort((a, b) => a - b);
  return Number(s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)].toFixed(1));
};
const lists = {};
for (const [name, url] of Object.entries(calls)) {
  const ms = [];
  let total = 0;
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    const res = await app.inject({ url, headers });
    ms.push(performance.now() - t0);
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body.slice(0, 300)}`);
    total = res.json().data.total;
  }
  lists[name] = { p50: pct(ms, 50), p99: pct(ms, 99), total };
  console.log(
    `${name}: p50 ${lists[name].p50} ms, p99 ${lists[name].p99} ms (${total.toLocaleString('en')} rows in 31 days)`,
  );
}
const result = {
  date: new Date().toISOString(),
  machine: machine(),
  settings: {
    sales: Number(counts.sales),
    lines: Number(counts.lines),
    runs: RUNS,
    targetMs: TARGET_MS,
    database: process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'PGlite in memory',
  },
  loadSeconds: Number(loadSeconds.toFixed(1)),
  lists,
  meetsTarget: Object.values(lists).every((l) => l.p99 < TARGET_MS),
};
console.log(`${result.settings.sales} sales, ${result.settings.lines} lines loaded in ${result.loadSeconds} s`);
writeResult('transaction-history', result);
await app.close();
await database.close?.();
process.exit(0);
