// Crash during ingest (issue 13 §6): devices send sales and retry on a lost answer with the same
// clientId; the server is killed with SIGKILL BENCH_CRASH_ROUNDS times (default 3; the issue asks
// for 20) mid-ingest and restarted on the same data. Then the rollup jobs catch up and the sales
// invariants (the superAdmin's 売上の整合性チェック) must all hold, and every acknowledged clientId
// must be in the database exactly once (device_documents, transactions, rolled_up_transactions).
// PGlite in a kept folder, or BENCH_DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { once } from 'node:events';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { startServer } from './support/server.mjs';
import { SeatPool, lineTotal, loadMenu, loadPayments, shopLines, ticketLine } from '../scripts/sim/catalog.mjs';
import { cinemaByCode, hqToken, must, registerDevice } from '../scripts/sim/device-client.mjs';

const rounds = Number(process.env.BENCH_CRASH_ROUNDS ?? 3);
const devicesN = Number(process.env.BENCH_CRASH_DEVICES ?? 10);
const pgUrl = process.env.BENCH_DATABASE_URL;
// A job the killed server had claimed stays 'running' until its lease runs out and the restarted
// server takes it over (JOB_LEASE_SECONDS, 5 minutes by default): here 20 s, since this bench kills
// the server on purpose; the wait for the rollups allows for it.
process.env.JOB_LEASE_SECONDS ??= '20';
const catchUpMs = Number(process.env.BENCH_CRASH_CATCHUP_SECONDS ?? 240) * 1000;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

async function query(url, text, params) {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return (await c.query(text, params)).rows;
  } finally {
    await c.end();
  }
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cinema-crash-'));
let databaseUrl = null;
if (pgUrl) {
  const name = `cinema_crash_${randomBytes(6).toString('hex')}`;
  await query(pgUrl, `create database ${name}`);
  databaseUrl = Object.assign(new URL(pgUrl), { pathname: `/${name}` }).toString();
}
let srv = await startServer({ databaseUrl, dataDir });
const hq = await hqToken(srv.baseURL);
const cinema = await cinemaByCode(srv.baseURL, hq, '0101');
const devices = [];
for (let i = 0; i < devicesN; i++)
  devices.push(await registerDevice(srv.baseURL, hq, { cinemaId: cinema.id, type: 'pos', code: `CRASH${i + 1}` }));
const seats = await new SeatPool().load(devices[0], { days: 2, maxScreenings: 60 });
const menu = await loadMenu(devices[0]);
const payments = await loadPayments(devices[0]);

const acked = new Set();
let retries = 0;
let refused = 0;
let stop = false;
/** Sends until the server answers (a 2xx or a 4xx); a lost answer or a 5xx is retried as is. */
async function deliver(d, doc) {
  for (;;) {
    try {
      const r = await d.send(doc);
      if (r.status < 500) return r;
    } catch {
      // The server is down: the document stays in the queue.
    }
    retries++;
    await sleep(100);
  }
}
const load = devices.map(async (d) => {
  while (!stop) {
    const party = seats.take(1);
    const lines = [...party.map(ticketLine), ...shopLines(menu, 3 - party.length)];
    const total = lineTotal(lines);
    const doc = d.doc('sale', { lines, payments: [{ methodId: payments.credit.id, amount: total }], total });
    const r = await deliver(d, doc);
    if (r.status < 300) acked.add(doc.clientId);
    else refused++;
  }
});

const started = Date.now();
for (let round = 1; round <= rounds; round++) {
  await sleep(1500 + Math.random() * 1500);
  const before = acked.size;
  srv.server.kill('SIGKILL');
  await once(srv.server, 'exit');
  srv = await startServer({ databaseUrl, dataDir });
  for (const d of devices) d.baseURL = srv.baseURL;
  console.log(`round ${round}: killed with ${before} acknowledged, restarted at ${srv.baseURL}`);
}
await sleep(1500);
stop = true;
await Promise.all(load);
const ingestS = (Date.now() - started) / 1000;

// The rollups catch up on the restarted server (no queued or running sales-rollup job left), then
// the invariants are checked over every cinema and day.
const admin = await hqToken(srv.baseURL, 'admin');
const waitStarted = Date.now();
let rollup;
for (;;) {
  const summary = await must(srv.baseURL, 'GET', '/api/job/summary', admin);
  rollup = summary.find((q) => q.queue === 'sales-rollup') ?? { queued: 0, running: 0, failed: 0 };
  if ((!rollup.queued && !rollup.running) || Date.now() - waitStarted > catchUpMs) break;
  await sleep(2000);
}
const catchUpS = (Date.now() - waitStarted) / 1000;
const { failures } = await must(srv.baseURL, 'POST', '/api/sales/invariants/run', admin, {});
await srv.stop();

// Every acknowledged document, exactly once.
const ids = [...acked];
let rows;
if (databaseUrl) {
  rows = await query(
    databaseUrl,
    `select (select count(*) from device_documents where client_id = any($1::uuid[]))::int as docs,
            (select count(distinct client_id) from device_documents where client_id = any($1::uuid[]))::int as distinct_docs,
            (select count(*) from transactions where id = any($1::uuid[]))::int as tx,
            (select count(*) from rolled_up_transactions where transaction_id = any($1::uuid[]))::int as rolled`,
    [ids],
  );
  await query(pgUrl, `drop database if exists ${new URL(databaseUrl).pathname.slice(1)} with (force)`);
} else {
  const { PGlite } = await import('@electric-sql/pglite');
  const { btree_gist } = await import('@electric-sql/pglite/contrib/btree_gist');
  const db = await PGlite.create(path.join(dataDir, 'pglite'), { extensions: { btree_gist } });
  rows = (
    await db.query(
      `select (select count(*) from device_documents where client_id = any($1::uuid[]))::int as docs,
              (select count(distinct client_id) from device_documents where client_id = any($1::uuid[]))::int as distinct_docs,
              (select count(*) from transactions where id = any($1::uuid[]))::int as tx,
              (select count(*) from rolled_up_transactions where transaction_id = any($1::uuid[]))::int as rolled`,
      [ids],
    )
  ).rows;
  await db.close();
}
fs.rmSync(dataDir, { recursive: true, force: true });
const [{ docs, distinct_docs: distinctDocs, tx, rolled }] = rows;
console.log(
  `${databaseUrl ? 'PostgreSQL' : 'PGlite'}: ${rounds} kill -9 rounds, ${devicesN} devices, ingest ${ingestS.toFixed(0)} s; ${ids.length} acknowledged, ${retries} retries, ${refused} refused; in the database: ${docs} device documents (${distinctDocs} distinct), ${tx} transactions, ${rolled} rolled up`,
);
console.log(
  `rollups caught up in ${catchUpS.toFixed(0)} s (sales-rollup jobs: ${rollup.queued} queued, ${rollup.running} running, ${rollup.failed} failed); invariants: ${failures.length ? `${failures.length} failed` : 'all hold'}`,
);
for (const f of failures) console.error(`- ${f.check}: ${f.message}`);
const problems = [];
if (docs !== ids.length || distinctDocs !== ids.length || tx !== ids.length || rolled !== ids.length)
  problems.push('every acknowledged document must be stored (and rolled up) exactly once');
if (rollup.queued || rollup.running) problems.push(`the rollup jobs did not catch up within ${catchUpMs / 1000} s`);
if (rollup.failed) problems.push(`${rollup.failed} sales-rollup jobs failed`);
if (failures.length) problems.push(`${failures.length} invariant checks failed`);
if (problems.length) {
  for (const p of problems) console.error(p);
  process.exit(1);
}
