import { eq } from 'drizzle-orm';
import {
  deviceSignageEndpoints,
  ja,
  signageBoardEndpoints,
  signageDisplayEndpoints,
  signageGroupEndpoints,
  signageMessageEndpoints,
  signageMessages as M,
  signagePlaylistEndpoints,
} from '@cinema/contracts';
import { devices } from '../../db/schema/index.js';
import { cinemaFor } from '../../platform/cinema.js';
import { crudHandlers } from '../../platform/crud.js';
import { handleAll } from '../../platform/endpoints.js';
import { found } from '../../platform/errors.js';
import { ok } from '../../platform/http.js';
import type { ModuleOptions } from '../../platform/module-options.js';
import { issueDeviceToken } from '../device-api/index.js';
import { boardOf } from './signage.board.js';
import { previewOf, programOf, signageOnly } from './signage.program.js';
import { displayRepo, groupRepo, messageRepo, playlistRepo, signageDevices } from './signage.repository.js';
import { boardSettingOf, saveBoardSetting } from './signage.setting.js';
import { displayService, groupService, messageService, playlistService, withdrawMessage } from './signage.service.js';
import { SignageHub } from './signage.stream.js';

// サイネージ・表示 (docs/signage.md): the console's calls, one cinema at a time (the explicit cinemaId or the
// session's chosen cinema), and the signage devices' program, push stream and token renewal.

type Db = ModuleOptions['db'];
type Actor = Parameters<typeof cinemaFor>[1];

/** The list's query on the cinema the call works on: its cinemaId checked (another tenant's is 404), else the chosen one. */
const onCinema = async <Q extends { cinemaId?: number | undefined }>(db: Db, actor: Actor, query: Q) => ({
  ...query,
  cinemaId: (await cinemaFor(db, actor, query.cinemaId)).id,
});

export const signageHandlers = ({ db }: ModuleOptions) => [
  ...handleAll(signageGroupEndpoints, {
    ...crudHandlers(db, groupRepo, groupService),
    list: async ({ actor, query }) => ok(await groupRepo.list(db, actor.scope, await onCinema(db, actor, query))),
  }),
  ...handleAll(signagePlaylistEndpoints, {
    ...crudHandlers(db, playlistRepo, playlistService),
    list: async ({ actor, query }) => ok(await playlistRepo.list(db, actor.scope, await onCinema(db, actor, query))),
    preview: async ({ actor, params }) => ok(await previewOf(db, actor.scope, params.id)),
    devices: async ({ actor, query }) => ok(await signageDevices(db, (await cinemaFor(db, actor, query.cinemaId)).id)),
  }),
  ...handleAll(signageDisplayEndpoints, {
    ...crudHandlers(db, displayRepo, displayService),
    list: async ({ actor, query }) => ok(await displayRepo.list(db, actor.scope, await onCinema(db, actor, query))),
  }),
  ...handleAll(signageMessageEndpoints, {
    ...crudHandlers(db, messageRepo, messageService),
    list: async ({ actor, query }) => ok(await messageRepo.list(db, actor.scope, await onCinema(db, actor, query))),
    withdraw: async ({ actor, params }) => ok(await withdrawMessage(db, actor, params.id), M.withdrawn),
  }),
  ...handleAll(signageBoardEndpoints, {
    board: async ({ actor, query }) => ok(await boardOf(db, (await cinemaFor(db, actor, query.cinemaId)).id)),
    setting: async ({ actor, query }) => ok(await boardSettingOf(db, await cinemaFor(db, actor, query.cinemaId))),
    saveSetting: async ({ actor, query, body }) =>
      ok(await saveBoardSetting(db, actor, await cinemaFor(db, actor, query.cinemaId), body), ja.saved),
  }),
];

export const deviceSignageHandlers = ({ db, closing }: ModuleOptions) => {
  const hub = new SignageHub(db);
  closing?.addEventListener('abort', () => hub.closeAll(), { once: true });
  return handleAll(deviceSignageEndpoints, {
    program: async ({ device }) => ok(await programOf(db, device)),
    stream: async ({ device, reply }) => {
      signageOnly(device);
      // The stream is written by the hub from here on, past Fastify's answer cycle.
      reply.hijack();
      hub.open(reply.raw, device.cinemaId);
      return reply;
    },
    // The answer carries a token: no cache or proxy keeps it.
    token: [
      async ({ device }) => {
        signageOnly(device);
        const [row] = await db
          .select({ issuedAt: devices.secretIssuedAt })
          .from(devices)
          .where(eq(devices.id, device.id));
        return ok(issueDeviceToken(device.id, found(row ?? null).issuedAt));
      },
      { carriesToken: true },
    ],
  });
};
