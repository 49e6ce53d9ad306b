import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import {
  CLOCK_SKEW_SECONDS,
  type BatchItem,
  type DeviceDocument,
  type DocumentResult,
  type ErrorCode,
  type FieldIssue,
  type TransactionException,
} from '@cinema/contracts';
import type { Db } from '../../db/client.js';
import { deviceDocuments } from '../../db/schema/index.js';
import { AppError } from '../../platform/errors.js';
import { recordAdmission } from './admission.service.js';
import { recordVoid } from './void.service.js';
import { recordRefund } from './refund.service.js';
import { holdSeats, paymentResult, releaseHold } from './online.service.js';
import { recordSale } from './sale.service.js';
import type { SalesContext } from './sales-context.js';
import { closeShift, moveCash, openShift } from './shift.service.js';

// POST /api/device/documents (SALES.md §4): every document is keyed by the id its device made.
// The key is claimed first (insert … on conflict do nothing), so a resend racing the original waits
// for it and then answers the stored result; the same id with another body is refused. A refusal
// (a seat taken, a shift closed) is stored too, so a resend answers the same and the device's
// sequence has no hole; only "not yet" answers (original_not_received) are left for a retry.

/** Canonical JSON: keys sorted, so the same document hashes the same however it was serialised. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .filter((k) => (value as Record<string, unknown>)[k] !== undefined)
      .map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  return JSON.stringify(value);
}
export const documentHash = (doc: DeviceDocument) => createHash('sha256').update(canonical(doc)).digest('hex');

type Refusal = { code: ErrorCode; message: string; errors?: FieldIssue[]; seats?: string[] };
type Stored = { ok: true; result: DocumentResult } | ({ ok: false } & Refusal);

/** The refusal as stored and answered: only the keys it has, so a replay is byte for byte the same. */
const refusalOf = (err: AppError): Refusal => ({
  code: err.code,
  message: err.message,
  ...(err.errors ? { errors: err.errors } : {}),
  ...(err.seats ? { seats: err.seats } : {}),
});

const toItem = (clientId: string, stored: Stored, httpStatus: number, replayed: boolean): BatchItem =>
  stored.ok
    ? { clientId, status: httpStatus, replayed, result: stored.result }
    : { clientId, status: httpStatus, replayed, error: (({ ok: _, ...refusal }) => refusal)(stored) };

export const idempotencyReused = 'このclientIdは別の内容の書類で使われています。新しいclientIdで送信してください';

async function replay(db: Db, ctx: SalesContext, doc: DeviceDocument, hash: string): Promise<BatchItem | null> {
  const [row] = await db
    .select()
    .from(deviceDocuments)
    .where(and(eq(deviceDocuments.deviceId, ctx.deviceId!), eq(deviceDocuments.clientId, doc.clientId)));
  if (!row) return null;
  if (row.requestHash !== hash)
    return toItem(doc.clientId, { ok: false, code: 'idempotency_key_reused', message: idempotencyReused }, 422, false);
  return toItem(doc.clientId, row.result as Stored, row.httpStatus, true);
}

/** Exceptions the device's own numbering and clock show: a gap before this document, a clock far ahead. */
function deviceExceptions(ctx: SalesContext, doc: DeviceDocument, previous: number | null): TransactionException[] {
  const out: TransactionException[] = [];
  // The online channel serves many customers at once: its numbers are not one queue.
  if (ctx.channel !== 'online' && previous != null && doc.deviceSeq > previous + 1)
    out.push({
      kind: 'sequence_gap',
      message: `端末の連番 ${previous + 1}〜${doc.deviceSeq - 1} が届いていません`,
      expected: previous + 1,
      actual: doc.deviceSeq,
    });
  const ahead = (new Date(doc.occurredAt).getTime() - Date.now()) / 1000;
  if (ahead > CLOCK_SKEW_SECONDS)
    out.push({ kind: 'clock_skew', message: `端末の時刻がサーバーより${Math.round(ahead / 60)}分進んでいます` });
  return out;
}

function dispatch(tx: Db, ctx: SalesContext, doc: DeviceDocument, exceptions: TransactionException[]) {
  switch (doc.kind) {
    case 'sale':
      return recordSale(tx, ctx, doc, { status: 'success', exceptions });
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

async function storeRefusal(db: Db, ctx: SalesContext, doc: DeviceDocument, hash: string, err: AppError) {
  const stored: Stored = { ok: false, ...refusalOf(err) };
  await db
    .insert(deviceDocuments)
    .values({
      deviceId: ctx.deviceId!,
      clientId: doc.clientId,
      brandId: ctx.brandId,
      cinemaId: ctx.cinemaId,
      kind: doc.kind,
      deviceSeq: doc.deviceSeq,
      requestHash: hash,
      httpStatus: err.status,
      result: stored,
    })
    .onConflictDoNothing();
}

/** Records one document exactly once and answers its result (or the stored one). */
export async function ingestDocument(db: Db, ctx: SalesContext, doc: DeviceDocument): Promise<BatchItem> {
  if (!ctx.deviceId) throw new AppError('no_permission', '端末からの書類ではありません');
  const hash = documentHash(doc);
  const seen = await replay(db, ctx, doc, hash);
  if (seen) return seen;
  try {
    const outcome = await db.transaction(async (tx) => {
      const [claimed] = await tx
        .insert(deviceDocuments)
        .values({
          deviceId: ctx.deviceId!,
          clientId: doc.clientId,
          brandId: ctx.brandId,
          cinemaId: ctx.cinemaId,
          kind: doc.kind,
          deviceSeq: doc.deviceSeq,
          requestHash: hash,
          httpStatus: 200,
          result: {},
        })
        .onConflictDoNothing()
        .returning({
          // The statement's snapshot does not hold the row it inserts: this is the device's last
          // number before this document, read in the same round trip.
          previousSeq: sql<
            number | null
          >`(select max(d.device_seq) from device_documents d where d.device_id = ${ctx.deviceId})`,
        });
      if (!claimed) return null; // a racing resend committed first
      const exceptions = deviceExceptions(ctx, doc, claimed.previousSeq == null ? null : Number(claimed.previousSeq));
      const result = await dispatch(tx, ctx, doc, exceptions);
      const stored: Stored = { ok: true, result };
      await tx
        .update(deviceDocuments)
        .set({ result: stored, transactionId: result.transactionId })
        .where(and(eq(deviceDocuments.deviceId, ctx.deviceId!), eq(deviceDocuments.clientId, doc.clientId)));
      return toItem(doc.clientId, stored, 200, false);
    });
    return outcome ?? (await replay(db, ctx, doc, hash))!;
  } catch (err) {
    if (!(err instanceof AppError) || err.status >= 500) throw err;
    if (err.code === 'original_not_received')
      return toItem(doc.clientId, { ok: false, ...refusalOf(err) }, err.status, false);
    await storeRefusal(db, ctx, doc, hash, err);
    return (await replay(db, ctx, doc, hash))!;
  }
}

/** A batch in deviceSeq order: each document on its own, so one refusal does not undo the others. */
export async function ingestDocuments(db: Db, ctx: SalesContext, docs: DeviceDocument[]): Promise<BatchItem[]> {
  const ordered = [...docs].sort((a, b) => a.deviceSeq - b.deviceSeq);
  const out: BatchItem[] = [];
  for (const doc of ordered) out.push(await ingestDocument(db, ctx, doc));
  return out;
}

/** Throws a stored refusal as the single-document answer. */
export function raiseItem(item: BatchItem): DocumentResult {
  if (item.result) return item.result;
  const e = item.error!;
  const code = e.code as ErrorCode;
  throw new AppError(code, e.message, e.errors, e.seats);
}
