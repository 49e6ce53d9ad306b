import { cinemaSalesMessages, ja, shopItemEndpoints } from '@cinema/contracts';
import type { ModuleOptions } from '../../platform/module-options.js';
import { handleAll } from '../../platform/endpoints.js';
import { importAnswer, importOptions } from '../../platform/import.js';
import { found } from '../../platform/errors.js';
import { done, ok } from '../../platform/http.js';
import { cinemaFor } from '../../platform/cinema.js';
import { findShopItem, listShopItems } from './shop-items.repository.js';
import { importShopItems } from './shop-items.import.js';
import { createShopItem, deleteShopItem, saveShopItem, setCinemaSales } from './shop-items.service.js';

// The brand's shop item master: head office writes it (the declarations keep writes to brand
// accounts), cinema staff read it.
export const shopItemHandlers = ({ db }: ModuleOptions) =>
  handleAll(shopItemEndpoints, {
    list: async ({ actor, query }) => {
      // A cinema the caller may not see answers 404, as any other tenant's record.
      if (query.cinemaId) await cinemaFor(db, actor, query.cinemaId);
      return ok(await listShopItems(db, actor.scope, query));
    },
    detail: async ({ actor, params }) => ok(found(await findShopItem(db, actor.scope, params.id))),
    create: async ({ actor, body }) => ok(await createShopItem(db, actor, body), ja.created),
    update: async ({ actor, body }) => ok(await saveShopItem(db, actor, body), ja.saved),
    cinemaSales: async ({ actor, body }) => {
      const answer = await setCinemaSales(db, actor, body);
      return ok(answer, cinemaSalesMessages.done(answer.count, body.selling));
    },
    delete: async ({ actor, params }) => {
      await deleteShopItem(db, actor, params.id);
      return done(ja.deleted);
    },
    // A file of thousands of rows travels as base64: more than the usual 1 MB body.
    import: [
      async ({ actor, query, body }) => importAnswer(await importShopItems(db, actor, query.kind, body)),
      importOptions,
    ],
  });
