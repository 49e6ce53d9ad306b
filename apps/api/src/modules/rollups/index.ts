// The rollups of REPORTS.md §5 and the invariants of SALES.md §5: what the sales write path, the
// job list, the dashboard and the tests use.
export { salesInvariantsJob, salesRollupJob } from './rollup.jobs.js';
export { applyTransaction, compareRollups, rebuildRollups, type RollupRange } from './rollup.service.js';
export { checkInvariants, notifyFailures, type InvariantOptions } from './invariants.js';
