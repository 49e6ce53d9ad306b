// What other parts of the API may use of 会員 (docs/feature-anatomy.md: another module only through its index): the
// demo history writes its sales' rows itself, and awards its members' points and figures as the sales hook does;
// 会員フィルター shows its preview as 会員一覧 shows members; メールマガジン masks addresses as 会員一覧 does and reads a
// member's balance for {{ポイント}}; the member site's マイページ lists the coupons a member may use, as the counter does.
export { awardSales, earningsOf } from './members.points.js';
export { memberSalesWritten } from './members.hooks.js';
export { pointUses } from './members.points-use.js';
export { refreshAllMemberStats } from './members.stats.js';
export { memberBalance, scopedMembers, seesPersonal, toMemberItem } from './members.repository.js';
export { memberUsableCoupons } from './members.device.js';
