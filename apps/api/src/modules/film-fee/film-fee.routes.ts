import { filmFeeEndpoints, filmFeeMessages } from '@cinema/contracts';
import type { ModuleOptions } from '../../platform/module-options.js';
import { handleAll, type Registration } from '../../platform/endpoints.js';
import { ok } from '../../platform/http.js';
import {
  adjustFilmFee,
  confirmAllFilmFees,
  confirmFilmFee,
  listFilmFees,
  unconfirmFilmFee,
} from './film-fee.service.js';

// 映画料集計 (docs/accounting.md, "映画料集計"): the month's statements, 調整額, 確定 and 確定解除.
export const filmFeeHandlers = ({ db }: ModuleOptions): Registration[] =>
  handleAll(filmFeeEndpoints, {
    list: async ({ actor, query }) => ok(await listFilmFees(db, actor, query)),
    adjust: async ({ actor, body }) => ok(await adjustFilmFee(db, actor, body), filmFeeMessages.adjusted),
    confirm: async ({ actor, body }) => ok(await confirmFilmFee(db, actor, body), filmFeeMessages.confirmed),
    confirmAll: async ({ actor, body }) => {
      const answer = await confirmAllFilmFees(db, actor, body);
      return ok(answer, filmFeeMessages.confirmedAll(answer.confirmed, answer.refused.length));
    },
    unconfirm: async ({ actor, body }) => ok(await unconfirmFilmFee(db, actor, body), filmFeeMessages.unconfirmed),
  });
