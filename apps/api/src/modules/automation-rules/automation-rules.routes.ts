import { automationEndpoints, ja } from '@cinema/contracts';
import { handleAll } from '../../platform/endpoints.js';
import { found } from '../../platform/errors.js';
import { done, ok } from '../../platform/http.js';
import type { ModuleOptions } from '../../platform/module-options.js';
import {
  findAutomationRule,
  findRun,
  listAutomationRules,
  listAutomationRuns,
  listFires,
} from './automation-rules.repository.js';
import {
  createAutomationRule,
  deleteAutomationRule,
  previewAutomationRule,
  runAutomationRuleNow,
  saveAutomationRule,
} from './automation-rules.service.js';

export const automationHandlers = ({ db }: ModuleOptions) =>
  handleAll(automationEndpoints, {
    list: async ({ actor, query }) => ok(await listAutomationRules(db, actor.scope, query)),
    detail: async ({ actor, params }) => ok(found(await findAutomationRule(db, actor.scope, params.id))),
    create: async ({ actor, body }) => ok(await createAutomationRule(db, actor, body), ja.created),
    update: async ({ actor, body }) => ok(await saveAutomationRule(db, actor, body), ja.saved),
    delete: async ({ actor, params }) => {
      await deleteAutomationRule(db, actor, params.id);
      return done(ja.deleted);
    },
    preview: async ({ actor, body }) => ok(await previewAutomationRule(db, actor, body)),
    run: async ({ actor, params }) => {
      const answer = await runAutomationRuleNow(db, actor, params.id);
      return ok(answer, answer.message);
    },
    runs: async ({ actor, query }) => ok(await listAutomationRuns(db, actor.scope, query)),
    fires: async ({ actor, params }) => {
      found(await findRun(db, actor.scope, params.id));
      const list = await listFires(db, params.id);
      return ok({ list, total: list.length, page: 0, pageSize: list.length });
    },
  });
