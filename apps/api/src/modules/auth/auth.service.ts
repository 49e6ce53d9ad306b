import { eq, sql } from 'drizzle-orm';
import { ja, type LoginBody, one, type SessionData, type UpdateExpiredPasswordBody } from '@cinema/contracts';
import type { Db } from '../../db/client.js';
import { accounts, sessions } from '../../db/schema/index.js';
import type { Actor, Origin } from '../../platform/actor.js';
import { AppError } from '../../platform/errors.js';
import { dummyHash, hashPassword, verifyPassword } from '../../platform/passwords.js';
import { hashToken, newToken } from '../../platform/tokens.js';
import { resolvePrincipal } from '../../platform/principal.js';
import { audit } from '../../platform/audit.js';
import { loadSettings } from '../../platform/settings.js';
import { assertNotLocked, clearFailures, recordFailure, throttleKeys } from './throttle.js';
import { defaultCinema, sessionData } from './session.service.js';

/** Where a sign-in comes from: failures are counted per address, and the session records the browser. */
export interface SignInOrigin extends Origin {
  ip: string;
  userAgent: string | null;
}

const findByUserName = async (db: Db, userName: string) =>
  (
    await db
      .select()
      .from(accounts)
      .where(eq(sql`lower(${accounts.userName})`, userName.toLowerCase()))
  )[0];

/**
 * Checks a user name and password with throttling, and answers the account when they match.
 * Unknown names cost the same time as wrong passwords.
 */
async function checkCredentials(db: Db, from: SignInOrigin, userName: string, password: string) {
  const settings = await loadSettings(db);
  const keys = throttleKeys(userName, from.ip);
  await assertNotLocked(db, keys);
  const account = await findByUserName(db, userName);
  const matches = account
    ? await verifyPassword(account.passwordHash, password)
    : (await verifyPassword(await dummyHash(), password), false);
  if (!account || !matches) {
    await recordFailure(db, keys, settings);
    await audit(db, from, {
      action: 'loginFailed',
      entity: 'account',
      entityId: account?.id,
      brandId: account?.brandId,
      summary: userName,
    });
    throw new AppError('auth_fail', ja.usernamePwNotMatch);
  }
  await clearFailures(db, keys);
  return { account, settings };
}

const isExpired = (changedAt: Date, days: number) => days > 0 && changedAt.getTime() + days * 86_400_000 < Date.now();

export async function login(db: Db, from: SignInOrigin, body: LoginBody): Promise<SessionData> {
  const { account, settings } = await checkCredentials(db, from, body.userName, body.password);
  const token = newToken();
  const session = one(
    await db
      .insert(sessions)
      .values({
        tokenHash: hashToken(token),
        accountId: account.id,
        cinemaId: await defaultCinema(db, account.id, account.type),
        ip: from.ip,
        userAgent: from.userAgent?.slice(0, 300) ?? null,
        expiresAt: new Date(Date.now() + settings.sessionTtlHours * 3_600_000),
      })
      .returning({ id: sessions.id }),
    'session',
  );
  let actor: Actor;
  try {
    actor = { ...(await resolvePrincipal(db, hashToken(token), null)), requestId: from.requestId, ip: from.ip };
  } catch {
    // An inactive account or brand: never leave a usable session behind.
    await db.delete(sessions).where(eq(sessions.id, session.id));
    throw new AppError('account_inactive', ja.accountInactive);
  }
  if (isExpired(account.passwordChangedAt, settings.passwordExpiryDays)) {
    await db.delete(sessions).where(eq(sessions.id, session.id));
    throw new AppError('password_expired', ja.passwordExpired);
  }
  await db.update(accounts).set({ lastLoginAt: new Date() }).where(eq(accounts.id, account.id));
  await audit(db, actor, { action: 'login', entity: 'account', entityId: account.id, summary: account.userName });
  return sessionData(db, actor, token);
}

export async function updateExpiredPassword(db: Db, from: SignInOrigin, body: UpdateExpiredPasswordBody) {
  const { account } = await checkCredentials(db, from, body.userName, body.oldPassword);
  if (!account.active) throw new AppError('account_inactive', ja.accountInactive);
  await db
    .update(accounts)
    .set({
      passwordHash: await hashPassword(body.newPassword),
      passwordChangedAt: new Date(),
      mustChangePassword: false,
      version: account.version + 1,
      updatedAt: new Date(),
    })
    .where(eq(accounts.id, account.id));
  // A new password ends every session the old one opened.
  await db.delete(sessions).where(eq(sessions.accountId, account.id));
  await audit(
    db,
    from,
    {
      action: 'passwordChange',
      entity: 'account',
      entityId: account.id,
      brandId: account.brandId,
      summary: 'パスワード期限切れによる変更',
    },
    account,
  );
}

export async function logout(db: Db, actor: Actor, token: string) {
  await db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
  await audit(db, actor, { action: 'logout', entity: 'account', entityId: actor.real.id });
}
