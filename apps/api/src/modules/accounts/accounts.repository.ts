import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Account, AccountListQuery } from '@cinema/contracts';
import type { Db } from '../../db/client.js';
import { accountCinemas, accounts, brands, cinemas, roles } from '../../db/schema/index.js';
import { countWhere, iso, keywordWhere, orderBy, pageAnswer, pageOf, totalCount } from '../../platform/list.js';
import { tenantWhere, type Scope } from '../../platform/scope.js';
import { one } from '@cinema/contracts';

// Qualified by hand: inside a correlated subquery drizzle would render the outer column unqualified.
const linkedCinemas = (column: 'id' | 'name') =>
  sql.raw(
    `coalesce((select array_agg(c.${column} order by c.sort_order, c.id) from account_cinemas ac join cinemas c on c.id = ac.cinema_id where ac.account_id = "accounts"."id"), '{}')`,
  );

// The latest lock of the login id still running (too many failed sign-ins), from any address.
const lockedUntil = sql<Date | null>`(select max(lt.locked_until) from login_throttles lt where lt.login = lower("accounts"."user_name") and lt.locked_until > now())`;

// Never the password hash: the answer schema would strip it, but it should not leave the database either.
const selectAccount = {
  id: accounts.id,
  userName: accounts.userName,
  displayName: accounts.displayName,
  email: accounts.email,
  type: accounts.type,
  brandId: accounts.brandId,
  brandName: brands.name,
  roleId: accounts.roleId,
  roleName: roles.name,
  cinemaIds: sql<number[]>`${linkedCinemas('id')}`,
  cinemaNames: sql<string[]>`${linkedCinemas('name')}`,
  active: accounts.active,
  note: accounts.note,
  lastLoginAt: accounts.lastLoginAt,
  passwordChangedAt: accounts.passwordChangedAt,
  lockedUntil: lockedUntil.mapWith((v: string | Date | null) => (v == null ? null : new Date(v))),
  mustChangePassword: accounts.mustChangePassword,
  version: accounts.version,
  createdAt: accounts.createdAt,
  updatedAt: accounts.updatedAt,
};

type Row = Omit<typeof accounts.$inferSelect, 'passwordHash'> & {
  lockedUntil: Date | null;
  brandName: string | null;
  roleName: string | null;
  cinemaIds: number[];
  cinemaNames: string[];
};

const toAccount = (r: Row): Account => ({
  id: r.id,
  userName: r.userName,
  displayName: r.displayName,
  email: r.email,
  type: r.type,
  brandId: r.brandId,
  brandName: r.brandName,
  roleId: r.roleId,
  roleName: r.roleName,
  cinemaIds: r.cinemaIds.map(Number),
  cinemaNames: r.cinemaNames,
  active: r.active,
  note: r.note,
  lastLoginAt: iso(r.lastLoginAt),
  passwordChangedAt: r.passwordChangedAt.toISOString(),
  locked: r.lockedUntil != null,
  lockedUntil: iso(r.lockedUntil),
  mustChangePassword: r.mustChangePassword,
  version: r.version,
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
});

const withNames = (db: Db) =>
  db
    .select(selectAccount)
    .from(accounts)
    .leftJoin(brands, eq(brands.id, accounts.brandId))
    .leftJoin(roles, eq(roles.id, accounts.roleId));

// superAdmin accounts have no brand, so a brand-scoped caller never sees them.
const scoped = (scope: Scope, ...extra: Parameters<typeof tenantWhere>[2][]) =>
  tenantWhere(scope, { brandId: accounts.brandId }, ...extra);

export async function listAccounts(db: Db, scope: Scope, q: AccountListQuery) {
  const where = scoped(
    scope,
    keywordWhere(q.keyword, [accounts.userName, accounts.displayName, accounts.email]),
    q.brandId ? eq(accounts.brandId, q.brandId) : undefined,
    q.type ? eq(accounts.type, q.type) : undefined,
    q.roleId ? eq(accounts.roleId, q.roleId) : undefined,
    q.cinemaId
      ? inArray(
          accounts.id,
          db
            .select({ id: accountCinemas.accountId })
            .from(accountCinemas)
            .where(eq(accountCinemas.cinemaId, q.cinemaId)),
        )
      : undefined,
    q.active ? eq(accounts.active, q.active === 'true') : undefined,
  );
  const sortable = {
    userName: accounts.userName,
    displayName: accounts.displayName,
    lastLoginAt: accounts.lastLoginAt,
    createdAt: accounts.createdAt,
  };
  const rows = await db
    .select({ ...selectAccount, total: totalCount })
    .from(accounts)
    .leftJoin(brands, eq(brands.id, accounts.brandId))
    .leftJoin(roles, eq(roles.id, accounts.roleId))
    .where(where)
    .orderBy(...orderBy(q, sortable, [asc(accounts.id)]))
    .limit(pageOf(q).limit)
    .offset(pageOf(q).offset);
  return pageAnswer(rows, q, toAccount, () => countWhere(db, accounts, where));
}

export async function findAccount(db: Db, scope: Scope, id: number): Promise<Account | null> {
  const [row] = await withNames(db).where(scoped(scope, eq(accounts.id, id)));
  return row ? toAccount(row) : null;
}

/** The stored password hash, for checking a current password. */
export async function passwordHashOf(db: Db, id: number) {
  const [row] = await db.select({ hash: accounts.passwordHash }).from(accounts).where(eq(accounts.id, id));
  return row?.hash ?? null;
}

/** Which of the unique fields another account already holds, compared case-insensitively. */
export async function takenFields(db: Db, values: { userName?: string; email: string }, exceptId?: number) {
  const other = exceptId ? ne(accounts.id, exceptId) : undefined;
  type Column = typeof accounts.userName | typeof accounts.email;
  const same = (column: Column, value: string) => eq(sql`lower(${column})`, value.toLowerCase());
  const hit = async (column: Column, value: string | undefined) =>
    value != null &&
    (
      await db
        .select({ id: accounts.id })
        .from(accounts)
        .where(and(same(column, value), other))
        .limit(1)
    ).length > 0;
  return { userName: await hit(accounts.userName, values.userName), email: await hit(accounts.email, values.email) };
}

/** The ids among `ids` that are cinemas of the brand. */
export async function brandCinemaIds(db: Db, brandId: number, ids: number[]) {
  if (!ids.length) return [];
  const rows = await db
    .select({ id: cinemas.id })
    .from(cinemas)
    .where(and(eq(cinemas.brandId, brandId), inArray(cinemas.id, ids)));
  return rows.map((r) => r.id);
}

/** The role if it belongs to the brand, with whether it is an admin role. */
export async function roleOfBrand(db: Db, brandId: number, roleId: number) {
  const [row] = await db
    .select({ id: roles.id, isAdmin: roles.isAdmin })
    .from(roles)
    .where(and(eq(roles.id, roleId), eq(roles.brandId, brandId)));
  return row ?? null;
}

/** Replaces the account's cinema links with `cinemaIds`. */
export async function linkCinemas(db: Db, accountId: number, brandId: number | null, cinemaIds: number[]) {
  await db.delete(accountCinemas).where(eq(accountCinemas.accountId, accountId));
  if (brandId != null && cinemaIds.length) {
    await db.insert(accountCinemas).values(cinemaIds.map((cinemaId) => ({ accountId, cinemaId, brandId })));
  }
}

type AccountValues = Omit<typeof accounts.$inferInsert, 'id' | 'version' | 'createdAt' | 'updatedAt'>;

export async function insertAccount(db: Db, values: AccountValues) {
  const row = one(await db.insert(accounts).values(values).returning({ id: accounts.id }), 'account');
  return row.id;
}

/** Updates when the version still matches; answers false when someone else saved first. */
export async function updateAccount(db: Db, id: number, version: number, values: Partial<AccountValues>) {
  const rows = await db
    .update(accounts)
    .set({ ...values, version: version + 1, updatedAt: new Date() })
    .where(and(eq(accounts.id, id), eq(accounts.version, version)))
    .returning({ id: accounts.id });
  return rows.length > 0;
}
