import { eq } from 'drizzle-orm';
import { ja, type LoginAsData, type SessionData } from '@cinema/contracts';
import type { Db } from '../../db/client.js';
import { accounts, brands, cinemas, sessions } from '../../db/schema/index.js';
import type { Actor } from '../../platform/actor.js';
import { audit, type AuditEntry } from '../../platform/audit.js';
import { conflict, found, noPermission, notFound } from '../../platform/errors.js';
import { brandHeadOffice, mayActAs, mayActAsCinema, resolvePrincipal } from '../../platform/principal.js';
import { hashToken } from '../../platform/tokens.js';
import { actorAfter, defaultCinema, loginAsData, sessionData } from './session.service.js';

// Acting as another account (docs/architecture.md, "tenancy and permissions"). The audit row of a login-as names both accounts:
// it is written by the actor the session has just become.

/** superAdmin, with no cinema chosen, acts as a brand's head-office account; the session remembers it. */
export async function loginAsBrand(db: Db, actor: Actor, token: string, brandId: number): Promise<LoginAsData> {
  if (actor.real.type !== 'superAdmin' || actor.actingVia) throw noPermission();
  if (actor.cinemaId != null) throw conflict(ja.loginAsNeedsNoCinema);
  const brand = found(
    (await db.select({ id: brands.id, name: brands.name }).from(brands).where(eq(brands.id, brandId)))[0],
  );
  const target = await brandHeadOffice(db, brand.id);
  if (!target) throw conflict(ja.noBrandAccount);
  // The cinema the target's own login would choose (none for a head office).
  const cinemaId = await defaultCinema(db, target, 'brand');
  return actAs(
    db,
    actor,
    token,
    { actingAccountId: target, cinemaId },
    {
      entity: 'brand',
      entityId: brand.id,
      brandId: brand.id,
      summary: `${brand.name}として代理ログイン`,
    },
  );
}

/**
 * The session becomes what `become` says, and the login-as is audited by the actor it has just become (so the row
 * names both accounts): one transaction, so a session never changes without its 操作ログ row.
 */
function actAs(
  db: Db,
  actor: Actor,
  token: string,
  become: Partial<typeof sessions.$inferInsert>,
  entry: Omit<AuditEntry, 'action'>,
): Promise<LoginAsData> {
  return db.transaction(async (tx) => {
    await tx.update(sessions).set(become).where(eq(sessions.id, actor.sessionId));
    const acting = await actorAfter(tx, actor, token, null);
    await audit(tx, acting, { action: 'loginAs', ...entry });
    return loginAsData(tx, acting);
  });
}

/**
 * A brand administrator acts as one of its accounts. Nothing is stored: later calls carry the
 * changeAccountId header, which the auth hook checks the same way.
 */
export async function loginAsAccount(db: Db, actor: Actor, token: string, accountId: number): Promise<LoginAsData> {
  if (actor.actingVia) throw noPermission();
  const target = found(
    (
      await db
        .select({ id: accounts.id, brandId: accounts.brandId, type: accounts.type })
        .from(accounts)
        .where(eq(accounts.id, accountId))
    )[0],
  );
  if (actor.scope.kind !== 'all' && target.brandId !== actor.scope.brandId) throw notFound();
  const allowed = await resolvePrincipal(db, hashToken(token), target.id).catch(() => null);
  if (!allowed || !mayActAs(actor.real, allowed.account)) throw noPermission(ja.userNoAccess);
  // The session then works on the cinema the target's own login would choose; 元のアカウントに戻る clears it.
  await db
    .update(sessions)
    .set({ cinemaId: await defaultCinema(db, target.id, target.type) })
    .where(eq(sessions.id, actor.sessionId));
  const principal = await resolvePrincipal(db, hashToken(token), target.id);
  const acting: Actor = { ...principal, requestId: actor.requestId, ip: actor.ip };
  await audit(db, acting, {
    action: 'loginAs',
    entity: 'account',
    entityId: target.id,
    summary: `${acting.account.userName}として代理ログイン`,
  });
  return loginAsData(db, acting);
}

/**
 * A brand administrator works as one of its cinemas, which may have no staff account yet (docs/architecture.md,
 * "tenancy and permissions"): the session becomes that cinema's until 元のアカウントに戻る; every change made meanwhile
 * is audited under the administrator's own name, with the cinema.
 */
export async function loginAsCinema(db: Db, actor: Actor, token: string, cinemaId: number): Promise<LoginAsData> {
  if (actor.actingVia) throw noPermission();
  if (!mayActAsCinema(actor.real)) throw noPermission(ja.loginAsCinemaAdminOnly);
  const [cinema] = await db
    .select({ id: cinemas.id, name: cinemas.name, brandId: cinemas.brandId })
    .from(cinemas)
    .where(eq(cinemas.id, cinemaId));
  if (cinema?.brandId !== actor.real.brandId) throw notFound();
  return actAs(
    db,
    actor,
    token,
    { actingCinemaId: cinema.id, cinemaId: cinema.id },
    {
      entity: 'cinema',
      entityId: cinema.id,
      brandId: cinema.brandId,
      cinemaId: cinema.id,
      summary: `${cinema.name}として代理ログイン`,
    },
  );
}

/**
 * Back to the original account: ends a superAdmin's brand login-as; for the header form the
 * client simply stops sending the header, and this records the return.
 */
export async function restoreSession(db: Db, actor: Actor, token: string): Promise<SessionData> {
  await db
    .update(sessions)
    .set({ actingAccountId: null, actingCinemaId: null, cinemaId: null })
    .where(eq(sessions.id, actor.sessionId));
  if (actor.actingVia)
    await audit(db, actor, {
      action: 'loginAsReturn',
      entity: 'account',
      entityId: actor.account.id,
      summary: '元のアカウントに戻る',
    });
  return sessionData(db, await actorAfter(db, actor, token, null), token);
}
