import { ja, membershipEndpoints } from '@cinema/contracts';
import { handleAll } from '../../platform/endpoints.js';
import { found } from '../../platform/errors.js';
import { done, ok } from '../../platform/http.js';
import type { ModuleOptions } from '../../platform/module-options.js';
import { findMemberSystem, listMemberSystemOptions, listMemberSystems } from './membership.repository.js';
import { createMemberSystem, deleteMemberSystem, saveMemberSystem } from './membership.service.js';

export const membershipHandlers = ({ db }: ModuleOptions) =>
  handleAll(membershipEndpoints, {
    list: async ({ actor, query }) => ok(await listMemberSystems(db, actor.scope, query)),
    listMap: async ({ actor, query }) => ok(await listMemberSystemOptions(db, actor.scope, query)),
    detail: async ({ actor, params }) => ok(found(await findMemberSystem(db, actor.scope, params.id))),
    create: async ({ actor, body }) => ok(await createMemberSystem(db, actor, body), ja.created),
    update: async ({ actor, body }) => ok(await saveMemberSystem(db, actor, body), ja.saved),
    delete: async ({ actor, params }) => {
      await deleteMemberSystem(db, actor, params.id);
      return done(ja.deleted);
    },
  });
