// The public cinema website (docs/website.md, "cache"): a demo cinema's top page and schedule page under a steady
// 300 requests a second each for 30 s (autocannon's fixed rate, in a child process), as visitors would come. Every
// 5 s the page cache lets one render through (visitors arriving meanwhile wait for that render). Target: p99 < 50 ms.
// In-memory PGlite with the demo data by default; BENCH_DATABASE_URL runs it on that PostgreSQL.
// Run: node --import tsx bench/website.mjs
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { buildApp } from '../apps/api/src/app.ts';
import { openDemoDatabase } from './support/api.mjs';
import { machine, writeResult } from './support/results.mjs';

const seconds = Number(process.env.BENCH_SECONDS ?? 30);
const rate = Number(process.env.BENCH_RATE ?? 300);
const connections = 10;
const pgUrl = process.env.BENCH_DATABASE_URL;
const database = await openDemoDatabase(pgUrl);
const app = await buildApp({ db: database.db, checkAnswers: false });
const base = await app.listen({ port: 0, host: '127.0.0.1' });
const root = path.resolve(import.meta.dirname, '..');

/** autocannon at a fixed overall rate: latency as visitors see it, not the most the server can take. */
async function load(url, secs) {
  const args = ['--json', '-c', String(connections), '-d', String(secs), '-R', String(rate), url];
  const child = spawn(process.execPath, [path.join(root, 'node_modules/autocannon/autocannon.js'), ...args], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  child.stdout.on('data', (d) => (out += d));
  const [code] = await once(child, 'exit');
  if (code !== 0) throw new Error(`autocannon exited with ${code}`);
  const r = JSON.parse(out);
  if (r.non2xx || r.errors) throw new Error(`${url}: ${r.non2xx} non-2xx answers, ${r.errors} errors`);
  return {
    reqPerSec: Math.round(r.requests.average),
    latencyP50Ms: r.latency.p50,
    latencyP99Ms: r.latency.p99,
    latencyMaxMs: r.latency.max,
    requests: r.requests.total,
  };
}

const pages = { top: '/site/CL/0101/', schedule: '/site/CL/0101/schedule' };
const results = {};
for (const [name, pathName] of Object.entries(pages)) {
  const first = await app.inject({ url: pathName });
  if (first.statusCode !== 200) throw new Error(`${pathName} answered ${first.statusCode}`);
  await load(`${base}${pathName}`, 2);
  console.log(`${pathName}: ${rate} req/s, ${connections} connections, ${seconds} s…`);
  results[name] = await load(`${base}${pathName}`, seconds);
  const r = results[name];
  console.log(
    `  ${r.reqPerSec} req/s   p50 ${r.latencyP50Ms} ms   p99 ${r.latencyP99Ms} ms   max ${r.latencyMaxMs} ms`,
  );
}
await app.close();
await database.close();

const result = {
  date: new Date().toISOString(),
  machine: machine(),
  settings: { rate, connections, seconds, database: pgUrl ? 'PostgreSQL, demo data' : 'PGlite in memory, demo data' },
  ...results,
};
result.meetsTarget = Object.values(results).every((r) => r.latencyP99Ms < 50);
console.log(`p99 under 50 ms on both: ${result.meetsTarget}`);
writeResult(`website${pgUrl ? '-pg' : ''}`, result);
