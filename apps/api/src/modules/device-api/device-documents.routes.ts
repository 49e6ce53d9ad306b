import { deviceDocumentEndpoints } from '@cinema/contracts';
import type { ModuleOptions } from '../../platform/module-options.js';
import { handleAll } from '../../platform/endpoints.js';
import { ok } from '../../platform/http.js';
import { ingestDocuments, raiseItem, deviceSalesContext, SaleBatcher } from '../sales/index.js';
import { sellingChannel } from './selling-channel.js';

export const deviceDocumentHandlers = ({ db, masterCache }: ModuleOptions) => {
  // Counter sales of many devices arriving together are written together (group commit).
  const sales = new SaleBatcher(db);
  return handleAll(deviceDocumentEndpoints, {
    documents: async ({ device, body, reply }) => {
      const ctx = { ...deviceSalesContext(device, sellingChannel(device)), cache: masterCache };
      if ('documents' in body) return ok({ results: await ingestDocuments(db, ctx, body.documents) });
      const item = await sales.ingest(ctx, body);
      if (item.replayed) reply.header('Idempotent-Replayed', 'true');
      return ok(raiseItem(item));
    },
  });
};
