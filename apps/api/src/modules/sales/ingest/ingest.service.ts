import { and, eq } from 'drizzle-orm';
import type { BatchItem, DeviceDocument, DocumentResult } from '@cinema/contracts';
import type { Db } from '../../../db/client.js';
import { deviceDocuments } from '../../../db/schema/index.js';
import { AppError } from '../../../platform/errors.js';
import { recordAdmission } from '../admission.service.js';
import { recordVoid } from '../reversal/void.service.js';
import { recordRefund } from '../reversal/refund.service.js';
import { holdSeats, paymentResult, releaseHold } from '../online/online.service.js';
import type { SalesContext } from '../sales-context.js';
import { closeShift, moveCash, openShift } from '../shifts/shift.service.js';
import {
  documentHash,
  documentRow,
  refusalOf,
  replay,
  replayOrInUse,
  storeRefusal,
  toItem,
  type Stored,
} from './documents.js';
import { writeSales } from './sale-batch.js';

// POST /api/device/documents (docs/device-api.md): every document is keyed by the id its device made.
// The key is claimed first (insert … on conflict do nothing), so a resend racing the original waits
// for it and then answers the stored result; the same id with another body is refused. A refusal
// (a seat taken, a shift closed) is stored too, so a resend answers the same and the device's
// sequence has no hole; only "not yet" answers (original_not_received) are left for a retry.
// A sale is a batch of one through the sales pipeline (sale-batch.ts), the same path as group commit.

/** Every kind but the sale, which goes through the sales pipeline (writeSales). */
function dispatch(tx: Db, ctx: SalesContext, doc: Exclude<DeviceDocument, { kind: 'sale' }>) {
  switch (doc.kind) {
    case 'void':
      return recordVoid(tx, ctx, doc);
    case 'refund':
      return recordRefund(tx, ctx, doc);
    case 'shift_open':
      return openShift(tx, ctx, doc);
    case 'cash_movement':
      return moveCash(tx, ctx, doc);
    case 'shift_close':
      return closeShift(tx, ctx, doc);
    case 'admission':
      return recordAdmission(tx, ctx, doc);
    case 'hold':
      return holdSeats(tx, ctx, doc);
    case 'payment_result':
      return paymentResult(tx, ctx, doc);
    case 'release':
      return releaseHold(tx, ctx, doc);
  }
}

/** Records one document exactly once and answers its result (or the stored one). */
export async function ingestDocument(db: Db, ctx: SalesContext, doc: DeviceDocument): Promise<BatchItem> {
  if (!ctx.deviceId) throw new AppError('no_permission', '端末からの書類ではありません');
  const hash = documentHash(doc);
  const seen = await replay(db, ctx, doc, hash);
  if (seen) return seen;
  if (doc.kind === 'sale') return (await writeSales(db, [{ ctx, doc, hash }]))[0]!;
  try {
    const outcome = await db.transaction(async (tx) => {
      const [claimed] = await tx
        .insert(deviceDocuments)
        .values(documentRow(ctx, doc, hash))
        .onConflictDoNothing()
        .returning({ clientId: deviceDocuments.clientId });
      if (!claimed) return null; // a racing resend committed first
      const result: DocumentResult = await dispatch(tx, ctx, doc);
      await tx
        .update(deviceDocuments)
        .set({ result: { ok: true, result } satisfies Stored, transactionId: result.transactionId })
        .where(and(eq(deviceDocuments.deviceId, ctx.deviceId!), eq(deviceDocuments.clientId, doc.clientId)));
      return toItem(doc.clientId, { ok: true, result }, 200, false);
    });
    return outcome ?? (await replayOrInUse(db, ctx, doc, hash));
  } catch (err) {
    if (!(err instanceof AppError) || err.status >= 500) throw err;
    if (err.code === 'original_not_received')
      return toItem(doc.clientId, { ok: false, ...refusalOf(err) }, err.status, false);
    return storeRefusal(db, ctx, doc, hash, err);
  }
}
