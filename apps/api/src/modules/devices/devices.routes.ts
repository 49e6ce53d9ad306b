import { deviceEndpoints, ja } from '@cinema/contracts';
import type { ModuleOptions } from '../../platform/module-options.js';
import { cinemaFor } from '../../platform/cinema.js';
import { handleAll } from '../../platform/endpoints.js';
import { found } from '../../platform/errors.js';
import { done, ok } from '../../platform/http.js';
import { deviceOptions, findDevice, listDevices } from './devices.repository.js';
import { createDevice, deleteDevice, rotateDeviceSecret, saveDevice } from './devices.service.js';

export const secretRotated = '登録キーを再発行しました。';

// Devices of a cinema (端末) and their registration secrets.
export const deviceHandlers = ({ db }: ModuleOptions) =>
  handleAll(deviceEndpoints, {
    // The devices of one cinema: the one named, or the session's.
    list: async ({ actor, query }) => {
      const cinema = await cinemaFor(db, actor, query.cinemaId);
      return ok(await listDevices(db, actor.scope, cinema.id, query));
    },
    // Every signed-in user picks among the devices of their scope (device notification filters).
    listMap: async ({ actor, query }) => ok(await deviceOptions(db, actor.scope, query)),
    detail: async ({ actor, params }) => ok(found(await findDevice(db, actor.scope, params.id))),
    // The answer carries the one-time 登録キー: Cache-Control: no-store, like a session token.
    create: [async ({ actor, body }) => ok(await createDevice(db, actor, body), ja.created), { carriesToken: true }],
    update: async ({ actor, body }) => ok(await saveDevice(db, actor, body), ja.saved),
    rotateSecret: [
      async ({ actor, params }) => ok(await rotateDeviceSecret(db, actor, params.id), secretRotated),
      { carriesToken: true },
    ],
    delete: async ({ actor, params }) => {
      await deleteDevice(db, actor, params.id);
      return done(ja.deleted);
    },
  });
