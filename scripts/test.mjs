// npm test: every check CI runs, in order, stopping at the first failure.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const run = (cmd, args, opts = {}) => spawnSync(cmd, args, { cwd: root, stdio: 'inherit', ...opts });
const ok = (r) => r.status === 0;

// The first load of /login must stay small (docs/performance.md, "The /login budget"); the bench prints one JSON line.
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
    // README size, line lengths, links and anchors, no citations of documents outside the repository.
    ['docs (scripts/check-docs.mjs)', [process.execPath, ['scripts/check-docs.mjs']]],
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

// What every step counted, for the last line (`N passed, N failed`) and the slowest files.
const counts = { passed: 0, failed: 0 };
const fileTimes = [];
const resultsDir = path.join(root, 'node_modules', '.cache', 'cinema-test');

/** Vitest with a JSON report beside the usual one: its counts and each file's time are kept. */
function vitest(label, args, env = process.env) {
  fs.mkdirSync(resultsDir, { recursive: true });
  const out = path.join(resultsDir, `${label}.json`);
  fs.rmSync(out, { force: true });
  const r = run(
    'npx',
    ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${out}`, ...args],
    {
      env,
    },
  );
  if (fs.existsSync(out)) {
    const report = JSON.parse(fs.readFileSync(out, 'utf8'));
    counts.passed += report.numPassedTests;
    counts.failed += report.numFailedTests;
    for (const f of report.testResults)
      fileTimes.push([path.relative(root, f.name), (f.endTime ?? f.startTime) - f.startTime, label]);
  } else counts.failed += 1;
  return ok(r);
}

// With TEST_DATABASE_URL (CI's PostgreSQL), the API suite runs there once; the tests about PGlite
// itself (the embedded database `npm start` uses) run on PGlite too. Without it, everything is PGlite.
const pg = Boolean(process.env.TEST_DATABASE_URL);
const PGLITE_TESTS = [
  'apps/api/src/platform/jobs/runner.test.ts',
  'apps/api/src/db/write-all.test.ts',
  'apps/api/src/modules/coupons/redemption.test.ts',
  'apps/api/src/modules/stock/stock-locations.migration.test.ts',
  'apps/api/src/seed/sales-history/sales-history.test.ts',
];
const withoutPg = Object.fromEntries(Object.entries(process.env).filter(([k]) => k !== 'TEST_DATABASE_URL'));

/** The browser flows, their output shown as it comes and their pass/fail counts read from it. */
function e2e() {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['scripts/e2e.mjs'], { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (d) => {
      out += d;
      process.stdout.write(d);
    });
    child.on('exit', (code) => {
      const count = (word) => Number(out.match(new RegExp(`^ℹ ${word} (\\d+)`, 'm'))?.[1] ?? 0);
      counts.passed += count('pass');
      counts.failed += count('fail') || (code === 0 ? 0 : 1);
      resolve(code === 0);
    });
  });
}

const steps = [
  ['format, lint, typecheck and docs (side by side)', staticChecks],
  [`unit and API tests (vitest: contracts, web, api on ${pg ? 'PostgreSQL' : 'PGlite'})`, () => vitest('vitest', [])],
  ...(pg ? [['API tests about PGlite itself (on PGlite)', () => vitest('pglite', PGLITE_TESTS, withoutPg)]] : []),
  ['build (web app and compiled API)', () => ok(run(process.execPath, ['scripts/build.mjs']))],
  ['login bundle size', loginBundle],
  ['chromium', chromium],
  ['end-to-end flows', e2e],
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
for (const [name, ms, passed] of timings) console.log(`  ${passed ? '✔' : '✖'} ${name.padEnd(60)} ${seconds(ms)}`);
if (fileTimes.length) {
  console.log('\nslowest test files:');
  for (const [file, ms, label] of fileTimes.sort((a, b) => b[1] - a[1]).slice(0, 20))
    console.log(`  ${seconds(ms).padStart(8)}  ${file}${label === 'pglite' ? ' (PGlite)' : ''}`);
}
console.log(`npm test took ${seconds(Date.now() - started)}`);
console.log(`${counts.passed} passed, ${counts.failed} failed`);
process.exit(failed);
