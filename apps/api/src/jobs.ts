import type { Db } from './db/client.js';
import { moduleServers } from './features.js';
import { ensureSchedule, JobRunner, type AnyJobDefinition, type RunnerOptions } from './platform/jobs/index.js';

// Every job the platform runs, and the recurring ones with their schedule (Japan time): each module
// declares its own in its server.ts (features.ts lists them).
export const jobDefinitions: readonly AnyJobDefinition[] = moduleServers.flatMap((s) => s.jobs ?? []);

const recurring = moduleServers.flatMap((s) => s.schedules ?? []);

/** Registers the recurring jobs and answers a runner of every job (not yet started). */
export async function jobRunner(db: Db, options: RunnerOptions = {}) {
  for (const r of recurring) await ensureSchedule(db, r);
  return new JobRunner(db, jobDefinitions, options);
}
