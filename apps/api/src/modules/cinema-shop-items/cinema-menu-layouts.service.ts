import { and, eq, inArray } from 'drizzle-orm';
import {
  cinemaShopItemMessages,
  menuDeviceType,
  type MenuDeviceType,
  type MenuLayout,
  type MenuLayoutBody,
} from '@cinema/contracts';
import type { Db } from '../../db/client.js';
import { cinemaMenuLayouts, shopItems } from '../../db/schema/index.js';
import type { Actor } from '../../platform/actor.js';
import { audit } from '../../platform/audit.js';
import { invalidField, staleVersion } from '../../platform/errors.js';
import { iso } from '../../platform/list.js';
import { cinemaDay } from './cinema-shop-items.service.js';

// The POS and kiosk menus of a cinema: one row per device type, saved whole with a version check
// (version 0: the first save), so a stale editor answers 409 and keeps its edits on screen.

async function readLayout(db: Db, cinemaId: number, deviceType: MenuDeviceType): Promise<MenuLayout> {
  const [row] = await db
    .select({
      pages: cinemaMenuLayouts.pages,
      version: cinemaMenuLayouts.version,
      updatedAt: cinemaMenuLayouts.updatedAt,
    })
    .from(cinemaMenuLayouts)
    .where(and(eq(cinemaMenuLayouts.cinemaId, cinemaId), eq(cinemaMenuLayouts.deviceType, deviceType)));
  return row
    ? { deviceType, pages: row.pages, version: row.version, updatedAt: iso(row.updatedAt) }
    : { deviceType, pages: [], version: 0, updatedAt: null };
}

export async function menuLayoutOf(db: Db, actor: Actor, q: { cinemaId?: number; deviceType: MenuDeviceType }) {
  const cinema = await cinemaDay(db, actor, q.cinemaId);
  return readLayout(db, cinema.id, q.deviceType);
}

export async function saveMenuLayout(db: Db, actor: Actor, body: MenuLayoutBody) {
  const cinema = await cinemaDay(db, actor, body.cinemaId);
  const ids = [...new Set(body.pages.flatMap((p) => p.buttons.map((b) => b.itemId)))];
  const own = ids.length
    ? await db
        .select({ id: shopItems.id })
        .from(shopItems)
        .where(and(eq(shopItems.brandId, cinema.brandId), inArray(shopItems.id, ids)))
    : [];
  const known = new Set(own.map((r) => r.id));
  body.pages.forEach((p, i) =>
    p.buttons.forEach((b, j) => {
      if (!known.has(b.itemId))
        throw invalidField(`pages.${i}.buttons.${j}.itemId`, cinemaShopItemMessages.unknownItem);
    }),
  );
  return db.transaction(async (tx) => {
    const saved =
      body.version === 0
        ? await tx
            .insert(cinemaMenuLayouts)
            .values({ brandId: cinema.brandId, cinemaId: cinema.id, deviceType: body.deviceType, pages: body.pages })
            .onConflictDoNothing()
            .returning({ id: cinemaMenuLayouts.id })
        : await tx
            .update(cinemaMenuLayouts)
            .set({ pages: body.pages, version: body.version + 1, updatedAt: new Date() })
            .where(
              and(
                eq(cinemaMenuLayouts.cinemaId, cinema.id),
                eq(cinemaMenuLayouts.deviceType, body.deviceType),
                eq(cinemaMenuLayouts.version, body.version),
              ),
            )
            .returning({ id: cinemaMenuLayouts.id });
    if (!saved.length) throw staleVersion();
    await audit(tx, actor, {
      action: body.version === 0 ? 'create' : 'update',
      entity: 'cinemaMenuLayout',
      entityId: saved[0]!.id,
      brandId: cinema.brandId,
      summary: `${cinema.name} ${menuDeviceType.labels[body.deviceType]}のメニュー配置（${body.pages.length}ページ）`,
    });
    return readLayout(tx, cinema.id, body.deviceType);
  });
}
