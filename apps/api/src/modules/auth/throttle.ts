import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import { ja } from '@cinema/contracts';
import type { Db } from '../../db/client.js';
import { loginThrottles } from '../../db/schema/index.js';
import { AppError } from '../../platform/errors.js';
import type { GlobalSettings } from '@cinema/contracts';

// Failed sign-ins are counted per (address, login id) and per login id, never per address alone:
// an office (or every user behind a proxy without TRUST_PROXY) shares one address, and one user's
// typos must not lock out a colleague's correct login.
// - (address, login id): the setting's limit of failures inside the lock window locks that login
//   id from that address for the window: guessing from one machine stops there.
// - login id: ACCOUNT_FACTOR times the limit, from any address, locks the account itself (guessing
//   spread over many addresses); the user list shows it as locked and head office can unlock it.
const ACCOUNT_FACTOR = 2;

export interface ThrottleKeys {
  login: string;
  account: string;
  pair: string;
}

export const throttleKeys = (userName: string, ip: string): ThrottleKeys => {
  const login = userName.trim().toLowerCase();
  return { login, account: `acct:${login}`, pair: `pair:${ip}|${login}` };
};

/** Refuses a sign-in while either counter is locked, saying how long is left (in whole minutes, rounded up). */
export async function assertNotLocked(db: Db, keys: ThrottleKeys) {
  const now = new Date();
  for (const key of [keys.account, keys.pair]) {
    const [row] = await db.select().from(loginThrottles).where(eq(loginThrottles.key, key));
    if (row?.lockedUntil && row.lockedUntil > now) {
      const minutes = Math.max(1, Math.ceil((row.lockedUntil.getTime() - now.getTime()) / 60_000));
      throw new AppError('too_many_requests', ja.accountLocked(minutes));
    }
  }
}

/** Counts a failure inside the lock window; reaching the limit locks the key for the window. */
export async function recordFailure(db: Db, keys: ThrottleKeys, settings: GlobalSettings) {
  const windowMs = settings.loginLockMinutes * 60_000;
  const now = new Date();
  const windowStart = new Date(now.getTime() - windowMs);
  const stale = sql`${loginThrottles.firstFailureAt} < ${windowStart.toISOString()}::timestamptz`;
  for (const [key, limit] of [
    [keys.pair, settings.loginMaxFailures],
    [keys.account, settings.loginMaxFailures * ACCOUNT_FACTOR],
  ] as const) {
    // One statement, so parallel failures on PostgreSQL each count.
    const [row] = await db
      .insert(loginThrottles)
      .values({ key, login: keys.login, failures: 1, firstFailureAt: now })
      .onConflictDoUpdate({
        target: loginThrottles.key,
        set: {
          failures: sql`case when ${stale} then 1 else ${loginThrottles.failures} + 1 end`,
          firstFailureAt: sql`case when ${stale} then ${now.toISOString()}::timestamptz else ${loginThrottles.firstFailureAt} end`,
        },
      })
      .returning({ failures: loginThrottles.failures });
    if (row && row.failures >= limit) {
      await db
        .update(loginThrottles)
        .set({ lockedUntil: new Date(now.getTime() + windowMs), failures: 0, firstFailureAt: now })
        .where(eq(loginThrottles.key, key));
    }
  }
}

/** A correct sign-in (only possible while nothing is locked) starts both counters afresh. */
export const clearFailures = (db: Db, keys: ThrottleKeys) =>
  db.delete(loginThrottles).where(inArray(loginThrottles.key, [keys.pair, keys.account]));

/** Head office's unlock: every counter of the login id, from every address. */
export const unlockLogin = (db: Db, userName: string) =>
  db
    .delete(loginThrottles)
    .where(eq(loginThrottles.login, userName.trim().toLowerCase()))
    .returning({ key: loginThrottles.key });

/** When a login id is locked (account-wide or from some address) until, or null. */
export async function lockedUntilOf(db: Db, userName: string): Promise<Date | null> {
  const [row] = await db
    .select({ until: sql<Date | null>`max(${loginThrottles.lockedUntil})`.mapWith((v) => (v ? new Date(v) : null)) })
    .from(loginThrottles)
    .where(and(eq(loginThrottles.login, userName.trim().toLowerCase()), gt(loginThrottles.lockedUntil, new Date())));
  return row?.until ?? null;
}
