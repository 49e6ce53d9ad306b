// The sales stops feature's public entry: what other features use of it.
export { nextSalesStopChange, onlineSalesStopped } from './online-sales.js';
