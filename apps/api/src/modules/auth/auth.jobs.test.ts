import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { loginThrottles, sessions } from '../../db/schema/index.js';
import { enqueue, JobRunner } from '../../platform/jobs/index.js';
import { auth, createTestApp, type TestContext } from '../../test/helper.js';
import { purgeSessionsJob } from './auth.jobs.js';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('purge of expired sessions (recurring job)', () => {
  it('removes expired sessions and stale login counters, and leaves live ones signed in', async () => {
    const [live, expired] = [await t.login('hq'), await t.login('shinjuku')];
    const hourAgo = new Date(Date.now() - 3_600_000);
    const all = await t.database.db.select({ id: sessions.id }).from(sessions).orderBy(sessions.id);
    await t.database.db
      .update(sessions)
      .set({ expiresAt: hourAgo })
      .where(eq(sessions.id, all.at(-1)!.id));
    const twoDaysAgo = new Date(Date.now() - 2 * 86_400_000);
    await t.database.db.insert(loginThrottles).values([
      { key: 'acct:old', failures: 3, firstFailureAt: twoDaysAgo },
      { key: 'acct:recent', failures: 1 },
    ]);

    await enqueue(t.database.db, purgeSessionsJob, {});
    expect(await new JobRunner(t.database.db, [purgeSessionsJob]).drain()).toBe(1);

    const keys = (await t.database.db.select({ key: loginThrottles.key }).from(loginThrottles)).map((r) => r.key);
    expect(keys).toContain('acct:recent');
    expect(keys).not.toContain('acct:old');
    const left = await t.database.db.select({ id: sessions.id }).from(sessions);
    expect(left.map((r) => r.id)).not.toContain(all.at(-1)!.id);
    expect((await t.app.inject({ url: '/api/session/current', headers: auth(live) })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/session/current', headers: auth(expired) })).statusCode).toBe(401);
  });
});
