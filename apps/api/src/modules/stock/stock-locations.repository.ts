import { and, asc, eq, getTableColumns, ne, sql } from 'drizzle-orm';
import type { StockLocation, StockLocationCreateBody } from '@cinema/contracts';
import type { Db } from '../../db/client.js';
import { cinemas, stockLocations } from '../../db/schema/index.js';
import { tenantWhere, type Scope } from '../../platform/scope.js';
import { one } from '@cinema/contracts';

type Row = typeof stockLocations.$inferSelect & { inUse: boolean };

const toRecord = (r: Row): StockLocation => ({
  ...r,
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
});

// Written out: inside a sub-select drizzle leaves column names unqualified. Both look-ups are indexed.
const inUse = sql<boolean>`(
  exists (select 1 from "stock_movements" m where m."location_id" = "stock_locations"."id")
  or exists (select 1 from "stock_counts" c where c."location_id" = "stock_locations"."id"))`;
const columns = { ...getTableColumns(stockLocations), inUse };

const scoped = (scope: Scope) =>
  tenantWhere(scope, { brandId: stockLocations.brandId, cinemaId: stockLocations.cinemaId });

/** A cinema's locations in the order they were added (売店 first). */
export async function listStockLocations(db: Db, cinemaId: number) {
  const rows = await db
    .select(columns)
    .from(stockLocations)
    .where(eq(stockLocations.cinemaId, cinemaId))
    .orderBy(asc(stockLocations.id));
  return rows.map(toRecord);
}

export async function findStockLocation(db: Db, scope: Scope, id: number): Promise<StockLocation | null> {
  const [row] = await db
    .select(columns)
    .from(stockLocations)
    .where(and(eq(stockLocations.id, id), scoped(scope)));
  return row ? toRecord(row) : null;
}

export async function insertStockLocation(
  db: Db,
  owner: { brandId: number; cinemaId: number },
  fields: Pick<StockLocationCreateBody, 'name' | 'forSales'>,
) {
  const row = one(
    await db
      .insert(stockLocations)
      .values({ ...owner, ...fields })
      .returning({ id: stockLocations.id }),
    'stock location',
  );
  return row.id;
}

/** Updates when the version still matches; answers false when someone else saved first. */
export async function updateStockLocation(
  db: Db,
  fields: Pick<StockLocationCreateBody, 'name' | 'forSales'>,
  id: number,
  version: number,
) {
  const rows = await db
    .update(stockLocations)
    .set({ ...fields, version: version + 1, updatedAt: new Date() })
    .where(and(eq(stockLocations.id, id), eq(stockLocations.version, version)))
    .returning({ id: stockLocations.id });
  return rows.length > 0;
}

/** Takes 販売用 off the cinema's other location (a new version of it), before another gets it. */
export async function releaseSalesLocation(db: Db, cinemaId: number, keep?: number) {
  await db
    .update(stockLocations)
    .set({ forSales: false, version: sql`${stockLocations.version} + 1`, updatedAt: new Date() })
    .where(
      and(
        eq(stockLocations.cinemaId, cinemaId),
        eq(stockLocations.forSales, true),
        keep ? ne(stockLocations.id, keep) : undefined,
      ),
    );
}

/** Whether a location is 販売用 now, read under a row lock so a switch cannot slip in before its delete. */
export async function lockedForSales(db: Db, id: number) {
  const [row] = await db
    .select({ forSales: stockLocations.forSales })
    .from(stockLocations)
    .where(eq(stockLocations.id, id))
    .for('update');
  return row?.forSales ?? false;
}

export async function cinemaName(db: Db, cinemaId: number) {
  const [row] = await db.select({ name: cinemas.name }).from(cinemas).where(eq(cinemas.id, cinemaId));
  return row?.name ?? '';
}

/** Whether the cinema has stock facts (movements or counts), which keep it from being deleted. */
export async function cinemaHasStock(db: Db, cinemaId: number) {
  const [row] = await db
    .select({ inUse })
    .from(stockLocations)
    .where(and(eq(stockLocations.cinemaId, cinemaId), inUse))
    .limit(1);
  return Boolean(row);
}
