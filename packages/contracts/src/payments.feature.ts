import { defineFeature } from './feature.js';
import { paymentEndpoints } from './payments.endpoints.js';
import { r } from './route-types.js';

export const paymentsFeature = defineFeature({
  key: 'payments',
  label: '決済方法',
  endpoints: { payment: { endpoints: paymentEndpoints } },
  routes: [
    r({
      path: '/payment-management',
      group: 'settings',
      label: '決済方法',
      roles: ['brand', 'cinema'],
      module: 'settings',
      menu: true,
    }),
  ],
  audits: { payment: '決済方法', paymentCinemaSettings: '劇場の決済設定' },
});
