import { distributorEndpoints } from '@cinema/contracts';
import type { Db } from '../../db/client.js';
import { handleAll } from '../../platform/endpoints.js';
import { ok } from '../../platform/http.js';
import { distributorOptions } from './distributors.repository.js';

// 配給会社 (SPEC's "filmmakers"): the picker of the brand's distributor 取引先; they are edited on 取引先.
export const distributorHandlers = ({ db }: { db: Db }) =>
  handleAll(distributorEndpoints, {
    listMap: async ({ actor }) => ok(await distributorOptions(db, actor.scope)),
  });
