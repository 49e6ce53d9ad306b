export {
  defineJob,
  backoffSeconds,
  type AnyJobDefinition,
  type JobContext,
  type JobDefinition,
  type JobRow,
} from './define.js';
export { enqueue, jobRow, type EnqueueOptions } from './enqueue.js';
export { JobRunner, type RunnerOptions } from './runner.js';
export { ensureSchedule, enqueueDueSchedules, nextRun, JOB_TIME_ZONE, type RecurringJob } from './schedules.js';
