// The rollups (docs/reports.md, "rollups") and the invariants (docs/sales.md, "invariants"): what the sales write path, the
// job list, the dashboard and the tests use.
export { salesInvariantsJob, salesRollupJob } from './rollup.jobs.js';
export { applyTransaction, compareRollups, rebuildRollups, type RollupRange } from './rollup.service.js';
export { checkInvariants, notifyFailures, type InvariantOptions } from './invariants.js';
export {
  ADMITTED,
  PERSONS,
  STILL_SOLD,
  SEAT_KINDS,
  seatsWithKind,
  paperAndMovieTicketSeats,
  type SeatKind,
} from './seat-kinds.js';
export { KIND_COLUMNS } from './screening-counters.js';
