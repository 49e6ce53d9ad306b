import { ja, restrictEndpoints } from '@cinema/contracts';
import type { ModuleOptions } from '../../platform/module-options.js';
import { handleAll } from '../../platform/endpoints.js';
import { done, ok } from '../../platform/http.js';
import {
  createRestrictCode,
  deleteRestrictCode,
  lateHourRuleFor,
  listForCinema,
  saveLateHourRule,
  saveRestrictCode,
} from './restrict.service.js';

// /restrict is a cinema screen (roles ['cinema'], module 'film'): every call works on the cinema
// chosen in the session or named by cinemaId, checked by cinemaFor.
export const restrictHandlers = ({ db }: ModuleOptions) =>
  handleAll(restrictEndpoints, {
    list: async ({ actor, query }) => ok(await listForCinema(db, actor, query)),
    create: async ({ actor, body }) => ok(await createRestrictCode(db, actor, body), ja.created),
    update: async ({ actor, body }) => ok(await saveRestrictCode(db, actor, body), ja.saved),
    delete: async ({ actor, params }) => {
      await deleteRestrictCode(db, actor, params.id);
      return done(ja.deleted);
    },
    lateHourRule: async ({ actor, query }) => ok(await lateHourRuleFor(db, actor, query.cinemaId)),
    updateLateHourRule: async ({ actor, body }) => ok(await saveLateHourRule(db, actor, body), ja.saved),
  });
