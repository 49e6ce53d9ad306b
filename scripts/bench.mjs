// npm run bench: the first-load size of /login, API throughput against a hello-world, and the
// seat plan editor's response with 2,000 seats in Chromium, the schedule week call on ~13,000 screenings;
// the figures go to bench/results/ (each bench's JSON, and the whole table in bench/results/summary.txt).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ensureWebBuild } from './build.mjs';

const root = path.resolve(import.meta.dirname, '..');
const node = (args, stdout = 'inherit', env = process.env) =>
  spawnSync(process.execPath, args, { cwd: root, env, stdio: ['ignore', stdout, 'inherit'], encoding: 'utf8' });
const { BENCH_DATABASE_URL: _pg, ...embeddedEnv } = process.env;

ensureWebBuild();
console.log('\n== login bundle');
const bundleRun = node(['bench/login-bundle.mjs'], 'pipe');
process.stdout.write(bundleRun.stdout ?? '');
console.log('\n== api list');
const apiRun = node(['--import', 'tsx', 'bench/api-list.mjs'], 'inherit', embeddedEnv);
console.log('\n== start');
const startRun = node(['bench/start.mjs'], 'inherit', embeddedEnv);
if (startRun.status !== 0) process.exit(1);
console.log('\n== seat plan editor');
const seatRun = node(['bench/seat-plan.mjs'], 'inherit', embeddedEnv);
if (bundleRun.status !== 0 || apiRun.status !== 0 || seatRun.status !== 0) process.exit(1);
console.log('\n== schedule week (13,000 screenings)');
const weekRun = node(['--import', 'tsx', 'bench/schedule-week.mjs'], 'inherit', embeddedEnv);
if (weekRun.status !== 0) process.exit(1);
console.log('\n== schedule publish (a week of one cinema)');
const publishRun = node(['--import', 'tsx', 'bench/schedule-publish.mjs'], 'inherit', embeddedEnv);
if (publishRun.status !== 0) process.exit(1);
console.log('\n== schedule timeline (week view in Chromium)');
const timelineRun = node(['bench/schedule-timeline.mjs'], 'inherit', embeddedEnv);
if (timelineRun.status !== 0) process.exit(1);
console.log('\n== coupon serials: issue 100,000, then check one');
if (node(['--import', 'tsx', 'bench/serials-issue.mjs'], 'inherit', embeddedEnv).status !== 0) process.exit(1);
if (node(['--import', 'tsx', 'bench/serial-check.mjs'], 'inherit', embeddedEnv).status !== 0) process.exit(1);
console.log('\n== shop items: import 2,000, list 500');
if (node(['--import', 'tsx', 'bench/shop-import.mjs'], 'inherit', embeddedEnv).status !== 0) process.exit(1);
console.log('\n== shop menu of a POS (500 items)');
if (node(['--import', 'tsx', 'bench/device-items.mjs'], 'inherit', embeddedEnv).status !== 0) process.exit(1);
// The same list on PostgreSQL when one is given (BENCH_DATABASE_URL), the production path.
const pgUrl = process.env.BENCH_DATABASE_URL;
if (pgUrl) {
  console.log('\n== api list on PostgreSQL');
  const pgRun = node(['--import', 'tsx', 'bench/api-list.mjs']);
  if (pgRun.status !== 0) process.exit(1);
  console.log('\n== schedule week on PostgreSQL');
  if (node(['--import', 'tsx', 'bench/schedule-week.mjs']).status !== 0) process.exit(1);
}

const bundle = JSON.parse(bundleRun.stdout.trim().split('\n').pop());
const api = JSON.parse(fs.readFileSync(path.join(root, 'bench/results/api-list.json'), 'utf8'));
const seat = JSON.parse(fs.readFileSync(path.join(root, 'bench/results/seat-plan.json'), 'utf8'));
const week = JSON.parse(fs.readFileSync(path.join(root, 'bench/results/schedule-week.json'), 'utf8'));
const start = JSON.parse(fs.readFileSync(path.join(root, 'bench/results/start.json'), 'utf8'));
// The API against the reference of the same run: a bare Fastify server doing the same two queries.
const apiRows = (r, where) => [
  `| \`GET /api/cinema/list\` as hq (${where}, demo data) | ${r.apiList.reqPerSec} req/s, p50 ${r.apiList.latencyP50Ms} ms, p99 ${r.apiList.latencyP99Ms} ms |`,
  `| reference: bare Fastify, session + page queries (${where}, same run) | ${r.reference.reqPerSec} req/s, p50 ${r.reference.latencyP50Ms} ms, p99 ${r.reference.latencyP99Ms} ms |`,
  `| API / reference (target ≥ 0.9× req/s, ≤ 1.5× p99) | ${r.throughputRatio}× req/s, ${r.p99Ratio}× p99 |`,
];
const publish = JSON.parse(fs.readFileSync(path.join(root, 'bench/results/schedule-publish.json'), 'utf8'));
const timeline = JSON.parse(fs.readFileSync(path.join(root, 'bench/results/schedule-timeline.json'), 'utf8'));
const weekRow = (w, where) =>
  `| \`GET /api/schedule/week\`, one cinema and week (${w.settings.weekScreenings} of ${w.settings.screenings.toLocaleString('en')} screenings: ${w.settings.shape}; ${where}) | 1 connection: p50 ${w.single.latencyP50Ms} ms, p99 ${w.single.latencyP99Ms} ms (target ${w.settings.targetMs} ms); 10 connections: ${w.ten.reqPerSec} req/s, p50 ${w.ten.latencyP50Ms} ms, p99 ${w.ten.latencyP99Ms} ms |`;
const figures = [
  `Measured ${api.date.slice(0, 10)} on ${api.machine.cpus} × ${api.machine.cpu}, Node ${api.machine.node}; ${api.settings.connections} connections, ${api.settings.seconds} s each.`,
  '',
  '| benchmark | result |',
  '|---|---|',
  `| first load of \`/login\` (gzipped JS) | ${bundle.gzipKB} KB in ${bundle.files} files (limit ${bundle.limitKB} KB) |`,
  ...apiRows(api, 'PGlite in memory'),
  `| \`npm start\` until the server answers (compiled API, embedded database) | first start ${start.firstStart.seconds} s (migrate and demo data), warm start ${start.warmStart.seconds} s; memory after start ${start.firstStart.rssMb} MB / ${start.warmStart.rssMb} MB |`,
  `| seat plan editor, ${seat.settings.seats.toLocaleString('en')} seats (Chromium ${seat.machine.chromium.split('.')[0]}): drag a ${seat.settings.rectangle} rectangle, then change its type | median ${seat.totalMs.median} ms, max ${seat.totalMs.max} ms over ${seat.settings.repetitions} runs (select ${seat.selectMs.median} ms + type ${seat.typeMs.median} ms; limit ${seat.settings.limitMs} ms) |`,
  weekRow(week, week.settings.database),
  `| \`POST /api/schedule/publish\`, one cinema's week (${publish.settings.screenings} drafts: ${publish.settings.shape}; ${publish.settings.database}) | median ${publish.publishMs.median} ms, max ${publish.publishMs.max} ms over ${publish.settings.runs} runs (summary: median ${publish.previewMs.median} ms; target ${publish.settings.targetMs} ms) |`,
  `| schedule week timeline as shinjuku (Chromium ${timeline.machine.chromium.split('.')[0]}; ${timeline.settings.rows} rows, ${timeline.settings.blocks} screenings): side-menu click to blocks painted, fresh page load each run | median ${timeline.totalMs.median} ms, max ${timeline.totalMs.max} ms over ${timeline.settings.repetitions} runs (after the week call's answer: median ${timeline.afterAnswerMs.median} ms; limit ${timeline.settings.limitMs} ms) |`,
];
const issue = JSON.parse(fs.readFileSync(path.join(root, 'bench/results/serials-issue.json'), 'utf8'));
const check = JSON.parse(fs.readFileSync(path.join(root, 'bench/results/serial-check.json'), 'utf8'));
figures.push(
  `| \`POST /api/coupon/serialIssue\`: ${issue.settings.count.toLocaleString('en')} coupon serials in one call (${issue.settings.database}) | ${issue.seconds} s, ${issue.perSecond.toLocaleString('en')} serials/s (target < ${issue.settings.targetSeconds} s) |`,
  `| \`POST /api/coupon/serialCheck\` among ${check.settings.serials.toLocaleString('en')} serials, one at a time (${check.settings.database}) | p50 ${check.ms.median} ms, p99 ${check.ms.p99} ms over ${check.settings.checks} checks (target < ${check.settings.targetMs} ms) |`,
);
const shop = JSON.parse(fs.readFileSync(path.join(root, 'bench/results/shop-import.json'), 'utf8'));
figures.push(
  `| \`POST /api/shopItem/import\`: ${shop.rows.toLocaleString('en')} items from a CSV as hq (PGlite in memory, demo data) | dry run ${shop.dryRunMs} ms, commit ${shop.commitMs} ms (target < 10 s); then the list of 500 items with their parts: median ${shop.list500Ms.median} ms |`,
);
const menu = JSON.parse(fs.readFileSync(path.join(root, 'bench/results/device-items.json'), 'utf8'));
figures.push(
  `| \`GET /api/device/items\`: a POS's shop menu, ${menu.settings.items} items (${menu.settings.sets} sets) with options and a layout (${menu.settings.database}) | p50 ${menu.ms.median} ms, p99 ${menu.ms.p99} ms over ${menu.settings.calls} calls (target < ${menu.settings.targetMs} ms) |`,
);
const pgFile = path.join(root, 'bench/results/api-list-pg.json');
if (pgUrl && fs.existsSync(pgFile)) {
  const pg = JSON.parse(fs.readFileSync(pgFile, 'utf8'));
  figures.push(...apiRows(pg, 'PostgreSQL, local server'));
  const weekPg = path.join(root, 'bench/results/schedule-week-pg.json');
  if (fs.existsSync(weekPg))
    figures.push(weekRow(JSON.parse(fs.readFileSync(weekPg, 'utf8')), 'PostgreSQL, local server'));
}
const table = figures.join('\n');
// The whole table, one figure a line, kept beside the results (too wide for a page of docs/: docs/performance.md
// quotes the figures that matter).
const summary = path.join(root, 'bench/results/summary.txt');
fs.writeFileSync(summary, `| figure | result |\n${table}\n`);
console.log(`\n${table}`);

// 取引履歴 and 販売ログ over 100,000 sales (issue 13 §2): run after the table above, its row appended to it.
console.log('\n== transaction history and log (100,000 sales, first page of 31 days)');
if (node(['--import', 'tsx', 'bench/transaction-history.mjs'], 'inherit', embeddedEnv).status !== 0) process.exit(1);
const history = JSON.parse(fs.readFileSync(path.join(root, 'bench/results/transaction-history.json'), 'utf8'));
const shortNames = {
  ticketHistory: 'history',
  standHistory: 'stand',
  ticketHistoryByPhone: 'by phone',
  ticketHistoryLastPage: 'last',
  ticketLog: 'log',
  shopLog: 'shop log',
};
const historyFigures = Object.entries(history.lists)
  .map(([name, l]) => `${shortNames[name] ?? name} ${Math.round(l.p50)}/${Math.round(l.p99)}`)
  .join(', ');
const historyRow = `| 取引履歴・販売ログ, first page of 31 days as shinjuku (${history.settings.sales.toLocaleString('en')} sales; ${history.settings.database}) | p50/p99 ms: ${historyFigures} (target < ${history.settings.targetMs} ms) |`;
fs.appendFileSync(summary, `${historyRow}\n`);
console.log(historyRow);

// Device ingest and the seat race (issue 13 §6): PGlite, and PostgreSQL when BENCH_DATABASE_URL is given.
console.log('\n== device ingest (20 devices, sales of 3 lines), then replays');
if (node(['bench/ingest.mjs']).status !== 0) process.exit(1);
console.log('\n== seat race (100 sales of one seat at once)');
const raceRun = node(['bench/seat-race.mjs'], 'pipe');
process.stdout.write(raceRun.stdout ?? '');
if (raceRun.status !== 0) process.exit(1);
const ingest = JSON.parse(fs.readFileSync(path.join(root, 'bench/results/ingest.json'), 'utf8'));
const ingestRows = ingest.results.map(
  (r) =>
    `| \`POST /api/device/documents\`: ${r.devices} devices sending sales of 3 lines for ${r.seconds} s, then every one again (${r.database}; load average ${ingest.machine.loadavg[0].toFixed(1)}) | ${r.docsPerSec} documents/s, p50 ${r.p50Ms} ms, p99 ${r.p99Ms} ms (target ≥ 500/s, p99 < 100 ms on PostgreSQL); replays ${r.replayDocsPerSec} documents/s (target ≥ 2,000/s) |`,
);
const raceRows = (raceRun.stdout ?? '')
  .split('\n')
  .filter((l) => / succeeded;/.test(l))
  .map((l) => `| seat race: ${l.split(':')[0]} | ${l.slice(l.indexOf(':') + 2)} |`);
fs.appendFileSync(summary, `${[...ingestRows, ...raceRows].join('\n')}\n`);
console.log([...ingestRows, ...raceRows].join('\n'));
