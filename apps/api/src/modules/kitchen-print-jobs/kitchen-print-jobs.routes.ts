import { devicePrintJobEndpoints, kitchenPrintJobEndpoints, PRINT_JOBS_PER_FETCH } from '@cinema/contracts';
import { eq } from 'drizzle-orm';
import { kitchenPrinterSettings } from '../../db/schema/index.js';
import type { ModuleOptions } from '../../platform/module-options.js';
import { handleAll } from '../../platform/endpoints.js';
import { found } from '../../platform/errors.js';
import { ok } from '../../platform/http.js';
import { listJobs, pendingJobs, toJob, visiblePrinter } from './kitchen-print-jobs.repository.js';
import { ackPrintJob, kitchenPrinterOnly } from './kitchen-print-jobs.service.js';

// キッチン伝票 (docs/device-api.md, "kitchen printers"): the 印刷履歴 of a printer in the console, and the two calls
// of a kitchen printer device.

export const kitchenPrintJobHandlers = ({ db }: ModuleOptions) =>
  handleAll(kitchenPrintJobEndpoints, {
    list: async ({ actor, query }) => {
      found(await visiblePrinter(db, actor.scope, query.deviceId));
      return ok(await listJobs(db, query));
    },
  });

export const devicePrintJobHandlers = ({ db }: ModuleOptions) =>
  handleAll(devicePrintJobEndpoints, {
    printJobs: async ({ device }) => {
      kitchenPrinterOnly(device);
      const [settings] = await db
        .select({ paperWidth: kitchenPrinterSettings.paperWidth, copies: kitchenPrinterSettings.copies })
        .from(kitchenPrinterSettings)
        .where(eq(kitchenPrinterSettings.deviceId, device.id));
      const jobs = await pendingJobs(db, device.id, PRINT_JOBS_PER_FETCH);
      return ok({ paperWidth: settings?.paperWidth ?? '80', copies: settings?.copies ?? 1, jobs: jobs.map(toJob) });
    },
    ack: async ({ device, params }) => ok(await ackPrintJob(db, device, params.id)),
  });
