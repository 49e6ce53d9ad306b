// キッチン伝票's public entry: what other features use of it (the キッチンプリンター list, the demo history).
export { printerFigures } from './kitchen-print-jobs.repository.js';
export { printJobRows } from './print-job-rows.js';
