import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope, idParams, ja, kitchenPrinter, kitchenPrinterListQuery, kitchenPrinterUpdateBody, listOf } from '@cinema/contracts';
import type { Db } from '../../db/client.js';
import { screenAccess } from '../../platform/access.js';
import { audit } from '../../platform/audit.js';
import { principalOf } from '../../platform/auth.plugin.js';
import { cinemaFor } from '../../platform/cinema.js';
import { notFound, staleVersion } from '../../platform/errors.js';
import { ok } from '../../platform/http.js';
import { findKitchenPrinter, listKitchenPrinters, updateKitchenPrinter } from './kitchen-printers.repository.js';

// Print settings of a cinema's kitchen printers; the devices themselves are registered on /device.
export const kitchenPrintersRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/kitchenPrinter/list',
    {
      config: { access: screenAccess('/kitchen-printer-device') },
      schema: { querystring: kitchenPrinterListQuery, response: { 200: envelope(listOf(kitchenPrinter)) } },
    },
    async (req) => {
      const p = principalOf(req);
      const cinema = await cinemaFor(db, p, req.query.cinemaId);
      return ok(await listKitchenPrinters(db, p.scope, cinema.id, req.query));
    },
  );

  app.get(
    '/api/kitchenPrinter/detail/:id',
    {
      config: { access: screenAccess('/kitchen-printer-device') },
      schema: { params: idParams, response: { 200: envelope(kitchenPrinter) } },
    },
    async (req) => {
      const found = await findKitchenPrinter(db, principalOf(req).scope, req.params.id);
      if (!found) throw notFound();
      return ok(found.printer);
    },
  );

  app.put(
    '/api/kitchenPrinter/update',
    {
      config: { access: screenAccess('/kitchen-printer-device', 'update') },
      schema: { body: kitchenPrinterUpdateBody, response: { 200: envelope(kitchenPrinter) } },
    },
    async (req) => {
      const p = principalOf(req);
      const current = await findKitchenPrinter(db, p.scope, req.body.deviceId);
      if (!current) throw notFound();
      await db.transaction(async (tx) => {
        if (!(await updateKitchenPrinter(tx, req.body))) throw staleVersion();
        await audit(tx, req, {
          action: 'update',
          entity: 'kitchenPrinter',
          entityId: req.body.deviceId,
          brandId: current.brandId,
          summary: current.printer.name,
          detail: { shopGroups: req.body.shopGroups, paperWidth: req.body.paperWidth, copies: req.body.copies },
        });
      });
      return ok((await findKitchenPrinter(db, p.scope, req.body.deviceId))!.printer, ja.saved);
    },
  );
};
