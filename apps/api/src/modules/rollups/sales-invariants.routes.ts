import { salesInvariantEndpoints } from '@cinema/contracts';
import type { ModuleOptions } from '../../platform/module-options.js';
import { handleAll } from '../../platform/endpoints.js';
import { ok } from '../../platform/http.js';
import { checkInvariants, notifyFailures } from './invariants.js';

// 売上の整合性チェック on demand (superAdmin, the /job-queue screen): the failures, notified once each.
export const salesInvariantHandlers = ({ db }: ModuleOptions) =>
  handleAll(salesInvariantEndpoints, {
    run: async ({ body }) => {
      const failures = await checkInvariants(db, body);
      await notifyFailures(db, failures);
      return ok({ checkedAt: new Date().toISOString(), failures });
    },
  });
