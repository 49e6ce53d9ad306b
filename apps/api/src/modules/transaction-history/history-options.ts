import { readAll } from '../../db/reads.js';
import { asc, eq } from 'drizzle-orm';
import type { HistoryOptions } from '@cinema/contracts';
import type { Db } from '../../db/client.js';
import { devices, films, paymentMethods, shopItems } from '../../db/schema/index.js';
import type { Actor } from '../../platform/actor.js';
import { cinemaFor } from '../../platform/cinema.js';

// The pickers of the histories, logs and the 掛売 entry: films, shop and その他 items and tenders of
// the caller's brand, and the devices of the chosen cinema (none without one).
export async function historyOptionsFor(db: Db, actor: Actor, cinemaId: number | undefined): Promise<HistoryOptions> {
  const cinema = cinemaId != null || actor.cinemaId != null ? await cinemaFor(db, actor, cinemaId) : null;
  const brandId = cinema?.brandId ?? (actor.scope.kind === 'all' ? null : actor.scope.brandId);
  if (brandId == null) return { films: [], items: [], paymentMethods: [], devices: [] };
  const [filmRows, itemRows, methodRows, deviceRows] = await readAll(
    db,
    () =>
      db
        .select({ id: films.id, name: films.name })
        .from(films)
        .where(eq(films.brandId, brandId))
        .orderBy(asc(films.name)),
    () =>
      db
        .select({
          id: shopItems.id,
          code: shopItems.code,
          name: shopItems.name,
          price: shopItems.price,
          kind: shopItems.kind,
        })
        .from(shopItems)
        .where(eq(shopItems.brandId, brandId))
        .orderBy(asc(shopItems.code)),
    () =>
      db
        .select({ id: paymentMethods.id, name: paymentMethods.name })
        .from(paymentMethods)
        .where(eq(paymentMethods.brandId, brandId))
        .orderBy(asc(paymentMethods.sortOrder), asc(paymentMethods.id)),
    () =>
      cinema
        ? db
            .select({ id: devices.id, name: devices.name })
            .from(devices)
            .where(eq(devices.cinemaId, cinema.id))
            .orderBy(asc(devices.code))
        : Promise.resolve([]),
  );
  return {
    films: filmRows,
    items: itemRows.map(({ kind, ...i }) => ({ ...i, type: kind === 'otherRevenue' ? 'other' : 'shop' })),
    paymentMethods: methodRows,
    devices: deviceRows,
  };
}
