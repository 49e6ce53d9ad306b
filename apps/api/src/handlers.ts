import type { ModuleOptions } from './platform/module-options.js';
import type { Registration } from './platform/endpoints.js';
import { accountHandlers } from './modules/accounts/accounts.routes.js';
import { auditLogHandlers } from './modules/audit-logs/audit-logs.routes.js';
import { authHandlers } from './modules/auth/auth.routes.js';
import { brandHandlers } from './modules/brands/brands.routes.js';
import { cinemaHandlers } from './modules/cinemas/cinemas.routes.js';
import { dashboardHandlers } from './modules/dashboard/dashboard.routes.js';
import { deviceNotificationHandlers } from './modules/device-notifications/device-notifications.routes.js';
import { deviceHandlers } from './modules/devices/devices.routes.js';
import { deviceApiHandlers } from './modules/device-api/device-api.routes.js';
import { deviceDocumentHandlers } from './modules/device-api/device-documents.routes.js';
import { kitchenPrinterHandlers } from './modules/devices/kitchen-printers.routes.js';
import { discountRuleHandlers } from './modules/discount-rules/discount-rules.routes.js';
import { docHandlers } from './modules/docs/docs.routes.js';
import { fileHandlers } from './modules/files/files.routes.js';
import { distributorHandlers } from './modules/films/distributors.routes.js';
import { filmHandlers } from './modules/films/films.routes.js';
import { houseHandlers } from './modules/houses/houses.routes.js';
import { jobHandlers } from './modules/jobs/jobs.routes.js';
import { movieTicketHandlers } from './modules/movie-tickets/movie-tickets.routes.js';
import { paymentHandlers } from './modules/payments/payments.routes.js';
import { priceTemplateHandlers } from './modules/price-templates/price-templates.routes.js';
import { publicScheduleHandlers } from './modules/public-schedule/public-schedule.routes.js';
import { restrictHandlers } from './modules/restrict/restrict.routes.js';
import { roleHandlers } from './modules/roles/roles.routes.js';
import { salesStopHandlers } from './modules/sales-stops/sales-stops.routes.js';
import { scheduleHandlers } from './modules/schedules/schedules.routes.js';
import { systemHandlers } from './modules/system/system.routes.js';
import { versionHandlers } from './modules/versions/versions.routes.js';
import { bankHandlers, postalCodeHandlers } from './modules/banks/banks.routes.js';
import { clientGroupHandlers } from './modules/client-groups/client-groups.routes.js';
import { clientHandlers } from './modules/clients/clients.routes.js';
import { depositHandlers } from './modules/deposits/deposits.routes.js';
import { couponHandlers } from './modules/coupons/coupons.routes.js';
import { shopItemHandlers } from './modules/shop-items/shop-items.routes.js';
import { ingredientHandlers } from './modules/ingredients/ingredients.routes.js';
import { inventoryAdjustmentHandlers } from './modules/inventory-adjustments/inventory-adjustments.routes.js';
import { inventoryHandlers } from './modules/inventory/inventory.routes.js';
import { stockLocationHandlers } from './modules/stock/stock-locations.routes.js';
import { cinemaShopItemHandlers } from './modules/cinema-shop-items/cinema-shop-items.routes.js';
import { transactionHistoryHandlers } from './modules/transaction-history/transaction-history.routes.js';
import { mailHandlers } from './modules/ticket-mail/index.js';
import { salesInvariantHandlers } from './modules/rollups/sales-invariants.routes.js';
import { cashierReportHandlers } from './modules/cashier-report/cashier-report.routes.js';

// Every feature's handlers, bound to their declarations in contracts (endpoints.ts): the server
// refuses to start unless each declared endpoint has exactly one.
export const handlerSets: ((o: ModuleOptions) => Registration[])[] = [
  accountHandlers,
  auditLogHandlers,
  authHandlers,
  brandHandlers,
  cinemaHandlers,
  dashboardHandlers,
  deviceNotificationHandlers,
  deviceHandlers,
  deviceApiHandlers,
  deviceDocumentHandlers,
  kitchenPrinterHandlers,
  discountRuleHandlers,
  docHandlers,
  fileHandlers,
  distributorHandlers,
  filmHandlers,
  houseHandlers,
  jobHandlers,
  movieTicketHandlers,
  paymentHandlers,
  priceTemplateHandlers,
  publicScheduleHandlers,
  restrictHandlers,
  roleHandlers,
  salesStopHandlers,
  scheduleHandlers,
  systemHandlers,
  versionHandlers,
  bankHandlers,
  postalCodeHandlers,
  clientGroupHandlers,
  clientHandlers,
  depositHandlers,
  couponHandlers,
  shopItemHandlers,
  ingredientHandlers,
  inventoryAdjustmentHandlers,
  inventoryHandlers,
  stockLocationHandlers,
  cinemaShopItemHandlers,
  transactionHistoryHandlers,
  mailHandlers,
  salesInvariantHandlers,
  cashierReportHandlers,
];
