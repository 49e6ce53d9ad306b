// What other modules may use: the groups and their assignments, for the 会計伝票 (docs/accounting.md).
export { salesGroupRepo } from './sales-groups.repository.js';
