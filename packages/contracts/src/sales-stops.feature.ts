import { defineFeature } from './feature.js';
import { r } from './route-types.js';
import { salesStopEndpoints } from './sales-stops.endpoints.js';

export const salesStopsFeature = defineFeature({
  key: 'salesStops',
  label: 'オンライン販売停止',
  endpoints: { salesStop: { endpoints: salesStopEndpoints } },
  routes: [
    // オンライン販売の緊急停止: the operator stops the platform or any cinema, cinema staff their own (docs/sales.md, "online-sales stops").
    r({
      path: '/setting-onlinesale',
      group: 'settings',
      label: 'オンライン販売停止',
      roles: ['superAdmin', 'cinema'],
      module: 'settings',
      menu: true,
    }),
  ],
  audits: { salesStop: '販売停止' },
});
