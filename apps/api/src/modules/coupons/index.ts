// What other modules (the sales flows) may use: the one redemption service.
export { checkSerial, redeemSerial, reverseRedemption } from './redemption.service.js';
