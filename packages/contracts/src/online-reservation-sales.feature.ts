import { defineFeature } from './feature.js';
import { onlineReservationSalesEndpoints } from './online-reservation-sales.endpoints.js';
import { r } from './route-types.js';

// オンライン予約売上 (docs/reports.md, "オンライン予約売上"): the platform operator's report across every brand.
export const onlineReservationSalesFeature = defineFeature({
  key: 'onlineReservationSales',
  label: 'オンライン予約売上',
  endpoints: { onlineReservationSales: { endpoints: onlineReservationSalesEndpoints } },
  routes: [
    r({
      path: '/onlineReservationSalesReport',
      group: 'reports',
      label: 'オンライン予約売上',
      roles: ['superAdmin'],
      module: 'reports',
      menu: true,
    }),
  ],
});
