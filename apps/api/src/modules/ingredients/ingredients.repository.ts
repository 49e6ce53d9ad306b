import { and, asc, eq } from 'drizzle-orm';
import { ingredientSortFields, ingredientUnit, type Ingredient, type IngredientListQuery } from '@cinema/contracts';
import type { Db } from '../../db/client.js';
import { ingredients } from '../../db/schema/index.js';
import { masterRepository } from '../../platform/crud.repository.js';
import type { Scope } from '../../platform/scope.js';

export const ingredientRepo = masterRepository({
  table: ingredients,
  toRecord: (r): Ingredient => ({
    ...r,
    unitCost: Math.round((r.purchasePrice / r.purchaseQuantity) * 10_000) / 10_000,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  }),
  keyword: [ingredients.name, ingredients.nameKana, ingredients.code],
  kana: [ingredients.nameKana, ingredients.name],
  sortFields: ingredientSortFields,
  order: [asc(ingredients.code), asc(ingredients.id)],
  filters: (q: IngredientListQuery) => [
    q.unit ? eq(ingredients.unit, q.unit) : undefined,
    q.active === undefined ? undefined : eq(ingredients.active, q.active),
  ],
});

/** Active ingredients as options, the unit in the name: コーン（g）. */
export async function ingredientOptions(db: Db, scope: Scope) {
  const rows = await db
    .select({ id: ingredients.id, name: ingredients.name, unit: ingredients.unit })
    .from(ingredients)
    .where(and(ingredientRepo.scoped(scope), eq(ingredients.active, true)))
    .orderBy(asc(ingredients.code));
  return rows.map((r) => ({ id: r.id, name: `${r.name}（${ingredientUnit.labels[r.unit]}）` }));
}
