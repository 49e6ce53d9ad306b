import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { rowsOf, type Database } from '../../db/client.js';
import { jobs } from '../../db/schema/index.js';
import { openTestDatabase } from '../../test/helper.js';
import { defineJob, enqueue } from './index.js';

const run = promisify(execFile);
const url = process.env.TEST_DATABASE_URL;
const worker = path.resolve(import.meta.dirname, '../../test/job-worker.ts');
const probe = defineJob({ queue: 'test.probe', payload: z.object({ n: z.number() }), run: async () => {} });
const JOBS = 400;

// Several processes share one queue on PostgreSQL (PGlite has a single process by nature).
describe.runIf(url)('job runner: two processes on PostgreSQL', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
    await database.db.execute(sql`create table job_probe (n int not null, job_id bigint not null)`);
  });
  afterAll(() => database.close());

  it('runs every job exactly once between them', { timeout: 120_000 }, async () => {
    for (let n = 0; n < JOBS; n++) await enqueue(database.db, probe, { n });
    const dbUrl = database.url!;
    const results = await Promise.all(
      [1, 2].map(() => run(process.execPath, ['--import', 'tsx', worker, dbUrl], { timeout: 100_000 })),
    );
    const ranBy = results.map((r) => (JSON.parse(r.stdout.trim().split('\n').pop()!) as { ran: number }).ran);
    // Both took part, and between them ran each job once.
    expect(ranBy.every((n) => n > 0)).toBe(true);
    expect(ranBy[0]! + ranBy[1]!).toBe(JOBS);
    const [counts] = await rowsOf<{ total: number; distinct: number }>(
      database.db.execute(sql`select count(*)::int as total, count(distinct job_id)::int as distinct from job_probe`),
    );
    expect(counts).toEqual({ total: JOBS, distinct: JOBS });
    const statuses = await database.db.select({ status: jobs.status, attempts: jobs.attempts }).from(jobs);
    expect(statuses.every((s) => s.status === 'done' && s.attempts === 1)).toBe(true);
  });
});
