// The in-process API benches (run under tsx): the app on the demo data, and autocannon in a child
// process so the load does not share the API's event loop.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openPglite, openPostgres } from '../../apps/api/src/db/client.ts';
import { DEMO_PASSWORD, seedDemo } from '../../apps/api/src/seed/demo.ts';

const root = path.resolve(import.meta.dirname, '../..');

const admin = async (url, text) => {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  await c.query(text);
  await c.end();
};

/**
 * In-memory PGlite, or with pgUrl a fresh database there (dropped on close) with a pool of 10 as
 * npm start opens, seeded with the demo data.
 */
export async function openDemoDatabase(pgUrl) {
  let database;
  if (pgUrl) {
    const name = `cinema_bench_${randomBytes(6).toString('hex')}`;
    await admin(pgUrl, `create database ${name}`);
    const url = Object.assign(new URL(pgUrl), { pathname: `/${name}` }).toString();
    const opened = await openPostgres(url, 10);
    database = {
      ...opened,
      close: async () => {
        await opened.close();
        await admin(pgUrl, `drop database if exists ${name} with (force)`);
      },
    };
  } else database = await openPglite(null);
  await seedDemo(database.db);
  return database;
}

/** A bearer token for a user with the demo password. */
export async function tokenFor(app, userName) {
  const login = await app.inject({ method: 'POST', url: '/api/login', payload: { userName, password: DEMO_PASSWORD } });
  return login.json().data.token;
}

/** Loads url for `seconds` with `connections` connections; throws on any error answer. */
export async function autocannon(url, { connections, seconds, headers = {} }) {
  const args = [
    path.join(root, 'node_modules/autocannon/autocannon.js'),
    '--json',
    '-c',
    String(connections),
    '-d',
    String(seconds),
  ];
  for (const [k, v] of Object.entries(headers)) args.push('-H', `${k}=${v}`);
  const child = spawn(process.execPath, [...args, url], { stdio: ['ignore', 'pipe', 'inherit'] });
  let out = '';
  child.stdout.on('data', (d) => (out += d));
  const [code] = await once(child, 'exit');
  if (code !== 0) throw new Error(`autocannon exited with ${code}`);
  const r = JSON.parse(out);
  // A benchmark of error answers measures nothing.
  if (r.non2xx || r.errors) throw new Error(`${url}: ${r.non2xx} non-2xx answers, ${r.errors} errors`);
  return {
    reqPerSec: Math.round(r.requests.average),
    latencyP50Ms: r.latency.p50,
    latencyP99Ms: r.latency.p99,
    requests: r.requests.total,
  };
}
