import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allEndpoints } from '@cinema/contracts';
import { createTestApp, type TestContext } from '../helper.js';
import { formatReport, runFuzz } from './runner.js';

// Generated requests against every declared endpoint (see runner.ts): none may answer 5xx.
// `npm run fuzz -- --count 50000 --seed 42` runs the same generator longer (fuzz-long.test.ts).

const SEED = 42;
const PER_ENDPOINT = 30;

let t: TestContext;
beforeAll(async () => {
  // No outside network: every image link the fuzz registers resolves to nothing.
  t = await createTestApp({ imageProxy: { resolve: async () => [] } });
});
afterAll(() => t.close());

describe('fuzz: hostile input never answers 5xx', () => {
  it(`${PER_ENDPOINT} generated cases for each of ${allEndpoints.length} endpoints (seed ${SEED})`, async () => {
    const report = await runFuzz(t, { seed: SEED, perEndpoint: PER_ENDPOINT });
    console.log(formatReport(report));
    expect(report.requests).toBe(PER_ENDPOINT * allEndpoints.length);
    expect(report.failures, formatReport(report)).toEqual([]);
  }, 300_000);
});
