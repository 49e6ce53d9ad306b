import { and, asc, eq, gt } from 'drizzle-orm';
import {
  effectivePermissions,
  type AccountType,
  type ModuleMap,
  type PermissionMap,
  type RoundingMode,
} from '@cinema/contracts';
import type { Db } from '../db/client.js';
import { accountCinemas, accounts, brands, cinemas, roles, sessions } from '../db/schema/index.js';
import { AppError, noPermission } from './errors.js';
import type { Scope } from './scope.js';
import { ja } from '@cinema/contracts';

export interface PrincipalAccount {
  id: number;
  userName: string;
  displayName: string;
  email: string;
  type: AccountType;
  brandId: number | null;
  roleId: number | null;
  roleName: string | null;
  isAdmin: boolean;
  active: boolean;
  version: number;
  /** An administrator set the password: nothing but changing it is allowed until then. */
  mustChangePassword: boolean;
}

export interface Principal {
  sessionId: number;
  /** The account that signed in. */
  real: PrincipalAccount;
  /** The account the request acts as (the real one unless acting as another). */
  account: PrincipalAccount;
  /** loginAs: the session acts as an account; header: changeAccountId; cinema: a brand admin works as a cinema. */
  actingVia: 'loginAs' | 'header' | 'cinema' | null;
  brand: {
    id: number;
    code: string;
    name: string;
    moduleMap: ModuleMap;
    fractionRounding: RoundingMode;
  } | null;
  permissionMap: PermissionMap;
  scope: Scope;
  /** The cinema chosen in this session, always inside the scope. */
  cinemaId: number | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    principal: Principal | null;
  }
}

const accountColumns = {
  id: accounts.id,
  userName: accounts.userName,
  displayName: accounts.displayName,
  email: accounts.email,
  type: accounts.type,
  brandId: accounts.brandId,
  roleId: accounts.roleId,
  active: accounts.active,
  version: accounts.version,
  mustChangePassword: accounts.mustChangePassword,
  roleName: roles.name,
  roleAdmin: roles.isAdmin,
  rolePermissions: roles.permissions,
  brandCode: brands.code,
  brandName: brands.name,
  brandActive: brands.active,
  moduleMap: brands.moduleMap,
  fractionRounding: brands.fractionRounding,
};
const accountRow = (db: Db, id: number) =>
  db
    .select(accountColumns)
    .from(accounts)
    .leftJoin(roles, eq(roles.id, accounts.roleId))
    .leftJoin(brands, eq(brands.id, accounts.brandId))
    .where(eq(accounts.id, id));
type AccountRow = Awaited<ReturnType<typeof accountRow>>[number];

function toLoaded(row: AccountRow) {
  const account: PrincipalAccount = {
    id: row.id,
    userName: row.userName,
    displayName: row.displayName,
    email: row.email,
    type: row.type,
    brandId: row.brandId,
    roleId: row.roleId,
    roleName: row.roleName,
    isAdmin: row.type === 'superAdmin' || !!row.roleAdmin,
    active: row.active && row.brandActive !== false,
    version: row.version,
    mustChangePassword: row.mustChangePassword,
  };
  const brand =
    row.brandId != null && row.brandCode != null
      ? {
          id: row.brandId,
          code: row.brandCode,
          name: row.brandName ?? '',
          moduleMap: row.moduleMap ?? {},
          fractionRounding: row.fractionRounding ?? 'ROUND_DOWN',
        }
      : null;
  const role = row.roleId != null ? { isAdmin: !!row.roleAdmin, permissions: row.rolePermissions ?? {} } : null;
  return {
    account,
    brand,
    permissionMap: effectivePermissions(row.type, role, brand?.moduleMap ?? {}),
  };
}

async function loadAccount(db: Db, id: number) {
  const [row] = await accountRow(db, id);
  return row ? toLoaded(row) : null;
}

/** The live session of a token hash and its account, in one query: this runs on every request. */
async function loadSession(db: Db, tokenHash: string) {
  const [row] = await db
    .select({
      ...accountColumns,
      sessionId: sessions.id,
      actingAccountId: sessions.actingAccountId,
      actingCinemaId: sessions.actingCinemaId,
      cinemaId: sessions.cinemaId,
    })
    .from(sessions)
    .innerJoin(accounts, eq(accounts.id, sessions.accountId))
    .leftJoin(roles, eq(roles.id, accounts.roleId))
    .leftJoin(brands, eq(brands.id, accounts.brandId))
    .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, new Date())));
  if (!row) return null;
  return {
    session: {
      id: row.sessionId,
      actingAccountId: row.actingAccountId,
      actingCinemaId: row.actingCinemaId,
      cinemaId: row.cinemaId,
    },
    real: toLoaded(row),
  };
}

async function scopeOf(db: Db, account: PrincipalAccount): Promise<Scope> {
  if (account.type === 'superAdmin' || account.brandId == null) return { kind: 'all' };
  if (account.type === 'brand') return { kind: 'brand', brandId: account.brandId };
  const rows = await db
    .select({ id: accountCinemas.cinemaId })
    .from(accountCinemas)
    .where(eq(accountCinemas.accountId, account.id));
  return {
    kind: 'cinemas',
    brandId: account.brandId,
    cinemaIds: rows.map((r) => r.id),
  };
}

/** The brand's head-office account a superAdmin acts as: the oldest active admin of type brand. */
export async function brandHeadOffice(db: Db, brandId: number) {
  const [row] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .innerJoin(roles, eq(roles.id, accounts.roleId))
    .where(
      and(
        eq(accounts.brandId, brandId),
        eq(accounts.type, 'brand'),
        eq(accounts.active, true),
        eq(roles.isAdmin, true),
      ),
    )
    .orderBy(asc(accounts.id))
    .limit(1);
  return row?.id ?? null;
}

/** Whether `real` may work as one of its brand's cinemas (GET /api/cinema/loginAs/{id}): a brand administrator. */
export const mayActAsCinema = (real: PrincipalAccount) => real.type === 'brand' && real.isAdmin && real.brandId != null;

/**
 * A brand administrator working as a cinema of its brand, whether or not the cinema has a staff account: the
 * request is that cinema's (type cinema, scoped to it, the cinema chosen), audited as the administrator, whose
 * id the acting account keeps. Null when it may not (any more): the session is then the administrator's own.
 */
async function actingCinema(
  db: Db,
  real: ReturnType<typeof toLoaded>,
  cinemaId: number,
): Promise<Omit<Principal, 'sessionId' | 'real'> | null> {
  if (!mayActAsCinema(real.account) || !real.brand) return null;
  const [c] = await db.select({ brandId: cinemas.brandId }).from(cinemas).where(eq(cinemas.id, cinemaId));
  if (c?.brandId !== real.account.brandId) return null;
  const account: PrincipalAccount = { ...real.account, type: 'cinema' };
  const role = { isAdmin: true, permissions: {} };
  return {
    account,
    actingVia: 'cinema',
    brand: real.brand,
    permissionMap: effectivePermissions('cinema', role, real.brand.moduleMap),
    scope: { kind: 'cinemas', brandId: c.brandId, cinemaIds: [cinemaId] },
    cinemaId,
  };
}

/** Whether `real` may act as `target` through the changeAccountId header (a brand admin, same brand). */
export function mayActAs(real: PrincipalAccount, target: PrincipalAccount): boolean {
  return (
    real.type === 'brand' &&
    real.isAdmin &&
    target.id !== real.id &&
    target.type !== 'superAdmin' &&
    target.brandId === real.brandId &&
    target.active
  );
}

/** Resolves a bearer token (already hashed) and the optional changeAccountId header into a principal. */
export async function resolvePrincipal(db: Db, tokenHash: string, changeAccountId: number | null): Promise<Principal> {
  const found = await loadSession(db, tokenHash);
  if (!found) throw new AppError('auth_invalid', ja.authInvalid);
  const { session, real } = found;
  if (!real.account.active) throw new AppError('not_found_loginData', ja.authInvalid);

  let acting = real;
  let actingVia: Principal['actingVia'] = null;
  if (session.actingAccountId) {
    const a = await loadAccount(db, session.actingAccountId);
    if (a && a.account.active) {
      acting = a;
      actingVia = 'loginAs';
    }
  } else if (changeAccountId && changeAccountId !== real.account.id) {
    const a = await loadAccount(db, changeAccountId);
    if (!a || !mayActAs(real.account, a.account)) throw noPermission(ja.userNoAccess);
    acting = a;
    actingVia = 'header';
  }

  const asCinema =
    session.actingCinemaId && !session.actingAccountId ? await actingCinema(db, real, session.actingCinemaId) : null;
  if (asCinema) return { sessionId: session.id, real: real.account, ...asCinema };

  const scope = await scopeOf(db, acting.account);
  let cinemaId = session.cinemaId;
  if (cinemaId != null && scope.kind !== 'all') {
    const [c] = await db.select({ brandId: cinemas.brandId }).from(cinemas).where(eq(cinemas.id, cinemaId));
    const inScope = c && c.brandId === scope.brandId && (scope.kind === 'brand' || scope.cinemaIds.includes(cinemaId));
    if (!inScope) cinemaId = null;
  }
  return {
    sessionId: session.id,
    real: real.account,
    account: acting.account,
    actingVia,
    brand: acting.brand,
    permissionMap: acting.permissionMap,
    scope,
    cinemaId,
  };
}
