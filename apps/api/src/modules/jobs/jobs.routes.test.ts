import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobNotFailed, jobRetried } from '@cinema/contracts';
import { jobs } from '../../db/schema/index.js';
import { enqueue } from '../../platform/jobs/index.js';
import { purgeSessionsJob } from '../auth/index.js';
import { auditRowsOf } from '../../test/fixtures.js';
import { auth, createTestApp, type TestContext } from '../../test/helper.js';

let t: TestContext;
let admin: string;
let hq: string;
let failedId: number;
let queuedId: number;

beforeAll(async () => {
  t = await createTestApp();
  [admin, hq] = [await t.login('admin'), await t.login('hq')];
  failedId = (await enqueue(t.database.db, purgeSessionsJob, {}))!;
  queuedId = (await enqueue(t.database.db, purgeSessionsJob, {}, { runAt: new Date(Date.now() + 3_600_000) }))!;
  await t.database.db
    .update(jobs)
    .set({ status: 'failed', attempts: 3, lastError: 'connection lost' })
    .where(eq(jobs.id, failedId));
});
afterAll(() => t.close());

const get = (url: string, token: string) => t.app.inject({ url, headers: auth(token) });
const retry = (id: number, token: string) =>
  t.app.inject({ method: 'POST', url: `/api/job/retry/${id}`, headers: auth(token) });

describe('job queue screen (superAdmin)', () => {
  it('counts jobs per queue', async () => {
    const res = await get('/api/job/summary', admin);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toContainEqual(
      expect.objectContaining({ queue: 'auth.purgeSessions', queued: 1, failed: 1, running: 0 }),
    );
  });

  it('lists failed jobs with their error', async () => {
    const res = await get('/api/job/list?status=failed', admin);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ total: 1, list: [{ id: failedId, lastError: 'connection lost' }] });
  });

  it('refuses an unknown status and sort field with the field named', async () => {
    const res = await get('/api/job/list?status=sleeping&sortField=__proto__', admin);
    expect(res.statusCode).toBe(400);
    expect(
      res
        .json()
        .errors.map((e: { field: string }) => e.field)
        .sort(),
    ).toEqual(['sortField', 'status']);
  });

  it('retries a failed job (audited) and refuses one that has not failed', async () => {
    const res = await retry(failedId, admin);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: jobRetried, data: { id: failedId, status: 'queued', attempts: 0 } });
    expect(await auditRowsOf(t, 'job', failedId, 'update')).toHaveLength(1);
    const again = await retry(queuedId, admin);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(jobNotFailed);
    expect((await retry(999_999, admin)).statusCode).toBe(404);
  });

  it('is the operator’s: head office is refused', async () => {
    expect((await get('/api/job/summary', hq)).statusCode).toBe(403);
    expect((await get('/api/job/list', hq)).statusCode).toBe(403);
    expect((await retry(failedId, hq)).statusCode).toBe(403);
  });
});
