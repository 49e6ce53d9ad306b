import { accountReceivableFeature } from './account-receivable.feature.js';
import { accountingFeature } from './accounting.feature.js';
import { payablesFeature } from './payables.feature.js';
import { salesGroupsFeature } from './sales-groups.feature.js';
import { journalsFeature } from './journals.feature.js';
import { membershipFeature } from './membership.feature.js';
import { membersFeature } from './members.feature.js';
import { memberReportsFeature } from './member-reports.feature.js';
import { automationRulesFeature } from './automation-rules.feature.js';
import { memberFiltersFeature } from './member-filters.feature.js';
import { mailMagazinesFeature } from './mail-magazines.feature.js';
import { memberCouponsFeature } from './member-coupons.feature.js';
import { memberSiteFeature } from './member-site.feature.js';
import { websiteFeature } from './website.feature.js';
import { signageFeature } from './signage.feature.js';
import { accountsFeature } from './accounts.feature.js';
import { accumulatedFeature } from './accumulated.feature.js';
import { auditLogsFeature } from './audit-logs.feature.js';
import { authFeature } from './auth.feature.js';
import { banksFeature } from './banks.feature.js';
import { boxOfficeFeature } from './box-office.feature.js';
import { brandsFeature } from './brands.feature.js';
import { businessDailyFeature } from './business-daily.feature.js';
import { revenueGoalFeature } from './revenue-goal.feature.js';
import { cashierReportFeature } from './cashier-report.feature.js';
import { cinemaShopItemsFeature } from './cinema-shop-items.feature.js';
import { cinemasFeature } from './cinemas.feature.js';
import { clientGroupsFeature } from './client-groups.feature.js';
import { clientsFeature } from './clients.feature.js';
import { couponsFeature } from './coupons.feature.js';
import { dailyClosingFeature } from './daily-closing.feature.js';
import { monthlyClosingFeature } from './monthly-closing.feature.js';
import { dashboardFeature } from './dashboard.feature.js';
import { depositsFeature } from './deposits.feature.js';
import { deviceApiFeature } from './device-api.feature.js';
import { deviceNotificationsFeature } from './device-notifications.feature.js';
import { devicesFeature } from './devices.feature.js';
import { discountRulesFeature } from './discount-rules.feature.js';
import { docsFeature } from './docs.feature.js';
import { filesFeature } from './files.feature.js';
import { filmFeeFeature } from './film-fee.feature.js';
import { pdfFilmFeeFeature } from './pdf-film-fee.feature.js';
import { pdfFilmFeeBalanceFeature } from './pdf-film-fee-balance.feature.js';
import { pdfAccountsReceivableBalanceFeature } from './pdf-accounts-receivable-balance.feature.js';
import { pdfAccountReceivableBalanceDetailFeature } from './pdf-account-receivable-balance-detail.feature.js';
import { pdfAccountsReceivableVerifyFeature } from './pdf-accounts-receivable-verify.feature.js';
import { filmsFeature } from './films.feature.js';
import { helpFeature } from './help.feature.js';
import { housesFeature } from './houses.feature.js';
import { ingredientsFeature } from './ingredients.feature.js';
import { inventoryAdjustmentsFeature } from './inventory-adjustments.feature.js';
import { inventoryFeature } from './inventory.feature.js';
import { jobsFeature } from './jobs.feature.js';
import { mailFeature } from './mail.feature.js';
import { movieTicketsFeature } from './movie-tickets.feature.js';
import { nonArrivalFeature } from './non-arrival.feature.js';
import { onlineReservationSalesFeature } from './online-reservation-sales.feature.js';
import { paymentsFeature } from './payments.feature.js';
import { priceTemplatesFeature } from './price-templates.feature.js';
import { publicScheduleFeature } from './public-schedule.feature.js';
import { restrictFeature } from './restrict.feature.js';
import { rollupRebuildFeature } from './rollup-rebuild.feature.js';
import { rolesFeature } from './roles.feature.js';
import { salesRollupsFeature } from './sales-rollups.feature.js';
import { salesStopsFeature } from './sales-stops.feature.js';
import { schedulesFeature } from './schedules.feature.js';
import { seatReportsFeature } from './seat-reports.feature.js';
import { shopItemsFeature } from './shop-items.feature.js';
import { shopSaleFeature } from './shop-sale.feature.js';
import { specialReportsFeature } from './special-reports.feature.js';
import { stockLocationsFeature } from './stock-locations.feature.js';
import { systemFeature } from './system.feature.js';
import { transactionHistoryFeature } from './transaction-history.feature.js';
import { versionsFeature } from './versions.feature.js';

// Every feature of the product, one line each (docs/feature-anatomy.md, "declaring a feature"). The endpoint
// groups (endpoints.ts) and their Japanese names (endpoint-groups.ts), the screens (routes.ts) and the audited
// entities (audit-entities.ts) are read from this list, in its order: a screen's place in its menu group, and a
// group's place in the API reference, follow the order of the features here.
export const features = [
  dashboardFeature,
  brandsFeature,
  cinemasFeature,
  systemFeature,
  filesFeature,
  jobsFeature,
  paymentsFeature,
  devicesFeature,
  deviceApiFeature,
  salesStopsFeature,
  deviceNotificationsFeature,
  mailFeature,
  accountsFeature,
  rolesFeature,
  auditLogsFeature,
  authFeature,
  helpFeature,
  docsFeature,
  filmsFeature,
  restrictFeature,
  movieTicketsFeature,
  schedulesFeature,
  publicScheduleFeature,
  signageFeature,
  priceTemplatesFeature,
  discountRulesFeature,
  versionsFeature,
  housesFeature,
  shopItemsFeature,
  ingredientsFeature,
  inventoryAdjustmentsFeature,
  inventoryFeature,
  stockLocationsFeature,
  cinemaShopItemsFeature,
  clientsFeature,
  clientGroupsFeature,
  depositsFeature,
  banksFeature,
  couponsFeature,
  businessDailyFeature,
  transactionHistoryFeature,
  salesRollupsFeature,
  dailyClosingFeature,
  monthlyClosingFeature,
  cashierReportFeature,
  nonArrivalFeature,
  rollupRebuildFeature,
  seatReportsFeature,
  boxOfficeFeature,
  shopSaleFeature,
  accumulatedFeature,
  filmFeeFeature,
  pdfFilmFeeFeature,
  pdfFilmFeeBalanceFeature,
  pdfAccountsReceivableBalanceFeature,
  pdfAccountReceivableBalanceDetailFeature,
  pdfAccountsReceivableVerifyFeature,
  revenueGoalFeature,
  onlineReservationSalesFeature,
  accountingFeature,
  accountReceivableFeature,
  payablesFeature,
  salesGroupsFeature,
  specialReportsFeature,
  journalsFeature,
  websiteFeature,
  membershipFeature,
  membersFeature,
  automationRulesFeature,
  memberFiltersFeature,
  mailMagazinesFeature,
  memberCouponsFeature,
  memberSiteFeature,
  memberReportsFeature,
] as const;
