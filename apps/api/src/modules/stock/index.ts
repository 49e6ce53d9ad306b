// The stock feature's public entry: the sales feature deducts its sales through this, and the cinemas
// feature gives a new cinema its 売店 and asks whether a cinema has stock before deleting it.
export { deductSale, saleMovements, type SaleStockInput } from './stock.service.js';
export { rebuildInventoryRollup } from './inventory-rollup.js';
export { addSalesLocation } from './stock-locations.service.js';
export { cinemaHasStock } from './stock-locations.repository.js';
