import { clientGroupEndpoints } from '@cinema/contracts';
import { crudHandlers } from '../../platform/crud.js';
import { handleAll } from '../../platform/endpoints.js';
import { importAnswer, importOptions } from '../../platform/import.js';
import type { ModuleOptions } from '../../platform/module-options.js';
import { importClientGroups } from './client-groups.import.js';
import { clientGroupRepo } from './client-groups.repository.js';
import { clientGroupService } from './client-groups.service.js';

export const clientGroupHandlers = ({ db }: ModuleOptions) =>
  handleAll(clientGroupEndpoints, {
    ...crudHandlers(db, clientGroupRepo, clientGroupService),
    import: [async ({ actor, body }) => importAnswer(await importClientGroups(db, actor, body)), importOptions],
  });
