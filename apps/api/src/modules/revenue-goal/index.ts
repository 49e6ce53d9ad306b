// What other modules read of 売上目標: the month's targets of some cinemas (営業日報, 全劇場日報).
export { monthTargets } from './revenue-goal.targets.js';
