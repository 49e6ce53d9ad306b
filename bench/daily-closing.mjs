// 日次締め: closing a cinema-day of 5,000 transactions (docs/reports.md, "日次締め"). 新宿 of the demo gets the demo
// generator's sales of the day before yesterday (docs/demo-data.md), then a POS of its own sells shop items through the
// device API until the day holds 5,000 transactions, all rolled up. The day's checklist is made green as staff would
// (天候, 未着券 recorded, 銀行預入 with the cash difference explained), then the close is timed: staff close, head office
// reopens, five times. Target: a close under 2 s. On PGlite in memory, or on PostgreSQL with BENCH_DATABASE_URL.
// Run: node --import tsx bench/daily-closing.mjs   (writes bench/results/daily-closing.json)
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { addDays, businessDateOf } from '@cinema/contracts';
import { buildApp } from '../apps/api/src/app.ts';
import { rowsOf } from '../apps/api/src/db/client.ts';
import { cinemas } from '../apps/api/src/db/schema/index.ts';
import { JobRunner } from '../apps/api/src/platform/jobs/index.ts';
import { salesRollupJob } from '../apps/api/src/modules/rollups/index.ts';
import { generateCinemaDay } from '../apps/api/src/seed/sales-history/index.ts';
import { openDemoDatabase, tokenFor } from './support/api.mjs';
import { machine, stats, writeResult } from './support/results.mjs';

const DOCUMENTS = Number(process.env.BENCH_DOCUMENTS ?? 5000);
const ROUNDS = 5;
const TARGET_MS = 2_000;
const pgUrl = process.env.BENCH_DATABASE_URL;

const database = await openDemoDatabase(pgUrl);
const db = database.db;
const [cinema] = await db
  .select({ id: cinemas.id, cutoff: cinemas.businessDayCutoffHour })
  .from(cinemas)
  .where(eq(cinemas.code, '0101'));
const day = addDays(businessDateOf(new Date(), cinema.cutoff), -2);
const app = await buildApp({ db });
const [hq, staff] = [await tokenFor(app, 'hq'), await tokenFor(app, 'shinjuku')];
const call = async (method, url, token, payload) => {
  const res = await app.inject({ method, url, headers: token ? { authorization: `Bearer ${token}` } : {}, payload });
  if (res.statusCode >= 300) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
  return res.json().data;
};

const genStart = performance.now();
await db.transaction((tx) => generateCinemaDay(tx, cinema.id, day));
const countOfDay = async () =>
  (
    await rowsOf(
      db.execute(sql`select count(*)::int as n from transactions
        where cinema_id = ${cinema.id} and sales_business_date = ${day}`),
    )
  )[0].n;
const generated = await countOfDay();

// The rest of the day's transactions: shop sales of a POS of its own, paid by card, 200 to a batch.
const device = await call('POST', '/api/device/create', hq, {
  code: 'BENCHDC1',
  name: '締めベンチPOS',
  type: 'pos',
  status: 'active',
  cinemaId: cinema.id,
});
const pos = (await call('POST', '/api/device/token', null, { deviceCode: 'BENCHDC1', secret: device.secret })).token;
const items = (await call('GET', '/api/device/items', pos)).items;
const item = items.find((i) => i.kind === 'commercial' && !i.options.length && !i.soldOut);
const card = (await call('GET', '/api/device/payment-methods', pos)).find((m) => m.kind !== 'cash');
let seq = 0;
const at = (i) => new Date(Date.parse(`${day}T10:00:00+09:00`) + i * 6_000).toISOString();
const shift = randomUUID();
await call('POST', '/api/device/documents', pos, {
  kind: 'shift_open',
  clientId: shift,
  deviceSeq: ++seq,
  occurredAt: at(0),
  openingFloat: 30000,
  staffName: 'ベンチ',
});
const topUp = Math.max(0, DOCUMENTS - generated);
for (let sent = 0; sent < topUp; sent += 200) {
  const documents = Array.from({ length: Math.min(200, topUp - sent) }, (_, i) => ({
    kind: 'sale',
    clientId: randomUUID(),
    deviceSeq: ++seq,
    occurredAt: at(sent + i + 1),
    shiftClientId: shift,
    lines: [{ type: 'shop', itemId: item.id, quantity: 1, unitPrice: item.price }],
    payments: [{ methodId: card.id, amount: item.price }],
    total: item.price,
  }));
  await call('POST', '/api/device/documents', pos, { kind: 'batch', documents });
}
await call('POST', '/api/device/documents', pos, {
  kind: 'shift_close',
  clientId: randomUUID(),
  deviceSeq: ++seq,
  occurredAt: at(topUp + 1),
  shiftClientId: shift,
  countedCash: { 10000: 3 },
});
await new JobRunner(db, [salesRollupJob]).drain({ delayed: true });
const generateMs = performance.now() - genStart;

// The checklist, as staff make it green.
await call('PUT', '/api/businessDaily/note', staff, { businessDate: day, weather: 'sunny', version: 0 });
const seats = (await call('GET', `/api/nonArrival/list?businessDate=${day}`, staff)).list;
const open = seats.filter((s) => !s.outcome).map((s) => s.lineId);
for (let i = 0; i < open.length; i += 500)
  await call('POST', '/api/nonArrival/record', staff, {
    lineIds: open.slice(i, i + 500),
    outcome: 'noShow',
    note: null,
  });
await call('PUT', '/api/dailyClosing/deposit', staff, {
  businessDate: day,
  depositAmount: 100000,
  depositBagNo: 'B-0001',
  depositorName: 'ベンチ',
  cashDifferenceNote: '釣銭の渡し間違い（ベンチ）',
});
const ready = await call('GET', `/api/dailyClosing/day?businessDate=${day}`, staff);
if (!ready.ready) throw new Error(`checklist not green: ${JSON.stringify(ready.checklist.filter((c) => !c.ok))}`);
const transactions = await countOfDay();

const closes = [];
for (let r = 0; r < ROUNDS; r++) {
  const t0 = performance.now();
  await call('POST', '/api/dailyClosing/close', staff, { businessDate: day });
  closes.push(performance.now() - t0);
  await call('POST', '/api/dailyClosing/reopen', hq, { cinemaId: cinema.id, businessDate: day, reason: 'ベンチ' });
}

const result = {
  date: new Date().toISOString(),
  machine: machine(),
  settings: {
    cinema: '0101',
    businessDate: day,
    transactions,
    generated,
    database: pgUrl ? 'PostgreSQL' : 'PGlite in memory',
    targetMs: TARGET_MS,
  },
  generateMs: Math.round(generateMs),
  closeMs: stats(closes),
};
writeResult('daily-closing', result);
console.log(JSON.stringify(result, null, 2));
await app.close();
await database.close();
if (Math.max(...closes) > TARGET_MS) process.exit(1);
