import { filmApproved, filmEndpoints, filmReturned, ja } from '@cinema/contracts';
import type { Db } from '../../db/client.js';
import { handleAll } from '../../platform/endpoints.js';
import { found } from '../../platform/errors.js';
import { done, ok } from '../../platform/http.js';
import { filmNames, filmOptions, findFilm, listFilms, pendingFilms } from './films.repository.js';
import { approveFilm, sendBackFilm } from './films.review.js';
import { createFilm, deleteFilm, saveFilm } from './films.service.js';

// The film master (作品): brand rows, read and written by head office and cinema staff alike.
export const filmHandlers = ({ db }: { db: Db }) =>
  handleAll(filmEndpoints, {
    list: async ({ actor, query }) => ok(await listFilms(db, actor.scope, query)),
    // Pickers of any signed-in user: schedules choose among approved films only.
    listMap: async ({ actor, query }) => ok(await filmOptions(db, actor.scope, query.keyword)),
    nameList: async ({ actor, query }) => ok(await filmNames(db, actor.scope, query.keyword)),
    detail: async ({ actor, params }) => ok(found(await findFilm(db, actor.scope, params.id))),
    create: async ({ actor, body }) => ok(await createFilm(db, actor, body), ja.created),
    update: async ({ actor, body }) => ok(await saveFilm(db, actor, body), ja.saved),
    delete: async ({ actor, params }) => {
      await deleteFilm(db, actor, params.id);
      return done(ja.deleted);
    },
    // Head office roles with 作品の承認 (checked again in the service).
    approve: async ({ actor, params }) => ok(await approveFilm(db, actor, params.id), filmApproved),
    sendBack: async ({ actor, params, body }) => ok(await sendBackFilm(db, actor, params.id, body), filmReturned),
    pendingCount: async ({ actor }) => ok({ count: await pendingFilms(db, actor.scope) }),
  });
