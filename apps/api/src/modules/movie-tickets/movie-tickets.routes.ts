import { ja, movieTicketEndpoints } from '@cinema/contracts';
import type { ModuleOptions } from '../../platform/module-options.js';
import { handleAll } from '../../platform/endpoints.js';
import { found } from '../../platform/errors.js';
import { done, ok } from '../../platform/http.js';
import { findMovieTicket, listMovieTickets } from './movie-tickets.repository.js';
import { createMovieTicket, deleteMovieTicket, lookupMovieTicket, saveMovieTicket } from './movie-tickets.service.js';

// The 券種マスター is the brand's: head office writes it (the declarations keep writes to brand
// accounts), cinema staff read it and look codes up at the counter.
export const movieTicketHandlers = ({ db }: ModuleOptions) =>
  handleAll(movieTicketEndpoints, {
    list: async ({ actor, query }) => ok(await listMovieTickets(db, actor.scope, query)),
    detail: async ({ actor, params }) => ok(found(await findMovieTicket(db, actor.scope, params.id))),
    lookup: async ({ actor, query }) => ok(await lookupMovieTicket(db, actor, query.code)),
    create: async ({ actor, body }) => ok(await createMovieTicket(db, actor, body), ja.created),
    update: async ({ actor, body }) => ok(await saveMovieTicket(db, actor, body), ja.saved),
    delete: async ({ actor, params }) => {
      await deleteMovieTicket(db, actor, params.id);
      return done(ja.deleted);
    },
  });
