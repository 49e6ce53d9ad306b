import { distributorEndpoints } from '@cinema/contracts';
import type { Db } from '../../db/client.js';
import { crudHandlers } from '../../platform/crud.js';
import { handleAll } from '../../platform/endpoints.js';
import { ok } from '../../platform/http.js';
import { distributorOptions, distributorRepo } from './distributors.repository.js';
import { distributorService } from './distributors.service.js';

// The distributor master (配給会社; SPEC's "filmmakers"), kept on the 作品 screen's permissions.
export const distributorHandlers = ({ db }: { db: Db }) => {
  const { list, create, update, delete: remove } = crudHandlers(db, distributorRepo, distributorService);
  return handleAll(distributorEndpoints, {
    listMap: async ({ actor }) => ok(await distributorOptions(db, actor.scope)),
    list,
    create,
    update,
    delete: remove,
  });
};
