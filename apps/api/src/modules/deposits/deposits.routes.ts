import { depositEndpoints, ja } from '@cinema/contracts';
import type { ModuleOptions } from '../../platform/module-options.js';
import { handleAll } from '../../platform/endpoints.js';
import { importAnswer, importOptions } from '../../platform/import.js';
import { found } from '../../platform/errors.js';
import { done, ok } from '../../platform/http.js';
import { findDeposit, listDeposits } from './deposits.repository.js';
import { createDeposit, deleteDeposit, saveDeposit } from './deposits.service.js';
import { importDeposits } from './deposits.import.js';

export const depositHandlers = ({ db }: ModuleOptions) =>
  handleAll(depositEndpoints, {
    list: async ({ actor, query }) => ok(await listDeposits(db, actor.scope, query)),
    detail: async ({ actor, params }) => ok(found(await findDeposit(db, actor.scope, params.id))),
    create: async ({ actor, body }) => ok(await createDeposit(db, actor, body), ja.created),
    update: async ({ actor, body }) => ok(await saveDeposit(db, actor, body), ja.saved),
    delete: async ({ actor, params }) => {
      await deleteDeposit(db, actor, params.id);
      return done(ja.deleted);
    },
    import: [async ({ actor, body }) => importAnswer(await importDeposits(db, actor, body)), importOptions],
  });
