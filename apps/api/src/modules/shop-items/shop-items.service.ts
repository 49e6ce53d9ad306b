import {
  ja,
  partMessages,
  shopItemMessages,
  type ShopItemCreateBody,
  type ShopItemKind,
  type ShopItemUpdateBody,
} from '@cinema/contracts';
import type { Db } from '../../db/client.js';
import { shopItems } from '../../db/schema/index.js';
import type { Actor } from '../../platform/actor.js';
import { audit } from '../../platform/audit.js';
import { found, invalidField, staleVersion, uniqueGuard } from '../../platform/errors.js';
import { removeAudited } from '../../platform/remove.js';
import { brandForWrite } from '../../platform/scope.js';
import { resolveImageRefs } from '../files/index.js';
import { checkParts, saveParts } from './shop-item-parts.repository.js';
import { findShopItem, insertShopItems, updateShopItem, type ShopItemFields } from './shop-items.repository.js';

// Codes and JAN codes are unique within the brand; the database's indexes catch a race the same way.
export const guardItemCodes = uniqueGuard({
  shop_items_brand_code_uq: ['code', ja.codeInUse],
  shop_items_brand_jan_uq: ['janCode', shopItemMessages.janInUse],
});

// P001 ポップコーン: what the audit log names.
const summary = (t: { code: string; name: string }) => `${t.code} ${t.name}`;

/** Only food and drink carry an eat-in rate; consignment fields only on consignment goods. */
const normalize = <T extends ShopItemFields>(body: T): T => ({
  ...body,
  eatInTaxRate: body.shopGroup === 'food' ? body.eatInTaxRate : null,
  consignor: body.productType === 'CONSIGNMENT' ? body.consignor : null,
  commissionRate: body.productType === 'CONSIGNMENT' ? body.commissionRate : null,
  minStock: body.inventoryControl ? body.minStock : null,
});

/** An item's picture must be a file uploaded to the brand (no outside links: it prints on kiosks). */
async function storedImage(db: Db, brandId: number, body: ShopItemFields) {
  if (!body.image) return null;
  const { images } = await resolveImageRefs(db, brandId, [{ field: 'image', ref: body.image }], 'refuse');
  return images[0]!;
}

/** A set must hold something; other items hold nothing. References must be the brand's own. */
async function checkedParts(db: Db, brandId: number, kind: ShopItemKind, itemId: number | null, body: ShopItemFields) {
  const components = kind === 'set' ? body.components : [];
  if (kind === 'set' && !components.length) throw invalidField('components', partMessages.noComponents);
  await checkParts(db, brandId, itemId, { recipe: body.recipe, components });
  return { recipe: body.recipe, components };
}

export async function createShopItem(db: Db, actor: Actor, body: ShopItemCreateBody) {
  const brandId = brandForWrite(actor.scope, null);
  const { recipe: _r, components: _c, ...item } = normalize({ ...body, image: await storedImage(db, brandId, body) });
  const parts = await checkedParts(db, brandId, body.kind, null, body);
  return guardItemCodes(() =>
    db.transaction(async (tx) => {
      const [id] = await insertShopItems(tx, brandId, [item]);
      await saveParts(tx, brandId, id!, parts.recipe, parts.components);
      await audit(tx, actor, { action: 'create', entity: 'shopItem', entityId: id, brandId, summary: summary(item) });
      return found(await findShopItem(tx, actor.scope, id!));
    }),
  );
}

export async function saveShopItem(db: Db, actor: Actor, body: ShopItemUpdateBody) {
  const current = found(await findShopItem(db, actor.scope, body.id));
  const { id, version, ...rest } = body;
  const fields: ShopItemFields = normalize({ ...rest, image: await storedImage(db, current.brandId, rest) });
  const parts = await checkedParts(db, current.brandId, current.kind, id, fields);
  const { recipe: _r, components: _c, ...columns } = fields;
  return guardItemCodes(() =>
    db.transaction(async (tx) => {
      if (!(await updateShopItem(tx, columns, id, version))) throw staleVersion();
      await saveParts(tx, current.brandId, id, parts.recipe, parts.components);
      await audit(tx, actor, {
        action: 'update',
        entity: 'shopItem',
        entityId: id,
        brandId: current.brandId,
        summary: summary(fields),
      });
      return found(await findShopItem(tx, actor.scope, id));
    }),
  );
}

export async function deleteShopItem(db: Db, actor: Actor, id: number) {
  const current = found(await findShopItem(db, actor.scope, id));
  await removeAudited(db, actor, {
    table: shopItems,
    idColumn: shopItems.id,
    id,
    entry: { entity: 'shopItem', brandId: current.brandId, summary: summary(current) },
    inUse: shopItemMessages.inSet,
  });
}

export { normalize as normalizeShopItem };
