import { eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { ja, type LoginBody, type SessionData, type UpdateExpiredPasswordBody } from '@cinema/contracts';
import type { Db } from '../../db/client.js';
import { accounts, sessions } from '../../db/schema/index.js';
import { AppError } from '../../platform/errors.js';
import { dummyHash, hashPassword, verifyPassword } from '../../platform/passwords.js';
import { hashToken, newToken } from '../../platform/tokens.js';
import { resolvePrincipal } from '../../platform/principal.js';
import { audit } from '../../platform/audit.js';
import { loadSettings } from '../system/settings.repository.js';
import { assertNotLocked, clearFailures, recordFailure, throttleKeys } from './throttle.js';
import { defaultCinema, sessionData } from './session.service.js';

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
async function checkCredentials(db: Db, req: FastifyRequest, userName: string, password: string) {
  const settings = await loadSettings(db);
  const keys = throttleKeys(userName, req.ip);
  await assertNotLocked(db, [keys.account, keys.address]);
  const account = await findByUserName(db, userName);
  const matches = account
    ? await verifyPassword(account.passwordHash, password)
    : (await verifyPassword(await dummyHash(), password), false);
  if (!account || !matches) {
    await recordFailure(db, keys, settings);
    await audit(db, req, { action: 'loginFailed', entity: 'account', entityId: account?.id, brandId: account?.brandId, summary: userName });
    throw new AppError('auth_fail', ja.usernamePwNotMatch);
  }
  await clearFailures(db, keys.account);
  return { account, settings };
}

const isExpired = (changedAt: Date, days: number) => days > 0 && changedAt.getTime() + days * 86_400_000 < Date.now();

export async function login(db: Db, req: FastifyRequest, body: LoginBody): Promise<SessionData> {
  const { account, settings } = await checkCredentials(db, req, body.userName, body.password);
  const token = newToken();
  const [session] = await db
    .insert(sessions)
    .values({
      tokenHash: hashToken(token),
      accountId: account.id,
      cinemaId: await defaultCinema(db, account.id, account.type),
      ip: req.ip,
      userAgent: req.headers['user-agent']?.slice(0, 300) ?? null,
      expiresAt: new Date(Date.now() + settings.sessionTtlHours * 3_600_000),
    })
    .returning({ id: sessions.id });
  let principal;
  try {
    principal = await resolvePrincipal(db, hashToken(token), null);
  } catch {
    // An inactive account or brand: never leave a usable session behind.
    await db.delete(sessions).where(eq(sessions.id, session!.id));
    throw new AppError('account_inactive', ja.accountInactive);
  }
  if (isExpired(account.passwordChangedAt, settings.passwordExpiryDays)) {
    await db.delete(sessions).where(eq(sessions.id, session!.id));
    throw new AppError('password_expired', ja.passwordExpired);
  }
  await db.update(accounts).set({ lastLoginAt: new Date() }).where(eq(accounts.id, account.id));
  req.principal = principal;
  await audit(db, req, { action: 'login', entity: 'account', entityId: account.id, summary: account.userName });
  return sessionData(db, principal, token);
}

export async function updateExpiredPassword(db: Db, req: FastifyRequest, body: UpdateExpiredPasswordBody) {
  const { account } = await checkCredentials(db, req, body.userName, body.oldPassword);
  if (!account.active) throw new AppError('account_inactive', ja.accountInactive);
  await db
    .update(accounts)
    .set({
      passwordHash: await hashPassword(body.newPassword),
      passwordChangedAt: new Date(),
      version: account.version + 1,
      updatedAt: new Date(),
    })
    .where(eq(accounts.id, account.id));
  await audit(
    db,
    req,
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

export async function logout(db: Db, req: FastifyRequest, token: string) {
  await db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
  await audit(db, req, { action: 'logout', entity: 'account', entityId: req.principal?.real.id });
}

export const bearer = (req: FastifyRequest) => req.headers.authorization?.slice(7).trim() ?? '';
