// What other modules read of 営業日報: its per-day reads of R1 and R7 (売上目標 counts its actuals with them) and the
// cinemas a report covers.
export { boxOfficeDays, kindDays, type Period } from './business-daily.queries.js';
export { reportCinemas, type ReportCinema } from '../../platform/report-cinemas.js';
