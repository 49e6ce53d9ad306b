import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  businessDateOf,
  cinemaShopItemMessages,
  type CinemaShopBulkBody,
  type CinemaShopItemBody,
  type CinemaSoldOutBody,
} from '@cinema/contracts';
import { rowsOf, sqlArray, type Db } from '../../db/client.js';
import { cinemaShopItems, cinemas, shopItems } from '../../db/schema/index.js';
import type { Actor } from '../../platform/actor.js';
import { audit } from '../../platform/audit.js';
import { cinemaFor } from '../../platform/cinema.js';
import { found, invalidField, staleVersion } from '../../platform/errors.js';
import { findCinemaShopItem, type CinemaDay } from './cinema-shop-items.repository.js';

// Writes of 劇場別の販売設定: each checked against the cinema's brand, versioned, and audited.

/** The cinema a call works on (checked against the caller's scope) and its running business day. */
export async function cinemaDay(db: Db, actor: Actor, cinemaId: number | undefined, now = new Date()) {
  const cinema = await cinemaFor(db, actor, cinemaId);
  const [row] = await db
    .select({ cutoff: cinemas.businessDayCutoffHour, name: cinemas.name })
    .from(cinemas)
    .where(eq(cinemas.id, cinema.id));
  return { ...cinema, name: row!.name, businessDate: businessDateOf(now, row!.cutoff) };
}

const summaryOf = (cinema: { name: string }, item: { code: string; name: string }) =>
  `${cinema.name} ${item.code} ${item.name}`;

/** Saves 販売する, price and period; version 0 creates the cinema's row, else it must still match. */
export async function saveCinemaShopItem(db: Db, actor: Actor, body: CinemaShopItemBody) {
  const cinema = await cinemaDay(db, actor, body.cinemaId);
  const item = await findCinemaShopItem(db, cinema, body.shopItemId);
  if (!item) throw invalidField('shopItemId', cinemaShopItemMessages.unknownItem);
  const fields = { enabled: body.enabled, price: body.price, saleFrom: body.saleFrom, saleTo: body.saleTo };
  return db.transaction(async (tx) => {
    const saved =
      body.version === 0
        ? await tx
            .insert(cinemaShopItems)
            .values({ ...fields, brandId: cinema.brandId, cinemaId: cinema.id, shopItemId: item.shopItemId })
            .onConflictDoNothing()
            .returning({ id: cinemaShopItems.id })
        : await tx
            .update(cinemaShopItems)
            .set({ ...fields, version: body.version + 1, updatedAt: new Date() })
            .where(
              and(
                eq(cinemaShopItems.cinemaId, cinema.id),
                eq(cinemaShopItems.shopItemId, item.shopItemId),
                eq(cinemaShopItems.version, body.version),
              ),
            )
            .returning({ id: cinemaShopItems.id });
    if (!saved.length) throw staleVersion();
    await audit(tx, actor, {
      action: body.version === 0 ? 'create' : 'update',
      entity: 'cinemaShopItem',
      entityId: saved[0]!.id,
      brandId: cinema.brandId,
      summary: summaryOf(cinema, item),
      detail: { cinemaId: cinema.id, shopItemId: item.shopItemId, ...fields },
    });
    return found(await findCinemaShopItem(tx, cinema, item.shopItemId));
  });
}

/** Upserts the cinema's row of items; a row made here for a new item is not yet sold. */
const upsert = (tx: Db, cinema: CinemaDay, itemIds: number[], set: { enabled?: boolean; soldOutOn?: string | null }) =>
  tx
    .insert(cinemaShopItems)
    .values(
      itemIds.map((shopItemId) => ({
        brandId: cinema.brandId,
        cinemaId: cinema.id,
        shopItemId,
        enabled: set.enabled ?? false,
        soldOutOn: set.soldOutOn ?? null,
      })),
    )
    .onConflictDoUpdate({
      target: [cinemaShopItems.cinemaId, cinemaShopItems.shopItemId],
      set: { ...set, version: sql`${cinemaShopItems.version} + 1`, updatedAt: new Date() },
    })
    .returning({ id: cinemaShopItems.id });

/** 本日売り切れ: marks the item sold out for the cinema's running business day, or clears it. */
export async function setSoldOut(db: Db, actor: Actor, body: CinemaSoldOutBody) {
  const cinema = await cinemaDay(db, actor, body.cinemaId);
  const item = await findCinemaShopItem(db, cinema, body.shopItemId);
  if (!item) throw invalidField('shopItemId', cinemaShopItemMessages.unknownItem);
  const soldOutOn = body.soldOut ? cinema.businessDate : null;
  return db.transaction(async (tx) => {
    const [row] = await upsert(tx, cinema, [item.shopItemId], { soldOutOn });
    await audit(tx, actor, {
      action: 'update',
      entity: 'cinemaShopItem',
      entityId: row!.id,
      brandId: cinema.brandId,
      summary: `${summaryOf(cinema, item)} ${body.soldOut ? '本日売り切れ' : '売り切れ解除'}`,
      detail: { cinemaId: cinema.id, shopItemId: item.shopItemId, soldOutOn },
    });
    return found(await findCinemaShopItem(tx, cinema, item.shopItemId));
  });
}

/** 販売する on or off for many items at once; every id must be an item of the cinema's brand. */
export async function bulkEnable(db: Db, actor: Actor, body: CinemaShopBulkBody) {
  const cinema = await cinemaDay(db, actor, body.cinemaId);
  const ids = [...new Set(body.shopItemIds)];
  const own = await db
    .select({ id: shopItems.id })
    .from(shopItems)
    .where(and(eq(shopItems.brandId, cinema.brandId), inArray(shopItems.id, ids)));
  if (own.length !== ids.length) throw invalidField('shopItemIds', cinemaShopItemMessages.unknownItem);
  return db.transaction(async (tx) => {
    const rows = await upsert(tx, cinema, ids, { enabled: body.enabled });
    await audit(tx, actor, {
      action: 'update',
      entity: 'cinemaShopItem',
      brandId: cinema.brandId,
      summary: `${cinema.name} ${rows.length}件を「${body.enabled ? '販売する' : '販売しない'}」に変更`,
      detail: { cinemaId: cinema.id, shopItemIds: ids, enabled: body.enabled },
    });
    return { count: rows.length };
  });
}

// Head office's side (売店商品 screens, docs/tour/README.md "売店 › 商品"): items on or off in several of
// the brand's cinemas at once. The shop items module calls these inside its own transaction.

/** Whether every id names a cinema of the brand (another brand's is refused before anything is written). */
export async function areBrandCinemas(db: Db, brandId: number, cinemaIds: number[]) {
  const ids = [...new Set(cinemaIds)];
  if (!ids.length) return true;
  const own = await db
    .select({ id: cinemas.id })
    .from(cinemas)
    .where(and(eq(cinemas.brandId, brandId), inArray(cinemas.id, ids)));
  return own.length === ids.length;
}

export interface CinemaSales {
  brandId: number;
  /** Checked by the caller: the brand's cinemas and items. */
  cinemaIds: number[];
  itemIds: number[];
  selling: boolean;
  /** What the audit row names: one item's code and name, or how many items. */
  subject: string;
}

/**
 * 販売する on or off for items in several cinemas, in the caller's transaction; answers how many
 * settings changed. On: a cinema with no row gets one at the master price; a row that did not sell
 * is switched on with its own price, period and 売り切れ kept. Off: only rows that sold change.
 */
export async function setSellingInCinemas(tx: Db, actor: Actor, p: CinemaSales) {
  const cinemaIds = [...new Set(p.cinemaIds)];
  const itemIds = [...new Set(p.itemIds)];
  if (!cinemaIds.length || !itemIds.length) return 0;
  const changed = p.selling
    ? await rowsOf<{ id: number }>(
        tx.execute(sql`insert into cinema_shop_items (brand_id, cinema_id, shop_item_id, enabled)
          select ${p.brandId}, c.id, i.id, true
          from unnest(${sqlArray(cinemaIds, 'int')}) as c(id) cross join unnest(${sqlArray(itemIds, 'int')}) as i(id)
          on conflict (cinema_id, shop_item_id) do update
            set enabled = true, version = cinema_shop_items.version + 1, updated_at = now()
            where cinema_shop_items.enabled = false
          returning id`),
      )
    : await tx
        .update(cinemaShopItems)
        .set({ enabled: false, version: sql`${cinemaShopItems.version} + 1`, updatedAt: new Date() })
        .where(
          and(
            eq(cinemaShopItems.brandId, p.brandId),
            inArray(cinemaShopItems.cinemaId, cinemaIds),
            inArray(cinemaShopItems.shopItemId, itemIds),
            eq(cinemaShopItems.enabled, true),
          ),
        )
        .returning({ id: cinemaShopItems.id });
  // Recorded even when nothing changed: head office asked for it (操作ログ shows what was asked and the count).
  await audit(tx, actor, {
    action: 'update',
    entity: 'cinemaShopItem',
    brandId: p.brandId,
    // One cinema is that cinema's change; several are the brand's, whichever cinema head office has chosen.
    cinemaId: cinemaIds.length === 1 ? cinemaIds[0] : null,
    summary: `${p.subject} ${cinemaIds.length}劇場で「${p.selling ? '販売する' : '販売しない'}」に変更（${changed.length}件）`,
    detail: { cinemaIds, shopItemIds: itemIds, enabled: p.selling, changed: changed.length },
  });
  return changed.length;
}
