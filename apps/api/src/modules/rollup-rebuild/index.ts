// What other modules and the tests use of 再集計 (docs/reports.md, "再集計"): its job.
export { rollupRebuildJob } from './rollup-rebuild.jobs.js';
