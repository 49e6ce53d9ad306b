import { and, eq } from 'drizzle-orm';
import { movementQuantity, stockMovementKind, type InventoryAdjustmentBody } from '@cinema/contracts';
import type { Db } from '../../db/client.js';
import { ingredients, shopItems, stockLocations, stockMovements } from '../../db/schema/index.js';
import type { Actor } from '../../platform/actor.js';
import { audit } from '../../platform/audit.js';
import { cinemaFor } from '../../platform/cinema.js';
import { found, invalidField } from '../../platform/errors.js';
import { findAdjustment } from './inventory-adjustments.repository.js';

const pickMessage = (label: string) => `「${label}」を選択してください`;

/**
 * Records one movement at a location of the chosen cinema, for an item or ingredient of its brand, signed by its kind
 * (docs/domain.md, "stock": 廃棄 5 is stored as −5). Stock may go below zero: the 受払表 flags it, nothing refuses it.
 */
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
  const quantity = movementQuantity(body.kind, body.quantity);
  // The movement and its 操作ログ entry together, or neither.
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(stockMovements)
      .values({
        brandId: cinema.brandId,
        cinemaId: cinema.id,
        locationId: location.id,
        shopItemId: body.shopItemId,
        ingredientId: body.ingredientId,
        kind: body.kind,
        quantity,
        reason: body.reason,
        createdBy: actor.real.id > 0 ? actor.real.id : null,
      })
      .returning({ id: stockMovements.id });
    const movementId = found(row).id;
    await audit(tx, actor, {
      action: 'create',
      entity: 'stockAdjustment',
      entityId: movementId,
      brandId: cinema.brandId,
      cinemaId: cinema.id,
      summary: `${stockMovementKind.labels[body.kind]} ${quantity > 0 ? '+' : ''}${quantity}`,
      detail: { ...body, cinemaId: cinema.id, quantity },
    });
    return movementId;
  });
  return found(await findAdjustment(db, id));
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
