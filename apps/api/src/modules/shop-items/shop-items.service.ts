import {
  cinemaSalesMessages,
  ja,
  partMessages,
  shopItemLabels,
  shopItemMessages,
  type ShopItemCinemaSalesBody,
  type ShopItemCreateBody,
  type ShopItemKind,
  type ShopItemUpdateBody,
} from '@cinema/contracts';
import type { Db } from '../../db/client.js';
import { salesGroups, shopItems } from '../../db/schema/index.js';
import type { Actor } from '../../platform/actor.js';
import { audit } from '../../platform/audit.js';
import { found, invalidField, staleVersion, uniqueGuard } from '../../platform/errors.js';
import { requireOwned } from '../../platform/references.js';
import { removeAudited } from '../../platform/remove.js';
import { brandForWrite } from '../../platform/scope.js';
import { areBrandCinemas, setSellingInCinemas } from '../cinema-shop-items/index.js';
import { resolveImageRefs } from '../files/index.js';
import { checkParts, saveParts } from './shop-item-parts.repository.js';
import {
  brandItems,
  findShopItem,
  insertShopItems,
  updateShopItem,
  type ShopItemFields,
} from './shop-items.repository.js';

// Codes and JAN codes are unique within the brand; the database's indexes catch a race the same way.
export const guardItemCodes = uniqueGuard({
  shop_items_brand_code_uq: ['code', ja.codeInUse],
  shop_items_brand_jan_uq: ['janCode', shopItemMessages.janInUse],
});

// P001 ポップコーン: what the audit log names.
type Summary = { code: string; name: string };
const summary = (t: Summary) => `${t.code} ${t.name}`;

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

/** 販売グループ must be the brand's own. */
const checkSalesGroup = (db: Db, brandId: number, salesGroupId: number | null) =>
  requireOwned(db, brandId, [
    { field: 'salesGroupId', label: shopItemLabels.salesGroupId, table: salesGroups, ids: [salesGroupId] },
  ]);

/** 販売する劇場 must be the brand's own cinemas: another brand's is refused before anything is written. */
async function checkedCinemas(db: Db, brandId: number, cinemaIds: number[]) {
  if (!(await areBrandCinemas(db, brandId, cinemaIds))) throw invalidField('cinemaIds', shopItemMessages.unknownCinema);
  return cinemaIds;
}

/** The chosen cinemas start selling the item, in its transaction; the others keep their setting. */
const startSelling = (tx: Db, actor: Actor, brandId: number, id: number, cinemaIds: number[], item: Summary) =>
  setSellingInCinemas(tx, actor, { brandId, cinemaIds, itemIds: [id], selling: true, subject: summary(item) });

export async function createShopItem(db: Db, actor: Actor, body: ShopItemCreateBody) {
  const brandId = brandForWrite(actor.scope, null);
  const { cinemaIds: chosen, ...fields } = body;
  const { recipe: _r, components: _c, ...item } = normalize({ ...fields, image: await storedImage(db, brandId, body) });
  const parts = await checkedParts(db, brandId, body.kind, null, body);
  const cinemaIds = await checkedCinemas(db, brandId, chosen);
  await checkSalesGroup(db, brandId, body.salesGroupId);
  return guardItemCodes(() =>
    db.transaction(async (tx) => {
      const [id] = await insertShopItems(tx, brandId, [item]);
      await saveParts(tx, brandId, id!, parts.recipe, parts.components);
      await audit(tx, actor, { action: 'create', entity: 'shopItem', entityId: id, brandId, summary: summary(item) });
      await startSelling(tx, actor, brandId, id!, cinemaIds, item);
      return found(await findShopItem(tx, actor.scope, id!));
    }),
  );
}

export async function saveShopItem(db: Db, actor: Actor, body: ShopItemUpdateBody) {
  const current = found(await findShopItem(db, actor.scope, body.id));
  const { id, version, cinemaIds: chosen, ...rest } = body;
  const fields: ShopItemFields = normalize({ ...rest, image: await storedImage(db, current.brandId, rest) });
  const parts = await checkedParts(db, current.brandId, current.kind, id, fields);
  const cinemaIds = await checkedCinemas(db, current.brandId, chosen);
  await checkSalesGroup(db, current.brandId, body.salesGroupId);
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
      await startSelling(tx, actor, current.brandId, id, cinemaIds, fields);
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

/** 劇場で販売する…: the selected items on or off in the chosen cinemas, in one transaction; answers how many changed. */
export async function setCinemaSales(db: Db, actor: Actor, body: ShopItemCinemaSalesBody) {
  const brandId = brandForWrite(actor.scope, null);
  const itemIds = [...new Set(body.itemIds)];
  const items = await brandItems(db, brandId, itemIds);
  if (items.length !== itemIds.length) throw invalidField('itemIds', cinemaSalesMessages.unknownItem);
  if (!(await areBrandCinemas(db, brandId, body.cinemaIds)))
    throw invalidField('cinemaIds', cinemaSalesMessages.unknownCinema);
  const [only] = items;
  const subject = only && items.length === 1 ? summary(only) : `${items.length}商品`;
  const count = await db.transaction((tx) =>
    setSellingInCinemas(tx, actor, { brandId, cinemaIds: body.cinemaIds, itemIds, selling: body.selling, subject }),
  );
  return { count };
}

export { normalize as normalizeShopItem };
