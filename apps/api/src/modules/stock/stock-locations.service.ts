import {
  defaultStockLocationName,
  ja,
  stockLocationMessages as m,
  type StockLocationCreateBody,
  type StockLocationUpdateBody,
} from '@cinema/contracts';
import type { Db } from '../../db/client.js';
import { stockLocations } from '../../db/schema/index.js';
import type { Actor } from '../../platform/actor.js';
import { audit } from '../../platform/audit.js';
import { cinemaFor } from '../../platform/cinema.js';
import { conflict, found, invalidField, staleVersion, uniqueGuard } from '../../platform/errors.js';
import { removeAudited } from '../../platform/remove.js';
import {
  cinemaName,
  findStockLocation,
  insertStockLocation,
  listStockLocations,
  lockedForSales,
  releaseSalesLocation,
  updateStockLocation,
} from './stock-locations.repository.js';

// 保管場所 of a cinema: exactly one is 販売用 (the one sales take stock from). Making another one 販売用
// takes it off the old one in the same transaction; the 販売用 one cannot be unset or deleted, and a
// location with movements or counts stays, since the stock history refers to it.

const guard = uniqueGuard({
  stock_locations_cinema_name_uq: ['name', m.nameInUse],
  // Two switches of 販売用 at once: the one that commits second is told to look again.
  stock_locations_cinema_sales_uq: ['forSales', ja.staleVersion],
});
const summary = async (db: Db, l: { cinemaId: number; name: string; forSales: boolean }) =>
  `${await cinemaName(db, l.cinemaId)} ${l.name}${l.forSales ? '（販売用）' : ''}`;

/** The chosen cinema's locations. */
export async function stockLocationsOf(db: Db, actor: Actor, cinemaId: number | undefined) {
  const cinema = await cinemaFor(db, actor, cinemaId);
  return listStockLocations(db, cinema.id);
}

/** A new cinema's 売店, for sales, written in the transaction that creates the cinema. */
export async function addSalesLocation(db: Db, owner: { brandId: number; cinemaId: number }) {
  return insertStockLocation(db, owner, { name: defaultStockLocationName, forSales: true });
}

export async function createStockLocation(db: Db, actor: Actor, body: StockLocationCreateBody) {
  const cinema = await cinemaFor(db, actor, body.cinemaId);
  const { cinemaId: _, ...fields } = body;
  return guard(() =>
    db.transaction(async (tx) => {
      if (fields.forSales) await releaseSalesLocation(tx, cinema.id);
      const id = await insertStockLocation(tx, { brandId: cinema.brandId, cinemaId: cinema.id }, fields);
      await audit(tx, actor, {
        action: 'create',
        entity: 'stockLocation',
        entityId: id,
        brandId: cinema.brandId,
        cinemaId: cinema.id,
        summary: await summary(tx, { cinemaId: cinema.id, ...fields }),
      });
      return found(await findStockLocation(tx, actor.scope, id));
    }),
  );
}

export async function saveStockLocation(db: Db, actor: Actor, body: StockLocationUpdateBody) {
  const current = found(await findStockLocation(db, actor.scope, body.id));
  const { id, version, ...fields } = body;
  if (current.forSales && !fields.forSales) throw invalidField('forSales', m.salesRequired);
  return guard(() =>
    db.transaction(async (tx) => {
      if (fields.forSales && !current.forSales) await releaseSalesLocation(tx, current.cinemaId, id);
      if (!(await updateStockLocation(tx, fields, id, version))) throw staleVersion();
      await audit(tx, actor, {
        action: 'update',
        entity: 'stockLocation',
        entityId: id,
        brandId: current.brandId,
        cinemaId: current.cinemaId,
        summary: await summary(tx, { cinemaId: current.cinemaId, ...fields }),
      });
      return found(await findStockLocation(tx, actor.scope, id));
    }),
  );
}

export async function deleteStockLocation(db: Db, actor: Actor, id: number) {
  const current = found(await findStockLocation(db, actor.scope, id));
  if (current.forSales) throw conflict(m.salesDelete);
  if (current.inUse) throw conflict(m.inUse);
  await removeAudited(db, actor, {
    table: stockLocations,
    idColumn: stockLocations.id,
    id,
    entry: {
      entity: 'stockLocation',
      brandId: current.brandId,
      cinemaId: current.cinemaId,
      summary: await summary(db, current),
    },
    before: async (tx) => {
      if (await lockedForSales(tx, id)) throw conflict(m.salesDelete);
    },
    // A movement or count recorded after the check: its foreign key refuses the delete.
    inUse: m.inUse,
  });
}
