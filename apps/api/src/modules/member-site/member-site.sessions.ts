import { and, eq, gt, inArray, isNotNull, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { memberLogins, members, memberSessions } from '../../db/schema/index.js';
import type { Origin } from '../../platform/actor.js';
import { AppError } from '../../platform/errors.js';
import { dummyHash, hashPassword, verifyPassword } from '../../platform/passwords.js';
import { loadSettings } from '../../platform/settings.js';
import { hashToken, newToken } from '../../platform/tokens.js';
import { assertNotLocked, clearFailures, recordFailure, throttleKeys } from '../auth/index.js';
import { queueMemberMail, type MemberMail } from './member-site.mail.js';
import { issueMemberToken, useMemberToken } from './member-site.tokens.js';

// Member logins (docs/security.md, "member sessions"): the staff login's argon2id and its failure counters (per
// address and e-mail, and per e-mail; the keys carry the brand, so they never meet a staff login id), sessions in
// their own table, one random token in an HttpOnly cookie scoped to the site, its SHA-256 stored with the session's
// CSRF token. A member session never authenticates the console API (Bearer tokens of `sessions`) nor the reverse.

export const MEMBER_SESSION_TTL_MS = 14 * 24 * 3_600_000;
/** Members who may log in: not 停止 nor 退会 (a lapsed membership still sees its card and points). */
const CAN_LOG_IN = ['active', 'expired'] as const;

export const memberLoginMessages = {
  wrong: 'メールアドレスまたはパスワードが正しくありません',
  unconfirmed: 'メールアドレスの確認がお済みではありません。登録時にお送りしたメールのリンクから確認してください',
  unavailable: 'このアカウントは現在ご利用いただけません。劇場へお問い合わせください',
};

export type LoginResult = { token: string } | { error: string };

const loginKeys = (brandId: number, email: string, ip: string) => throttleKeys(`member:${brandId}:${email}`, ip);

export async function memberLogin(
  db: Db,
  from: Origin & { ip: string; userAgent: string | null },
  brandId: number,
  email: string,
  password: string,
): Promise<LoginResult> {
  const settings = await loadSettings(db);
  const keys = loginKeys(brandId, email, from.ip);
  try {
    await assertNotLocked(db, keys);
  } catch (err) {
    if (err instanceof AppError) return { error: err.message };
    throw err;
  }
  const [row] = await db
    .select({ login: memberLogins, status: members.status })
    .from(memberLogins)
    .innerJoin(members, eq(members.id, memberLogins.memberId))
    .where(and(eq(memberLogins.brandId, brandId), eq(memberLogins.email, email)));
  const matches = row
    ? await verifyPassword(row.login.passwordHash, password)
    : (await verifyPassword(await dummyHash(), password), false);
  if (!row || !matches) {
    await recordFailure(db, keys, settings);
    return { error: memberLoginMessages.wrong };
  }
  await clearFailures(db, keys);
  if (!row.login.emailConfirmedAt) return { error: memberLoginMessages.unconfirmed };
  if (!(CAN_LOG_IN as readonly string[]).includes(row.status)) return { error: memberLoginMessages.unavailable };
  const token = newToken();
  await db.transaction(async (tx) => {
    await tx
      .delete(memberSessions)
      .where(and(eq(memberSessions.memberId, row.login.memberId), lt(memberSessions.expiresAt, new Date())));
    await tx.insert(memberSessions).values({
      tokenHash: hashToken(token),
      memberId: row.login.memberId,
      brandId,
      csrfToken: newToken(),
      ip: from.ip,
      userAgent: from.userAgent?.slice(0, 300) ?? null,
      expiresAt: new Date(Date.now() + MEMBER_SESSION_TTL_MS),
    });
  });
  return { token };
}

/** The member of a session cookie on this brand's site, with the session's CSRF token; null when none is valid. */
export async function memberOfSession(db: Db, brandId: number, token: string | undefined) {
  if (!token || token.length > 100) return null;
  const [row] = await db
    .select({ memberId: memberSessions.memberId, csrf: memberSessions.csrfToken })
    .from(memberSessions)
    .innerJoin(members, eq(members.id, memberSessions.memberId))
    .where(
      and(
        eq(memberSessions.tokenHash, hashToken(token)),
        eq(memberSessions.brandId, brandId),
        eq(members.brandId, brandId),
        gt(memberSessions.expiresAt, new Date()),
        inArray(members.status, [...CAN_LOG_IN]),
      ),
    );
  return row ?? null;
}

export const memberLogout = (db: Db, brandId: number, token: string) =>
  db
    .delete(memberSessions)
    .where(and(eq(memberSessions.tokenHash, hashToken(token)), eq(memberSessions.brandId, brandId)));

/** E-mail confirmation: the token used once; true when it confirmed (or had confirmed) the login. */
export async function confirmMemberEmail(db: Db, brandId: number, token: string) {
  return db.transaction(async (tx) => {
    const memberId = await useMemberToken(tx, brandId, 'confirm', token);
    if (memberId === null) return false;
    await tx.update(memberLogins).set({ emailConfirmedAt: new Date() }).where(eq(memberLogins.memberId, memberId));
    return true;
  });
}

/**
 * パスワード再設定's request: a mail with a one-hour token to a confirmed login of the brand. The page says the same
 * whether or not the address is known, so it tells nobody who is a member.
 */
export async function requestPasswordReset(
  db: Db,
  brandId: number,
  email: string,
  mailOf: (token: string) => MemberMail,
) {
  const [login] = await db
    .select({ memberId: memberLogins.memberId })
    .from(memberLogins)
    .where(
      and(eq(memberLogins.brandId, brandId), eq(memberLogins.email, email), isNotNull(memberLogins.emailConfirmedAt)),
    );
  if (!login) return;
  await db.transaction(async (tx) => {
    const token = await issueMemberToken(tx, brandId, login.memberId, 'reset');
    await queueMemberMail(tx, { ...mailOf(token), to: email });
  });
}

/** The new password: the token used once, every session of the member ended. */
export async function resetMemberPassword(db: Db, brandId: number, token: string, password: string) {
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const memberId = await useMemberToken(tx, brandId, 'reset', token);
    if (memberId === null) return false;
    await tx
      .update(memberLogins)
      .set({ passwordHash, passwordChangedAt: new Date() })
      .where(eq(memberLogins.memberId, memberId));
    await tx.delete(memberSessions).where(eq(memberSessions.memberId, memberId));
    return true;
  });
}
