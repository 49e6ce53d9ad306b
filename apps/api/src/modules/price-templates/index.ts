// The price templates feature's public entry: what other features use of it.
export { priceDefaultsOf } from './price-template-defaults.js';
