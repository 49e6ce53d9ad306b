import { membershipServer } from './modules/membership/server.js';
import { memberSiteServer } from './modules/member-site/server.js';
import { membersServer } from './modules/members/server.js';
import { automationRulesServer } from './modules/automation-rules/server.js';
import { memberFiltersServer } from './modules/member-filters/server.js';
import { mailMagazinesServer } from './modules/mail-magazines/server.js';
import { memberCouponsServer } from './modules/member-coupons/server.js';
import { memberReportsServer } from './modules/member-reports/server.js';
import { installFactHooks } from './platform/events.js';
import type { ModuleServer } from './platform/module-server.js';
import { accountsServer } from './modules/accounts/server.js';
import { accumulatedServer } from './modules/accumulated/server.js';
import { auditLogsServer } from './modules/audit-logs/server.js';
import { authServer } from './modules/auth/server.js';
import { banksServer } from './modules/banks/server.js';
import { boxOfficeServer } from './modules/box-office/server.js';
import { brandsServer } from './modules/brands/server.js';
import { businessDailyServer } from './modules/business-daily/server.js';
import { cashierReportServer } from './modules/cashier-report/server.js';
import { dailyClosingServer } from './modules/daily-closing/server.js';
import { monthlyClosingServer } from './modules/monthly-closing/server.js';
import { filmFeeServer } from './modules/film-fee/server.js';
import { pdfFilmFeeServer } from './modules/pdf-film-fee/server.js';
import { pdfFilmFeeBalanceServer } from './modules/pdf-film-fee-balance/server.js';
import { pdfAccountsReceivableBalanceServer } from './modules/pdf-accounts-receivable-balance/server.js';
import { pdfAccountReceivableBalanceDetailServer } from './modules/pdf-account-receivable-balance-detail/server.js';
import { pdfAccountsReceivableVerifyServer } from './modules/pdf-accounts-receivable-verify/server.js';
import { nonArrivalServer } from './modules/non-arrival/server.js';
import { cinemaShopItemsServer } from './modules/cinema-shop-items/server.js';
import { cinemasServer } from './modules/cinemas/server.js';
import { clientGroupsServer } from './modules/client-groups/server.js';
import { accountReceivableServer } from './modules/account-receivable/server.js';
import { accountingServer } from './modules/accounting/server.js';
import { payablesServer } from './modules/payables/server.js';
import { salesGroupsServer } from './modules/sales-groups/server.js';
import { journalsServer } from './modules/journals/server.js';
import { websiteServer } from './modules/website/server.js';
import { signageServer } from './modules/signage/server.js';
import { clientsServer } from './modules/clients/server.js';
import { couponsServer } from './modules/coupons/server.js';
import { dashboardServer } from './modules/dashboard/server.js';
import { depositsServer } from './modules/deposits/server.js';
import { deviceApiServer } from './modules/device-api/server.js';
import { deviceNotificationsServer } from './modules/device-notifications/server.js';
import { devicesServer } from './modules/devices/server.js';
import { discountRulesServer } from './modules/discount-rules/server.js';
import { docsServer } from './modules/docs/server.js';
import { filesServer } from './modules/files/server.js';
import { filmsServer } from './modules/films/server.js';
import { housesServer } from './modules/houses/server.js';
import { ingredientsServer } from './modules/ingredients/server.js';
import { inventoryAdjustmentsServer } from './modules/inventory-adjustments/server.js';
import { inventoryServer } from './modules/inventory/server.js';
import { jobsServer } from './modules/jobs/server.js';
import { kitchenPrintJobsServer } from './modules/kitchen-print-jobs/server.js';
import { movieTicketsServer } from './modules/movie-tickets/server.js';
import { onlineReservationSalesServer } from './modules/online-reservation-sales/server.js';
import { paymentsServer } from './modules/payments/server.js';
import { priceTemplatesServer } from './modules/price-templates/server.js';
import { publicScheduleServer } from './modules/public-schedule/server.js';
import { restrictServer } from './modules/restrict/server.js';
import { revenueGoalServer } from './modules/revenue-goal/server.js';
import { rolesServer } from './modules/roles/server.js';
import { rollupRebuildServer } from './modules/rollup-rebuild/server.js';
import { rollupsServer } from './modules/rollups/server.js';
import { salesStopsServer } from './modules/sales-stops/server.js';
import { salesServer } from './modules/sales/server.js';
import { schedulesServer } from './modules/schedules/server.js';
import { seatReportsServer } from './modules/seat-reports/server.js';
import { shopItemsServer } from './modules/shop-items/server.js';
import { shopSaleServer } from './modules/shop-sale/server.js';
import { specialReportsServer } from './modules/special-reports/server.js';
import { stockServer } from './modules/stock/server.js';
import { systemServer } from './modules/system/server.js';
import { ticketMailServer } from './modules/ticket-mail/server.js';
import { transactionHistoryServer } from './modules/transaction-history/server.js';
import { versionsServer } from './modules/versions/server.js';
import { websitePublicServer } from './modules/website-public/server.js';
import { demoSalesHistoryServer } from './seed/sales-history/server.js';

// Every module's server side, one line each (docs/feature-anatomy.md, "declaring a feature"): each module declares
// its handlers, jobs and recurring schedules once, in its server.ts. handlers.ts and jobs.ts read this list.
export const moduleServers: readonly ModuleServer[] = [
  accountsServer,
  accumulatedServer,
  auditLogsServer,
  authServer,
  banksServer,
  brandsServer,
  businessDailyServer,
  dailyClosingServer,
  monthlyClosingServer,
  filmFeeServer,
  pdfFilmFeeServer,
  pdfFilmFeeBalanceServer,
  pdfAccountsReceivableBalanceServer,
  pdfAccountReceivableBalanceDetailServer,
  pdfAccountsReceivableVerifyServer,
  cashierReportServer,
  nonArrivalServer,
  boxOfficeServer,
  cinemaShopItemsServer,
  cinemasServer,
  clientGroupsServer,
  accountingServer,
  accountReceivableServer,
  payablesServer,
  salesGroupsServer,
  clientsServer,
  couponsServer,
  dashboardServer,
  depositsServer,
  deviceApiServer,
  deviceNotificationsServer,
  devicesServer,
  discountRulesServer,
  docsServer,
  filesServer,
  filmsServer,
  housesServer,
  ingredientsServer,
  inventoryAdjustmentsServer,
  inventoryServer,
  jobsServer,
  kitchenPrintJobsServer,
  movieTicketsServer,
  onlineReservationSalesServer,
  paymentsServer,
  priceTemplatesServer,
  publicScheduleServer,
  restrictServer,
  revenueGoalServer,
  rolesServer,
  rollupRebuildServer,
  rollupsServer,
  salesStopsServer,
  salesServer,
  schedulesServer,
  seatReportsServer,
  shopItemsServer,
  shopSaleServer,
  specialReportsServer,
  journalsServer,
  websiteServer,
  membershipServer,
  membersServer,
  automationRulesServer,
  memberFiltersServer,
  mailMagazinesServer,
  memberCouponsServer,
  memberSiteServer,
  memberReportsServer,
  signageServer,
  stockServer,
  systemServer,
  ticketMailServer,
  transactionHistoryServer,
  versionsServer,
  websitePublicServer,
  demoSalesHistoryServer,
];

// What modules add to a sale in its own transaction (stock movements, rollup jobs, the ticket e-mail): installed
// here, so every process that loads the modules (server, worker, tests) writes a sale with all of it.
installFactHooks(moduleServers.flatMap((s) => (s.factHooks ? [s.factHooks] : [])));
