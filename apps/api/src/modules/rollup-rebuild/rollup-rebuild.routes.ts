import { rollupRebuildEndpoints, rollupRebuildMessages } from '@cinema/contracts';
import type { ModuleOptions } from '../../platform/module-options.js';
import { handleAll, type Registration } from '../../platform/endpoints.js';
import { ok } from '../../platform/http.js';
import { findRebuild, listRebuilds } from './rollup-rebuild.repository.js';
import { startRebuild } from './rollup-rebuild.service.js';

// 営業日報データ更新（再集計） (docs/reports.md, "再集計"): the runs, one run's days, and 実行.
export const rollupRebuildHandlers = ({ db }: ModuleOptions): Registration[] =>
  handleAll(rollupRebuildEndpoints, {
    list: async ({ actor }) => ok({ list: await listRebuilds(db, actor.scope) }),
    detail: async ({ actor, params }) => ok(await findRebuild(db, actor.scope, params.id)),
    create: async ({ actor, body }) => ok(await startRebuild(db, actor, body), rollupRebuildMessages.queued),
  });
