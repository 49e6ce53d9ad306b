import { memberFilterEndpoints } from '@cinema/contracts';
import { crudHandlers } from '../../platform/crud.js';
import { handleAll } from '../../platform/endpoints.js';
import { ok } from '../../platform/http.js';
import type { ModuleOptions } from '../../platform/module-options.js';
import { countMembers, filmGenres, previewMembers } from './member-filters.count.js';
import { memberFilterRepo } from './member-filters.repository.js';
import { memberFilterService } from './member-filters.service.js';

export const memberFilterHandlers = ({ db }: ModuleOptions) =>
  handleAll(memberFilterEndpoints, {
    ...crudHandlers(db, memberFilterRepo, memberFilterService),
    count: async ({ actor, body }) => ok(await countMembers(db, actor, body)),
    preview: async ({ actor, body }) => ok(await previewMembers(db, actor, body)),
    genres: async ({ actor }) => ok(await filmGenres(db, actor)),
  });
