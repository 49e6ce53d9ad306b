// What other modules use of 営業日報: its figures of a day (日次締め copies them at the close).
export { businessDaily } from './business-daily.service.js';
