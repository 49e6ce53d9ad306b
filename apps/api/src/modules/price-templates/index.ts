// The price templates feature's public entry: what other features use of it.
export { ticketsOf } from './price-templates.repository.js';
export { priceDefaultsOf } from './price-template-defaults.js';
