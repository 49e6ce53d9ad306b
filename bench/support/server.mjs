// The built app on a free port over a throwaway PGlite folder with the demo data, for the benches
// that drive it in Chromium; the server's own warnings go to this terminal.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { ensureApiBuild, ensureWebBuild } from '../../scripts/build.mjs';

const root = path.resolve(import.meta.dirname, '../..');

async function freePort() {
  const probe = net.createServer().listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const { port } = probe.address();
  probe.close();
  return port;
}

async function ready(baseURL, server, waitMs) {
  for (const deadline = Date.now() + waitMs; Date.now() < deadline && server.exitCode === null;) {
    if (
      await fetch(`${baseURL}/login`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`the server did not answer at ${baseURL} within ${waitMs / 1000} s`);
}

/**
 * Starts the server and waits until it answers; stop() ends it and removes its data folder.
 * `databaseUrl`: PostgreSQL instead of PGlite; `dataDir`: reuse a folder (kept by stop());
 * `salesDays`: DEMO_SALES_DAYS for this server; `serverJs`: another build of the server (a
 * comparison with the code before a change), instead of building apps/api/dist; `waitMs`: how long
 * it may take to answer (a minute).
 */
export async function startServer({ databaseUrl, dataDir: keptDir, salesDays, serverJs, waitMs = 60_000 } = {}) {
  ensureWebBuild();
  if (!serverJs) await ensureApiBuild();
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const dataDir = keptDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'cinema-bench-'));
  // Without DATABASE_URL the server opens PGlite in DATA_DIR: a bench never writes to a real database.
  const { DATABASE_URL: _database, ...inherited } = process.env;
  const env = {
    ...inherited,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SEED_DEMO: 'true',
    // Benchmarks measure the demo data alone, unless a run asks for the sales history.
    DEMO_SALES_DAYS: String(salesDays ?? inherited.DEMO_SALES_DAYS ?? '0'),
    LOG_LEVEL: 'warn',
    WEB_DIST: 'apps/web/dist',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  };
  // BENCH_SERVER_ARGS: extra node flags for the server, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof".
  const extra = process.env.BENCH_SERVER_ARGS?.split(' ').filter(Boolean) ?? [];
  const server = spawn(process.execPath, [...extra, '--enable-source-maps', serverJs ?? 'apps/api/dist/server.js'], {
    cwd: root,
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const stop = async () => {
    if (server.exitCode === null) {
      server.kill('SIGTERM');
      await once(server, 'exit');
    }
    if (!keptDir) fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await ready(baseURL, server, waitMs);
  } catch (err) {
    await stop();
    throw err;
  }
  return { baseURL, stop, server, port };
}
