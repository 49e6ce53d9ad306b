import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type {
  SignageDisplay,
  SignageDisplayListQuery,
  SignageGroup,
  SignageListQuery,
  SignageMessage,
  SignageMessageListQuery,
  SignagePlaylist,
} from '@cinema/contracts';
import type { Db } from '../../db/client.js';
import {
  devices,
  signageDisplays,
  signageGroups,
  signageMessages,
  signagePlaylists,
  signageSettings,
} from '../../db/schema/index.js';
import { masterRepository } from '../../platform/crud.repository.js';

// The signage rows of a cinema (docs/signage.md), each list filtered to the cinema the call works on.

const times = (r: { createdAt: Date; updatedAt: Date }) => ({
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
});
const iso = (d: Date | null) => (d ? d.toISOString() : null);

export const groupRepo = masterRepository({
  table: signageGroups,
  cinemaId: signageGroups.cinemaId,
  toRecord: (r): SignageGroup => ({ ...r, ...times(r) }),
  keyword: [signageGroups.name],
  sortFields: ['name', 'updatedAt'] as const,
  order: [asc(signageGroups.name), asc(signageGroups.id)],
  filters: (q: SignageListQuery) => [q.cinemaId ? eq(signageGroups.cinemaId, q.cinemaId) : undefined],
});

export const playlistRepo = masterRepository({
  table: signagePlaylists,
  cinemaId: signagePlaylists.cinemaId,
  toRecord: (r): SignagePlaylist => ({ ...r, ...times(r) }),
  keyword: [signagePlaylists.name],
  sortFields: ['name', 'updatedAt'] as const,
  order: [asc(signagePlaylists.name), asc(signagePlaylists.id)],
  filters: (q: SignageListQuery) => [q.cinemaId ? eq(signagePlaylists.cinemaId, q.cinemaId) : undefined],
});

export const displayRepo = masterRepository({
  table: signageDisplays,
  cinemaId: signageDisplays.cinemaId,
  toRecord: (r): SignageDisplay => ({ ...r, ...times(r) }),
  sortFields: ['updatedAt'] as const,
  order: [asc(signageDisplays.deviceId), asc(signageDisplays.id)],
  filters: (q: SignageDisplayListQuery) => [q.cinemaId ? eq(signageDisplays.cinemaId, q.cinemaId) : undefined],
});

export const messageRepo = masterRepository({
  table: signageMessages,
  cinemaId: signageMessages.cinemaId,
  toRecord: (r): SignageMessage => ({
    ...r,
    startAt: r.startAt.toISOString(),
    endAt: iso(r.endAt),
    withdrawnAt: iso(r.withdrawnAt),
    ...times(r),
  }),
  keyword: [signageMessages.text],
  sortFields: ['startAt', 'updatedAt'] as const,
  order: [desc(signageMessages.startAt), desc(signageMessages.id)],
  filters: (q: SignageMessageListQuery) => [q.cinemaId ? eq(signageMessages.cinemaId, q.cinemaId) : undefined],
});

/** The cinema's 有効 signage devices, by code. */
export const signageDevices = (db: Db, cinemaId: number) =>
  db
    .select({ id: devices.id, code: devices.code, name: devices.name })
    .from(devices)
    .where(and(eq(devices.cinemaId, cinemaId), eq(devices.type, 'signage'), eq(devices.status, 'active')))
    .orderBy(asc(devices.code));

/** Which of `ids` are signage devices of the cinema (of any status). */
export async function signageDeviceIds(db: Db, cinemaId: number, ids: readonly number[]) {
  if (!ids.length) return new Set<number>();
  const rows = await db
    .select({ id: devices.id })
    .from(devices)
    .where(and(eq(devices.cinemaId, cinemaId), eq(devices.type, 'signage'), inArray(devices.id, [...ids])));
  return new Set(rows.map((r) => r.id));
}

/** The cinema's setting row, if it has one. */
export async function settingOf(db: Db, cinemaId: number) {
  const [row] = await db.select().from(signageSettings).where(eq(signageSettings.cinemaId, cinemaId));
  return row ?? null;
}

/** Moves the cinema's change stamp, so its players re-read their program (docs/signage.md). */
export async function touchCinema(db: Db, owner: { brandId: number; cinemaId: number }) {
  await db
    .insert(signageSettings)
    .values({ brandId: owner.brandId, cinemaId: owner.cinemaId, changedAt: sql`clock_timestamp()` })
    .onConflictDoUpdate({ target: signageSettings.cinemaId, set: { changedAt: sql`clock_timestamp()` } });
}
