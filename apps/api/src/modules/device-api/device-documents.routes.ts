import { batchEnvelope, deviceDocumentEndpoints, fail } from '@cinema/contracts';
import type { FastifyRequest } from 'fastify';
import type { ModuleOptions } from '../../platform/module-options.js';
import { handleAll } from '../../platform/endpoints.js';
import { AppError, invalidField } from '../../platform/errors.js';
import { ok } from '../../platform/http.js';
import {
  deviceSalesContext,
  ingestDocuments,
  quoteSale,
  raiseItem,
  readDocument,
  refuseForm,
  SaleBatcher,
} from '../sales/index.js';
import { sellingChannel } from './selling-channel.js';

// Each document is read against its schema by the sales intake, one by one (docs/device-api.md).

const isBatch = (body: unknown) => (body as { kind?: unknown } | null)?.kind === 'batch';

/**
 * The optional Idempotency-Key header is the document's clientId: it fills a clientId left out of
 * the body, and a header that differs from the body's clientId is refused rather than ignored.
 */
function keyed(req: FastifyRequest, body: unknown): unknown {
  const header = req.headers['idempotency-key'];
  if (header === undefined) return body;
  const key = Array.isArray(header) ? header.join(',') : header;
  if (isBatch(body))
    throw invalidField(
      'Idempotency-Key',
      '一括送信では Idempotency-Key ヘッダーは使えません（各書類の clientId がキーです）',
    );
  if (!body || typeof body !== 'object') return body;
  const clientId = (body as { clientId?: unknown }).clientId;
  if (clientId === undefined) return { ...body, clientId: key };
  if (clientId !== key) throw invalidField('Idempotency-Key', 'Idempotency-Key ヘッダーと clientId が一致しません');
  return body;
}

export const deviceDocumentHandlers = ({ db, masterCache }: ModuleOptions) => {
  // Counter sales of many devices arriving together are written together (group commit).
  const sales = new SaleBatcher(db);
  return handleAll(deviceDocumentEndpoints, {
    quote: async ({ device, body }) =>
      ok(await quoteSale(db, { ...deviceSalesContext(device, sellingChannel(device)), cache: masterCache }, body)),
    documents: [
      async ({ device, req, reply }) => {
        const ctx = { ...deviceSalesContext(device, sellingChannel(device)), cache: masterCache };
        const body = keyed(req, req.body);
        if (isBatch(body)) {
          const envelope = batchEnvelope.safeParse(body);
          if (!envelope.success) {
            const errors = envelope.error.issues.map((i) => ({ field: i.path.join('.'), message: i.message }));
            throw new AppError(
              'invalid_document',
              (errors[0] ?? fail('a refused envelope has an issue')).message,
              errors,
            );
          }
          return ok({ results: await ingestDocuments(db, ctx, envelope.data.documents.map(readDocument)) });
        }
        const intake = readDocument(body);
        const item = intake.ok ? await sales.ingest(ctx, intake.doc) : await refuseForm(db, ctx, intake);
        if (item.replayed) reply.header('Idempotent-Replayed', 'true');
        return ok(raiseItem(item));
      },
      { handlerReadsBody: true },
    ],
  });
};
