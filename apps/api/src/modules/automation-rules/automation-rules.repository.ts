import { and, asc, desc, eq, getTableColumns, max, sql } from 'drizzle-orm';
import type {
  AutomationCreateBody,
  AutomationFire,
  AutomationListQuery,
  AutomationRule,
  AutomationRun,
  AutomationRunQuery,
} from '@cinema/contracts';
import type { Db } from '../../db/client.js';
import { automationFires, automationRules, automationRuns, members, memberSystems } from '../../db/schema/index.js';
import { countWhere, keywordWhere, orderBy, pageAnswer, pageOf, totalCount } from '../../platform/list.js';
import { tenantWhere, type Scope } from '../../platform/scope.js';

// 自動化ルール's reads (docs/membership.md, "自動化ルール"); every read is the user's brand's.

type Row = typeof automationRules.$inferSelect;
export type AutomationRow = Row;

const scoped = (scope: Scope) => tenantWhere(scope, { brandId: automationRules.brandId });

const columns = {
  ...getTableColumns(automationRules),
  memberSystemName: memberSystems.name,
  couponName: sql<string | null>`(select c.name from coupons c where c.id = ${automationRules.couponId})`,
  lastRunOn: sql<
    string | null
  >`(select max(r.ran_on)::text from ${automationRuns} r where r.rule_id = ${automationRules.id})`,
  firedTotal: sql<number>`(select count(*)::int from ${automationFires} f
    where f.rule_id = ${automationRules.id} and f.status <> 'skipped')`,
};

const toRecord = (
  r: Row & { memberSystemName: string; couponName: string | null; lastRunOn: string | null; firedTotal: number },
): AutomationRule => ({
  ...r,
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
});

export async function listAutomationRules(db: Db, scope: Scope, q: AutomationListQuery) {
  const where = and(scoped(scope), keywordWhere(q.keyword, [automationRules.name]));
  const rows = await db
    .select({ ...columns, total: totalCount })
    .from(automationRules)
    .innerJoin(memberSystems, eq(memberSystems.id, automationRules.memberSystemId))
    .where(where)
    .orderBy(
      ...orderBy(
        q,
        {
          name: automationRules.name,
          trigger: automationRules.trigger,
          status: automationRules.status,
          updatedAt: automationRules.updatedAt,
        },
        [asc(automationRules.name), asc(automationRules.id)],
      ),
    )
    .limit(pageOf(q).limit)
    .offset(pageOf(q).offset);
  return pageAnswer(rows, q, toRecord, () => countWhere(db, automationRules, where));
}

export async function findAutomationRule(db: Db, scope: Scope, id: number) {
  const [row] = await db
    .select(columns)
    .from(automationRules)
    .innerJoin(memberSystems, eq(memberSystems.id, automationRules.memberSystemId))
    .where(and(scoped(scope), eq(automationRules.id, id)));
  return row ? toRecord(row) : null;
}

/** The rule's row as the job reads it (no scope: the job runs every brand's). */
export async function ruleRow(db: Db, id: number) {
  const [row] = await db.select().from(automationRules).where(eq(automationRules.id, id));
  return row ?? null;
}

export const activeRuleIds = async (db: Db) =>
  (
    await db
      .select({ id: automationRules.id })
      .from(automationRules)
      .where(eq(automationRules.status, 'active'))
      .orderBy(asc(automationRules.id))
  ).map((r) => r.id);

/** The system's brand, to check a picked 会員制度 is the user's own. */
export async function systemBrand(db: Db, id: number) {
  const [row] = await db
    .select({ brandId: memberSystems.brandId, points: memberSystems.points })
    .from(memberSystems)
    .where(eq(memberSystems.id, id));
  return row ?? null;
}

export async function insertAutomationRule(db: Db, brandId: number, body: AutomationCreateBody, startsOn: string) {
  const [row] = await db
    .insert(automationRules)
    .values({ ...body, brandId, startsOn })
    .returning({ id: automationRules.id });
  return row?.id ?? 0;
}

export const hasRuns = async (db: Db, ruleId: number) =>
  (await countWhere(db, automationFires, eq(automationFires.ruleId, ruleId))) > 0;

export async function listAutomationRuns(db: Db, scope: Scope, q: AutomationRunQuery) {
  const where = and(
    tenantWhere(scope, { brandId: automationRuns.brandId }),
    q.ruleId ? eq(automationRuns.ruleId, q.ruleId) : undefined,
  );
  const rows = await db
    .select({ ...getTableColumns(automationRuns), ruleName: automationRules.name, total: totalCount })
    .from(automationRuns)
    .innerJoin(automationRules, eq(automationRules.id, automationRuns.ruleId))
    .where(where)
    .orderBy(q.sortOrder === 'ascend' ? asc(automationRuns.id) : desc(automationRuns.id))
    .limit(pageOf(q).limit)
    .offset(pageOf(q).offset);
  return pageAnswer(
    rows,
    q,
    (r): AutomationRun => ({
      id: r.id,
      ruleId: r.ruleId,
      ruleName: r.ruleName,
      ranOn: r.ranOn,
      ranAt: r.ranAt.toISOString(),
      ranBy: r.ranBy,
      fired: r.fired,
      skipped: r.skipped,
    }),
    () => countWhere(db, automationRuns, where),
  );
}

export async function findRun(db: Db, scope: Scope, id: number) {
  const [row] = await db
    .select({ id: automationRuns.id })
    .from(automationRuns)
    .where(and(tenantWhere(scope, { brandId: automationRuns.brandId }), eq(automationRuns.id, id)));
  return row ?? null;
}

export async function listFires(db: Db, runId: number): Promise<AutomationFire[]> {
  return db
    .select({
      id: automationFires.id,
      memberId: automationFires.memberId,
      memberNo: members.memberNo,
      name: members.name,
      occurrence: automationFires.occurrence,
      status: automationFires.status,
      detail: automationFires.detail,
    })
    .from(automationFires)
    .innerJoin(members, eq(members.id, automationFires.memberId))
    .where(eq(automationFires.runId, runId))
    .orderBy(asc(members.memberNo), asc(automationFires.id));
}

export const lastRunOf = async (db: Db, ruleId: number) =>
  (
    await db
      .select({ on: max(automationRuns.ranOn) })
      .from(automationRuns)
      .where(eq(automationRuns.ruleId, ruleId))
  )[0]?.on ?? null;
