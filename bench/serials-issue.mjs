// Issuing 100,000 coupon serials in one call (POST /api/coupon/serialIssue as hq, PGlite in memory
// unless BENCH_DATABASE_URL): code generation with the check character, the batch and the one
// multi-row insert, through the whole HTTP path (app.inject). Target: under 10 s.
// Run: node --import tsx bench/serials-issue.mjs   (writes bench/results/serials-issue[-pg].json)
import { buildApp } from '../apps/api/src/app.ts';
import { openDemoDatabase, tokenFor } from './support/api.mjs';
import { machine, writeResult } from './support/results.mjs';

const COUNT = 100_000;
const TARGET_S = 10;
const pgUrl = process.env.BENCH_DATABASE_URL;
const database = await openDemoDatabase(pgUrl);
const app = await buildApp({ db: database.db });
await app.ready();
const headers = { authorization: `Bearer ${await tokenFor(app, 'hq')}` };
const created = await app.inject({
  method: 'POST',
  url: '/api/coupon/create',
  headers,
  payload: {
    name: 'ベンチ発行',
    discountKind: 'amountOff',
    discountAmount: 100,
    expiryType: 'none',
    channels: ['pos'],
  },
});
const couponId = created.json().data.id;

const started = performance.now();
const res = await app.inject({
  method: 'POST',
  url: '/api/coupon/serialIssue',
  headers,
  payload: { couponId, count: COUNT },
});
const seconds = (performance.now() - started) / 1000;
if (res.statusCode !== 200) throw new Error(`issue failed: ${res.statusCode} ${res.body.slice(0, 300)}`);
const listed = await app.inject({ url: `/api/coupon/serialList?couponId=${couponId}&pageSize=1`, headers });
const total = listed.json().data.total;
if (total !== COUNT) throw new Error(`expected ${COUNT} serials, found ${total}`);

const result = {
  date: new Date().toISOString(),
  machine: machine(),
  settings: {
    count: COUNT,
    targetSeconds: TARGET_S,
    database: pgUrl ? 'PostgreSQL, local server' : 'PGlite in memory',
  },
  seconds: Number(seconds.toFixed(2)),
  perSecond: Math.round(COUNT / seconds),
};
writeResult(pgUrl ? 'serials-issue-pg' : 'serials-issue', result);
console.log(JSON.stringify(result));
await app.close();
await database.close();
if (seconds >= TARGET_S) process.exitCode = 1;
