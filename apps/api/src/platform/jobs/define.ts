import type { z } from 'zod';
import type { Db, Tx } from '../../db/client.js';
import type { Actor } from '../actor.js';

export interface JobRow {
  id: number;
  queue: string;
  payload: unknown;
  attempts: number;
  maxAttempts: number;
}

export interface JobContext<P> {
  /** The job's own transaction: its writes commit together with the job's completion, or not at all. */
  tx: Tx;
  /** The database outside the transaction, for work that must not hold the job's locks (rare). */
  db: Db;
  payload: P;
  job: JobRow;
  /** The platform acting (audited as system), with the job id as request id. */
  actor: Actor;
}

export interface JobDefinition<P = unknown> {
  queue: string;
  /** Validates the payload when the job runs; a bad payload fails the job with the message. */
  payload: z.ZodType<P>;
  run: (ctx: JobContext<P>) => Promise<void>;
  /** Attempts before the job stays failed (default 5). */
  maxAttempts?: number;
  /**
   * Jobs of a busy queue run together: up to `size` due jobs of the queue are claimed at once and
   * `run` of the batch does them in one transaction (a rollup applies a hundred sales in one
   * statement per table instead of a hundred). If the batch fails, each job is run on its own, so
   * one bad job fails alone.
   */
  batch?: { size: number; run: (ctx: BatchContext<P>) => Promise<void> };
}

export interface BatchContext<P> extends Omit<JobContext<P>, 'payload' | 'job'> {
  payloads: P[];
  jobs: JobRow[];
}

/** A job a module offers; the runner is given the list of them in jobs.ts. */
export const defineJob = <P>(d: JobDefinition<P>): JobDefinition<P> => d;

/** Seconds before retry n (1-based): 2, 4, 8, … capped at one hour. */
export const backoffSeconds = (attempt: number) => Math.min(2 ** attempt, 3600);

/** Any job of any payload, for the runner's list (each validates its own payload). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a list of jobs of different payload types
export type AnyJobDefinition = JobDefinition<any>;
