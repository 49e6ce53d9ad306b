import { and, asc, count, eq, getTableColumns } from 'drizzle-orm';
import type { Device, DeviceListMapQuery, DeviceListQuery, DeviceOption, DeviceUpdateBody } from '@cinema/contracts';
import type { Db } from '../../db/client.js';
import { cinemas, deviceNotificationLogs, devices } from '../../db/schema/index.js';
import { countWhere, iso, keywordWhere, orderBy, pageAnswer, pageOf, totalCount } from '../../platform/list.js';
import { tenantWhere, type Scope } from '../../platform/scope.js';
import { one } from '@cinema/contracts';

// Every column but the secret's hash, which never leaves this module.
const { secretHash: _hash, ...deviceColumns } = getTableColumns(devices);
const selectAll = { ...deviceColumns, cinemaName: cinemas.name };

type Row = Omit<typeof devices.$inferSelect, 'secretHash'> & { cinemaName: string };

const toDevice = (r: Row): Device => ({
  ...r,
  lastSeenAt: iso(r.lastSeenAt),
  secretIssuedAt: r.secretIssuedAt.toISOString(),
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
});

export const scopedDevices = (scope: Scope) =>
  tenantWhere(scope, { brandId: devices.brandId, cinemaId: devices.cinemaId });

// Types in their enum order (POS, 自動券売機, キッチンプリンター, サイネージ), then by code.
const defaultOrder = [asc(devices.type), asc(devices.code), asc(devices.id)];

export async function listDevices(db: Db, scope: Scope, cinemaId: number, q: DeviceListQuery) {
  const where = and(
    scopedDevices(scope),
    eq(devices.cinemaId, cinemaId),
    keywordWhere(q.keyword, [devices.name, devices.code]),
    q.type ? eq(devices.type, q.type) : undefined,
    q.status ? eq(devices.status, q.status) : undefined,
  );
  const sortable = {
    code: devices.code,
    name: devices.name,
    type: devices.type,
    status: devices.status,
    lastSeenAt: devices.lastSeenAt,
  };
  const rows = await db
    .select({ ...selectAll, total: totalCount })
    .from(devices)
    .innerJoin(cinemas, eq(cinemas.id, devices.cinemaId))
    .where(where)
    .orderBy(...orderBy(q, sortable, defaultOrder))
    .limit(pageOf(q).limit)
    .offset(pageOf(q).offset);
  return pageAnswer(rows, q, toDevice, () => countWhere(db, devices, where));
}

export const deviceOptions = (db: Db, scope: Scope, q: DeviceListMapQuery): Promise<DeviceOption[]> =>
  db
    .select({
      id: devices.id,
      code: devices.code,
      name: devices.name,
      type: devices.type,
      cinemaId: devices.cinemaId,
      cinemaName: cinemas.name,
    })
    .from(devices)
    .innerJoin(cinemas, eq(cinemas.id, devices.cinemaId))
    .where(
      and(
        scopedDevices(scope),
        q.cinemaId ? eq(devices.cinemaId, q.cinemaId) : undefined,
        q.type ? eq(devices.type, q.type) : undefined,
      ),
    )
    .orderBy(asc(cinemas.sortOrder), asc(cinemas.id), ...defaultOrder);

export async function findDevice(db: Db, scope: Scope, id: number): Promise<Device | null> {
  const [row] = await db
    .select(selectAll)
    .from(devices)
    .innerJoin(cinemas, eq(cinemas.id, devices.cinemaId))
    .where(and(eq(devices.id, id), scopedDevices(scope)));
  return row ? toDevice(row) : null;
}

type NewDevice = Pick<
  typeof devices.$inferInsert,
  'brandId' | 'cinemaId' | 'code' | 'name' | 'type' | 'status' | 'secretHash'
>;

export async function insertDevice(db: Db, values: NewDevice) {
  const row = one(await db.insert(devices).values(values).returning({ id: devices.id }), 'device');
  return row.id;
}

/** Updates when the version still matches; answers false when someone else saved first. */
export async function updateDevice(
  db: Db,
  fields: Omit<DeviceUpdateBody, 'id' | 'version'>,
  id: number,
  version: number,
) {
  const rows = await db
    .update(devices)
    .set({ ...fields, version: version + 1, updatedAt: new Date() })
    .where(and(eq(devices.id, id), eq(devices.version, version)))
    .returning({ id: devices.id });
  return rows.length > 0;
}

/**
 * A new secret replaces the old one; the version stays, so an open edit form still saves.
 * Answers the device's id, or undefined when the row is gone.
 */
export async function replaceSecret(db: Db, id: number, secretHash: string) {
  const [row] = await db
    .update(devices)
    .set({ secretHash, secretIssuedAt: new Date(), updatedAt: new Date() })
    .where(eq(devices.id, id))
    .returning({ id: devices.id });
  return row;
}

export async function notificationCount(db: Db, deviceId: number) {
  const [row] = await db
    .select({ n: count() })
    .from(deviceNotificationLogs)
    .where(eq(deviceNotificationLogs.deviceId, deviceId));
  return row?.n ?? 0;
}

/** Devices registered at a cinema; a cinema that has any is not deleted. */
export async function cinemaDeviceCount(db: Db, cinemaId: number) {
  const [row] = await db.select({ n: count() }).from(devices).where(eq(devices.cinemaId, cinemaId));
  return row?.n ?? 0;
}
