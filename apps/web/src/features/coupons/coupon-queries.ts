import { featureKeys } from '../../api/query.js';

// Coupons and their serials: one root, so issuing or redeeming refreshes the list's counts too.
export const couponKeys = featureKeys('coupons');
export const couponSerialKey = (couponId: number) => [...couponKeys.all, 'serials', couponId] as const;
