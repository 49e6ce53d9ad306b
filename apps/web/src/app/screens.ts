import type { ComponentType } from 'react';
import { accountsScreens } from '../features/accounts/screens.js';
import { accumulatedScreens } from '../features/accumulated/screens.js';
import { revenueGoalScreens } from '../features/revenue-goal/screens.js';
import { auditLogsScreens } from '../features/audit-logs/screens.js';
import { authScreens } from '../features/auth/screens.js';
import { brandsScreens } from '../features/brands/screens.js';
import { businessDailyScreens } from '../features/business-daily/screens.js';
import { boxOfficeScreens } from '../features/box-office/screens.js';
import { cashierReportScreens } from '../features/cashier-report/screens.js';
import { nonArrivalScreens } from '../features/non-arrival/screens.js';
import { dailyClosingScreens } from '../features/daily-closing/screens.js';
import { monthlyClosingScreens } from '../features/monthly-closing/screens.js';
import { filmFeeScreens } from '../features/film-fee/screens.js';
import { pdfFilmFeeScreens } from '../features/pdf-film-fee/screens.js';
import { pdfFilmFeeBalanceScreens } from '../features/pdf-film-fee-balance/screens.js';
import { pdfAccountsReceivableBalanceScreens } from '../features/pdf-accounts-receivable-balance/screens.js';
import { pdfAccountReceivableBalanceDetailScreens } from '../features/pdf-account-receivable-balance-detail/screens.js';
import { pdfAccountsReceivableVerifyScreens } from '../features/pdf-accounts-receivable-verify/screens.js';
import { rollupRebuildScreens } from '../features/rollup-rebuild/screens.js';
import { cinemaScheduleScreens } from '../features/cinema-schedule/screens.js';
import { signageScreens } from '../features/signage/screens.js';
import { cinemasScreens } from '../features/cinemas/screens.js';
import { clientGroupsScreens } from '../features/client-groups/screens.js';
import { accountReceivableScreens } from '../features/account-receivable/screens.js';
import { accountingScreens } from '../features/accounting/screens.js';
import { payablesScreens } from '../features/payables/screens.js';
import { salesGroupsScreens } from '../features/sales-groups/screens.js';
import { journalsScreens } from '../features/journals/screens.js';
import { clientsScreens } from '../features/clients/screens.js';
import { couponsScreens } from '../features/coupons/screens.js';
import { dashboardScreens } from '../features/dashboard/screens.js';
import { depositsScreens } from '../features/deposits/screens.js';
import { deviceNotificationsScreens } from '../features/device-notifications/screens.js';
import { devicesScreens } from '../features/devices/screens.js';
import { discountRulesScreens } from '../features/discount-rules/screens.js';
import { filmsScreens } from '../features/films/screens.js';
import { helpScreens } from '../features/help/screens.js';
import { housesScreens } from '../features/houses/screens.js';
import { ingredientsScreens } from '../features/ingredients/screens.js';
import { inventoryScreens } from '../features/inventory/screens.js';
import { inventoryAdjustmentsScreens } from '../features/inventory-adjustments/screens.js';
import { jobsScreens } from '../features/jobs/screens.js';
import { mailOutboxScreens } from '../features/mail-outbox/screens.js';
import { membersScreens } from '../features/members/screens.js';
import { memberFiltersScreens } from '../features/member-filters/screens.js';
import { membershipScreens } from '../features/membership/screens.js';
import { automationScreens } from '../features/automation-rules/screens.js';
import { mailMagazinesScreens } from '../features/mail-magazines/screens.js';
import { memberCouponsScreens } from '../features/member-coupons/screens.js';
import { memberSiteScreens } from '../features/member-site/screens.js';
import { movieTicketsScreens } from '../features/movie-tickets/screens.js';
import { onlineReservationSalesScreens } from '../features/online-reservation-sales/screens.js';
import { paymentsScreens } from '../features/payments/screens.js';
import { priceTemplatesScreens } from '../features/price-templates/screens.js';
import { restrictScreens } from '../features/restrict/screens.js';
import { rolesScreens } from '../features/roles/screens.js';
import { salesStopsScreens } from '../features/sales-stops/screens.js';
import { schedulesScreens } from '../features/schedules/screens.js';
import { seatReportsScreens } from '../features/seat-reports/screens.js';
import { shopItemsScreens } from '../features/shop-items/screens.js';
import { shopSaleScreens } from '../features/shop-sale/screens.js';
import { memberReportScreens } from '../features/member-reports/screens.js';
import { specialReportsScreens } from '../features/special-reports/screens.js';
import { systemScreens } from '../features/system/screens.js';
import { theaterDailyshowScreens } from '../features/theater-dailyshow/screens.js';
import { transactionHistoryScreens } from '../features/transaction-history/screens.js';
import { versionsScreens } from '../features/versions/screens.js';
import { websiteScreens } from '../features/website/screens.js';

// Route registry path -> the screen's module. The registry (contracts) decides who sees what;
// this only says where each screen's code lives. A test checks both lists match.
// Each feature lists its screens in its screens.ts, one lazy import per path (each screen stays a chunk of its own);
// they are spread here, one line per feature.
// Each module default-exports its screen because React.lazy-style loading needs one export to pick.
type ScreenModules = Record<string, () => Promise<{ default: ComponentType }>>;

/** Each feature's screens, one line per feature; a test refuses a path two features give. */
export const featureScreens: readonly ScreenModules[] = [
  accountsScreens,
  accumulatedScreens,
  revenueGoalScreens,
  auditLogsScreens,
  authScreens,
  brandsScreens,
  businessDailyScreens,
  cashierReportScreens,
  nonArrivalScreens,
  dailyClosingScreens,
  monthlyClosingScreens,
  filmFeeScreens,
  pdfFilmFeeScreens,
  pdfFilmFeeBalanceScreens,
  pdfAccountsReceivableBalanceScreens,
  pdfAccountReceivableBalanceDetailScreens,
  pdfAccountsReceivableVerifyScreens,
  rollupRebuildScreens,
  boxOfficeScreens,
  cinemaScheduleScreens,
  signageScreens,
  cinemasScreens,
  clientGroupsScreens,
  accountingScreens,
  accountReceivableScreens,
  payablesScreens,
  salesGroupsScreens,
  journalsScreens,
  clientsScreens,
  couponsScreens,
  dashboardScreens,
  depositsScreens,
  deviceNotificationsScreens,
  devicesScreens,
  discountRulesScreens,
  filmsScreens,
  helpScreens,
  housesScreens,
  ingredientsScreens,
  inventoryScreens,
  inventoryAdjustmentsScreens,
  jobsScreens,
  mailOutboxScreens,
  membershipScreens,
  memberSiteScreens,
  membersScreens,
  automationScreens,
  mailMagazinesScreens,
  memberCouponsScreens,
  memberFiltersScreens,
  movieTicketsScreens,
  onlineReservationSalesScreens,
  paymentsScreens,
  priceTemplatesScreens,
  restrictScreens,
  rolesScreens,
  salesStopsScreens,
  schedulesScreens,
  seatReportsScreens,
  shopItemsScreens,
  shopSaleScreens,
  memberReportScreens,
  specialReportsScreens,
  systemScreens,
  theaterDailyshowScreens,
  transactionHistoryScreens,
  versionsScreens,
  websiteScreens,
];

export const screens: ScreenModules = Object.assign({}, ...featureScreens);
