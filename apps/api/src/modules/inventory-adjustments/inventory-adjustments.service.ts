import { and, eq } from 'drizzle-orm';
import type { InventoryAdjustmentBody } from '@cinema/contracts';
import type { Db } from '../../db/client.js';
import { ingredients, shopItems, stockLocations, stockMovements } from '../../db/schema/index.js';
import type { Actor } from '../../platform/actor.js';
import { cinemaFor } from '../../platform/cinema.js';
import { found, invalidField } from '../../platform/errors.js';
import { findAdjustment } from './inventory-adjustments.repository.js';

const pickMessage = (label: string) => `「${label}」を選択してください`;

/** Records one signed movement at a location of the chosen cinema, for an item or ingredient of its brand. */
export async function recordAdjustment(db: Db, actor: Actor, body: InventoryAdjustmentBody) {
  const cinema = await cinemaFor(db, actor, body.cinemaId);
  const [location] = await db
    .select({ id: stockLocations.id })
    .from(stockLocations)
    .where(and(eq(stockLocations.id, body.locationId), eq(stockLocations.cinemaId, cinema.id)));
  if (!location) throw invalidField('locationId', pickMessage('保管場所'));
  if (body.shopItemId != null) {
    const [item] = await db
      .select({ id: shopItems.id })
      .from(shopItems)
      .where(and(eq(shopItems.id, body.shopItemId), eq(shopItems.brandId, cinema.brandId)));
    if (!item) throw invalidField('shopItemId', pickMessage('商品'));
  }
  if (body.ingredientId != null) {
    const [ingredient] = await db
      .select({ id: ingredients.id })
      .from(ingredients)
      .where(and(eq(ingredients.id, body.ingredientId), eq(ingredients.brandId, cinema.brandId)));
    if (!ingredient) throw invalidField('ingredientId', pickMessage('原材料'));
  }
  const [row] = await db
    .insert(stockMovements)
    .values({
      brandId: cinema.brandId,
      cinemaId: cinema.id,
      locationId: location.id,
      shopItemId: body.shopItemId,
      ingredientId: body.ingredientId,
      kind: body.kind,
      quantity: body.quantity,
      reason: body.reason,
      createdBy: actor.real.id > 0 ? actor.real.id : null,
    })
    .returning({ id: stockMovements.id });
  return found(await findAdjustment(db, row!.id));
}

export async function locationOptions(db: Db, actor: Actor, cinemaId: number | undefined) {
  const cinema = await cinemaFor(db, actor, cinemaId);
  const rows = await db
    .select({ id: stockLocations.id, name: stockLocations.name })
    .from(stockLocations)
    .where(eq(stockLocations.cinemaId, cinema.id))
    .orderBy(stockLocations.id);
  return rows;
}
