import { ingredientInUse, ja, type IngredientCreateBody, type IngredientUpdateBody } from '@cinema/contracts';
import type { Db } from '../../db/client.js';
import { ingredients } from '../../db/schema/index.js';
import type { Actor } from '../../platform/actor.js';
import { audit } from '../../platform/audit.js';
import { found, staleVersion, uniqueGuard } from '../../platform/errors.js';
import { removeAudited } from '../../platform/remove.js';
import { brandForWrite } from '../../platform/scope.js';
import { findIngredient, insertIngredient, updateIngredient } from './ingredients.repository.js';

export const guardCode = uniqueGuard({ ingredients_brand_code_uq: ['code', ja.codeInUse] });
const summary = (t: { code: string; name: string }) => `${t.code} ${t.name}`;
// Stock is counted only for stock-controlled ingredients, so only they have a minimum.
export const normalize = (b: IngredientCreateBody): IngredientCreateBody => ({
  ...b,
  minStock: b.stockControlled ? b.minStock : null,
});

export async function createIngredient(db: Db, actor: Actor, body: IngredientCreateBody) {
  const brandId = brandForWrite(actor.scope, null);
  return guardCode(() =>
    db.transaction(async (tx) => {
      const id = await insertIngredient(tx, brandId, normalize(body));
      await audit(tx, actor, { action: 'create', entity: 'ingredient', entityId: id, brandId, summary: summary(body) });
      return found(await findIngredient(tx, actor.scope, id));
    }),
  );
}

export async function saveIngredient(db: Db, actor: Actor, body: IngredientUpdateBody) {
  const current = found(await findIngredient(db, actor.scope, body.id));
  const { id, version, ...fields } = body;
  return guardCode(() =>
    db.transaction(async (tx) => {
      if (!(await updateIngredient(tx, normalize(fields), id, version))) throw staleVersion();
      await audit(tx, actor, {
        action: 'update',
        entity: 'ingredient',
        entityId: id,
        brandId: current.brandId,
        summary: summary(fields),
      });
      return found(await findIngredient(tx, actor.scope, id));
    }),
  );
}

export async function deleteIngredient(db: Db, actor: Actor, id: number) {
  const current = found(await findIngredient(db, actor.scope, id));
  await removeAudited(db, actor, {
    table: ingredients,
    idColumn: ingredients.id,
    id,
    entry: { entity: 'ingredient', brandId: current.brandId, summary: summary(current) },
    inUse: ingredientInUse,
  });
}
