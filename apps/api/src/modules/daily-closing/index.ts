// What other modules use of 日次締め: the month-closing hook (月次締め refuses 締め解除 once it exists), and the
// re-aggregation's reads and refresh of a closed day's figures (docs/reports.md, "再集計").
export { isMonthClosed } from './daily-closing.service.js';
export { refreshClosedDay } from './daily-closing.rebuild.js';
export { figuresOf } from './daily-closing.repository.js';
