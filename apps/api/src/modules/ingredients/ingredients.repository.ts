import { and, asc, eq, getTableColumns, or } from 'drizzle-orm';
import {
  ingredientUnit,
  toKatakana,
  type Ingredient,
  type IngredientCreateBody,
  type IngredientListQuery,
} from '@cinema/contracts';
import type { Db } from '../../db/client.js';
import { ingredients } from '../../db/schema/index.js';
import { countWhere, keywordWhere, orderBy, pageAnswer, pageOf, totalCount } from '../../platform/list.js';
import { tenantWhere, type Scope } from '../../platform/scope.js';

type Row = typeof ingredients.$inferSelect;

const toRecord = (r: Row): Ingredient => ({
  ...r,
  unitCost: Math.round((r.purchasePrice / r.purchaseQuantity) * 10_000) / 10_000,
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
});

const scoped = (scope: Scope) => tenantWhere(scope, { brandId: ingredients.brandId });

export async function listIngredients(db: Db, scope: Scope, q: IngredientListQuery) {
  const where = and(
    scoped(scope),
    q.keyword
      ? or(
          keywordWhere(q.keyword, [ingredients.name, ingredients.nameKana, ingredients.code]),
          keywordWhere(toKatakana(q.keyword), [ingredients.nameKana, ingredients.name]),
        )
      : undefined,
    q.unit ? eq(ingredients.unit, q.unit) : undefined,
    q.active === undefined ? undefined : eq(ingredients.active, q.active),
  );
  const sortable = {
    code: ingredients.code,
    name: ingredients.name,
    unit: ingredients.unit,
    purchasePrice: ingredients.purchasePrice,
    updatedAt: ingredients.updatedAt,
  };
  const rows = await db
    .select({ ...getTableColumns(ingredients), total: totalCount })
    .from(ingredients)
    .where(where)
    .orderBy(...orderBy(q, sortable, [asc(ingredients.code), asc(ingredients.id)]))
    .limit(pageOf(q).limit)
    .offset(pageOf(q).offset);
  return pageAnswer(rows, q, toRecord, () => countWhere(db, ingredients, where));
}

/** Active ingredients as options, the unit in the name: コーン（g）. */
export async function ingredientOptions(db: Db, scope: Scope) {
  const rows = await db
    .select({ id: ingredients.id, name: ingredients.name, unit: ingredients.unit })
    .from(ingredients)
    .where(and(scoped(scope), eq(ingredients.active, true)))
    .orderBy(asc(ingredients.code));
  return rows.map((r) => ({ id: r.id, name: `${r.name}（${ingredientUnit.labels[r.unit]}）` }));
}

export async function findIngredient(db: Db, scope: Scope, id: number): Promise<Ingredient | null> {
  const [row] = await db
    .select()
    .from(ingredients)
    .where(and(eq(ingredients.id, id), scoped(scope)));
  return row ? toRecord(row) : null;
}

export async function insertIngredient(db: Db, brandId: number, fields: IngredientCreateBody) {
  const [row] = await db
    .insert(ingredients)
    .values({ ...fields, brandId })
    .returning({ id: ingredients.id });
  return row!.id;
}

export async function updateIngredient(db: Db, fields: IngredientCreateBody, id: number, version: number) {
  const rows = await db
    .update(ingredients)
    .set({ ...fields, version: version + 1, updatedAt: new Date() })
    .where(and(eq(ingredients.id, id), eq(ingredients.version, version)))
    .returning({ id: ingredients.id });
  return rows.length > 0;
}
