import { readAll } from '../../db/reads.js';
import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import { partMessages, type RecipeLine, type SetComponent, type ShopItem } from '@cinema/contracts';
import type { Db } from '../../db/client.js';
import { ingredients, shopItemRecipes, shopItems, shopSetComponents } from '../../db/schema/index.js';
import { invalidField } from '../../platform/errors.js';

type Parts = Pick<ShopItem, 'recipe' | 'components'>;

/** Recipes and set contents of the given items, by item id, in their saved order. */
export async function partsOf(db: Db, itemIds: number[]): Promise<Map<number, Parts>> {
  const parts = new Map<number, Parts>(itemIds.map((id) => [id, { recipe: [], components: [] }]));
  if (!itemIds.length) return parts;
  // One after the other: inside a transaction both would share one connection.
  const recipes = await db
    .select({
      shopItemId: shopItemRecipes.shopItemId,
      ingredientId: shopItemRecipes.ingredientId,
      ingredientName: ingredients.name,
      unit: ingredients.unit,
      optionGroup: shopItemRecipes.optionGroup,
      optionChoice: shopItemRecipes.optionChoice,
      quantity: shopItemRecipes.quantity,
    })
    .from(shopItemRecipes)
    .innerJoin(ingredients, eq(ingredients.id, shopItemRecipes.ingredientId))
    .where(inArray(shopItemRecipes.shopItemId, itemIds))
    .orderBy(asc(shopItemRecipes.position), asc(shopItemRecipes.id));
  const components = await db
    .select({
      setItemId: shopSetComponents.setItemId,
      itemId: shopSetComponents.itemId,
      itemCode: shopItems.code,
      itemName: shopItems.name,
      quantity: shopSetComponents.quantity,
      choiceGroup: shopSetComponents.choiceGroup,
      optionChoice: shopSetComponents.optionChoice,
    })
    .from(shopSetComponents)
    .innerJoin(shopItems, eq(shopItems.id, shopSetComponents.itemId))
    .where(inArray(shopSetComponents.setItemId, itemIds))
    .orderBy(asc(shopSetComponents.position), asc(shopSetComponents.id));
  for (const { shopItemId, ...r } of recipes) parts.get(shopItemId)!.recipe.push(r);
  for (const { setItemId, ...c } of components) parts.get(setItemId)!.components.push(c);
  return parts;
}

/** Every ingredient and component must be the brand's own; a set holds items, never sets (nor itself). */
export async function checkParts(
  db: Db,
  brandId: number,
  itemId: number | null,
  body: { recipe: RecipeLine[]; components: SetComponent[] },
) {
  const ingredientIds = [...new Set(body.recipe.map((r) => r.ingredientId))];
  const itemIds = [...new Set(body.components.map((c) => c.itemId))];
  const [okIngredients, okItems] = await readAll(
    db,
    () =>
      ingredientIds.length
        ? db
            .select({ id: ingredients.id })
            .from(ingredients)
            .where(and(eq(ingredients.brandId, brandId), inArray(ingredients.id, ingredientIds)))
        : [],
    () =>
      itemIds.length
        ? db
            .select({ id: shopItems.id })
            .from(shopItems)
            .where(and(eq(shopItems.brandId, brandId), inArray(shopItems.id, itemIds), ne(shopItems.kind, 'set')))
        : [],
  );
  const ingredientSet = new Set(okIngredients.map((r) => r.id));
  const itemSet = new Set(okItems.map((r) => r.id));
  body.recipe.forEach((r, i) => {
    if (!ingredientSet.has(r.ingredientId))
      throw invalidField(`recipe.${i}.ingredientId`, partMessages.unknownIngredient);
  });
  body.components.forEach((c, i) => {
    if (!itemSet.has(c.itemId) || c.itemId === itemId)
      throw invalidField(`components.${i}.itemId`, partMessages.unknownItem);
  });
}

/** Replaces an item's recipe and set contents with those given. */
export async function saveParts(
  tx: Db,
  brandId: number,
  itemId: number,
  recipe: RecipeLine[],
  components: SetComponent[],
) {
  await tx.delete(shopItemRecipes).where(eq(shopItemRecipes.shopItemId, itemId));
  await tx.delete(shopSetComponents).where(eq(shopSetComponents.setItemId, itemId));
  if (recipe.length)
    await tx
      .insert(shopItemRecipes)
      .values(recipe.map((r, position) => ({ ...r, brandId, shopItemId: itemId, position })));
  if (components.length)
    await tx
      .insert(shopSetComponents)
      .values(components.map((c, position) => ({ ...c, brandId, setItemId: itemId, position })));
}
