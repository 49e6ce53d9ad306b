// npm start's server: how long until it answers on an empty data folder (first start: migrate and
// load the demo data) and on the same folder again (warm start), and its memory once started.
// Runs the compiled server (apps/api/dist) as npm start does. Run: node bench/start.mjs
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureApiBuild, ensureWebBuild } from '../scripts/build.mjs';
import { machine, writeResult } from './support/results.mjs';

const root = path.resolve(import.meta.dirname, '..');
ensureWebBuild();
await ensureApiBuild();

const rssMb = (pid) => {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)[1]) / 1024);
};

async function start(dataDir, port) {
  const { DATABASE_URL: _db, ...env } = process.env;
  const t0 = performance.now();
  const server = spawn(process.execPath, ['apps/api/dist/server.js'], {
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

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cinema-start-'));
const first = await start(dataDir, 3901);
const warm = await start(dataDir, 3902);
fs.rmSync(dataDir, { recursive: true, force: true });
const result = { date: new Date().toISOString(), machine: machine(), firstStart: first, warmStart: warm };
console.log(`first start ${first.seconds} s (${first.rssMb} MB), warm start ${warm.seconds} s (${warm.rssMb} MB)`);
writeResult('start', result);
