// Checking a serial (POST /api/coupon/serialCheck as hq) among 100,000 serials of one coupon plus the
// demo data, one request at a time through the whole HTTP path (app.inject): the normaliser and check
// character, the brand's unique index, the coupon and the rules. Target: under 5 ms a check (p50).
// Run: node --import tsx bench/serial-check.mjs   (writes bench/results/serial-check[-pg].json)
import { buildApp } from '../apps/api/src/app.ts';
import { openDemoDatabase, tokenFor } from './support/api.mjs';
import { machine, stats, writeResult } from './support/results.mjs';

const COUNT = 100_000;
const CHECKS = 500;
const TARGET_MS = 5;
const pgUrl = process.env.BENCH_DATABASE_URL;
const database = await openDemoDatabase(pgUrl);
const app = await buildApp({ db: database.db });
await app.ready();
const headers = { authorization: `Bearer ${await tokenFor(app, 'hq')}` };
const send = (url, payload) => app.inject({ method: 'POST', url, headers, payload });
const created = await send('/api/coupon/create', {
  name: 'ベンチ確認',
  discountKind: 'amountOff',
  discountAmount: 100,
  expiryType: 'none',
  channels: ['pos'],
});
const couponId = created.json().data.id;
await send('/api/coupon/serialIssue', { couponId, count: COUNT });
const page = await app.inject({ url: `/api/coupon/serialList?couponId=${couponId}&pageSize=9999`, headers });
const codes = page.json().data.list.map((s) => s.code);
const cinemas = await app.inject({ url: '/api/cinema/list', headers });
const cinemaId = cinemas.json().data.list[0].id;

const check = (code) => send('/api/coupon/serialCheck', { code, cinemaId, channel: 'pos' });
for (let i = 0; i < 50; i++) await check(codes[i]); // warm-up
const times = [];
for (let i = 0; i < CHECKS; i++) {
  const t0 = performance.now();
  const res = await check(codes[(i * 7919) % codes.length]);
  times.push(performance.now() - t0);
  if (res.statusCode !== 200 || !res.json().data.usable) throw new Error(`check failed: ${res.body.slice(0, 300)}`);
}
const sorted = [...times].sort((a, b) => a - b);
const result = {
  date: new Date().toISOString(),
  machine: machine(),
  settings: {
    serials: COUNT,
    checks: CHECKS,
    targetMs: TARGET_MS,
    database: pgUrl ? 'PostgreSQL, local server' : 'PGlite in memory',
  },
  ms: { ...stats(times), p99: Number(sorted[Math.floor(sorted.length * 0.99)].toFixed(1)) },
};
writeResult(pgUrl ? 'serial-check-pg' : 'serial-check', result);
console.log(JSON.stringify(result));
await app.close();
await database.close();
if (result.ms.median >= TARGET_MS) process.exitCode = 1;
