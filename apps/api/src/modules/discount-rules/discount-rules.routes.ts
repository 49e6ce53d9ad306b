import { copyToCinemasMessages, discountRuleEndpoints, ja } from '@cinema/contracts';
import type { ModuleOptions } from '../../platform/module-options.js';
import { cinemaFor } from '../../platform/cinema.js';
import { handleAll } from '../../platform/endpoints.js';
import { found } from '../../platform/errors.js';
import { done, ok } from '../../platform/http.js';
import { copyDiscountRulesToCinemas } from './discount-rules.copy.js';
import { findDiscountRule, listDiscountRules } from './discount-rules.repository.js';
import { createDiscountRule, deleteDiscountRule, saveDiscountRule } from './discount-rules.service.js';

// 割引ルール, one cinema at a time: the explicit cinemaId or the session's chosen cinema.
export const discountRuleHandlers = ({ db }: ModuleOptions) =>
  handleAll(discountRuleEndpoints, {
    list: async ({ actor, query }) => {
      const cinema = await cinemaFor(db, actor, query.cinemaId);
      return ok(await listDiscountRules(db, actor.scope, cinema.id, query));
    },
    detail: async ({ actor, params }) => ok(found(await findDiscountRule(db, actor.scope, params.id))),
    create: async ({ actor, body }) => ok(await createDiscountRule(db, actor, body), ja.created),
    update: async ({ actor, body }) => ok(await saveDiscountRule(db, actor, body), ja.saved),
    copyToCinemas: async ({ actor, body }) => {
      const answer = await copyDiscountRulesToCinemas(db, actor, body);
      return ok(answer, copyToCinemasMessages.done(answer.count));
    },
    delete: async ({ actor, params }) => {
      await deleteDiscountRule(db, actor, params.id);
      return done(ja.deleted);
    },
  });
