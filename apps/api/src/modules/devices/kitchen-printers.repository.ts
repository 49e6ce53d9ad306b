import { and, arrayContains, asc, count, eq, type SQL } from 'drizzle-orm';
import type { KitchenPrinter, KitchenPrinterListQuery, KitchenPrinterUpdateBody } from '@cinema/contracts';
import type { Db } from '../../db/client.js';
import { devices, kitchenPrinterSettings } from '../../db/schema/index.js';
import { iso, keywordWhere, orderBy, pageAnswer, pageOf, totalCount } from '../../platform/list.js';
import { tenantWhere, type Scope } from '../../platform/scope.js';

const selectAll = {
  deviceId: devices.id,
  cinemaId: devices.cinemaId,
  brandId: devices.brandId,
  code: devices.code,
  name: devices.name,
  status: devices.status,
  lastSeenAt: devices.lastSeenAt,
  shopGroups: kitchenPrinterSettings.shopGroups,
  paperWidth: kitchenPrinterSettings.paperWidth,
  copies: kitchenPrinterSettings.copies,
  version: kitchenPrinterSettings.version,
  updatedAt: kitchenPrinterSettings.updatedAt,
};

const base = (db: Db) =>
  db.select(selectAll).from(kitchenPrinterSettings).innerJoin(devices, eq(devices.id, kitchenPrinterSettings.deviceId));
type Row = Awaited<ReturnType<typeof base>>[number];

const toPrinter = ({ brandId: _b, ...r }: Row): KitchenPrinter => ({
  ...r,
  lastSeenAt: iso(r.lastSeenAt),
  updatedAt: r.updatedAt.toISOString(),
});

const scoped = (scope: Scope) => tenantWhere(scope, { brandId: devices.brandId, cinemaId: devices.cinemaId });

export async function listKitchenPrinters(db: Db, scope: Scope, cinemaId: number, q: KitchenPrinterListQuery) {
  const where = and(
    scoped(scope),
    eq(devices.cinemaId, cinemaId),
    keywordWhere(q.keyword, [devices.name, devices.code]),
    q.status ? eq(devices.status, q.status) : undefined,
    q.shopGroup ? arrayContains(kitchenPrinterSettings.shopGroups, [q.shopGroup]) : undefined,
  );
  const sortable = {
    code: devices.code,
    name: devices.name,
    status: devices.status,
    paperWidth: kitchenPrinterSettings.paperWidth,
    copies: kitchenPrinterSettings.copies,
  };
  const rows = await db
    .select({ ...selectAll, total: totalCount })
    .from(kitchenPrinterSettings)
    .innerJoin(devices, eq(devices.id, kitchenPrinterSettings.deviceId))
    .where(where)
    .orderBy(...orderBy(q, sortable, [asc(devices.code), asc(devices.id)]))
    .limit(pageOf(q).limit)
    .offset(pageOf(q).offset);
  return pageAnswer(rows, q, toPrinter, () => countPrinters(db, where));
}

/** Kitchen printers under a filter that names device columns too (pageAnswer's fallback). */
async function countPrinters(db: Db, where: SQL | undefined) {
  const [row] = await db
    .select({ n: count() })
    .from(kitchenPrinterSettings)
    .innerJoin(devices, eq(devices.id, kitchenPrinterSettings.deviceId))
    .where(where);
  return row?.n ?? 0;
}

export async function findKitchenPrinter(db: Db, scope: Scope, deviceId: number) {
  const [row] = await base(db).where(and(eq(devices.id, deviceId), scoped(scope)));
  return row ? { printer: toPrinter(row), brandId: row.brandId } : null;
}

/** Updates when the version still matches; answers false when someone else saved first. */
export async function updateKitchenPrinter(db: Db, body: KitchenPrinterUpdateBody) {
  const { deviceId, version, ...fields } = body;
  const rows = await db
    .update(kitchenPrinterSettings)
    .set({ ...fields, version: version + 1, updatedAt: new Date() })
    .where(and(eq(kitchenPrinterSettings.deviceId, deviceId), eq(kitchenPrinterSettings.version, version)))
    .returning({ id: kitchenPrinterSettings.deviceId });
  return rows.length > 0;
}
