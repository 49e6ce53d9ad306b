import { couponEndpoints } from './coupons.endpoints.js';
import { defineFeature } from './feature.js';
import { r } from './route-types.js';

// クーポン・前売券 (couponLib): the brand's coupons and their serials. Head office
// edits them; cinema staff see them and check a presented serial.
const COUPON_ROLES = ['brand', 'cinema'] as const;

export const couponsFeature = defineFeature({
  key: 'coupons',
  label: 'クーポン・前売券',
  endpoints: { coupon: { endpoints: couponEndpoints } },
  routes: [
    r({ path: '/coupon', group: 'couponLib', label: 'クーポン', roles: COUPON_ROLES, module: 'couponLib', menu: true }),
    r({
      path: '/coupon/create',
      group: 'couponLib',
      label: 'クーポン登録',
      roles: ['brand'],
      module: 'couponLib',
      permission: 'create',
    }),
    r({
      path: '/coupon/edit/:id',
      group: 'couponLib',
      label: 'クーポン編集',
      roles: ['brand'],
      module: 'couponLib',
      permission: 'update',
    }),
    r({
      path: '/couponlist/:id',
      group: 'couponLib',
      label: 'クーポンシリアル',
      roles: COUPON_ROLES,
      module: 'couponLib',
    }),
    r({
      path: '/couponlist/:id/print',
      group: 'couponLib',
      label: 'クーポン印刷',
      roles: COUPON_ROLES,
      module: 'couponLib',
      permission: 'export',
    }),
    // 鑑賞券・招待券・前売券: paper tickets on the same serials.
    r({
      path: '/ticket',
      group: 'couponLib',
      label: '鑑賞券・招待券',
      roles: COUPON_ROLES,
      module: 'couponLib',
      menu: true,
    }),
    r({
      path: '/ticket/create',
      group: 'couponLib',
      label: '鑑賞券・招待券登録',
      roles: ['brand'],
      module: 'couponLib',
      permission: 'create',
    }),
    r({
      path: '/ticket/edit/:id',
      group: 'couponLib',
      label: '鑑賞券・招待券編集',
      roles: ['brand'],
      module: 'couponLib',
      permission: 'update',
    }),
    r({
      path: '/ticketlist/:id',
      group: 'couponLib',
      label: '鑑賞券シリアル',
      roles: COUPON_ROLES,
      module: 'couponLib',
    }),
    r({
      path: '/ticketlist/:id/print',
      group: 'couponLib',
      label: '鑑賞券印刷',
      roles: COUPON_ROLES,
      module: 'couponLib',
      permission: 'export',
    }),
  ],
  audits: { coupon: 'クーポン・前売券', couponSerial: 'クーポン番号' },
});
