// 得意先元帳 (docs/performance.md, "得意先元帳"): the 売掛金残高明細表 PDF of every 取引先 with activity in a month,
// BENCH_CLIENTS 取引先 (1,000), target < 10 s. The demo data (in-memory PGlite, or BENCH_DATABASE_URL for a fresh
// PostgreSQL database), then for each bench 取引先 (法人顧客, 月末締め翌月末払い) of シネマライン新宿: a 掛売 in the
// month before BENCH_MONTH (2025-05) and two in it, through the console's 掛売 call, and an 入金 of the earlier one in
// the month. Timed through the real app as hq: the PDF of every 取引先 (cold, then twice), its print data, the
// 売掛金残高一覧表 PDF and 売掛一覧; the closings must add up to the month's 掛売 (the earlier ones were paid).
// Run: node --import tsx bench/ar-ledger.mjs (BENCH_CLIENTS=50 for a smoke run). Writes bench/results/ar-ledger.json.
import { sql } from 'drizzle-orm';
import { addMonths } from '@cinema/contracts';
import { buildApp } from '../apps/api/src/app.ts';
import { rowsOf } from '../apps/api/src/db/client.ts';
import { clients } from '../apps/api/src/db/schema/index.ts';
import { openDemoDatabase, tokenFor } from './support/api.mjs';
import { machine, stats, writeResult } from './support/results.mjs';

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 1000);
const MONTH = process.env.BENCH_MONTH ?? '2025-05';
const BEFORE = addMonths(MONTH, -1);
const TARGET_MS = 10_000;
const log = (...a) => console.log(`[${new Date().toISOString().slice(11, 19)}]`, ...a);

const database = await openDemoDatabase(process.env.BENCH_DATABASE_URL);
const db = database.db;
const all = (q) => rowsOf(db.execute(q));
const { brandId, cinemaId } = (
  await all(sql`select b.id as "brandId", c.id as "cinemaId" from brands b join cinemas c on c.brand_id = b.id
    where b.code = 'CL' and c.code = '0101'`)
)[0];
const items = await all(sql`select id, price from shop_items where brand_id = ${brandId} and code in ('F001', 'G001')
  order by code`);
const depositId = (await all(sql`select id from deposits where brand_id = ${brandId} order by id limit 1`))[0].id;

const clientRows = await db
  .insert(clients)
  .values(
    Array.from({ length: CLIENTS }, (_, i) => ({
      brandId,
      code: `R${String(i + 1).padStart(5, '0')}`,
      name: `元帳ベンチ${i + 1}株式会社`,
      kana: 'モトチョウベンチ',
      type: 'corporation',
      role: 'customer',
      closingDay: 31,
      paymentMonth: 1,
      paymentDay: 31,
      holidayRule: 'none',
    })),
  )
  .returning({ id: clients.id });

const app = await buildApp({ db, checkAnswers: false });
const headers = { authorization: `Bearer ${await tokenFor(app, 'hq')}` };
async function post(url, payload) {
  const res = await app.inject({ method: 'POST', url, headers, payload });
  if (res.statusCode !== 200) throw new Error(`${url} answered ${res.statusCode}: ${res.body.slice(0, 300)}`);
  return res.json().data;
}
const sale = (clientId, accountDate, quantity) =>
  post('/api/transactionHistoryCl/create', {
    cinemaId,
    clientId,
    accountDate,
    lines: items.map((it) => ({ type: 'shop', itemId: it.id, quantity, unitPrice: it.price })),
  });

const t0 = performance.now();
let owed = 0; // what the bench 取引先 owe at the month's end: the month's 掛売 (the earlier one is paid in full)
for (const [i, { id }] of clientRows.entries()) {
  const earlier = await sale(id, `${BEFORE}-20`, 1 + (i % 5));
  owed += (await sale(id, `${MONTH}-08`, 2)).total;
  owed += (await sale(id, `${MONTH}-22`, 1 + (i % 3))).total;
  await post('/api/accountReceivable/payment/create', {
    clientId: id,
    paidOn: `${MONTH}-15`,
    amount: earlier.total - 440,
    fee: 440,
    depositId,
    memo: 'ベンチ入金',
    invoiceIds: [],
  });
  if ((i + 1) % 200 === 0) log(`${i + 1} 取引先`);
}
log(`${CLIENTS} 取引先, ${CLIENTS * 3} 掛売 and ${CLIENTS} 入金 in ${((performance.now() - t0) / 1000).toFixed(1)} s`);

async function timed(url) {
  const t = performance.now();
  const res = await app.inject({ url, headers });
  const ms = performance.now() - t;
  if (res.statusCode !== 200) throw new Error(`${url} answered ${res.statusCode}: ${res.body.slice(0, 300)}`);
  return { ms, res };
}
const pages = (res) => (res.rawPayload.toString('latin1').match(/\/Type \/Page\b/g) ?? []).length;
const ledgerUrl = `/api/pdfAccountReceivableBalanceDetail/pdf?month=${MONTH}`;
const cold = await timed(ledgerUrl);
const warm = [await timed(ledgerUrl), await timed(ledgerUrl)];
const doc = await timed(`/api/pdfAccountReceivableBalanceDetail/document?month=${MONTH}`);

const balance = await timed(`/api/pdfAccountsReceivableBalance/pdf?month=${MONTH}`);
const list = await timed(`/api/accountReceivable/balances?month=${MONTH}&pageSize=${CLIENTS + 100}`);

// Amounts never drift: the balance list (the ledgers' closings, one function) adds up to what was sold less paid.
const rows = list.res.json().data.list;
const closing = rows.filter((r) => r.clientCode.startsWith('R')).reduce((a, r) => a + r.closing, 0);
log(`Σ closing of the bench 取引先 ${closing}, expected ${owed}`);
if (closing !== owed) throw new Error(`balance list ${closing} ≠ ${owed}`);

const result = {
  bench: 'ar-ledger',
  at: new Date().toISOString(),
  machine: machine(),
  database: process.env.BENCH_DATABASE_URL ? 'postgres' : 'pglite',
  clients: CLIENTS,
  month: MONTH,
  pages: pages(cold.res),
  bytes: cold.res.rawPayload.length,
  coldMs: Math.round(cold.ms),
  pdfMs: stats(warm.map((r) => r.ms)),
  documentMs: Math.round(doc.ms),
  balancePdfMs: Math.round(balance.ms),
  balanceListMs: Math.round(list.ms),
  targetMs: TARGET_MS,
  pass: Math.max(cold.ms, ...warm.map((r) => r.ms)) < TARGET_MS,
};
writeResult('ar-ledger', result);
log(JSON.stringify(result));
await app.close();
await database.close();
if (!result.pass) process.exit(1);
