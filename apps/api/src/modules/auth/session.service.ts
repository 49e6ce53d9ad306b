import { asc, eq } from 'drizzle-orm';
import { isSpecialBrand, type LoginAsData, type SessionData } from '@cinema/contracts';
import type { Db } from '../../db/client.js';
import { accountCinemas, cinemas } from '../../db/schema/index.js';
import type { Principal } from '../../platform/principal.js';
import { tenantWhere } from '../../platform/scope.js';
import { loadSettings } from '../system/settings.repository.js';

/** The cinemas a principal may choose from, in display order. */
export async function sessionCinemas(db: Db, p: Pick<Principal, 'scope'>) {
  if (p.scope.kind === 'cinemas' && p.scope.cinemaIds.length === 0) return [];
  return db
    .select({ id: cinemas.id, name: cinemas.name, code: cinemas.code, brandId: cinemas.brandId })
    .from(cinemas)
    .where(tenantWhere(p.scope, { brandId: cinemas.brandId, cinemaId: cinemas.id }))
    .orderBy(asc(cinemas.sortOrder), asc(cinemas.id));
}

/** The session fields of SPEC.md section 3 for a principal and its token. */
export async function sessionData(db: Db, p: Principal, token: string): Promise<SessionData> {
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
    accountDetailInfo: { email: p.account.email, roleName: p.account.roleName },
  };
}

export async function loginAsData(db: Db, p: Principal): Promise<LoginAsData> {
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
  const rows = await db.select({ id: accountCinemas.cinemaId }).from(accountCinemas).where(eq(accountCinemas.accountId, accountId));
  return rows.length === 1 ? rows[0]!.id : null;
}
