// npm run fuzz -- --count 50000 --seed 42: generated hostile requests against every endpoint of
// the API on an in-memory database (apps/api/src/test/fuzz); prints the requests, endpoints,
// status histogram and any 5xx with what reproduces it. Exits non-zero on a 5xx.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: { count: { type: 'string', default: '5000' }, seed: { type: 'string', default: '42' } },
});
const count = Number(values.count);
const seed = Number(values.seed);
if (!Number.isInteger(count) || count < 1 || !Number.isInteger(seed)) {
  console.error('usage: npm run fuzz -- --count <requests> --seed <integer>');
  process.exit(2);
}
const root = path.resolve(import.meta.dirname, '..');
const vitest = path.join(root, 'node_modules', 'vitest', 'vitest.mjs');
const r = spawnSync(process.execPath, [vitest, 'run', '--project', 'api', 'apps/api/src/test/fuzz/fuzz-long.test.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, FUZZ_COUNT: String(count), FUZZ_SEED: String(seed) },
});
process.exit(r.status ?? 1);
