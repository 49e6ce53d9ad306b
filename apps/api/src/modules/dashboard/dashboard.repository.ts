import { readAll } from '../../db/reads.js';
import { and, asc, count, desc, eq, gte, inArray, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import type { DashboardSummary } from '@cinema/contracts';
import type { Db } from '../../db/client.js';
import { accountCinemas, accounts, auditLogs, brands, cinemas, films, houses } from '../../db/schema/index.js';
import type { Actor } from '../../platform/actor.js';
import { iso } from '../../platform/list.js';
import { tenantWhere, type Scope } from '../../platform/scope.js';
import { fail } from '@cinema/contracts';

// Qualified by hand: inside a correlated subquery drizzle would render the outer column unqualified.
const screenCount = sql<number>`(select count(*)::int from houses h where h.cinema_id = "cinemas"."id")`;

/** Accounts a caller may see: all, its brand's, or those assigned to its cinemas. */
function accountWhere(db: Db, scope: Scope): SQL | undefined {
  if (scope.kind === 'all') return undefined;
  if (scope.kind === 'brand') return eq(accounts.brandId, scope.brandId);
  const assigned = db
    .select({ id: accountCinemas.accountId })
    .from(accountCinemas)
    .where(tenantWhere(scope, { brandId: accountCinemas.brandId, cinemaId: accountCinemas.cinemaId }));
  return inArray(accounts.id, assigned);
}

/** Only what the caller's own account did (as itself, or acted as). */
const ownChanges = (actor: Actor) =>
  or(eq(auditLogs.accountId, actor.account.id), eq(auditLogs.actingAccountId, actor.account.id));

/** ユーザー閲覧 (users: view) lets a role see other accounts' logins and operations on the dashboard. */
export const seesOthers = (actor: Actor) => actor.permissionMap.users?.includes('view') === true;

// Audit rows name an entity, not always a cinema, so cinema staff see only what their own account did.
function auditWhere(actor: Actor): SQL | undefined {
  const { scope } = actor;
  if (!seesOthers(actor)) return ownChanges(actor);
  if (scope.kind === 'all') return undefined;
  if (scope.kind === 'brand') return eq(auditLogs.brandId, scope.brandId);
  return ownChanges(actor);
}

const REVIEW_DAYS = 14;
const reviewedAt = sql<Date>`coalesce(${films.returnedAt}, ${films.approvedAt})`;

/** 承認/差し戻し of the films the caller's cinemas registered, newest first (cinema accounts only). */
async function filmReviews(db: Db, scope: Scope) {
  if (scope.kind !== 'cinemas') return [];
  const since = new Date(Date.now() - REVIEW_DAYS * 24 * 3600_000);
  const rows = await db
    .select({
      id: films.id,
      name: films.name,
      approvalStatus: films.approvalStatus,
      approvedAt: films.approvedAt,
      returnedAt: films.returnedAt,
      returnReason: films.returnReason,
    })
    .from(films)
    .where(
      and(
        tenantWhere(scope, { brandId: films.brandId, cinemaId: films.createdByCinemaId }),
        inArray(films.approvalStatus, ['approved', 'returned']),
        gte(reviewedAt, since),
      ),
    )
    .orderBy(desc(reviewedAt), desc(films.id))
    .limit(10);
  return rows.map(({ approvedAt, returnedAt, approvalStatus, ...r }) => ({
    ...r,
    approvalStatus: approvalStatus as 'approved' | 'returned',
    at: (
      (approvalStatus === 'returned' ? returnedAt : approvedAt) ?? fail('a reviewed film has its date')
    ).toISOString(),
  }));
}

async function countOf(query: Promise<{ n: number }[]>) {
  const [row] = await query;
  return row?.n ?? 0;
}

export async function loadDashboard(db: Db, actor: Actor): Promise<DashboardSummary> {
  const { scope } = actor;
  const cinemaScope = tenantWhere(scope, { brandId: cinemas.brandId, cinemaId: cinemas.id });
  const others = seesOthers(actor);
  const [brandCount, cinemaCount, screenTotal, accountCount, cinemaRows, accountRows, changeRows, reviews] =
    await readAll(
      db,
      () => (scope.kind === 'all' ? countOf(db.select({ n: count() }).from(brands)) : Promise.resolve(1)),
      () => countOf(db.select({ n: count() }).from(cinemas).where(cinemaScope)),
      () =>
        countOf(
          db
            .select({ n: count() })
            .from(houses)
            .where(tenantWhere(scope, { brandId: houses.brandId, cinemaId: houses.cinemaId })),
        ),
      () =>
        others
          ? countOf(db.select({ n: count() }).from(accounts).where(accountWhere(db, scope)))
          : Promise.resolve(null),
      () =>
        db
          .select({
            id: cinemas.id,
            name: cinemas.name,
            code: cinemas.code,
            brandName: brands.name,
            status: cinemas.status,
            screenCount,
          })
          .from(cinemas)
          .innerJoin(brands, eq(brands.id, cinemas.brandId))
          .where(cinemaScope)
          .orderBy(asc(cinemas.brandId), asc(cinemas.sortOrder), asc(cinemas.id)),
      () =>
        db
          .select({
            id: accounts.id,
            userName: accounts.userName,
            displayName: accounts.displayName,
            type: accounts.type,
            lastLoginAt: accounts.lastLoginAt,
          })
          .from(accounts)
          .where(and(accountWhere(db, scope), isNotNull(accounts.lastLoginAt)))
          .orderBy(desc(accounts.lastLoginAt), asc(accounts.id))
          .limit(others ? 5 : 0),
      () =>
        db
          .select({
            at: auditLogs.at,
            userName: auditLogs.userName,
            action: auditLogs.action,
            entity: auditLogs.entity,
            summary: auditLogs.summary,
          })
          .from(auditLogs)
          .where(auditWhere(actor))
          .orderBy(desc(auditLogs.at), desc(auditLogs.id))
          .limit(10),
      () => filmReviews(db, scope),
    );
  return {
    counts: { brands: brandCount, cinemas: cinemaCount, screens: screenTotal, accounts: accountCount },
    othersVisible: others,
    cinemas: cinemaRows,
    recentAccounts: accountRows.map((a) => ({ ...a, lastLoginAt: iso(a.lastLoginAt) })),
    recentChanges: changeRows.map((c) => ({ ...c, at: c.at.toISOString() })),
    filmReviews: reviews,
  };
}
