import { clientEndpoints, ja } from '@cinema/contracts';
import type { ModuleOptions } from '../../platform/module-options.js';
import { handleAll } from '../../platform/endpoints.js';
import { found } from '../../platform/errors.js';
import { done, ok } from '../../platform/http.js';
import { findClient, listClientOptions, listClients } from './clients.repository.js';
import { createClient, deleteClient, saveClient } from './clients.service.js';

export const clientHandlers = ({ db }: ModuleOptions) =>
  handleAll(clientEndpoints, {
    list: async ({ actor, query }) => ok(await listClients(db, actor.scope, query)),
    listMap: async ({ actor, query }) => ok(await listClientOptions(db, actor.scope, query)),
    detail: async ({ actor, params }) => ok(found(await findClient(db, actor.scope, params.id))),
    create: async ({ actor, body }) => ok(await createClient(db, actor, body), ja.created),
    update: async ({ actor, body }) => ok(await saveClient(db, actor, body), ja.saved),
    delete: async ({ actor, params }) => {
      await deleteClient(db, actor, params.id);
      return done(ja.deleted);
    },
  });
