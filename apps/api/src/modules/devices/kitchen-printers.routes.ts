import { ja, kitchenPrinterEndpoints } from '@cinema/contracts';
import type { ModuleOptions } from '../../platform/module-options.js';
import { cinemaFor } from '../../platform/cinema.js';
import { handleAll } from '../../platform/endpoints.js';
import { found } from '../../platform/errors.js';
import { ok } from '../../platform/http.js';
import { findKitchenPrinter, listKitchenPrinters } from './kitchen-printers.repository.js';
import { saveKitchenPrinter } from './kitchen-printers.service.js';

// Print settings of a cinema's kitchen printers; the devices themselves are registered on /device.
export const kitchenPrinterHandlers = ({ db }: ModuleOptions) =>
  handleAll(kitchenPrinterEndpoints, {
    list: async ({ actor, query }) => {
      const cinema = await cinemaFor(db, actor, query.cinemaId);
      return ok(await listKitchenPrinters(db, actor.scope, cinema.id, query));
    },
    detail: async ({ actor, params }) => ok(found(await findKitchenPrinter(db, actor.scope, params.id)).printer),
    update: async ({ actor, body }) => ok(await saveKitchenPrinter(db, actor, body), ja.saved),
  });
