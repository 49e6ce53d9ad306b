import { distributorEndpoints, ja } from '@cinema/contracts';
import type { Db } from '../../db/client.js';
import { handleAll } from '../../platform/endpoints.js';
import { done, ok } from '../../platform/http.js';
import { distributorOptions, listDistributors } from './distributors.repository.js';
import { createDistributor, deleteDistributor, saveDistributor } from './distributors.service.js';

// The distributor master (配給会社; SPEC's "filmmakers"), kept on the 作品 screen's permissions.
export const distributorHandlers = ({ db }: { db: Db }) =>
  handleAll(distributorEndpoints, {
    listMap: async ({ actor }) => ok(await distributorOptions(db, actor.scope)),
    list: async ({ actor, query }) => ok(await listDistributors(db, actor.scope, query)),
    create: async ({ actor, body }) => ok(await createDistributor(db, actor, body), ja.created),
    update: async ({ actor, body }) => ok(await saveDistributor(db, actor, body), ja.saved),
    delete: async ({ actor, params }) => {
      await deleteDistributor(db, actor, params.id);
      return done(ja.deleted);
    },
  });
