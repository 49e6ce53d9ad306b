import { deviceEndpoints } from './devices.endpoints.js';
import { defineFeature } from './feature.js';
import { kitchenPrinterEndpoints } from './kitchen-printers.endpoints.js';
import { r } from './route-types.js';

export const devicesFeature = defineFeature({
  key: 'devices',
  label: '端末',
  endpoints: {
    device: { endpoints: deviceEndpoints },
    kitchenPrinter: { label: 'キッチンプリンター', endpoints: kitchenPrinterEndpoints },
  },
  routes: [
    r({
      path: '/device',
      group: 'settings',
      label: '端末',
      roles: ['brand', 'cinema'],
      module: 'settings',
      menu: true,
      cinemaScoped: true,
    }),
    r({
      path: '/kitchen-printer-device',
      group: 'settings',
      label: 'キッチンプリンター',
      roles: ['brand', 'cinema'],
      module: 'settings',
      menu: true,
      cinemaScoped: true,
    }),
  ],
  audits: { device: '端末', kitchenPrinter: 'キッチンプリンター' },
});
