import { and, asc, eq, getTableColumns } from 'drizzle-orm';
import type { DiscountRule, DiscountRuleListQuery, DiscountRuleUpdateBody } from '@cinema/contracts';
import type { Db } from '../../db/client.js';
import { discountRules } from '../../db/schema/index.js';
import { countWhere, keywordWhere, orderBy, pageAnswer, pageOf, totalCount } from '../../platform/list.js';
import { tenantWhere, type Scope } from '../../platform/scope.js';
import { one } from '@cinema/contracts';

const scoped = (scope: Scope) =>
  tenantWhere(scope, { brandId: discountRules.brandId, cinemaId: discountRules.cinemaId });

const toRecord = (r: typeof discountRules.$inferSelect): DiscountRule => ({
  ...r,
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
});

export async function listDiscountRules(db: Db, scope: Scope, cinemaId: number, q: DiscountRuleListQuery) {
  const where = and(
    scoped(scope),
    eq(discountRules.cinemaId, cinemaId),
    keywordWhere(q.keyword, [discountRules.name, discountRules.note]),
    q.active === undefined ? undefined : eq(discountRules.active, q.active),
  );
  const sortable = {
    name: discountRules.name,
    quantity: discountRules.quantity,
    amountOff: discountRules.amountOff,
    validFrom: discountRules.validFrom,
    validTo: discountRules.validTo,
    active: discountRules.active,
    updatedAt: discountRules.updatedAt,
  };
  const rows = await db
    .select({ ...getTableColumns(discountRules), total: totalCount })
    .from(discountRules)
    .where(where)
    .orderBy(...orderBy(q, sortable, [asc(discountRules.name), asc(discountRules.id)]))
    .limit(pageOf(q).limit)
    .offset(pageOf(q).offset);
  return pageAnswer(rows, q, toRecord, () => countWhere(db, discountRules, where));
}

export async function findDiscountRule(db: Db, scope: Scope, id: number): Promise<DiscountRule | null> {
  const [row] = await db
    .select()
    .from(discountRules)
    .where(and(eq(discountRules.id, id), scoped(scope)));
  return row ? toRecord(row) : null;
}

export type DiscountRuleWrite = Omit<DiscountRuleUpdateBody, 'id' | 'version'>;

export async function insertDiscountRule(
  db: Db,
  owner: { brandId: number; cinemaId: number },
  fields: DiscountRuleWrite,
) {
  const row = one(
    await db
      .insert(discountRules)
      .values({ ...fields, ...owner })
      .returning({ id: discountRules.id }),
    'discount rule',
  );
  return row.id;
}

/** Updates when the version still matches; answers false when someone else saved first. */
export async function updateDiscountRule(db: Db, id: number, version: number, fields: DiscountRuleWrite) {
  const rows = await db
    .update(discountRules)
    .set({ ...fields, version: version + 1, updatedAt: new Date() })
    .where(and(eq(discountRules.id, id), eq(discountRules.version, version)))
    .returning({ id: discountRules.id });
  return rows.length > 0;
}

/** The removed row's id; none when it was already gone (a parallel delete). */
export const removeDiscountRule = (db: Db, id: number) =>
  db.delete(discountRules).where(eq(discountRules.id, id)).returning({ id: discountRules.id });
