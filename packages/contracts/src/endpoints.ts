import type { EndpointDef } from './endpoint.js';
import { brandEndpoints } from './brands.endpoints.js';
import { cinemaEndpoints } from './cinemas.endpoints.js';
import { auditLogEndpoints } from './audit-logs.endpoints.js';
import { deviceNotificationEndpoints } from './device-notifications.endpoints.js';
import { deviceEndpoints } from './devices.endpoints.js';
import { deviceApiEndpoints } from './device-api.endpoints.js';
import { deviceDocumentEndpoints } from './device-documents.endpoints.js';
import { discountRuleEndpoints } from './discount-rules.endpoints.js';
import { clientGroupEndpoints } from './client-groups.endpoints.js';
import { clientEndpoints } from './clients.endpoints.js';
import { depositEndpoints } from './deposits.endpoints.js';
import { bankEndpoints, postalCodeEndpoints } from './banks.endpoints.js';
import { couponEndpoints } from './coupons.endpoints.js';
import { distributorEndpoints } from './distributors.endpoints.js';
import { docEndpoints } from './docs.endpoints.js';
import { filmEndpoints } from './films.endpoints.js';
import { jobEndpoints } from './jobs.endpoints.js';
import { paymentEndpoints } from './payments.endpoints.js';
import { salesStopEndpoints } from './sales-stops.endpoints.js';
import { accountEndpoints } from './accounts.endpoints.js';
import { authEndpoints } from './auth.endpoints.js';
import { dashboardEndpoints } from './dashboard.endpoints.js';
import { fileEndpoints } from './files.endpoints.js';
import { roleEndpoints } from './roles.endpoints.js';
import { systemEndpoints } from './system.endpoints.js';
import { houseEndpoints } from './houses.endpoints.js';
import { kitchenPrinterEndpoints } from './kitchen-printers.endpoints.js';
import { movieTicketEndpoints } from './movie-tickets.endpoints.js';
import { restrictEndpoints } from './restrict.endpoints.js';
import { versionEndpoints } from './versions.endpoints.js';
import { priceTemplateEndpoints } from './price-templates.endpoints.js';
import { publicScheduleEndpoints } from './public-schedule.endpoints.js';
import { scheduleEndpoints } from './schedules.endpoints.js';
import { shopItemEndpoints } from './shop-items.endpoints.js';
import { ingredientEndpoints } from './ingredients.endpoints.js';
import { inventoryAdjustmentEndpoints } from './inventory-adjustments.endpoints.js';
import { inventoryEndpoints } from './inventory.endpoints.js';
import { stockLocationEndpoints } from './stock-locations.endpoints.js';
import { cinemaShopItemEndpoints } from './cinema-shop-items.endpoints.js';
import {
  transactionHistoryClEndpoints,
  transactionHistoryEndpoints,
  transactionHistoryOptionEndpoints,
  transactionHistoryOtherEndpoints,
  transactionHistoryStandEndpoints,
  transactionLogEndpoints,
} from './transaction-history.endpoints.js';
import { mailEndpoints } from './mail.endpoints.js';
import { salesInvariantEndpoints } from './sales-rollups.endpoints.js';
import { transactionActionEndpoints } from './transaction-actions.endpoints.js';
import { onlineBookingEndpoints } from './online-booking.js';
import { nonArrivalEndpoints } from './non-arrival.js';
import { cashierReportEndpoints } from './cashier-report.endpoints.js';

// Every HTTP endpoint of the product, by feature. The API refuses to start unless each has exactly
// one handler, and the OpenAPI document at /api/openapi.json is generated from this list.
export const endpointGroups = {
  auth: authEndpoints,
  account: accountEndpoints,
  role: roleEndpoints,
  // Reference lists and settings under /api/system, /api/cl and /api/group.
  system: systemEndpoints,
  // Files are served under /api/system too; a group of their own.
  file: fileEndpoints,
  dashboard: dashboardEndpoints,
  auditLog: auditLogEndpoints,
  film: filmEndpoints,
  filmmakers: distributorEndpoints,
  job: jobEndpoints,
  docs: docEndpoints,
  brand: brandEndpoints,
  cinema: cinemaEndpoints,
  payment: paymentEndpoints,
  salesStop: salesStopEndpoints,
  deviceNotificationLog: deviceNotificationEndpoints,
  device: deviceEndpoints,
  // What devices themselves call, with their device token (SALES.md §4).
  deviceApi: deviceApiEndpoints,
  deviceDocument: deviceDocumentEndpoints,
  kitchenPrinter: kitchenPrinterEndpoints,
  house: houseEndpoints,
  version: versionEndpoints,
  restrict: restrictEndpoints,
  movieTicket: movieTicketEndpoints,
  schedule: scheduleEndpoints,
  public: publicScheduleEndpoints,
  ticketRuleTemplate: priceTemplateEndpoints,
  discountRule: discountRuleEndpoints,
  clientGroup: clientGroupEndpoints,
  client: clientEndpoints,
  deposit: depositEndpoints,
  bank: bankEndpoints,
  postalCode: postalCodeEndpoints,
  coupon: couponEndpoints,
  shopItem: shopItemEndpoints,
  ingredient: ingredientEndpoints,
  inventoryAdjustment: inventoryAdjustmentEndpoints,
  inventory: inventoryEndpoints,
  stockLocation: stockLocationEndpoints,
  theaterDailyshow: cinemaShopItemEndpoints,
  transactionHistory: transactionHistoryEndpoints,
  transactionHistoryStand: transactionHistoryStandEndpoints,
  transactionHistoryOther: transactionHistoryOtherEndpoints,
  transactionLog: transactionLogEndpoints,
  transactionHistoryCl: transactionHistoryClEndpoints,
  transactionHistoryOptions: transactionHistoryOptionEndpoints,
  mail: mailEndpoints,
  salesInvariant: salesInvariantEndpoints,
  transactionAction: transactionActionEndpoints,
  onlineBooking: onlineBookingEndpoints,
  nonArrival: nonArrivalEndpoints,
  cashierReport: cashierReportEndpoints,
} satisfies Record<string, Record<string, EndpointDef>>;

export const allEndpoints: readonly EndpointDef[] = Object.values(endpointGroups).flatMap((g) =>
  Object.values(g as Record<string, EndpointDef>),
);
