// 100 signage players on one API process (docs/signage.md, "speed"): each an HTTP client on the push stream
// (GET /api/device/signage/stream with its own device token), in a child process so their memory is not the
// server's. Measures the server's extra RSS with them connected, and how long a message saved in the console (by a
// second app on the same database, as another API process would) takes to reach every one of them as `changed`.
// Targets: < 50 MB extra, < 2 s to all. Also timed: until all 100 have read their new program.  Run: node --expose-gc --import tsx bench/signage.mjs
// (BENCH_DATABASE_URL=postgres://… to run on PostgreSQL; in-memory PGlite otherwise.)
import { spawn } from 'node:child_process';
import path from 'node:path';
import readline from 'node:readline';
import { eq } from 'drizzle-orm';
import { buildApp } from '../apps/api/src/app.ts';
import { cinemas } from '../apps/api/src/db/schema/index.ts';
import { openDemoDatabase, tokenFor } from './support/api.mjs';
import { machine, stats, writeResult } from './support/results.mjs';

const PLAYERS = 100;
const TARGET_MB = 50;
const TARGET_MS = 2000;

await run();

async function run() {
  const pgUrl = process.env.BENCH_DATABASE_URL;
  const database = await openDemoDatabase(pgUrl);
  const { db } = database;
  const server = await buildApp({ db, checkAnswers: false });
  const other = await buildApp({ db, checkAnswers: false });
  await Promise.all([server.ready(), other.ready()]);
  await server.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${server.server.address().port}`;

  const hq = await tokenFor(other, 'hq');
  const shinjuku = await tokenFor(other, 'shinjuku');
  const [cinema] = await db.select().from(cinemas).where(eq(cinemas.code, '0101'));
  const tokens = [];
  for (let i = 0; i < PLAYERS; i++) {
    const code = `BSIG${String(i).padStart(3, '0')}`;
    const created = await other.inject({
      method: 'POST',
      url: '/api/device/create',
      headers: { authorization: `Bearer ${hq}` },
      payload: { code, name: `ベンチサイネージ${i}`, type: 'signage', status: 'active', cinemaId: cinema.id },
    });
    const exchanged = await other.inject({
      method: 'POST',
      url: '/api/device/token',
      payload: { deviceCode: code, secret: created.json().data.secret },
    });
    tokens.push(exchanged.json().data.token);
  }

  const settle = async () => {
    for (let i = 0; i < 3; i++) {
      globalThis.gc?.();
      await new Promise((r) => setTimeout(r, 200));
    }
    return process.memoryUsage();
  };
  const before = await settle();

  const child = spawn(process.execPath, [path.join(import.meta.dirname, 'support/sse-clients.mjs'), base, ...tokens], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const ready = new Set();
  const changed = new Map();
  const reread = new Map();
  const errors = [];
  let onLine = () => undefined;
  readline.createInterface({ input: child.stdout }).on('line', (line) => {
    const [event, i, at] = line.split(' ');
    if (event === 'ready') ready.add(i);
    if (event === 'changed' && !changed.has(i)) changed.set(i, Number(at));
    if (event === 'program' && !reread.has(i)) reread.set(i, Number(at));
    if (event === 'error') errors.push(line);
    onLine();
  });
  const until = (check, ms, what) =>
    new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`${what}: timed out after ${ms} ms`)), ms);
      onLine = () => check() && (clearTimeout(timer), resolve());
      onLine();
    });
  await until(() => ready.size === PLAYERS, 30_000, `${PLAYERS} players connected`);
  // The hub reads its first stamp as players connect; a change is a move after that.
  await new Promise((r) => setTimeout(r, 1500));
  const connected = await settle();

  const rounds = [];
  const programs = [];
  for (let round = 0; round < 5; round++) {
    changed.clear();
    reread.clear();
    const res = await other.inject({
      method: 'POST',
      url: '/api/signageMessage/create',
      headers: { authorization: `Bearer ${shinjuku}` },
      payload: { kind: 'soldOut', style: 'ticker', text: `ベンチ ${round}`, startAt: new Date().toISOString() },
    });
    if (res.statusCode !== 200) throw new Error(`message not saved: ${res.body}`);
    const savedAt = Date.now();
    await until(() => changed.size === PLAYERS, 10_000, `round ${round}: all players told`);
    rounds.push(Math.max(...[...changed.values()].map((at) => at - savedAt)));
    await until(() => reread.size === PLAYERS, 20_000, `round ${round}: all programs read again`);
    programs.push(Math.max(...[...reread.values()].map((at) => at - savedAt)));
    await new Promise((r) => setTimeout(r, 1200));
  }

  child.kill();
  await server.close();
  await other.close();
  await database.close();

  const mb = (bytes) => Number((bytes / 1024 / 1024).toFixed(1));
  const extraMb = mb(connected.rss - before.rss);
  const allMs = stats(rounds);
  const result = {
    players: PLAYERS,
    database: pgUrl ? 'postgres' : 'pglite',
    rssBeforeMb: mb(before.rss),
    rssConnectedMb: mb(connected.rss),
    extraMb,
    // RSS keeps pages the heap freed; the heap's own growth says what the streams themselves hold.
    extraHeapMb: mb(connected.heapUsed + connected.external - before.heapUsed - before.external),
    toAllMs: allMs,
    rounds,
    // Until every player has its new program: 100 reads of the program at once, the board built once (by stamp).
    programToAllMs: stats(programs),
    programRounds: programs,
    errors,
    targets: { extraMb: TARGET_MB, toAllMs: TARGET_MS },
    pass: extraMb < TARGET_MB && allMs.max < TARGET_MS && errors.length === 0,
    machine: machine(),
  };
  writeResult(pgUrl ? 'signage-pg' : 'signage', result);
  console.log(JSON.stringify(result, null, 2));
  process.exit(result.pass ? 0 : 1);
}
