import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client.js';
import { jobs } from '../../db/schema/index.js';
import { systemActor } from '../actor.js';
import { backoffSeconds, type AnyJobDefinition, type JobDefinition, type JobRow } from './define.js';
import { enqueueDueSchedules } from './schedules.js';
import { loopMeter, stepAside } from './step-aside.js';
import { loggableError } from '../log-error.js';

export interface RunnerOptions {
  /** Milliseconds between polls when the queue is empty (default 500). */
  pollMs?: number;
  /** A running job whose runner went silent this long is taken over (default 5 minutes). */
  leaseSeconds?: number;
  /** Jobs run one after another per runner; start more runners (npm run worker) to scale. */
  log?: { error: (obj: object, msg: string) => void };
}

/** Thrown when another runner took the job over after our lease ran out: our work is rolled back. */
class LostLease extends Error {}

/**
 * Claims due jobs with FOR UPDATE SKIP LOCKED and runs each in its own transaction, which also
 * marks it done: a job's database effects commit exactly once, whatever crashes in between.
 * A failure is retried with exponential back-off; after its last attempt the job stays failed,
 * with its error, until someone retries it.
 */
export class JobRunner {
  readonly id = `runner-${randomUUID().slice(0, 8)}`;
  private readonly byQueue: Map<string, JobDefinition<unknown>>;
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private stopped = true;

  constructor(
    private readonly db: Db,
    definitions: readonly AnyJobDefinition[],
    private readonly options: RunnerOptions = {},
  ) {
    this.byQueue = new Map(definitions.map((d) => [d.queue, d as unknown as JobDefinition<unknown>]));
  }

  start() {
    this.stopped = false;
    this.schedule(0);
  }

  async stop() {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.running;
  }

  private schedule(ms: number) {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.running = this.loop().finally(() => (this.running = null));
    }, ms);
  }

  private async loop() {
    try {
      await enqueueDueSchedules(this.db);
      for (;;) {
        // Keep going while there is work; poll again once the queue is empty. Between jobs the
        // server's requests come first (step-aside.ts): PGlite answers without real I/O, so a long
        // queue (the demo history, a burst of rollups) would otherwise keep them waiting.
        const held = loopMeter();
        if (this.stopped || !(await this.runOne())) break;
        await stepAside(held());
      }
    } catch (err) {
      this.options.log?.error({ err: loggableError(err) }, 'job runner poll failed');
    }
    this.schedule(this.options.pollMs ?? 500);
  }

  /**
   * Runs every due job until none is left, jobs enqueued by jobs included; answers how many ran.
   * Tests call this to drain the queue synchronously; `delayed` also runs jobs waiting for a retry.
   */
  async drain({ delayed = false, limit = 10_000 } = {}) {
    let n = 0;
    await enqueueDueSchedules(this.db);
    while (n < limit && (await this.runOne(delayed))) n++;
    return n;
  }

  /** Claims and runs one job (or one batch of a batched queue); answers false when none is due. */
  async runOne(delayed = false): Promise<boolean> {
    const [job] = await this.claim(delayed, [...this.byQueue.keys()], 1);
    if (!job) return false;
    const definition = this.byQueue.get(job.queue);
    const batch = definition?.batch;
    if (!definition || !batch || batch.size <= 1) {
      await this.runClaimed(definition, [job]);
      return true;
    }
    const claimed: [JobRow, ...JobRow[]] = [job, ...(await this.claim(delayed, [job.queue], batch.size - 1))];
    // A batch that fails is rolled back whole; then each job runs alone, so only a bad one fails.
    if (!(await this.runClaimed(definition, claimed, { failAlone: false })))
      for (const one of claimed) await this.runClaimed(definition, [one]);
    return true;
  }

  /** Runs claimed jobs in one transaction that also marks them done; answers whether it committed. */
  private async runClaimed(
    definition: JobDefinition<unknown> | undefined,
    claimed: [JobRow, ...JobRow[]],
    { failAlone = true } = {},
  ): Promise<boolean> {
    const ids = claimed.map((j) => j.id);
    const [first] = claimed;
    try {
      if (!definition) throw new Error(`no job is defined for queue "${first.queue}"`);
      const payloads = claimed.map((j) => definition.payload.parse(j.payload));
      await this.db.transaction(async (tx) => {
        const actor = systemActor(`job:${ids.join(',')}`);
        if (definition.batch) await definition.batch.run({ tx, db: this.db, payloads, jobs: claimed, actor });
        else await definition.run({ tx, db: this.db, payload: payloads[0], job: first, actor });
        const done = await tx
          .update(jobs)
          .set({ status: 'done', finishedAt: sql`now()`, lastError: null })
          .where(and(inArray(jobs.id, ids), eq(jobs.lockedBy, this.id), eq(jobs.status, 'running')))
          .returning({ id: jobs.id });
        if (done.length !== ids.length) throw new LostLease();
      });
      return true;
    } catch (err) {
      if (err instanceof LostLease) return true;
      if (failAlone) await this.fail(first, err);
      return false;
    }
  }

  private async claim(delayed: boolean, queues: string[], limit: number): Promise<JobRow[]> {
    if (!queues.length || limit < 1) return [];
    const lease = this.options.leaseSeconds ?? 300;
    const due = delayed ? sql`true` : sql`run_at <= now()`;
    const rows = await rowsOf<{
      id: string | number;
      queue: string;
      payload: unknown;
      attempts: number;
      max_attempts: number;
    }>(
      this.db.execute(sql`
      update jobs set status = 'running', locked_by = ${this.id}, locked_at = now(), attempts = attempts + 1
      where id in (
        select id from jobs
        where queue in ${queues}
          and ((status = 'queued' and ${due})
            or (status = 'running' and locked_at < now() - make_interval(secs => ${lease})))
        order by run_at, id
        limit ${limit}
        for update skip locked
      )
      returning id, queue, payload, attempts, max_attempts`),
    );
    // In the order they were enqueued (an UPDATE … RETURNING keeps no order).
    rows.sort((a, b) => Number(a.id) - Number(b.id));
    return rows.map((row) => ({
      id: Number(row.id),
      queue: row.queue,
      payload: row.payload,
      attempts: row.attempts,
      maxAttempts: row.max_attempts,
    }));
  }

  private async fail(job: JobRow, err: unknown) {
    const last = job.attempts >= job.maxAttempts;
    // Stored and shown on the jobs screen: a query error's message would carry its parameters.
    const safe = loggableError(err);
    const message = [safe.message, safe.code, safe.constraint].filter(Boolean).join(' ');
    if (last) this.options.log?.error({ err: safe, jobId: job.id, queue: job.queue }, 'job failed for good');
    await this.db
      .update(jobs)
      .set({
        status: last ? 'failed' : 'queued',
        lastError: message.slice(0, 2000),
        lockedBy: null,
        lockedAt: null,
        runAt: sql`now() + make_interval(secs => ${backoffSeconds(job.attempts)})`,
        finishedAt: last ? sql`now()` : null,
      })
      .where(and(eq(jobs.id, job.id), eq(jobs.lockedBy, this.id)));
  }
}
