import { ja, paymentEndpoints } from '@cinema/contracts';
import type { ModuleOptions } from '../../platform/module-options.js';
import { handleAll } from '../../platform/endpoints.js';
import { found } from '../../platform/errors.js';
import { done, ok } from '../../platform/http.js';
import { findPayment, listPayments } from './payments.repository.js';
import {
  createPayment,
  deletePayment,
  readCinemaSettings,
  saveCinemaSettings,
  savePayment,
} from './payments.service.js';

// The methods belong to the brand: only head office edits them (declared in contracts). Cinema
// staff see them and switch them on or off for their own cinemas (cinemaSettings).
export const paymentHandlers = ({ db }: ModuleOptions) =>
  handleAll(paymentEndpoints, {
    list: async ({ actor, query }) => ok(await listPayments(db, actor.scope, query)),
    detail: async ({ actor, params }) => ok(found(await findPayment(db, actor.scope, params.id))),
    create: async ({ actor, body }) => ok(await createPayment(db, actor, body), ja.created),
    update: async ({ actor, body }) => ok(await savePayment(db, actor, body), ja.saved),
    delete: async ({ actor, params }) => {
      await deletePayment(db, actor, params.id);
      return done(ja.deleted);
    },
    cinemaSettings: async ({ actor, query }) => ok(await readCinemaSettings(db, actor, query.cinemaId)),
    saveCinemaSettings: async ({ actor, body }) => ok(await saveCinemaSettings(db, actor, body), ja.saved),
  });
