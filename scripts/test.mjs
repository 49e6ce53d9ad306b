// npm test: every check CI runs, in order, stopping at the first failure.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const run = (cmd, args, opts = {}) => spawnSync(cmd, args, { cwd: root, stdio: 'inherit', ...opts });
const ok = (r) => r.status === 0;

// The first load of /login must stay small (DESIGN.md section 6); the bench prints one JSON line.
function loginBundle() {
  const r = run(process.execPath, ['bench/login-bundle.mjs'], {
    stdio: ['ignore', 'pipe', 'inherit'],
    encoding: 'utf8',
  });
  process.stdout.write(r.stdout ?? '');
  if (!ok(r)) return false;
  const result = JSON.parse(r.stdout.trim().split('\n').pop());
  if (!result.ok)
    console.error(`/login loads ${result.gzipKB} KB of gzipped JavaScript; the limit is ${result.limitKB} KB.`);
  return result.ok;
}

// The flows drive Debian's Chromium (playwright's own browser download does not work here).
function chromium() {
  const wanted = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
  if (fs.existsSync(wanted)) return true;
  const canInstall =
    !process.env.CHROMIUM_PATH &&
    process.getuid?.() === 0 &&
    ok(spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }));
  if (!canInstall) {
    console.error(
      `Chromium not found at ${wanted}. Install Debian's chromium and Japanese fonts:\n  sudo apt-get install -y chromium fonts-noto-cjk\nor point CHROMIUM_PATH at a Chromium binary.`,
    );
    return false;
  }
  console.log("Chromium is missing: installing Debian's chromium and fonts-noto-cjk (apt-get)…");
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  if (!ok(run('sh', ['-c', 'apt-get update && apt-get install -y chromium fonts-noto-cjk'], { env }))) return false;
  if (!fs.existsSync(wanted)) console.error(`apt-get finished but ${wanted} is still missing.`);
  return fs.existsSync(wanted);
}

// Checks that read the sources only run side by side: each is mostly one core's work.
async function staticChecks() {
  const checks = [
    ['format (prettier --check)', ['npx', ['prettier', '--check', '--log-level', 'warn', '.']]],
    ['lint (type-aware, layer boundaries, house rules)', ['npm', ['run', 'lint', '--silent']]],
    ['typecheck', ['npm', ['run', 'typecheck', '--silent']]],
    // No import cycles between modules (dpdm; type-only imports do not count).
    ['import cycles (dpdm)', ['npm', ['run', 'cycles', '--silent']]],
  ];
  const results = await Promise.all(
    checks.map(
      ([name, [cmd, args]]) =>
        new Promise((resolve) => {
          const t = Date.now();
          const child = spawn(cmd, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
          let out = '';
          child.stdout.on('data', (d) => (out += d));
          child.stderr.on('data', (d) => (out += d));
          child.on('exit', (code) => resolve({ name, ok: code === 0, out, ms: Date.now() - t }));
        }),
    ),
  );
  for (const r of results) {
    console.log(`  ${r.ok ? '✔' : '✖'} ${r.name} (${(r.ms / 1000).toFixed(1)} s)`);
    if (!r.ok) process.stdout.write(r.out.replace(/^npm warn .*\n/gm, ''));
  }
  return results.every((r) => r.ok);
}

const steps = [
  ['format, lint and typecheck (side by side)', staticChecks],
  ['unit and API tests (vitest: contracts, api, web)', () => ok(run('npx', ['vitest', 'run']))],
  ['build (web app and compiled API)', () => ok(run(process.execPath, ['scripts/build.mjs']))],
  ['login bundle size', loginBundle],
  ['chromium', chromium],
  ['end-to-end flows', () => ok(run(process.execPath, ['scripts/e2e.mjs']))],
];

const started = Date.now();
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const timings = [];
let failed = 0;
for (const [name, step] of steps) {
  console.log(`\n▶ ${name}`);
  const t = Date.now();
  const passed = await step();
  timings.push([name, Date.now() - t, passed]);
  console.log(`${passed ? '✔' : '✖'} ${name} (${seconds(Date.now() - t)})`);
  if (!passed) {
    failed = 1;
    console.error(`\nstopping here: ${steps.length - timings.length} step(s) not run.`);
    break;
  }
}
console.log('\nstep times:');
for (const [name, ms, passed] of timings) console.log(`  ${passed ? '✔' : '✖'} ${name.padEnd(52)} ${seconds(ms)}`);
console.log(`npm test took ${seconds(Date.now() - started)}`);
process.exit(failed);
