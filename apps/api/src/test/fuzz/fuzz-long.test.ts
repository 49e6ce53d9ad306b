import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../helper.js';
import { formatReport, runFuzz } from './runner.js';

// The long run behind `npm run fuzz -- --count 50000 --seed 42` (scripts/fuzz.mjs passes both as
// FUZZ_COUNT and FUZZ_SEED). Skipped in `npm test`, which runs fuzz.test.ts instead.

const count = Number(process.env.FUZZ_COUNT ?? 0);
const seed = Number(process.env.FUZZ_SEED ?? 42);

let t: TestContext | undefined;
beforeAll(async () => {
  if (count > 0) t = await createTestApp({ imageProxy: { resolve: async () => [] } });
});
afterAll(() => t?.close());

it.skipIf(!(count > 0))(
  `fuzz: ${count} generated requests (seed ${seed}) answer no 5xx`,
  async () => {
    let last = Date.now();
    const report = await runFuzz(t!, {
      seed,
      count,
      onProgress: (done, total) => {
        if (Date.now() - last < 30_000) return;
        last = Date.now();
        console.log(`fuzz: ${done}/${total}`);
      },
    });
    console.log(formatReport(report));
    expect(report.failures, formatReport(report)).toEqual([]);
  },
  3_600_000,
);
