// What other modules (the sales flows) may use: the one redemption service.
export { checkSerial, redeemSerial, reverseRedemption } from './redemption.service.js';
// 会員クーポン and the オートメーション's coupon action: the library's own serial issuing and state change, and its coupon.
export { changeSerialStateIn, issueSerialsIn } from './coupon-serials.service.js';
export { findCoupon } from './coupons.repository.js';
