import { and, count, desc, eq, gte, inArray, isNull, lt, type SQL } from 'drizzle-orm';
import type { DeviceNotification, DeviceNotificationListQuery } from '@cinema/contracts';
import type { Db } from '../../db/client.js';
import {
  cinemas,
  deviceNotificationLogs as logs,
  deviceNotificationReads as reads,
  devices,
} from '../../db/schema/index.js';
import { iso, keywordWhere, orderBy, pageAnswer, pageOf, totalCount } from '../../platform/list.js';
import { tenantWhere, type Scope } from '../../platform/scope.js';

const scoped = (scope: Scope, ...extra: (SQL | undefined)[]) =>
  tenantWhere(scope, { brandId: logs.brandId, cinemaId: logs.cinemaId }, ...extra);

// Dates of the filter are days in Japan: 2026-05-03 runs from 00:00 to 24:00 JST.
const jstDay = (day: string) => new Date(`${day}T00:00:00+09:00`);
const nextJstDay = (day: string) => new Date(jstDay(day).getTime() + 24 * 60 * 60 * 1000);

const selectAll = {
  id: logs.id,
  brandId: logs.brandId,
  cinemaId: logs.cinemaId,
  cinemaName: cinemas.name,
  deviceId: logs.deviceId,
  deviceCode: devices.code,
  deviceName: devices.name,
  deviceType: devices.type,
  level: logs.level,
  kind: logs.kind,
  message: logs.message,
  occurredAt: logs.occurredAt,
  readAt: reads.readAt,
};

// The reader's own read row (read state is per user): null when this user has not read it.
const myRead = (accountId: number) => and(eq(reads.notificationId, logs.id), eq(reads.accountId, accountId));

// A page of the log with the whole filtered list's size on every row; 在庫不足 has no device.
const page = (db: Db, accountId: number) =>
  db
    .select({ ...selectAll, total: totalCount })
    .from(logs)
    .leftJoin(devices, eq(devices.id, logs.deviceId))
    .innerJoin(cinemas, eq(cinemas.id, logs.cinemaId))
    .leftJoin(reads, myRead(accountId));
type Row = Omit<Awaited<ReturnType<typeof page>>[number], 'total'>;

const toNotification = (r: Row): DeviceNotification => ({
  ...r,
  occurredAt: r.occurredAt.toISOString(),
  readAt: iso(r.readAt),
});

/** The reader: whose read state the list, the count and 既読にする use. */
export interface Reader {
  scope: Scope;
  accountId: number;
}

export async function listNotifications(db: Db, { scope, accountId }: Reader, q: DeviceNotificationListQuery) {
  const where = scoped(
    scope,
    q.cinemaId ? eq(logs.cinemaId, q.cinemaId) : undefined,
    q.deviceId ? eq(logs.deviceId, q.deviceId) : undefined,
    q.level ? eq(logs.level, q.level) : undefined,
    q.kind ? eq(logs.kind, q.kind) : undefined,
    q.from ? gte(logs.occurredAt, jstDay(q.from)) : undefined,
    q.to ? lt(logs.occurredAt, nextJstDay(q.to)) : undefined,
    q.unread ? isNull(reads.readAt) : undefined,
    keywordWhere(q.keyword, [logs.message, devices.name, devices.code]),
  );
  const sortable = {
    occurredAt: logs.occurredAt,
    level: logs.level,
    kind: logs.kind,
    deviceName: devices.name,
    cinemaName: cinemas.name,
    readAt: reads.readAt,
  };
  const rows = await page(db, accountId)
    .where(where)
    .orderBy(...orderBy(q, sortable, [desc(logs.occurredAt), desc(logs.id)]))
    .limit(pageOf(q).limit)
    .offset(pageOf(q).offset);
  // The keyword reads the device's name and code, so a page past the end counts with that join too.
  return pageAnswer(rows, q, toNotification, async () => {
    const [row] = await db
      .select({ n: count() })
      .from(logs)
      .leftJoin(devices, eq(devices.id, logs.deviceId))
      .leftJoin(reads, myRead(accountId))
      .where(where);
    return row?.n ?? 0;
  });
}

export async function unreadCount(db: Db, { scope, accountId }: Reader, cinemaId?: number) {
  const [row] = await db
    .select({ n: count() })
    .from(logs)
    .leftJoin(reads, myRead(accountId))
    .where(scoped(scope, isNull(reads.readAt), cinemaId ? eq(logs.cinemaId, cinemaId) : undefined));
  return row?.n ?? 0;
}

/** Marks the reader's unread notifications of the scope read: the listed ones, or all (of one cinema). */
export async function markRead(db: Db, { scope, accountId }: Reader, target: { ids?: number[]; cinemaId?: number }) {
  const unread = await db
    .select({ id: logs.id, brandId: logs.brandId })
    .from(logs)
    .leftJoin(reads, myRead(accountId))
    .where(
      scoped(
        scope,
        isNull(reads.readAt),
        target.ids?.length ? inArray(logs.id, target.ids) : undefined,
        target.cinemaId ? eq(logs.cinemaId, target.cinemaId) : undefined,
      ),
    );
  if (!unread.length) return [];
  // A parallel 既読にする of the same user inserts first: only the rows this call wrote count.
  const written = await db
    .insert(reads)
    .values(unread.map((r) => ({ notificationId: r.id, accountId })))
    .onConflictDoNothing()
    .returning({ id: reads.notificationId });
  const mine = new Set(written.map((w) => w.id));
  return unread.filter((r) => mine.has(r.id));
}
