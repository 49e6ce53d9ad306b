// npm start's server: how long until it answers on an empty data folder (first start: migrate and
// load the demo data) and on the same folder again (warm start), and its memory once started.
// Then how it answers while the demo's sales history is written in the background (issue 20): from
// an empty database, `/login` and one API call (本日の売上 as hq, whose answer also tells when the
// history is done) every second, each on its own whatever the ones before are doing, until the
// history is written; p50/p99/max of both, with the machine's load average.
// Runs the compiled server (apps/api/dist) as npm start does. Run: node bench/start.mjs
//   BENCH_SALES_DAYS=14       DEMO_SALES_DAYS of the history run (default 90; 0 skips it)
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres
//                             the history run on a fresh database of that server (dropped afterwards)
//   BENCH_HISTORY_ONLY=1      skip the first and warm start
//   BENCH_SERVER=dir/server.js another build of the server (the code before a change), with
//                             BENCH_LABEL=before naming the result files
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureApiBuild, ensureWebBuild } from '../scripts/build.mjs';
import { machine, percentiles, writeResult } from './support/results.mjs';
import { startServer } from './support/server.mjs';
import { freshDatabase } from './support/postgres.mjs';

const root = path.resolve(import.meta.dirname, '..');
const salesDays = Number(process.env.BENCH_SALES_DAYS ?? 90);
const pgServer = process.env.BENCH_DATABASE_URL;
const serverJs = process.env.BENCH_SERVER;
const label = process.env.BENCH_LABEL;
ensureWebBuild();
if (!serverJs) await ensureApiBuild();

const rssMb = (pid) => {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)[1]) / 1024);
};

async function start(dataDir, port) {
  const { DATABASE_URL: _db, ...env } = process.env;
  const t0 = performance.now();
  const server = spawn(process.execPath, [serverJs ?? 'apps/api/dist/server.js'], {
    cwd: root,
    env: { ...env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (;;) {
    const up = await fetch(`http://127.0.0.1:${port}/api/system/setting`).then(
      (r) => r.status < 500,
      () => false,
    );
    if (up) break;
    if (server.exitCode !== null) throw new Error('the server exited');
    await new Promise((r) => setTimeout(r, 100));
  }
  const seconds = Number(((performance.now() - t0) / 1000).toFixed(1));
  // Memory once the first requests are served: a login and the dashboard's summary.
  const login = await fetch(`http://127.0.0.1:${port}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userName: 'hq', password: 'demo-2026' }),
  }).then((r) => r.json());
  await fetch(`http://127.0.0.1:${port}/api/dashboard/summary`, {
    headers: { authorization: `Bearer ${login.data.token}` },
  });
  const rss = rssMb(server.pid);
  server.kill('SIGTERM');
  await once(server, 'exit');
  return { seconds, rssMb: rss };
}

/** One timed request; an error or a timeout counts with the time it took. */
async function timed(url, init = {}) {
  const t0 = performance.now();
  try {
    const r = await fetch(url, { ...init, signal: AbortSignal.timeout(300_000) });
    const body = await r.text();
    return { ms: performance.now() - t0, ok: r.ok, body };
  } catch {
    return { ms: performance.now() - t0, ok: false, body: '' };
  }
}

const loadAverage = () => Number(os.loadavg()[0].toFixed(2));

/** The history run: the server from an empty database, probed every second until the history is written. */
async function whileHistory() {
  const db = pgServer ? await freshDatabase(pgServer, 'cinema_start') : null;
  const t0 = performance.now();
  const loads = [loadAverage()];
  const sampler = setInterval(() => loads.push(loadAverage()), 5000);
  const srv = await startServer({ databaseUrl: db?.url, salesDays, serverJs, waitMs: 600_000 });
  try {
    const firstAnswer = (performance.now() - t0) / 1000;
    const login = await timed(`${srv.baseURL}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ userName: 'hq', password: 'demo-2026' }),
    });
    const headers = { authorization: `Bearer ${JSON.parse(login.body).data.token}` };
    const page = [];
    const api = [];
    let failed = 0;
    let progress = null;
    let done = false;
    const pending = new Set();
    const started = performance.now();
    const slowest = [];
    const probe = (url, into, options) => {
      const at = (performance.now() - started) / 1000;
      const clock = new Date().toISOString().slice(11, 19);
      const p = timed(url, options).then((r) => {
        into.push(r.ms);
        if (!r.ok) failed++;
        slowest.push({ at: Number(at.toFixed(1)), clock, path: new URL(url).pathname, ms: Math.round(r.ms), progress });
        pending.delete(p);
        return r;
      });
      pending.add(p);
      return p;
    };
    for (let tick = 1; !done; tick++) {
      probe(`${srv.baseURL}/login`, page);
      probe(`${srv.baseURL}/api/dashboard/sales`, api, { headers }).then((r) => {
        if (!r.ok) return;
        progress = JSON.parse(r.body).data.salesHistory;
        if (!progress) done = true;
      });
      await new Promise((r) => setTimeout(r, 1000));
      if (tick % 30 === 0 && progress)
        console.log(`history ${progress.doneDays}/${progress.totalDays} days, load ${loadAverage()}`);
    }
    const historySeconds = (performance.now() - started) / 1000;
    await Promise.all(pending);
    return {
      database: pgServer ? 'PostgreSQL (fresh database, local server)' : 'PGlite (DATA_DIR)',
      salesDays,
      server: serverJs ? path.relative(root, serverJs) : 'apps/api/dist/server.js',
      firstAnswerSeconds: Number(firstAnswer.toFixed(1)),
      historySeconds: Number(historySeconds.toFixed(1)),
      login: percentiles(page),
      api: { call: 'GET /api/dashboard/sales as hq', ...percentiles(api) },
      failed,
      // When the slowest answers were asked for (seconds into the history, UTC) and how far it was then.
      slowest: slowest.sort((a, b) => b.ms - a.ms).slice(0, 8),
      loadAverage: {
        atStart: loads[0],
        mean: Number((loads.reduce((s, l) => s + l, 0) / loads.length).toFixed(2)),
        max: Math.max(...loads),
      },
    };
  } finally {
    clearInterval(sampler);
    await srv.stop();
    await db?.drop();
  }
}

if (!process.env.BENCH_HISTORY_ONLY) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cinema-start-'));
  const first = await start(dataDir, 3901);
  const warm = await start(dataDir, 3902);
  fs.rmSync(dataDir, { recursive: true, force: true });
  const result = { date: new Date().toISOString(), machine: machine(), firstStart: first, warmStart: warm };
  console.log(`first start ${first.seconds} s (${first.rssMb} MB), warm start ${warm.seconds} s (${warm.rssMb} MB)`);
  writeResult(['start', label].filter(Boolean).join('-'), result);
}
if (salesDays > 0) {
  const history = await whileHistory();
  const name = ['start-history', pgServer && 'pg', label].filter(Boolean).join('-');
  writeResult(name, { date: new Date().toISOString(), machine: machine(), ...history });
  const f = (s) => `p50 ${s.p50} ms, p99 ${s.p99} ms, max ${s.max} ms (${s.n})`;
  console.log(
    `${history.database}, ${salesDays} days written in ${history.historySeconds} s (load ${history.loadAverage.mean} mean, ${history.loadAverage.max} max):\n` +
      `  /login ${f(history.login)}\n  ${history.api.call} ${f(history.api)}; ${history.failed} failed`,
  );
}
