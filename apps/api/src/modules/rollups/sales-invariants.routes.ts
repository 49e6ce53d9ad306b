import { salesInvariantEndpoints } from '@cinema/contracts';
import type { ModuleOptions } from '../../platform/module-options.js';
import { handleAll } from '../../platform/endpoints.js';
import { ok } from '../../platform/http.js';
import { audit } from '../../platform/audit.js';
import { checkInvariants, notifyFailures } from './invariants.js';
import { rebuildRollups } from './rollup.service.js';

// 売上の整合性チェック on demand (superAdmin, the /job-queue screen): the failures, notified once each;
// and 売上集計の再作成 of a range from the facts.
export const salesInvariantHandlers = ({ db }: ModuleOptions) =>
  handleAll(salesInvariantEndpoints, {
    run: async ({ body }) => {
      const failures = await checkInvariants(db, body);
      await notifyFailures(db, failures);
      return ok({ checkedAt: new Date().toISOString(), failures });
    },
    rebuild: async ({ actor, body }) => {
      await rebuildRollups(db, body);
      await audit(db, actor, {
        action: 'update',
        entity: 'salesRollup',
        summary: `売上集計の再作成 ${body.from}〜${body.to}`,
        detail: body,
      });
      return ok({ rebuiltAt: new Date().toISOString(), from: body.from, to: body.to });
    },
  });
