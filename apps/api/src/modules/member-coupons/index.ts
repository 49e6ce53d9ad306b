// What other parts of the API may use of 会員クーポン (docs/feature-anatomy.md: another module only through its index):
// the drafts' writes (the demo seed), a member's usable coupons (the counter's lookup, マイページ) and the hold an
// オートメーション rule's coupon action writes.
export { cancelMemberCoupon, distributeMemberCoupon } from './member-coupons.distribute.js';
export { createMemberCoupon } from './member-coupons.service.js';
export { COUPON_STOPPED, giveRunCoupons } from './member-coupons.automation.js';
export { usableCoupon } from './member-coupons.targets.js';
