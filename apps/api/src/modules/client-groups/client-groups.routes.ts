import { clientGroupEndpoints, ja } from '@cinema/contracts';
import type { ModuleOptions } from '../../platform/module-options.js';
import { handleAll } from '../../platform/endpoints.js';
import { importAnswer, importOptions } from '../../platform/import.js';
import { found } from '../../platform/errors.js';
import { done, ok } from '../../platform/http.js';
import { importClientGroups } from './client-groups.import.js';
import { findClientGroup, listClientGroups } from './client-groups.repository.js';
import { createClientGroup, deleteClientGroup, saveClientGroup } from './client-groups.service.js';

export const clientGroupHandlers = ({ db }: ModuleOptions) =>
  handleAll(clientGroupEndpoints, {
    list: async ({ actor, query }) => ok(await listClientGroups(db, actor.scope, query)),
    detail: async ({ actor, params }) => ok(found(await findClientGroup(db, actor.scope, params.id))),
    create: async ({ actor, body }) => ok(await createClientGroup(db, actor, body), ja.created),
    update: async ({ actor, body }) => ok(await saveClientGroup(db, actor, body), ja.saved),
    delete: async ({ actor, params }) => {
      await deleteClientGroup(db, actor, params.id);
      return done(ja.deleted);
    },
    import: [async ({ actor, body }) => importAnswer(await importClientGroups(db, actor, body)), importOptions],
  });
