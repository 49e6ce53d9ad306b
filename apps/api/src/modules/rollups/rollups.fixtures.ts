import type { Db } from '../../db/client.js';
import { JobRunner } from '../../platform/jobs/index.js';
import { checkInvariants } from './invariants.js';
import { salesRollupJob } from './rollup.jobs.js';

/**
 * docs/sales.md, "invariants" after a scenario: the rollup jobs it queued are run, then every equality is checked for
 * every cinema and day (lines = payments, line taxes = document taxes, rollups = facts). For other modules' fixtures.
 */
export async function rolledUpInvariantFailures(db: Db) {
  await new JobRunner(db, [salesRollupJob]).drain({ delayed: true });
  return checkInvariants(db, { lagMinutes: 0 });
}
