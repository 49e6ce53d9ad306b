// npm run test:e2e [-- e2e/<file>.e2e.ts ...]: starts the real server once, on a fresh PGlite
// folder with the demo data, runs the browser flows in e2e/ against it, then stops it.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { once } from 'node:events';
import { ensureApiBuild, ensureWebBuild } from './build.mjs';

const root = path.resolve(import.meta.dirname, '..');
const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
if (!fs.existsSync(chromium)) {
  console.error(
    `Chromium not found at ${chromium}. Install Debian's: apt-get install -y chromium fonts-noto-cjk, or set CHROMIUM_PATH.`,
  );
  process.exit(1);
}

ensureWebBuild();
await ensureApiBuild();

const freePort = async () => {
  const probe = net.createServer().listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const { port } = probe.address();
  probe.close();
  return port;
};

const port = await freePort();
const baseURL = `http://127.0.0.1:${port}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cinema-e2e-'));
const serverEnv = {
  ...process.env,
  PORT: String(port),
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  SEED_DEMO: 'true',
  // The flows build their own sales; 90 days of demo history would only slow the server down.
  DEMO_SALES_DAYS: '0',
  LOG_LEVEL: 'warn',
  WEB_DIST: 'apps/web/dist',
  LOGIN_RATE_LIMIT: '1000',
};
delete serverEnv.DATABASE_URL; // always the throwaway PGlite, never a configured database
// Mail is written under the throwaway DATA_DIR (read on 送信メール), never sent to a configured server.
delete serverEnv.SMTP_URL;
delete serverEnv.SMTP_HOST;
const server = spawn(process.execPath, ['--enable-source-maps', 'apps/api/dist/server.js'], {
  cwd: root,
  env: serverEnv,
  stdio: ['ignore', 'inherit', 'inherit'],
});
let serverExited = false;
server.on('exit', () => (serverExited = true));

const stop = async () => {
  if (!serverExited) {
    server.kill('SIGTERM');
    await once(server, 'exit');
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
};
process.on('SIGINT', () => void stop().then(() => process.exit(130)));

// First start migrates and seeds the database: allow it three minutes on a busy machine.
const ready = async () => {
  for (const deadline = Date.now() + 180_000; Date.now() < deadline && !serverExited;) {
    const ok = await fetch(`${baseURL}/login`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return true;
    await new Promise((r) => setTimeout(r, 250));
  }
  return false;
};

let code = 1;
if (await ready()) {
  const files = process.argv.slice(2).length
    ? process.argv.slice(2)
    : fs
        .readdirSync(path.join(root, 'e2e'))
        .filter((f) => f.endsWith('.e2e.ts'))
        .sort()
        .map((f) => `e2e/${f}`);
  // One file at a time: two at once measured 188 s against about 237 s, four no faster and flaky
  // (docs/testing.md, "times"); the flows share the demo data, so one at a time keeps them independent.
  const run = spawn(
    process.execPath,
    ['--import', 'tsx', '--test', '--test-concurrency=1', '--test-reporter=spec', ...files],
    {
      cwd: root,
      env: { ...process.env, E2E_BASE_URL: baseURL, CHROMIUM_PATH: chromium },
      stdio: 'inherit',
    },
  );
  [code] = await once(run, 'exit');
} else {
  console.error(`the server did not answer at ${baseURL} within three minutes`);
}
await stop();
process.exit(code ?? 1);
