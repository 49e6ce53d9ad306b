import { copyToCinemasMessages, ja, priceTemplateEndpoints } from '@cinema/contracts';
import type { ModuleOptions } from '../../platform/module-options.js';
import { cinemaFor } from '../../platform/cinema.js';
import { handleAll } from '../../platform/endpoints.js';
import { found } from '../../platform/errors.js';
import { done, ok } from '../../platform/http.js';
import { readPriceDefaults, savePriceDefaults } from './price-template-defaults.js';
import { copyPriceTemplatesToCinemas } from './price-templates.copy.js';
import { findPriceTemplate, listPriceTemplates, priceTemplateOptions } from './price-templates.repository.js';
import {
  copyPriceTemplate,
  createPriceTemplate,
  deletePriceTemplate,
  savePriceTemplate,
} from './price-templates.service.js';

// 料金テンプレート (/api/ticketRuleTemplate/list, docs/api-conventions.md, "original names"), one cinema at a time:
// the explicit cinemaId or the session's chosen cinema.
export const priceTemplateHandlers = ({ db }: ModuleOptions) =>
  handleAll(priceTemplateEndpoints, {
    list: async ({ actor, query }) => {
      const cinema = await cinemaFor(db, actor, query.cinemaId);
      return ok(await listPriceTemplates(db, actor.scope, cinema.id, query));
    },
    // The screening form's picker: any signed-in user, kept to the cinemas of their scope.
    listMap: async ({ actor, query }) => {
      const cinema = await cinemaFor(db, actor, query.cinemaId);
      return ok(await priceTemplateOptions(db, actor.scope, cinema.id));
    },
    detail: async ({ actor, params }) => ok(found(await findPriceTemplate(db, actor.scope, params.id))),
    create: async ({ actor, body }) => ok(await createPriceTemplate(db, actor, body), ja.created),
    update: async ({ actor, body }) => ok(await savePriceTemplate(db, actor, body), ja.saved),
    copy: async ({ actor, body }) => ok(await copyPriceTemplate(db, actor, body), ja.created),
    copyToCinemas: async ({ actor, body }) => {
      const answer = await copyPriceTemplatesToCinemas(db, actor, body);
      return ok(answer, copyToCinemasMessages.done(answer.count));
    },
    delete: async ({ actor, params }) => {
      await deletePriceTemplate(db, actor, params.id);
      return done(ja.deleted);
    },
    defaults: async ({ actor, query }) => {
      const cinema = await cinemaFor(db, actor, query.cinemaId);
      return ok(await readPriceDefaults(db, cinema.id));
    },
    saveDefaults: async ({ actor, body }) => ok(await savePriceDefaults(db, actor, body), ja.saved),
  });
