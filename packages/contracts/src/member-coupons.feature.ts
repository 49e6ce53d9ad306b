import { defineFeature } from './feature.js';
import { memberCouponEndpoints } from './member-coupons.endpoints.js';
import { r } from './route-types.js';

// 会員クーポン: head office hands coupons of the library to members (docs/membership.md, "会員クーポン").
const m = 'membership' as const;
const brand = ['brand'] as const;

export const memberCouponsFeature = defineFeature({
  key: 'memberCoupons',
  label: '会員クーポン',
  endpoints: { memberCoupon: { endpoints: memberCouponEndpoints } },
  routes: [
    r({ path: '/coupon-list', group: m, label: '会員クーポン', roles: brand, module: m, menu: true }),
    r({
      path: '/coupon-list/create',
      group: m,
      label: '会員クーポン登録',
      roles: brand,
      module: m,
      permission: 'create',
    }),
    r({ path: '/coupon-list/update/:id', group: m, label: '会員クーポン編集', roles: brand, module: m }),
  ],
  audits: { memberCoupon: '会員クーポン' },
});
