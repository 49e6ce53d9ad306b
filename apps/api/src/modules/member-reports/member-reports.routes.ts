import { memberReportEndpoints } from '@cinema/contracts';
import type { ModuleOptions } from '../../platform/module-options.js';
import { handleAll, type Registration } from '../../platform/endpoints.js';
import { ok } from '../../platform/http.js';
import { feeSales } from './fee-sales.repository.js';
import { memberReport, memberReportOptions } from './member-report.repository.js';

// 会員レポート and 会費売上 on the caller's brand's cinemas (another brand's cinema or 会員制度 is 404).
export const memberReportHandlers = ({ db }: ModuleOptions): Registration[] =>
  handleAll(memberReportEndpoints, {
    options: async ({ actor }) => ok(await memberReportOptions(db, actor.scope)),
    report: async ({ actor, query }) => ok(await memberReport(db, actor.scope, query)),
    feeSales: async ({ actor, query }) => ok(await feeSales(db, actor.scope, query, 'counter')),
    onlineFeeSales: async ({ actor, query }) => ok(await feeSales(db, actor.scope, query, 'online')),
  });
