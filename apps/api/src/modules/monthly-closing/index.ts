// What other code may use of 月次締め: closing every cinema of a brand (the demo's closed month, seed/sales-history).
export { closeAllMonths } from './monthly-closing.service.js';
