import { and, asc, count, eq, getTableColumns, gt, inArray } from 'drizzle-orm';
import type {
  MembershipCreateBody,
  MembershipListQuery,
  MembershipOption,
  MembershipSystem,
  ListQuery,
} from '@cinema/contracts';
import type { Db } from '../../db/client.js';
import { members, memberSystems } from '../../db/schema/index.js';
import { countWhere, keywordWhere, orderBy, pageAnswer, pageOf, totalCount } from '../../platform/list.js';
import { tenantWhere, type Scope } from '../../platform/scope.js';

type Row = typeof memberSystems.$inferSelect;

const toRecord = (r: Row, memberCount: number): MembershipSystem => ({
  ...r,
  memberCount,
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
});

const scoped = (scope: Scope) => tenantWhere(scope, { brandId: memberSystems.brandId });

/** Members per system, for the list's column and the delete check. */
async function memberCounts(db: Db, ids: number[]) {
  if (!ids.length) return new Map<number, number>();
  const rows = await db
    .select({ id: members.memberSystemId, n: count() })
    .from(members)
    .where(inArray(members.memberSystemId, ids))
    .groupBy(members.memberSystemId);
  return new Map(rows.map((r) => [r.id, r.n]));
}

export async function listMemberSystems(db: Db, scope: Scope, q: MembershipListQuery) {
  const where = and(scoped(scope), keywordWhere(q.keyword, [memberSystems.code, memberSystems.name]));
  const rows = await db
    .select({ ...getTableColumns(memberSystems), total: totalCount })
    .from(memberSystems)
    .where(where)
    .orderBy(
      ...orderBy(q, { code: memberSystems.code, name: memberSystems.name }, [
        asc(memberSystems.code),
        asc(memberSystems.id),
      ]),
    )
    .limit(pageOf(q).limit)
    .offset(pageOf(q).offset);
  const counts = await memberCounts(
    db,
    rows.map((r) => r.id),
  );
  return pageAnswer(
    rows,
    q,
    (r) => toRecord(r, counts.get(r.id) ?? 0),
    () => countWhere(db, memberSystems, where),
  );
}

export async function listMemberSystemOptions(db: Db, scope: Scope, q: ListQuery) {
  const where = and(scoped(scope), keywordWhere(q.keyword, [memberSystems.code, memberSystems.name]));
  const rows = await db
    .select({ id: memberSystems.id, name: memberSystems.name, ranks: memberSystems.ranks, total: totalCount })
    .from(memberSystems)
    .where(where)
    .orderBy(asc(memberSystems.code), asc(memberSystems.id))
    .limit(pageOf(q).limit)
    .offset(pageOf(q).offset);
  return pageAnswer(
    rows,
    q,
    (r): MembershipOption => ({
      id: r.id,
      name: r.name,
      ranks: r.ranks.map((k, i) => ({ rank: i + 1, name: k.name, color: k.color })),
    }),
    () => countWhere(db, memberSystems, where),
  );
}

export async function findMemberSystem(db: Db, scope: Scope, id: number): Promise<MembershipSystem | null> {
  const [row] = await db
    .select()
    .from(memberSystems)
    .where(and(eq(memberSystems.id, id), scoped(scope)));
  if (!row) return null;
  return toRecord(row, (await memberCounts(db, [id])).get(id) ?? 0);
}

export async function insertMemberSystem(db: Db, brandId: number, body: MembershipCreateBody) {
  const [row] = await db
    .insert(memberSystems)
    .values({ ...body, brandId })
    .returning({ id: memberSystems.id });
  return row?.id ?? 0;
}

/** Updates when the version still matches; answers false when someone else saved first. */
export async function updateMemberSystem(db: Db, body: MembershipCreateBody, id: number, version: number) {
  const rows = await db
    .update(memberSystems)
    .set({ ...body, version: version + 1, updatedAt: new Date() })
    .where(and(eq(memberSystems.id, id), eq(memberSystems.version, version)))
    .returning({ id: memberSystems.id });
  return rows.length > 0;
}

/** Members of the system above a rank count: a rank they hold cannot be removed. */
export async function membersAboveRank(db: Db, systemId: number, ranks: number) {
  const [row] = await db
    .select({ n: count() })
    .from(members)
    .where(and(eq(members.memberSystemId, systemId), gt(members.rank, ranks)));
  return row?.n ?? 0;
}
