import { and, asc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { SignageProgram, SignageProgramMessage } from '@cinema/contracts';
import type { Db } from '../../db/client.js';
import { readAll } from '../../db/reads.js';
import { houses, signageDisplays, signageGroups, signageMessages, signagePlaylists } from '../../db/schema/index.js';
import type { DevicePrincipal } from '../../platform/device-principal.js';
import { AppError, found } from '../../platform/errors.js';
import type { Scope } from '../../platform/scope.js';
import { signageMessages as M } from '@cinema/contracts';
import { boardOf, playersBoardOf } from './signage.board.js';
import { playlistRepo } from './signage.repository.js';

// A player's program (docs/signage.md, "the player"): the playlist that applies to the device (its own, else its
// group's, else the cinema's), its カスタム表示, the messages in force or to come, and the lobby board.

export function signageOnly(device: DevicePrincipal) {
  if (device.type !== 'signage') throw new AppError('no_permission', M.deviceNotSignage);
}

const playlistColumns = { name: signagePlaylists.name, slides: signagePlaylists.slides };

/** The device's own active playlist, else one of a group it belongs to, else the cinema's (neither set). */
async function playlistFor(db: Db, device: DevicePrincipal) {
  const rows = await db
    .select({ ...playlistColumns, deviceId: signagePlaylists.deviceId, groupId: signagePlaylists.groupId })
    .from(signagePlaylists)
    .leftJoin(signageGroups, eq(signageGroups.id, signagePlaylists.groupId))
    .where(
      and(
        eq(signagePlaylists.cinemaId, device.cinemaId),
        eq(signagePlaylists.active, true),
        or(
          eq(signagePlaylists.deviceId, device.id),
          sql`${device.id} = any(${signageGroups.deviceIds})`,
          and(isNull(signagePlaylists.deviceId), isNull(signagePlaylists.groupId)),
        ),
      ),
    )
    .orderBy(asc(signagePlaylists.id));
  const rank = (r: { deviceId: number | null; groupId: number | null }) => (r.deviceId ? 0 : r.groupId ? 1 : 2);
  const [best] = rows.sort((a, b) => rank(a) - rank(b));
  return best ? { name: best.name, slides: best.slides } : null;
}

async function displayFor(db: Db, deviceId: number) {
  const [row] = await db
    .select({ layout: signageDisplays.layout, screenName: houses.name, message: signageDisplays.message })
    .from(signageDisplays)
    .leftJoin(houses, eq(houses.id, signageDisplays.houseId))
    .where(eq(signageDisplays.deviceId, deviceId));
  return row ?? null;
}

/** Not withdrawn and not over: in force now, or still to come (the player keeps to each window). */
async function messagesFor(db: Db, cinemaId: number, deviceId: number | null, now: Date) {
  const rows = await db
    .select({
      id: signageMessages.id,
      kind: signageMessages.kind,
      style: signageMessages.style,
      text: signageMessages.text,
      startAt: signageMessages.startAt,
      endAt: signageMessages.endAt,
    })
    .from(signageMessages)
    .where(
      and(
        eq(signageMessages.cinemaId, cinemaId),
        isNull(signageMessages.withdrawnAt),
        or(isNull(signageMessages.endAt), gt(signageMessages.endAt, now)),
        deviceId == null
          ? isNull(signageMessages.deviceId)
          : or(isNull(signageMessages.deviceId), eq(signageMessages.deviceId, deviceId)),
      ),
    )
    .orderBy(asc(signageMessages.startAt), asc(signageMessages.id));
  return rows.map((r): SignageProgramMessage => ({
    ...r,
    startAt: r.startAt.toISOString(),
    endAt: r.endAt?.toISOString() ?? null,
  }));
}

export async function programOf(db: Db, device: DevicePrincipal, now = new Date()): Promise<SignageProgram> {
  signageOnly(device);
  const [playlist, display, messages, board] = await readAll(
    db,
    () => playlistFor(db, device),
    () => displayFor(db, device.id),
    () => messagesFor(db, device.cinemaId, device.id, now),
    () => playersBoardOf(db, device.cinemaId, now),
  );
  return {
    device: { id: device.id, code: device.code, name: device.name },
    playlist,
    display,
    messages,
    board,
    generatedAt: now.toISOString(),
  };
}

/** The console's preview of a playlist: what a device of the cinema showing it would get (cinema-wide messages). */
export async function previewOf(db: Db, scope: Scope, playlistId: number, now = new Date()): Promise<SignageProgram> {
  const playlist = found(await playlistRepo.find(db, scope, playlistId));
  const [messages, board] = await readAll(
    db,
    () => messagesFor(db, playlist.cinemaId, null, now),
    () => boardOf(db, playlist.cinemaId, now),
  );
  return {
    device: { id: 0, code: 'PREVIEW', name: 'プレビュー' },
    playlist: { name: playlist.name, slides: playlist.slides },
    display: null,
    messages,
    board,
    generatedAt: now.toISOString(),
  };
}
