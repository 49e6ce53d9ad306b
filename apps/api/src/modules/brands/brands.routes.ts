import { brandEndpoints, ja } from '@cinema/contracts';
import type { ModuleOptions } from '../../platform/module-options.js';
import { handleAll } from '../../platform/endpoints.js';
import { found } from '../../platform/errors.js';
import { done, ok } from '../../platform/http.js';
import { brandOptions, findBrand, listBrands } from './brands.repository.js';
import { createBrand, deleteBrand, saveBrand, saveDomain } from './brands.service.js';

// The brand master (ブランド); acting as a brand account (brand/loginAs) belongs to the auth feature.
export const brandHandlers = ({ db }: ModuleOptions) =>
  handleAll(brandEndpoints, {
    list: async ({ actor, query }) => ok(await listBrands(db, actor.scope, query)),
    listMap: async ({ actor }) => ok(await brandOptions(db, actor.scope)),
    detail: async ({ actor, params }) => ok(found(await findBrand(db, actor.scope, params.id))),
    create: async ({ actor, body }) => ok(await createBrand(db, actor, body), ja.created),
    update: async ({ actor, body }) => ok(await saveBrand(db, actor, body), ja.saved),
    delete: async ({ actor, params }) => {
      await deleteBrand(db, actor, params.id);
      return done(ja.deleted);
    },
    updateDomain: async ({ actor, body }) => ok(await saveDomain(db, actor, body), ja.saved),
  });
