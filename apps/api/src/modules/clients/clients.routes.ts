import { clientEndpoints, ja } from '@cinema/contracts';
import type { ModuleOptions } from '../../platform/module-options.js';
import { handleAll } from '../../platform/endpoints.js';
import { importAnswer, importOptions } from '../../platform/import.js';
import { found } from '../../platform/errors.js';
import { done, ok } from '../../platform/http.js';
import { importClients } from './clients.import.js';
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
    // A file of thousands of rows travels as base64: more than the usual 1 MB body.
    import: [async ({ actor, body }) => importAnswer(await importClients(db, actor, body)), importOptions],
  });
