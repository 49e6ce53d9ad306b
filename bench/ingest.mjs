// Ingest (issue 13 §6): 20 simulated POS devices each send sales of 3 lines (a ticket and two shop
// lines while seats last) as fast as they can for BENCH_SECONDS (default 10); then every document
// is sent again, one at a time and then as batches of 50 (replays). On the built server over PGlite, and over a fresh PostgreSQL database
// when BENCH_DATABASE_URL (or BENCH_PG=1: postgres://postgres@127.0.0.1:5432/postgres) is given. BENCH_MEMBERS=1 runs
// each database twice in turn, without and then with a demo member's 会員番号 on every sale (its points written in the
// sale's own transaction), so the cost of points is read against a reference of the same run.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { startServer } from './support/server.mjs';
import { SeatPool, loadMenu, loadPayments, shopLines, ticketLine, lineTotal } from '../scripts/sim/catalog.mjs';
import { cinemaByCode, hqToken, percentile, registerDevice } from '../scripts/sim/device-client.mjs';

const root = path.resolve(import.meta.dirname, '..');
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const devicesN = Number(process.env.BENCH_DEVICES ?? 20);
const pgUrl =
  process.env.BENCH_DATABASE_URL ?? (process.env.BENCH_PG ? 'postgres://postgres@127.0.0.1:5432/postgres' : null);

async function admin(url, text) {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  await c.query(text);
  await c.end();
}

/** Runs the bench against one server; answers its figures. */
async function run(label, databaseUrl, members = false) {
  const srv = await startServer({ databaseUrl });
  try {
    const hq = await hqToken(srv.baseURL);
    const cinema = await cinemaByCode(srv.baseURL, hq, '0101');
    const devices = [];
    for (let i = 0; i < devicesN; i++)
      devices.push(await registerDevice(srv.baseURL, hq, { cinemaId: cinema.id, type: 'pos', code: `BENCH${i + 1}` }));
    const seats = await new SeatPool().load(devices[0], { days: 3, maxScreenings: 200 });
    const menu = await loadMenu(devices[0]);
    const payments = await loadPayments(devices[0]);
    const sent = devices.map(() => []);
    const latencies = [];
    let errors = 0;
    const until = Date.now() + seconds * 1000;
    const started = performance.now();
    await Promise.all(
      devices.map(async (d, i) => {
        while (Date.now() < until) {
          const party = seats.take(1);
          const lines = [...party.map(ticketLine), ...shopLines(menu, 3 - party.length)];
          const total = lineTotal(lines);
          const memberNo = members ? `CL${String((sent[i].length % 300) + 1).padStart(8, '0')}` : undefined;
          const doc = d.doc('sale', {
            lines,
            payments: [{ methodId: payments.credit.id, amount: total }],
            total,
            ...(memberNo ? { memberNo } : {}),
          });
          const r = await d.send(doc);
          latencies.push(r.ms);
          if (r.status >= 300) errors++;
          else sent[i].push(doc);
        }
      }),
    );
    const elapsed = (performance.now() - started) / 1000;
    const docs = sent.flat().length;
    // Replays: each device sends its documents again, same clientId and body.
    const replayLatencies = [];
    let notReplayed = 0;
    const replayStarted = performance.now();
    await Promise.all(
      devices.map(async (d, i) => {
        for (const doc of sent[i]) {
          const r = await d.send(doc);
          replayLatencies.push(r.ms);
          if (!r.replayed) notReplayed++;
        }
      }),
    );
    const replayElapsed = (performance.now() - replayStarted) / 1000;
    // Queue replays: a device back from an outage resends its queue as batches (docs/device-api.md), here
    // of 50 documents, all already stored; the rate counts documents, the latency is per batch.
    const batchLatencies = [];
    let batchReplays = 0;
    const batchStarted = performance.now();
    await Promise.all(
      devices.map(async (d, i) => {
        for (let from = 0; from < sent[i].length; from += 50) {
          const documents = sent[i].slice(from, from + 50);
          const r = await d.send({ kind: 'batch', documents });
          batchLatencies.push(r.ms);
          const replayed = r.status === 200 ? r.body.data.results.filter((x) => x.replayed).length : 0;
          batchReplays += replayed;
          notReplayed += documents.length - replayed;
        }
      }),
    );
    const batchElapsed = (performance.now() - batchStarted) / 1000;
    const figures = {
      database: label,
      members,
      devices: devicesN,
      seconds,
      documents: docs,
      errors,
      docsPerSec: Math.round(docs / elapsed),
      p50Ms: Math.round(percentile(latencies, 50)),
      p99Ms: Math.round(percentile(latencies, 99)),
      replays: replayLatencies.length,
      notReplayed,
      replayDocsPerSec: Math.round(replayLatencies.length / replayElapsed),
      replayP50Ms: Math.round(percentile(replayLatencies, 50)),
      replayP99Ms: Math.round(percentile(replayLatencies, 99)),
      batchReplayDocsPerSec: Math.round(batchReplays / batchElapsed),
      batchReplayP99Ms: Math.round(percentile(batchLatencies, 99)),
    };
    console.log(
      `${label}${members ? ' (every sale a member’s)' : ''}: ${docs} sales (3 lines) in ${elapsed.toFixed(1)} s by ${devicesN} devices: ${figures.docsPerSec} documents/s, p50 ${figures.p50Ms} ms, p99 ${figures.p99Ms} ms, ${errors} errors; replays ${figures.replayDocsPerSec} documents/s (p99 ${figures.replayP99Ms} ms), in batches of 50 ${figures.batchReplayDocsPerSec} documents/s (p99 ${figures.batchReplayP99Ms} ms per batch); ${notReplayed} not replayed`,
    );
    return figures;
  } finally {
    await srv.stop();
  }
}

// BENCH_PGLITE=0: PostgreSQL only (e.g. while profiling the server).
const variants = process.env.BENCH_MEMBERS === '1' ? [false, true] : [false];
const results = [];
if (process.env.BENCH_PGLITE !== '0') for (const members of variants) results.push(await run('PGlite', null, members));
if (pgUrl) {
  for (const members of variants) {
    const name = `cinema_ingest_${randomBytes(6).toString('hex')}`;
    await admin(pgUrl, `create database ${name}`);
    try {
      const url = Object.assign(new URL(pgUrl), { pathname: `/${name}` }).toString();
      results.push(await run('PostgreSQL', url, members));
    } finally {
      await admin(pgUrl, `drop database if exists ${name} with (force)`);
    }
  }
}
const out = {
  date: new Date().toISOString(),
  machine: { cpus: os.cpus().length, cpu: os.cpus()[0]?.model, node: process.version, loadavg: os.loadavg() },
  results,
};
fs.mkdirSync(path.join(root, 'bench/results'), { recursive: true });
fs.writeFileSync(
  path.join(root, `bench/results/${process.env.BENCH_MEMBERS === '1' ? 'ingest-members' : 'ingest'}.json`),
  `${JSON.stringify(out, null, 2)}\n`,
);
if (results.some((r) => r.errors || r.notReplayed)) process.exit(1);
