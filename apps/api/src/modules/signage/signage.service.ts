import { and, eq, inArray } from 'drizzle-orm';
import {
  signageLabels as L,
  signageMessageKind,
  signageMessages as M,
  type SignageDisplayCreateBody,
  type SignageGroupCreateBody,
  type SignageMessageCreateBody,
  type SignagePlaylistCreateBody,
} from '@cinema/contracts';
import type { Db, Tx } from '../../db/client.js';
import { films, houses, signageGroups, signageMessages, signagePlaylists } from '../../db/schema/index.js';
import type { Actor } from '../../platform/actor.js';
import { audit } from '../../platform/audit.js';
import { cinemaFor } from '../../platform/cinema.js';
import { masterService, type WriteContext } from '../../platform/crud.js';
import { conflict, found, invalidField } from '../../platform/errors.js';
import {
  displayRepo,
  groupRepo,
  messageRepo,
  playlistRepo,
  signageDeviceIds,
  touchCinema,
} from './signage.repository.js';

// The writes of サイネージ・表示: each is one cinema's, checks that what it names is that cinema's (its signage
// devices, groups, screens) or the brand's (films), is audited, and moves the cinema's change stamp in the same
// transaction so the players hear of it (docs/signage.md, "pushing across processes").

type Owned = { brandId: number; cinemaId: number };

/** The cinema a new record goes to (the explicit, checked cinemaId or the session's) as its owner columns. */
const ownerOf = async (db: Db, actor: Actor, body: { cinemaId?: number | undefined }) => {
  const cinema = await cinemaFor(db, actor, body.cinemaId);
  return { brandId: cinema.brandId, cinemaId: cinema.id };
};

/** The cinema of the record being written: the stored one's on update, else the one the body names. */
async function cinemaOf<Rec extends Owned>(ctx: WriteContext<Rec>, body: { cinemaId?: number | undefined }) {
  const cinemaId = ctx.current ? ctx.current.cinemaId : (await ownerOf(ctx.tx, ctx.actor, body)).cinemaId;
  await touchCinema(ctx.tx, { brandId: ctx.brandId, cinemaId });
  return cinemaId;
}

async function requireDevices(tx: Tx, cinemaId: number, ids: readonly (number | null)[], field: string) {
  const wanted = ids.filter((id): id is number => id != null);
  const mine = await signageDeviceIds(tx, cinemaId, wanted);
  if (wanted.some((id) => !mine.has(id))) throw invalidField(field, M.notSignage);
}

const touchOnRemove = (tx: Tx, current: Owned) => touchCinema(tx, current);
const withoutCinema = <T extends { cinemaId?: number | undefined }>({ cinemaId: _c, ...rest }: T) => rest;

export const groupService = masterService({
  entity: 'signageGroup',
  repo: groupRepo,
  summary: (g: SignageGroupCreateBody | { name: string }) => g.name,
  owner: (db: Db, actor: Actor, body: SignageGroupCreateBody) => ownerOf(db, actor, body),
  values: async (body: SignageGroupCreateBody, ctx) => {
    const cinemaId = await cinemaOf(ctx, body);
    await requireDevices(ctx.tx, cinemaId, body.deviceIds, 'deviceIds');
    return { ...withoutCinema(body), deviceIds: [...new Set(body.deviceIds)] };
  },
  beforeRemove: async (tx, current) => {
    const [used] = await tx
      .select({ id: signagePlaylists.id })
      .from(signagePlaylists)
      .where(eq(signagePlaylists.groupId, current.id))
      .limit(1);
    if (used) throw conflict('この端末グループはプレイリストの表示先になっているため削除できません');
    await touchOnRemove(tx, current);
  },
});

export const playlistService = masterService({
  entity: 'signagePlaylist',
  repo: playlistRepo,
  summary: (p: { name: string }) => p.name,
  owner: (db: Db, actor: Actor, body: SignagePlaylistCreateBody) => ownerOf(db, actor, body),
  values: async (body: SignagePlaylistCreateBody, ctx) => {
    const cinemaId = await cinemaOf(ctx, body);
    await requireDevices(ctx.tx, cinemaId, [body.deviceId], 'deviceId');
    if (body.groupId) {
      const [group] = await ctx.tx
        .select({ id: signageGroups.id })
        .from(signageGroups)
        .where(and(eq(signageGroups.id, body.groupId), eq(signageGroups.cinemaId, cinemaId)));
      if (!group) throw invalidField('groupId', M.groupNotFound);
    }
    const filmIds = [...new Set(body.slides.flatMap((s) => (s.filmId ? [s.filmId] : [])))];
    if (filmIds.length) {
      const rows = await ctx.tx
        .select({ id: films.id })
        .from(films)
        .where(and(eq(films.brandId, ctx.brandId), inArray(films.id, filmIds)));
      const ours = new Set(rows.map((r) => r.id));
      const bad = body.slides.findIndex((s) => s.filmId && !ours.has(s.filmId));
      if (bad >= 0) throw invalidField(`slides.${bad}.filmId`, M.filmNotFound);
    }
    return withoutCinema(body);
  },
  beforeRemove: touchOnRemove,
});

export const displayService = masterService({
  entity: 'signageDisplay',
  repo: displayRepo,
  summary: (d: { layout: 'door' | 'counter'; deviceId: number }) =>
    `${d.layout === 'door' ? 'スクリーン入口' : 'カウンター'} 端末ID ${d.deviceId}`,
  unique: { signage_displays_device_uq: ['deviceId', M.deviceTaken] },
  owner: (db: Db, actor: Actor, body: SignageDisplayCreateBody) => ownerOf(db, actor, body),
  values: async (body: SignageDisplayCreateBody, ctx) => {
    const cinemaId = await cinemaOf(ctx, body);
    await requireDevices(ctx.tx, cinemaId, [body.deviceId], 'deviceId');
    if (body.houseId) {
      const [house] = await ctx.tx
        .select({ id: houses.id })
        .from(houses)
        .where(and(eq(houses.id, body.houseId), eq(houses.cinemaId, cinemaId)));
      if (!house) throw invalidField('houseId', M.houseNotFound);
    }
    return withoutCinema(body);
  },
  beforeRemove: touchOnRemove,
});

const messageValues = (body: SignageMessageCreateBody) => ({
  ...withoutCinema(body),
  startAt: new Date(body.startAt),
  endAt: body.endAt ? new Date(body.endAt) : null,
});

export const messageService = masterService({
  entity: 'signageMessage',
  repo: messageRepo,
  summary: (m: { kind: keyof typeof signageMessageKind.labels; text: string }) =>
    `${signageMessageKind.labels[m.kind]} ${m.text.slice(0, 40)}`,
  owner: (db: Db, actor: Actor, body: SignageMessageCreateBody) => ownerOf(db, actor, body),
  values: async (body: SignageMessageCreateBody, ctx) => {
    const cinemaId = await cinemaOf(ctx, body);
    await requireDevices(ctx.tx, cinemaId, [body.deviceId], 'deviceId');
    // Saving a withdrawn message puts it up again: the form's 保存 means "show this".
    return { ...messageValues(body), withdrawnAt: null };
  },
  beforeRemove: touchOnRemove,
});

/** 取り下げ: the message leaves every player at once (its window stays as it was, for the record). */
export async function withdrawMessage(db: Db, actor: Actor, id: number) {
  const current = found(await messageRepo.find(db, actor.scope, id));
  return db.transaction(async (tx) => {
    await tx
      .update(signageMessages)
      .set({ withdrawnAt: new Date(), version: current.version + 1, updatedAt: new Date() })
      .where(eq(signageMessages.id, id));
    await touchCinema(tx, current);
    const entry = { action: 'update' as const, entity: 'signageMessage' as const, entityId: id };
    await audit(tx, actor, { ...entry, brandId: current.brandId, summary: `取り下げ ${current.text.slice(0, 40)}` });
    return found(await messageRepo.find(tx, actor.scope, id));
  });
}

export { L as signageFieldLabels };
