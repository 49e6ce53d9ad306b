import { ja, revenueGoalEndpoints } from '@cinema/contracts';
import type { ModuleOptions } from '../../platform/module-options.js';
import { handleAll, type Registration } from '../../platform/endpoints.js';
import { ok } from '../../platform/http.js';
import { importAnswer, importOptions } from '../../platform/import.js';
import { importGoals } from './revenue-goal.import.js';
import { revenueGoalReport } from './revenue-goal.report.js';
import { listGoals, readGoal, saveGoal } from './revenue-goal.service.js';

// 売上目標（予実管理）: the report of the cinemas the caller picks within its scope, and the targets head office enters.
export const revenueGoalHandlers = ({ db }: ModuleOptions): Registration[] =>
  handleAll(revenueGoalEndpoints, {
    report: async ({ actor, query }) => ok(await revenueGoalReport(db, actor.scope, query)),
    list: async ({ actor, query }) => ok(await listGoals(db, actor, query)),
    detail: async ({ actor, query }) => ok(await readGoal(db, actor, query)),
    save: async ({ actor, body }) => ok(await saveGoal(db, actor, body), ja.saved),
    import: [async ({ actor, body }) => importAnswer(await importGoals(db, actor, body)), importOptions],
  });
