import { asc, eq } from 'drizzle-orm';
import { isSpecialBrand, type LoginAsData, type SessionData } from '@cinema/contracts';
import type { Db } from '../../db/client.js';
import { accountCinemas, cinemas, sessions } from '../../db/schema/index.js';
import type { Actor } from '../../platform/actor.js';
import { found, notFound } from '../../platform/errors.js';
import { resolvePrincipal } from '../../platform/principal.js';
import { canSeeCinema, tenantWhere } from '../../platform/scope.js';
import { hashToken } from '../../platform/tokens.js';
import { loadSettings } from '../../platform/settings.js';

/** The cinemas an actor may choose from, in display order. */
export async function sessionCinemas(db: Db, p: Pick<Actor, 'scope'>) {
  if (p.scope.kind === 'cinemas' && p.scope.cinemaIds.length === 0) return [];
  return db
    .select({ id: cinemas.id, name: cinemas.name, code: cinemas.code, brandId: cinemas.brandId })
    .from(cinemas)
    .where(tenantWhere(p.scope, { brandId: cinemas.brandId, cinemaId: cinemas.id }))
    .orderBy(asc(cinemas.sortOrder), asc(cinemas.id));
}

/** The session fields (docs/api-conventions.md, "original names") for an actor and its token. */
export async function sessionData(db: Db, p: Actor, token: string): Promise<SessionData> {
  const settings = await loadSettings(db);
  const list = await sessionCinemas(db, p);
  const brandCode = p.brand?.code ?? null;
  return {
    token,
    userName: p.account.userName,
    displayName: p.account.displayName,
    accountId: p.account.id,
    brandId: p.account.brandId,
    brandCode,
    brandName: p.brand?.name ?? null,
    cinemas: list,
    cinemaId: p.cinemaId,
    cinemaObj: list.find((c) => c.id === p.cinemaId) ?? null,
    moduleMap: p.brand?.moduleMap ?? {},
    permissionMap: p.permissionMap,
    adminType: p.account.type,
    isAdmin: p.account.isAdmin,
    round: p.brand?.fractionRounding ?? settings.roundingMode,
    specialReport:
      p.account.type === 'superAdmin' ||
      isSpecialBrand(brandCode, { codes: settings.specialBrandCodes, testPrefix: settings.specialBrandCodePrefix }),
    loginAsAccountId: p.actingVia ? p.account.id : null,
    originalUserName: p.actingVia ? p.real.userName : null,
    mustChangePassword: p.real.mustChangePassword,
    accountDetailInfo: { email: p.account.email, roleName: p.account.roleName },
  };
}

export async function loginAsData(db: Db, p: Actor): Promise<LoginAsData> {
  return {
    id: p.account.id,
    userName: p.account.userName,
    moduleMap: p.brand?.moduleMap ?? {},
    permissionMap: p.permissionMap,
    type: p.account.type,
    admin: p.account.isAdmin,
    cinemas: await sessionCinemas(db, p),
    brandId: p.account.brandId,
  };
}

/** The one cinema to preselect at login: the only one the account can reach, if just one. */
export async function defaultCinema(db: Db, accountId: number, type: string) {
  if (type !== 'cinema') return null;
  const rows = await db
    .select({ id: accountCinemas.cinemaId })
    .from(accountCinemas)
    .where(eq(accountCinemas.accountId, accountId));
  const [only] = rows;
  return only && rows.length === 1 ? only.id : null;
}

/**
 * The actor once its session has changed, read again as the auth hook reads the next request;
 * `changeAccountId` is the header that request would carry.
 */
export async function actorAfter(db: Db, actor: Actor, token: string, changeAccountId: number | null): Promise<Actor> {
  const principal = await resolvePrincipal(db, hashToken(token), changeAccountId);
  return { ...principal, requestId: actor.requestId, ip: actor.ip };
}

/** The cinema chosen in the cinema dialog; cinema-scoped calls use it unless they name another. */
export async function selectCinema(db: Db, actor: Actor, token: string, cinemaId: number | null) {
  if (cinemaId != null) {
    const cinema = found(
      (await db.select({ id: cinemas.id, brandId: cinemas.brandId }).from(cinemas).where(eq(cinemas.id, cinemaId)))[0],
    );
    if (!canSeeCinema(actor.scope, cinema)) throw notFound();
  }
  await db.update(sessions).set({ cinemaId }).where(eq(sessions.id, actor.sessionId));
  const after = await actorAfter(db, actor, token, actor.actingVia === 'header' ? actor.account.id : null);
  return sessionData(db, after, token);
}
