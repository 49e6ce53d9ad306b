import { ja, salesGroupEndpoints } from '@cinema/contracts';
import { crudHandlers } from '../../platform/crud.js';
import { handleAll } from '../../platform/endpoints.js';
import { ok } from '../../platform/http.js';
import type { ModuleOptions } from '../../platform/module-options.js';
import { activeGroupOptions, salesGroupRepo } from './sales-groups.repository.js';
import { salesGroupAssignmentsOf, salesGroupService, saveSalesGroupAssignments } from './sales-groups.service.js';

export const salesGroupHandlers = ({ db }: ModuleOptions) =>
  handleAll(salesGroupEndpoints, {
    ...crudHandlers(db, salesGroupRepo, salesGroupService),
    listMap: async ({ actor }) => ok(await activeGroupOptions(db, actor.scope)),
    assignments: async ({ actor }) => ok(await salesGroupAssignmentsOf(db, actor)),
    assign: async ({ actor, body }) => ok(await saveSalesGroupAssignments(db, actor, body), ja.saved),
  });
