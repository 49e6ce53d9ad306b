import { houseEndpoints, ja } from '@cinema/contracts';
import type { ModuleOptions } from '../../platform/module-options.js';
import { cinemaFor } from '../../platform/cinema.js';
import { handleAll } from '../../platform/endpoints.js';
import { found } from '../../platform/errors.js';
import { done, ok } from '../../platform/http.js';
import { publishedOnHouse } from '../schedules/index.js';
import { findHouse, houseOptions, listHouses } from './houses.repository.js';
import { copyHouse, createHouse, deleteHouse, saveHouse } from './houses.service.js';

// Screens (スクリーン) and their seat plans, one cinema at a time: the explicit cinemaId or the session's.
export const houseHandlers = ({ db }: ModuleOptions) =>
  handleAll(houseEndpoints, {
    list: async ({ actor, query }) => {
      const cinema = await cinemaFor(db, actor, query.cinemaId);
      return ok(await listHouses(db, actor.scope, cinema.id, query));
    },
    // Pickers (schedules, reports) of any signed-in user choose among a cinema's screens.
    listOptions: async ({ actor, query }) => {
      const cinema = await cinemaFor(db, actor, query.cinemaId);
      return ok(await houseOptions(db, actor.scope, cinema.id, query));
    },
    detail: async ({ actor, params }) => ok(found(await findHouse(db, actor.scope, params.id))),
    publishedScreenings: async ({ actor, params }) => {
      const house = found(await findHouse(db, actor.scope, params.id));
      return ok(await publishedOnHouse(db, house.id));
    },
    create: async ({ actor, body }) => ok(await createHouse(db, actor, body), ja.created),
    update: async ({ actor, body }) => ok(await saveHouse(db, actor, body), ja.saved),
    copy: async ({ actor, body }) => ok(await copyHouse(db, actor, body), ja.created),
    delete: async ({ actor, params }) => {
      await deleteHouse(db, actor, params.id);
      return done(ja.deleted);
    },
  });
