import { ja, kitchenPrinterEndpoints } from '@cinema/contracts';
import type { ModuleOptions } from '../../platform/module-options.js';
import { cinemaFor } from '../../platform/cinema.js';
import { handleAll } from '../../platform/endpoints.js';
import { found } from '../../platform/errors.js';
import { ok } from '../../platform/http.js';
import { printerFigures } from '../kitchen-print-jobs/index.js';
import { findKitchenPrinter, listKitchenPrinters } from './kitchen-printers.repository.js';
import { saveKitchenPrinter } from './kitchen-printers.service.js';

// Print settings of a cinema's kitchen printers; the devices themselves are registered on /device.
export const kitchenPrinterHandlers = ({ db }: ModuleOptions) =>
  handleAll(kitchenPrinterEndpoints, {
    list: async ({ actor, query }) => {
      const cinema = await cinemaFor(db, actor, query.cinemaId);
      const page = await listKitchenPrinters(db, actor.scope, cinema.id, query);
      // 最終印刷 and 未印刷 of each printer (docs/device-api.md, "kitchen printers").
      const figures = await printerFigures(
        db,
        page.list.map((p) => p.deviceId),
      );
      return ok({
        ...page,
        list: page.list.map((p) => ({ ...p, ...(figures.get(p.deviceId) ?? { lastPrintedAt: null, pendingJobs: 0 }) })),
      });
    },
    detail: async ({ actor, params }) => ok(found(await findKitchenPrinter(db, actor.scope, params.id)).printer),
    update: async ({ actor, body }) => ok(await saveKitchenPrinter(db, actor, body), ja.saved),
  });
