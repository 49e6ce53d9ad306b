// The sales feature's public entry: availability, what devices sell, and the one write path.
export { takenSeatCounts, takenSeats } from './seat-reservations.repository.js';
export { sellableScreenings, sellableScreeningsById, type SellableScreening } from './sellable-screenings.js';
export { recordSale } from './sale.service.js';
export { saleRows, type SaleOptions } from './sale-rows.js';
export { priceWith, quoteOf, type LineDraft } from './sale-lines.js';
export { catalogItemPrice, pricingCatalog, type PricingCatalog } from './pricing-catalog.js';
export { paymentRows } from './payments.js';
export { openShift, closeShift, expectedCash, officeShift } from './shift.service.js';
export { deviceSalesContext, salesContext, type SalesContext } from './sales-context.js';
export { ingestDocument, raiseItem } from './ingest.service.js';
export { ingestDocuments, readDocument, refuseForm } from './intake.js';
export { recordVoid } from './void.service.js';
export { recordRefund } from './refund.service.js';
export { expireHoldsJob } from './sales.jobs.js';
export { expireHolds } from './online.service.js';
export { enqueueFactJobs, type FactEvent } from './outbox.js';
export { SaleBatcher } from './sale-batch.js';
export { quoteSale } from './quote.service.js';
