// GET /api/cinema/list as hq against a bare Fastify hello-world, 10 s each, on this machine.
// Both servers live in this process, the API on in-memory PGlite with the demo data; the load
// comes from autocannon in a child process so it does not share the servers' event loop.
// With BENCH_DATABASE_URL the API runs on that PostgreSQL instead (a fresh database, dropped after):
// the production path. Run: node --import tsx bench/api-list.mjs   (writes bench/results/api-list[-pg].json)
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { buildApp } from '../apps/api/src/app.ts';
import { openPglite } from '../apps/api/src/db/client.ts';
import { openTestDatabase } from '../apps/api/src/test/helper.ts';
import { DEMO_PASSWORD, seedDemo } from '../apps/api/src/seed/demo.ts';

const root = path.resolve(import.meta.dirname, '..');
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = 10;

const pgUrl = process.env.BENCH_DATABASE_URL;
if (pgUrl) process.env.TEST_DATABASE_URL = pgUrl;
const database = pgUrl ? await openTestDatabase() : await openPglite(null);
await seedDemo(database.db);
const app = await buildApp({ db: database.db });
const login = await app.inject({ method: 'POST', url: '/api/login', payload: { userName: 'hq', password: DEMO_PASSWORD } });
const token = login.json().data.token;
const check = await app.inject({ method: 'GET', url: '/api/cinema/list', headers: { authorization: `Bearer ${token}` } });
if (check.statusCode !== 200) throw new Error(`GET /api/cinema/list answered ${check.statusCode}: ${check.body}`);
const apiUrl = `${await app.listen({ port: 0, host: '127.0.0.1' })}/api/cinema/list`;

// The ceiling: what Fastify itself answers on this machine with no plugins and no database.
const hello = Fastify();
hello.get('/', async () => ({ hello: 'world' }));
const helloUrl = await hello.listen({ port: 0, host: '127.0.0.1' });

async function load(url, headers = {}) {
  const args = [path.join(root, 'node_modules/autocannon/autocannon.js'), '--json', '-c', String(connections), '-d', String(seconds)];
  for (const [k, v] of Object.entries(headers)) args.push('-H', `${k}=${v}`);
  const child = spawn(process.execPath, [...args, url], { stdio: ['ignore', 'pipe', 'inherit'] });
  let out = '';
  child.stdout.on('data', (d) => (out += d));
  const [code] = await once(child, 'exit');
  if (code !== 0) throw new Error(`autocannon exited with ${code}`);
  const r = JSON.parse(out);
  // A benchmark of error answers measures nothing.
  if (r.non2xx || r.errors) throw new Error(`${url}: ${r.non2xx} non-2xx answers, ${r.errors} errors`);
  return { reqPerSec: Math.round(r.requests.average), latencyP50Ms: r.latency.p50, latencyP99Ms: r.latency.p99, requests: r.requests.total };
}

console.log(`GET /api/cinema/list (hq, ${check.json().data.total} cinemas), ${connections} connections, ${seconds} s…`);
const apiList = await load(apiUrl, { authorization: `Bearer ${token}` });
console.log(`hello-world, ${connections} connections, ${seconds} s…`);
const helloWorld = await load(helloUrl);
await hello.close();
await app.close();
await database.close();

const result = {
  date: new Date().toISOString(),
  machine: { node: process.version, cpus: os.cpus().length, cpu: os.cpus()[0]?.model ?? 'unknown' },
  settings: { connections, seconds, database: pgUrl ? 'PostgreSQL, demo data' : 'PGlite in memory, demo data' },
  apiList,
  helloWorld,
  ratio: Number((apiList.reqPerSec / helloWorld.reqPerSec).toFixed(3)),
};
const row = (name, r) => `${name.padEnd(22)} ${String(r.reqPerSec).padStart(8)} req/s   p50 ${r.latencyP50Ms} ms   p99 ${r.latencyP99Ms} ms`;
console.log(row('GET /api/cinema/list', apiList));
console.log(row('hello-world', helloWorld));
console.log(`ratio (api-list / hello-world): ${result.ratio}`);
fs.mkdirSync(path.join(root, 'bench/results'), { recursive: true });
fs.writeFileSync(path.join(root, `bench/results/api-list${pgUrl ? '-pg' : ''}.json`), `${JSON.stringify(result, null, 2)}\n`);
