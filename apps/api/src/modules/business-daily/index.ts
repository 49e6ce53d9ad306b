// What other modules read of 営業日報: its per-day reads of R1 and R7 (売上目標 counts its actuals with them), the
// cinemas a report covers, and its figures of a day (日次締め copies them at the close).
export { boxOfficeDays, kindDays, type Period } from './business-daily.queries.js';
export { reportCinemas, type ReportCinema } from '../../platform/report-cinemas.js';
export { businessDaily } from './business-daily.service.js';
