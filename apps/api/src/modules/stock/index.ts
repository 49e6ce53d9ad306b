// The stock feature's public entry: the sales feature deducts its sales through this.
export { deductSale, saleMovements, type SaleStockInput } from './stock.service.js';
export { rebuildInventoryRollup } from './inventory-rollup.js';
