import { cinemaEndpoints, ja } from '@cinema/contracts';
import type { ModuleOptions } from '../../platform/module-options.js';
import { handleAll } from '../../platform/endpoints.js';
import { found } from '../../platform/errors.js';
import { done, ok } from '../../platform/http.js';
import { cinemaOptions, findCinema, listCinemas } from './cinemas.repository.js';
import { createCinema, deleteCinema, saveCinema } from './cinemas.service.js';

// The cinema master (劇場): head office edits its cinemas; everyone picks among those of their scope.
export const cinemaHandlers = ({ db }: ModuleOptions) =>
  handleAll(cinemaEndpoints, {
    list: async ({ actor, query }) => ok(await listCinemas(db, actor.scope, query)),
    // Every signed-in user picks among the cinemas of their scope (header selector, search forms).
    listMap: async ({ actor, query }) => ok(await cinemaOptions(db, actor.scope, query)),
    detail: async ({ actor, params }) => ok(found(await findCinema(db, actor.scope, params.id))),
    create: async ({ actor, body }) => ok(await createCinema(db, actor, body), ja.created),
    update: async ({ actor, body }) => ok(await saveCinema(db, actor, body), ja.saved),
    delete: async ({ actor, params }) => {
      await deleteCinema(db, actor, params.id);
      return done(ja.deleted);
    },
  });
