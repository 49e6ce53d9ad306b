import { and, asc, eq, inArray } from 'drizzle-orm';
import { countSeats, type House, type HouseListItem, type HouseListQuery, one, type SeatPlan } from '@cinema/contracts';
import type { Db } from '../../db/client.js';
import { cinemas, houseFormats, houses, versions } from '../../db/schema/index.js';
import { countWhere, keywordWhere, orderBy, pageAnswer, pageOf, totalCount } from '../../platform/list.js';
import { tenantWhere, type Scope } from '../../platform/scope.js';

/** What a save writes: the plan with its counts, which stay in sync with it. */
export interface HouseWrite {
  name: string;
  code: string;
  formatIds: number[];
  standingCapacity: number;
  sortOrder: number | null;
  seatPlan: SeatPlan;
}

const scoped = (scope: Scope) => tenantWhere(scope, { brandId: houses.brandId, cinemaId: houses.cinemaId });

const defaultOrder = [asc(houses.sortOrder), asc(houses.id)];

/** Columns of a list row: everything but the plan, which can run to thousands of cells. */
const listColumns = {
  id: houses.id,
  brandId: houses.brandId,
  cinemaId: houses.cinemaId,
  cinemaName: cinemas.name,
  code: houses.code,
  name: houses.name,
  standingCapacity: houses.standingCapacity,
  sortOrder: houses.sortOrder,
  seatCounts: houses.seatCounts,
  seatCount: houses.seatCount,
  version: houses.version,
  createdAt: houses.createdAt,
  updatedAt: houses.updatedAt,
};

type ListRow = Omit<HouseListItem, 'formats' | 'formatIds' | 'createdAt' | 'updatedAt'> & {
  createdAt: Date;
  updatedAt: Date;
};

/** The formats of some screens (house_formats), in the formats' display order. */
async function formatsOf(db: Db, houseIds: number[]) {
  if (houseIds.length === 0) return [];
  return db
    .select({ houseId: houseFormats.houseId, id: versions.id, name: versions.name })
    .from(houseFormats)
    .innerJoin(versions, eq(versions.id, houseFormats.formatId))
    .where(inArray(houseFormats.houseId, houseIds))
    .orderBy(asc(versions.sortOrder), asc(versions.id));
}

/** Names the formats of each row. */
async function withFormats(db: Db, rows: ListRow[]): Promise<HouseListItem[]> {
  const links = await formatsOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => {
    const formats = links.filter((l) => l.houseId === r.id).map(({ id, name }) => ({ id, name }));
    return {
      ...r,
      formatIds: formats.map((f) => f.id),
      formats,
      createdAt: r.createdAt.toISOString(),
      updatedAt: r.updatedAt.toISOString(),
    };
  });
}

export async function listHouses(db: Db, scope: Scope, cinemaId: number, q: HouseListQuery) {
  const where = and(scoped(scope), eq(houses.cinemaId, cinemaId), keywordWhere(q.keyword, [houses.name, houses.code]));
  const sortable = {
    code: houses.code,
    name: houses.name,
    seatCount: houses.seatCount,
    standingCapacity: houses.standingCapacity,
    sortOrder: houses.sortOrder,
    updatedAt: houses.updatedAt,
  };
  const rows = await db
    .select({ ...listColumns, total: totalCount })
    .from(houses)
    .innerJoin(cinemas, eq(cinemas.id, houses.cinemaId))
    .where(where)
    .orderBy(...orderBy(q, sortable, defaultOrder))
    .limit(pageOf(q).limit)
    .offset(pageOf(q).offset);
  const page = await pageAnswer(
    rows,
    q,
    (r) => r,
    () => countWhere(db, houses, where),
  );
  return { ...page, list: await withFormats(db, page.list) };
}

export async function houseOptions(db: Db, scope: Scope, cinemaId: number, q: HouseListQuery) {
  const where = and(scoped(scope), eq(houses.cinemaId, cinemaId), keywordWhere(q.keyword, [houses.name, houses.code]));
  const rows = await db
    .select({ id: houses.id, name: houses.name, code: houses.code, seatCount: houses.seatCount, total: totalCount })
    .from(houses)
    .where(where)
    .orderBy(...defaultOrder)
    .limit(pageOf(q).limit)
    .offset(pageOf(q).offset);
  return pageAnswer(
    rows,
    q,
    (r) => r,
    () => countWhere(db, houses, where),
  );
}

export async function findHouse(db: Db, scope: Scope, id: number): Promise<House | null> {
  const [row] = await db
    .select({ ...listColumns, seatPlan: houses.seatPlan })
    .from(houses)
    .innerJoin(cinemas, eq(cinemas.id, houses.cinemaId))
    .where(and(eq(houses.id, id), scoped(scope)));
  if (!row) return null;
  const item = one(await withFormats(db, [row]), 'screen');
  return { ...item, seatPlan: row.seatPlan };
}

/** The ids among `ids` that are format versions of the cinema. */
export async function cinemaFormatIds(db: Db, cinemaId: number, ids: number[]) {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: versions.id })
    .from(versions)
    .where(and(inArray(versions.id, ids), eq(versions.cinemaId, cinemaId), eq(versions.kind, 'format')));
  return rows.map((r) => r.id);
}

const counted = ({ formatIds: _formats, ...w }: HouseWrite) => {
  const seatCounts = countSeats(w.seatPlan);
  return { ...w, seatCounts, seatCount: seatCounts.sellable };
};

/**
 * Replaces a screen's formats. The foreign keys refuse a format deleted since the service checked it
 * (23503 on house_formats_format_id_versions_id_fk), so no screen keeps the id of a deleted format.
 */
async function setFormats(db: Db, houseId: number, formatIds: number[]) {
  await db.delete(houseFormats).where(eq(houseFormats.houseId, houseId));
  const unique = [...new Set(formatIds)];
  if (unique.length > 0) await db.insert(houseFormats).values(unique.map((formatId) => ({ houseId, formatId })));
}

export async function insertHouse(db: Db, owner: { brandId: number; cinemaId: number }, w: HouseWrite) {
  const row = one(
    await db
      .insert(houses)
      .values({ ...counted(w), ...owner })
      .returning({ id: houses.id }),
    'screen',
  );
  await setFormats(db, row.id, w.formatIds);
  return row.id;
}

/** Updates when the version still matches; answers false when someone else saved first. */
export async function updateHouse(db: Db, id: number, version: number, w: HouseWrite) {
  const rows = await db
    .update(houses)
    .set({ ...counted(w), version: version + 1, updatedAt: new Date() })
    .where(and(eq(houses.id, id), eq(houses.version, version)))
    .returning({ id: houses.id });
  if (rows.length === 0) return false;
  await setFormats(db, id, w.formatIds);
  return true;
}
