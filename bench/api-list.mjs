// GET /api/cinema/list as hq against a bare Fastify hello-world, 10 s each, on this machine.
// Both servers live in this process, the API on in-memory PGlite with the demo data; the load
// comes from autocannon in a child process so it does not share the servers' event loop.
// With BENCH_DATABASE_URL the API runs on that PostgreSQL instead (a fresh database, dropped after):
// the production path. Run: node --import tsx bench/api-list.mjs   (writes bench/results/api-list[-pg].json)
import Fastify from 'fastify';
import { buildApp } from '../apps/api/src/app.ts';
import { autocannon, openDemoDatabase, tokenFor } from './support/api.mjs';
import { machine, writeResult } from './support/results.mjs';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = 10;

const pgUrl = process.env.BENCH_DATABASE_URL;
const database = await openDemoDatabase(pgUrl);
const app = await buildApp({ db: database.db });
const token = await tokenFor(app, 'hq');
const check = await app.inject({ method: 'GET', url: '/api/cinema/list', headers: { authorization: `Bearer ${token}` } });
if (check.statusCode !== 200) throw new Error(`GET /api/cinema/list answered ${check.statusCode}: ${check.body}`);
const apiUrl = `${await app.listen({ port: 0, host: '127.0.0.1' })}/api/cinema/list`;

// The ceiling: what Fastify itself answers on this machine with no plugins and no database.
const hello = Fastify();
hello.get('/', async () => ({ hello: 'world' }));
const helloUrl = await hello.listen({ port: 0, host: '127.0.0.1' });

const load = (url, headers) => autocannon(url, { connections, seconds, headers });

console.log(`GET /api/cinema/list (hq, ${check.json().data.total} cinemas), ${connections} connections, ${seconds} s…`);
const apiList = await load(apiUrl, { authorization: `Bearer ${token}` });
console.log(`hello-world, ${connections} connections, ${seconds} s…`);
const helloWorld = await load(helloUrl);
await hello.close();
await app.close();
await database.close();

const result = {
  date: new Date().toISOString(),
  machine: machine(),
  settings: { connections, seconds, database: pgUrl ? 'PostgreSQL, demo data' : 'PGlite in memory, demo data' },
  apiList,
  helloWorld,
  ratio: Number((apiList.reqPerSec / helloWorld.reqPerSec).toFixed(3)),
};
const row = (name, r) =>
  `${name.padEnd(22)} ${String(r.reqPerSec).padStart(8)} req/s   p50 ${r.latencyP50Ms} ms   p99 ${r.latencyP99Ms} ms`;
console.log(row('GET /api/cinema/list', apiList));
console.log(row('hello-world', helloWorld));
console.log(`ratio (api-list / hello-world): ${result.ratio}`);
writeResult(`api-list${pgUrl ? '-pg' : ''}`, result);
