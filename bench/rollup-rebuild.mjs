// 営業日報データ更新（再集計）: 31 days of one cinema re-aggregated through the job runner (docs/reports.md, "再集計").
// 新宿 of the demo gets the demo generator's sales for the 31 days before yesterday (docs/demo-data.md), rolled up;
// then head office starts a run of those days and the run's jobs are drained, one day per job, as a runner does.
// Target: the whole run under 60 s. On PGlite in memory, or on PostgreSQL with BENCH_DATABASE_URL.
// Run: node --import tsx bench/rollup-rebuild.mjs   (writes bench/results/rollup-rebuild.json)
import { eq } from 'drizzle-orm';
import { addDays, businessDateOf } from '@cinema/contracts';
import { buildApp } from '../apps/api/src/app.ts';
import { cinemas } from '../apps/api/src/db/schema/index.ts';
import { JobRunner } from '../apps/api/src/platform/jobs/index.ts';
import { rollupRebuildJob } from '../apps/api/src/modules/rollup-rebuild/index.ts';
import { salesRollupJob } from '../apps/api/src/modules/rollups/index.ts';
import { generateCinemaDay } from '../apps/api/src/seed/sales-history/index.ts';
import { openDemoDatabase, tokenFor } from './support/api.mjs';
import { machine, writeResult } from './support/results.mjs';

const DAYS = 31;
const TARGET_MS = 60_000;
const pgUrl = process.env.BENCH_DATABASE_URL;

const database = await openDemoDatabase(pgUrl);
const db = database.db;
const [cinema] = await db
  .select({ id: cinemas.id, cutoff: cinemas.businessDayCutoffHour })
  .from(cinemas)
  .where(eq(cinemas.code, '0101'));
const to = addDays(businessDateOf(new Date(), cinema.cutoff), -1);
const from = addDays(to, -(DAYS - 1));

const genStart = performance.now();
let documents = 0;
for (let d = 0; d < DAYS; d++) {
  const day = await db.transaction((tx) => generateCinemaDay(tx, cinema.id, addDays(from, d)));
  documents += day?.transactions ?? 0;
}
await new JobRunner(db, [salesRollupJob]).drain({ delayed: true });
const generateMs = performance.now() - genStart;

const app = await buildApp({ db });
const hq = await tokenFor(app, 'hq');
const started = performance.now();
const res = await app.inject({
  method: 'POST',
  url: '/api/rollupRebuild/create',
  headers: { authorization: `Bearer ${hq}` },
  payload: { cinemaId: cinema.id, from, to, reason: 'bench' },
});
if (res.statusCode !== 200) throw new Error(`start: ${res.statusCode} ${res.body}`);
const { id } = res.json().data;
const jobs = await new JobRunner(db, [rollupRebuildJob]).drain();
const totalMs = performance.now() - started;
const detail = (
  await app.inject({ url: `/api/rollupRebuild/detail/${id}`, headers: { authorization: `Bearer ${hq}` } })
).json().data;
if (detail.status !== 'done' || detail.daysDone !== DAYS)
  throw new Error(`run ended ${detail.status} ${detail.daysDone}`);

const result = {
  date: new Date().toISOString(),
  machine: machine(),
  settings: {
    days: DAYS,
    cinema: '0101',
    documents,
    database: pgUrl ? 'PostgreSQL' : 'PGlite in memory',
    targetMs: TARGET_MS,
  },
  generateMs: Math.round(generateMs),
  jobs,
  totalMs: Math.round(totalMs),
  perDayMs: Math.round(totalMs / DAYS),
  changedDays: detail.changedDays,
};
writeResult('rollup-rebuild', result);
console.log(JSON.stringify(result, null, 2));
await app.close();
await database.close();
if (totalMs > TARGET_MS) process.exit(1);
