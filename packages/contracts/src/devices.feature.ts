import { deviceEndpoints } from './devices.endpoints.js';
import { defineFeature } from './feature.js';
import { kitchenPrintJobEndpoints } from './kitchen-print-jobs.endpoints.js';
import { kitchenPrinterEndpoints } from './kitchen-printers.endpoints.js';
import { r } from './route-types.js';

export const devicesFeature = defineFeature({
  key: 'devices',
  label: '端末',
  endpoints: {
    device: { endpoints: deviceEndpoints },
    kitchenPrinter: { label: 'キッチンプリンター', endpoints: kitchenPrinterEndpoints },
    kitchenPrintJob: { label: 'キッチン伝票（印刷履歴）', endpoints: kitchenPrintJobEndpoints },
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
    // A printer's キッチン伝票: cinema staff's; head office reads it with a cinema chosen (docs/architecture.md, "access").
    r({
      path: '/kitchen-printer-device/print-jobs/:id',
      group: 'settings',
      label: '印刷履歴',
      roles: ['cinema'],
      module: 'settings',
      cinemaScoped: true,
    }),
  ],
  audits: { device: '端末', kitchenPrinter: 'キッチンプリンター' },
});
