import { and, isNull, lt, or } from 'drizzle-orm';
import { z } from 'zod';
import { loginThrottles, sessions } from '../../db/schema/index.js';
import { defineJob } from '../../platform/jobs/index.js';

/** Days a login-failure counter is kept after its last lock ran out (it matters only inside its window). */
const THROTTLE_KEEP_DAYS = 1;

// Expired sessions no longer sign anyone in; their rows are only weight on the table every request reads.
export const purgeSessionsJob = defineJob({
  queue: 'auth.purgeSessions',
  payload: z.object({}),
  maxAttempts: 3,
  run: async ({ tx }) => {
    const now = new Date();
    await tx.delete(sessions).where(lt(sessions.expiresAt, now));
    const old = new Date(now.getTime() - THROTTLE_KEEP_DAYS * 86_400_000);
    await tx
      .delete(loginThrottles)
      .where(
        and(
          lt(loginThrottles.firstFailureAt, old),
          or(isNull(loginThrottles.lockedUntil), lt(loginThrottles.lockedUntil, old)),
        ),
      );
  },
});
