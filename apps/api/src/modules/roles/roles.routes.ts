import { ja, roleEndpoints } from '@cinema/contracts';
import type { ModuleOptions } from '../../platform/module-options.js';
import { handleAll } from '../../platform/endpoints.js';
import { found } from '../../platform/errors.js';
import { done, ok } from '../../platform/http.js';
import { findRole, listRoles, roleOptions } from './roles.repository.js';
import { createRole, deleteRole, saveRole } from './roles.service.js';

// Roles (ロール): a brand's named sets of permissions per module, held by its accounts.
export const roleHandlers = ({ db }: ModuleOptions) =>
  handleAll(roleEndpoints, {
    list: async ({ actor, query }) => ok(await listRoles(db, actor.scope, query)),
    // The role select of the user form; a superAdmin narrows it to the brand being edited.
    listMap: async ({ actor, query }) => ok(await roleOptions(db, actor.scope, query.brandId)),
    detail: async ({ actor, params }) => ok(found(await findRole(db, actor.scope, params.id))),
    create: async ({ actor, body }) => ok(await createRole(db, actor, body), ja.created),
    update: async ({ actor, body }) => ok(await saveRole(db, actor, body), ja.saved),
    delete: async ({ actor, params }) => {
      await deleteRole(db, actor, params.id);
      return done(ja.deleted);
    },
  });
