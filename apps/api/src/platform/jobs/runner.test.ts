import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq, ne, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client.js';
import { jobSchedules, jobs } from '../../db/schema/index.js';
import { onPostgres, openTestDatabase } from '../../test/helper.js';
import { defineJob, enqueue, ensureSchedule, JobRunner } from './index.js';
import { requestEnded, requestStarted } from './step-aside.js';

let database: Database;
const ran: number[] = [];
let failuresLeft = 0;

// A job that writes a row in its own transaction, and fails on demand.
const note = defineJob({
  queue: 'test.note',
  payload: z.object({ n: z.number() }),
  maxAttempts: 3,
  run: async ({ tx, payload }) => {
    ran.push(payload.n);
    await tx.execute(sql`insert into job_probe (n) values (${payload.n})`);
    if (failuresLeft > 0) {
      failuresLeft--;
      throw new Error(`失敗 ${payload.n}`);
    }
  },
});

const probe = async () =>
  ((await database.db.execute(sql`select n from job_probe order by n`)) as { rows: { n: number }[] }).rows.map(
    (r) => r.n,
  );

beforeAll(async () => {
  database = await openTestDatabase();
  await database.db.execute(sql`create table job_probe (n int not null)`);
});
afterAll(() => database.close());
beforeEach(async () => {
  ran.length = 0;
  failuresLeft = 0;
  await database.db.execute(sql`delete from job_probe`);
  await database.db.delete(jobs);
  await database.db.delete(jobSchedules);
});

// A batched queue: every call records the payloads it was given; a payload of 13 fails its batch.
const batches: number[][] = [];
const tally = defineJob({
  queue: 'test.tally',
  payload: z.object({ n: z.number() }),
  maxAttempts: 1,
  run: async () => {
    throw new Error('a batched queue runs its batch');
  },
  batch: {
    size: 3,
    run: async ({ tx, payloads }) => {
      batches.push(payloads.map((p) => p.n));
      for (const { n } of payloads) await tx.execute(sql`insert into job_probe (n) values (${n})`);
      if (payloads.some((p) => p.n === 13)) throw new Error('13 は不吉');
    },
  },
});

describe('job runner', () => {
  it('claims the jobs of a batched queue together, up to its size, and marks each done', async () => {
    batches.length = 0;
    const runner = new JobRunner(database.db, [tally]);
    for (const n of [1, 2, 3, 4, 5]) await enqueue(database.db, tally, { n });
    expect(await runner.drain()).toBe(2);
    expect(batches).toEqual([
      [1, 2, 3],
      [4, 5],
    ]);
    expect(await probe()).toEqual([1, 2, 3, 4, 5]);
    const rows = await database.db.select().from(jobs);
    expect(rows.every((r) => r.status === 'done' && r.attempts === 1)).toBe(true);
  });

  it('runs each job of a failed batch alone, so only the bad one fails and nothing of the batch is kept twice', async () => {
    batches.length = 0;
    const runner = new JobRunner(database.db, [tally]);
    for (const n of [12, 13, 14]) await enqueue(database.db, tally, { n });
    await runner.drain();
    expect(batches).toEqual([[12, 13, 14], [12], [13], [14]]);
    expect(await probe()).toEqual([12, 14]);
    const rows = await database.db.select().from(jobs).orderBy(jobs.id);
    expect(rows.map((r) => r.status)).toEqual(['done', 'failed', 'done']);
    expect(rows[1]!.lastError).toContain('13 は不吉');
  });

  it('runs each enqueued job once and records it done', async () => {
    const runner = new JobRunner(database.db, [note]);
    for (const n of [1, 2, 3]) await enqueue(database.db, note, { n });
    expect(await runner.drain()).toBe(3);
    expect(await probe()).toEqual([1, 2, 3]);
    expect(await runner.drain()).toBe(0);
    const rows = await database.db.select().from(jobs);
    expect(rows.map((r) => [r.status, r.attempts])).toEqual([
      ['done', 1],
      ['done', 1],
      ['done', 1],
    ]);
  });

  it('exists only if the enqueueing transaction commits (outbox)', async () => {
    await database.db
      .transaction(async (tx) => {
        await enqueue(tx, note, { n: 7 });
        throw new Error('rollback');
      })
      .catch(() => undefined);
    await database.db.transaction(async (tx) => {
      await enqueue(tx, note, { n: 8 });
    });
    await new JobRunner(database.db, [note]).drain();
    expect(await probe()).toEqual([8]);
  });

  it('rolls back a failed attempt, retries with back-off, and keeps the job failed with its error after the last', async () => {
    failuresLeft = 3;
    const runner = new JobRunner(database.db, [note]);
    await enqueue(database.db, note, { n: 5 });
    expect(await runner.drain()).toBe(1);
    let [job] = await database.db.select().from(jobs);
    expect(job).toMatchObject({ status: 'queued', attempts: 1, lastError: '失敗 5' });
    // Back-off: the retry waits; nothing runs until it is due.
    expect(job!.runAt.getTime()).toBeGreaterThan(Date.now());
    expect(await runner.drain()).toBe(0);
    await runner.drain({ delayed: true });
    await runner.drain({ delayed: true });
    [job] = await database.db.select().from(jobs);
    expect(job).toMatchObject({ status: 'failed', attempts: 3, lastError: '失敗 5' });
    // Every failed attempt's write was rolled back with it.
    expect(await probe()).toEqual([]);
    expect(ran).toEqual([5, 5, 5]);
  });

  it('fails a job whose payload does not match its schema, with the reason', async () => {
    const runner = new JobRunner(database.db, [note]);
    await enqueue(database.db, note, { n: 'x' } as unknown as { n: number }, { maxAttempts: 1 });
    await runner.drain();
    const [job] = await database.db.select().from(jobs);
    expect(job!.status).toBe('failed');
    expect(job!.lastError).toMatch(/n/);
  });

  it('keeps one waiting job per dedupe key', async () => {
    expect(await enqueue(database.db, note, { n: 1 }, { dedupeKey: 'k' })).not.toBeNull();
    expect(await enqueue(database.db, note, { n: 2 }, { dedupeKey: 'k' })).toBeNull();
    await new JobRunner(database.db, [note]).drain();
    expect(await enqueue(database.db, note, { n: 3 }, { dedupeKey: 'k' })).not.toBeNull();
  });

  it('takes over a running job whose runner went silent past its lease', async () => {
    await enqueue(database.db, note, { n: 9 });
    await database.db
      .update(jobs)
      .set({ status: 'running', lockedBy: 'dead-runner', lockedAt: new Date(Date.now() - 600_000), attempts: 1 });
    await new JobRunner(database.db, [note], { leaseSeconds: 300 }).drain();
    expect(await probe()).toEqual([9]);
    const [job] = await database.db.select().from(jobs);
    expect(job).toMatchObject({ status: 'done', attempts: 2 });
  });

  it('enqueues a recurring job once per due time, in Japan time', async () => {
    const now = new Date('2026-11-23T00:00:00Z'); // 09:00 JST
    await ensureSchedule(database.db, { name: 'nightly', cron: '0 4 * * *', job: note, payload: { n: 4 } }, now);
    const [s] = await database.db.select().from(jobSchedules).where(eq(jobSchedules.name, 'nightly'));
    expect(s!.nextRunAt.toISOString()).toBe('2026-11-23T19:00:00.000Z'); // 04:00 JST next morning
    await database.db.update(jobSchedules).set({ nextRunAt: new Date(Date.now() - 1000) });
    const runner = new JobRunner(database.db, [note]);
    await runner.drain();
    await runner.drain();
    expect(await probe()).toEqual([4]);
  });
});

/** Keeps the thread busy, as a PGlite query does (it never waits for I/O). */
const hold = (ms: number) => {
  for (const end = performance.now() + ms; performance.now() < end;);
};

// On PGlite a job keeps the server's thread to itself; a request handled in several turns of the
// event loop (accept, read, queries) must not wait for a job at each turn. On PostgreSQL a job's
// queries wait for the server, and requests go on meanwhile anyway.
describe.skipIf(onPostgres)('job runner beside a server on PGlite', () => {
  it('lets a request that needs several turns of the event loop finish before it runs the next job', async () => {
    const events: string[] = [];
    let arrived: () => void;
    const arrives = new Promise<void>((r) => (arrived = r));
    const busy = defineJob({
      queue: 'test.busy',
      payload: z.object({ n: z.number() }),
      run: async ({ payload }) => {
        events.push('job');
        // A request arrives while the first job runs.
        if (payload.n === 0) setTimeout(arrived, 0);
        hold(20);
      },
    });
    for (let n = 0; n < 12; n++) await enqueue(database.db, busy, { n });
    const runner = new JobRunner(database.db, [busy], { pollMs: 10 });
    // Once in, it takes five turns of the event loop with a few milliseconds' work each; the server counts it
    // in flight from its onRequest to its onResponse (app.ts), as here.
    const request = arrives.then(async () => {
      requestStarted();
      for (let turn = 0; turn < 5; turn++) {
        events.push('request');
        hold(3);
        await new Promise((r) => setImmediate(r));
      }
      requestEnded();
    });
    runner.start();
    await request;
    while ((await database.db.select().from(jobs).where(ne(jobs.status, 'done'))).length)
      await new Promise((r) => setTimeout(r, 20));
    await runner.stop();
    const first = events.indexOf('request');
    expect(events.slice(first, first + 5)).toEqual(Array(5).fill('request'));
    expect(events.filter((e) => e === 'job')).toHaveLength(12);
  });
});
