// The shop items feature's public entry: what other features use of it.
export { findShopItem } from './shop-items.repository.js';
export { partsOf } from './shop-item-parts.repository.js';
