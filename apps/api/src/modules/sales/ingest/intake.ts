import { and, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { deviceDocument, ja, type BatchItem, type DeviceDocument } from '@cinema/contracts';
import type { Db } from '../../../db/client.js';
import { AppError } from '../../../platform/errors.js';
import { deviceDocuments } from '../../../db/schema/index.js';
import { answerStored, documentHash, refusalOf, storeRefusal, toItem, type DocumentKey } from './documents.js';
import { ingestDocument } from './ingest.service.js';
import { writeSalesOrAlone, type Pending } from './sale-batch.js';
import type { SalesContext } from '../sales-context.js';

// POST /api/device/documents as the device sent it. Each document is checked against its schema on
// its own, so one malformed document of an offline queue refuses only itself. The rule for numbers
// (docs/device-api.md, "deviceSeq"): every document the server answers, accepted or refused, for its
// form (invalid_document) or its content (validation_failed, conflict, seat_unavailable…), is final
// and uses its deviceSeq; only "not yet" (original_not_received) and server errors are not.

export type Intake =
  { ok: true; doc: DeviceDocument } | { ok: false; raw: unknown; key: DocumentKey | null; error: AppError };

const clientIdOf = z.uuid();
const seqOf = z.number().int().min(1).max(2_000_000_000);

/** The id and number of a document, when they can be read whatever else is wrong with it. */
function keyOf(raw: unknown): DocumentKey | null {
  if (!raw || typeof raw !== 'object') return null;
  const r = raw as Record<string, unknown>;
  const clientId = clientIdOf.safeParse(r.clientId);
  const deviceSeq = seqOf.safeParse(r.deviceSeq);
  if (!clientId.success || !deviceSeq.success) return null;
  const kind = typeof r.kind === 'string' ? r.kind.slice(0, 40) : 'unknown';
  return { clientId: clientId.data, deviceSeq: deviceSeq.data, kind };
}

const formError = (error: z.ZodError) => {
  const errors = error.issues.map((i) => ({ field: i.path.join('.') || '_', message: i.message }));
  return new AppError('invalid_document', errors[0]?.message ?? ja.validationFailed, errors);
};

export function readDocument(raw: unknown): Intake {
  const parsed = deviceDocument.safeParse(raw);
  if (parsed.success) return { ok: true, doc: parsed.data };
  return { ok: false, raw, key: keyOf(raw), error: formError(parsed.error) };
}

/** Refused for its form: stored under its key when it has one (so its number is used), else only answered. */
export async function refuseForm(db: Db, ctx: SalesContext, doc: Extract<Intake, { ok: false }>): Promise<BatchItem> {
  if (!doc.key) {
    const clientId = String((doc.raw as { clientId?: unknown } | null)?.clientId ?? '');
    return toItem(clientId, { ok: false, ...refusalOf(doc.error) }, doc.error.status, false);
  }
  return storeRefusal(db, ctx, doc.key, documentHash(doc.raw), doc.error);
}

/** The sequence number a document is processed by (one without a readable number first). */
const seqOfIntake = (d: Intake) => (d.ok ? d.doc.deviceSeq : (d.key?.deviceSeq ?? 0));

/**
 * A batch in deviceSeq order: each document on its own, so one refusal does not undo the others (sales in a row
 * share one transaction of the sales pipeline, where each refusal is settled on its own document).
 * A device resending its queue after an outage sends mostly documents already stored: they are
 * looked up together and answered from what was stored; only the others are recorded. A document
 * refused for its form (intake.ts) is stored as refused in its place in the order.
 */
export async function ingestDocuments(db: Db, ctx: SalesContext, docs: Intake[]): Promise<BatchItem[]> {
  if (!ctx.deviceId) throw new AppError('no_permission', '端末からの書類ではありません');
  const ordered = [...docs].sort((a, b) => seqOfIntake(a) - seqOfIntake(b));
  const ids = ordered.flatMap((d) => (d.ok ? [d.doc.clientId] : []));
  const stored = new Map(
    (ids.length
      ? await db
          .select({
            clientId: deviceDocuments.clientId,
            requestHash: deviceDocuments.requestHash,
            httpStatus: deviceDocuments.httpStatus,
            result: deviceDocuments.result,
          })
          .from(deviceDocuments)
          .where(and(eq(deviceDocuments.deviceId, ctx.deviceId), inArray(deviceDocuments.clientId, ids)))
      : []
    ).map((row) => [row.clientId, row]),
  );
  const out: BatchItem[] = [];
  // New sales in a row go through the sales pipeline together, one transaction; any other document comes after them.
  let sales: Pending[] = [];
  const flush = async () => {
    if (sales.length) out.push(...(await writeSalesOrAlone(db, sales)));
    sales = [];
  };
  for (const d of ordered) {
    const row = d.ok ? stored.get(d.doc.clientId) : undefined;
    if (d.ok && !row && d.doc.kind === 'sale') {
      sales.push({ ctx, doc: d.doc, hash: documentHash(d.doc) });
      continue;
    }
    await flush();
    if (!d.ok) out.push(await refuseForm(db, ctx, d));
    else out.push(row ? answerStored(d.doc, documentHash(d.doc), row) : await ingestDocument(db, ctx, d.doc));
  }
  await flush();
  return out;
}
