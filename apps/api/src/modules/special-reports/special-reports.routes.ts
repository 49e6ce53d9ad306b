import { specialReportEndpoints } from '@cinema/contracts';
import type { ModuleOptions } from '../../platform/module-options.js';
import { handleAll, type Registration } from '../../platform/endpoints.js';
import { ok } from '../../platform/http.js';
import { boxOfficeSale } from './box-office-sale.report.js';
import { cinemaDaily } from './cinema-daily.report.js';
import { customerReport } from './customer-report.report.js';
import { shopSaleDetail } from './shop-sale-detail.report.js';

// 特別レポート: the route registry lets only the listed brand codes through (special: true); each report reads the
// caller's scope (head office its brand's cinemas, cinema staff their own).
export const specialReportHandlers = ({ db }: ModuleOptions): Registration[] =>
  handleAll(specialReportEndpoints, {
    cinemaDaily: async ({ actor, query }) => ok(await cinemaDaily(db, actor.scope, query)),
    boxOfficeSale: async ({ actor, query }) => ok(await boxOfficeSale(db, actor.scope, query)),
    shopSaleDetail: async ({ actor, query }) => ok(await shopSaleDetail(db, actor.scope, query)),
    customerReport: async ({ actor, query }) => ok(await customerReport(db, actor.scope, query)),
  });
