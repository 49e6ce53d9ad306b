// What other modules use of 日次締め: the month-closing hook (月次締め refuses 締め解除 once it exists).
export { isMonthClosed } from './daily-closing.service.js';
