// What other modules use of 日次締め: the re-aggregation's reads and refresh of a closed day's figures
// (docs/reports.md, "再集計").
export { refreshClosedDay } from './daily-closing.rebuild.js';
export { figuresOf } from './daily-closing.repository.js';
