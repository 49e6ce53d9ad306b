import { eq, sql } from 'drizzle-orm';
import { ja } from '@cinema/contracts';
import type { Db } from '../../db/client.js';
import { loginThrottles } from '../../db/schema/index.js';
import { AppError } from '../../platform/errors.js';
import type { GlobalSettings } from '@cinema/contracts';

// Per account and per address; an address gets more tries because an office shares one.
const ADDRESS_FACTOR = 4;
export const throttleKeys = (userName: string, ip: string) => ({
  account: `acct:${userName.toLowerCase()}`,
  address: `ip:${ip}`,
});

export async function assertNotLocked(db: Db, keys: string[]) {
  const now = new Date();
  for (const key of keys) {
    const [row] = await db.select().from(loginThrottles).where(eq(loginThrottles.key, key));
    if (row?.lockedUntil && row.lockedUntil > now) throw new AppError('too_many_requests', ja.tooManyRequests);
  }
}

/** Counts a failure inside the lock window; reaching the limit locks the key for the window. */
export async function recordFailure(db: Db, keys: { account: string; address: string }, settings: GlobalSettings) {
  const windowMs = settings.loginLockMinutes * 60_000;
  const now = new Date();
  const windowStart = new Date(now.getTime() - windowMs);
  for (const [key, limit] of [
    [keys.account, settings.loginMaxFailures],
    [keys.address, settings.loginMaxFailures * ADDRESS_FACTOR],
  ] as const) {
    await db
      .insert(loginThrottles)
      .values({ key, failures: 1, firstFailureAt: now })
      .onConflictDoUpdate({
        target: loginThrottles.key,
        set: {
          failures: sql`case when ${loginThrottles.firstFailureAt} < ${windowStart.toISOString()}::timestamptz then 1 else ${loginThrottles.failures} + 1 end`,
          firstFailureAt: sql`case when ${loginThrottles.firstFailureAt} < ${windowStart.toISOString()}::timestamptz then ${now.toISOString()}::timestamptz else ${loginThrottles.firstFailureAt} end`,
        },
      });
    const [row] = await db.select().from(loginThrottles).where(eq(loginThrottles.key, key));
    if (row && row.failures >= limit) {
      await db
        .update(loginThrottles)
        .set({ lockedUntil: new Date(now.getTime() + windowMs), failures: 0, firstFailureAt: now })
        .where(eq(loginThrottles.key, key));
    }
  }
}

export const clearFailures = (db: Db, key: string) => db.delete(loginThrottles).where(eq(loginThrottles.key, key));
