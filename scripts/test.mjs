// npm test: every check CI runs, in order, stopping at the first failure.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const run = (cmd, args, opts = {}) => spawnSync(cmd, args, { cwd: root, stdio: 'inherit', ...opts });
const ok = (r) => r.status === 0;

// The first load of /login must stay small (DESIGN.md section 6); the bench prints one JSON line.
function loginBundle() {
  const r = run(process.execPath, ['bench/login-bundle.mjs'], { stdio: ['ignore', 'pipe', 'inherit'], encoding: 'utf8' });
  process.stdout.write(r.stdout ?? '');
  if (!ok(r)) return false;
  const result = JSON.parse(r.stdout.trim().split('\n').pop());
  if (!result.ok) console.error(`/login loads ${result.gzipKB} KB of gzipped JavaScript; the limit is ${result.limitKB} KB.`);
  return result.ok;
}

// The flows drive Debian's Chromium (playwright's own browser download does not work here).
function chromium() {
  const wanted = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
  if (fs.existsSync(wanted)) return true;
  const canInstall = !process.env.CHROMIUM_PATH && process.getuid?.() === 0 && ok(spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }));
  if (!canInstall) {
    console.error(`Chromium not found at ${wanted}. Install Debian's chromium and Japanese fonts:\n  sudo apt-get install -y chromium fonts-noto-cjk\nor point CHROMIUM_PATH at a Chromium binary.`);
    return false;
  }
  console.log("Chromium is missing: installing Debian's chromium and fonts-noto-cjk (apt-get)…");
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  if (!ok(run('sh', ['-c', 'apt-get update && apt-get install -y chromium fonts-noto-cjk'], { env }))) return false;
  if (!fs.existsSync(wanted)) console.error(`apt-get finished but ${wanted} is still missing.`);
  return fs.existsSync(wanted);
}

const steps = [
  ['lint', () => ok(run('npm', ['run', 'lint']))],
  ['typecheck', () => ok(run('npm', ['run', 'typecheck']))],
  ['unit and API tests (vitest: contracts, api, web)', () => ok(run('npx', ['vitest', 'run']))],
  ['web build', () => ok(run('npm', ['run', 'build', '-w', '@cinema/web']))],
  ['login bundle size', loginBundle],
  ['chromium', chromium],
  ['end-to-end flows', () => ok(run(process.execPath, ['scripts/e2e.mjs']))],
];

const started = Date.now();
const seconds = (since) => `${((Date.now() - since) / 1000).toFixed(1)} s`;
let passed = 0;
let failed = 0;
for (const [name, step] of steps) {
  console.log(`\n▶ ${name}`);
  const t = Date.now();
  if (step()) {
    passed += 1;
    console.log(`✔ ${name} (${seconds(t)})`);
  } else {
    failed += 1;
    console.error(`\n✖ ${name} failed (${seconds(t)}); stopping here. ${steps.length - passed - failed} step(s) not run.`);
    break;
  }
}
console.log(`\nnpm test took ${seconds(started)}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
