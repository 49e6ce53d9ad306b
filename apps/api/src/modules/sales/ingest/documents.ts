import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import {
  CLOCK_SKEW_SECONDS,
  type BatchItem,
  type DeviceDocument,
  type DocumentResult,
  type ErrorCode,
  type FieldIssue,
  type TransactionException,
} from '@cinema/contracts';
import type { Db } from '../../../db/client.js';
import { deviceDocuments } from '../../../db/schema/index.js';
import { AppError } from '../../../platform/errors.js';
import { p, preparedRead } from '../../../platform/prepared.js';
import type { SalesContext } from '../sales-context.js';

// A device document's key, its stored answer and its refusals (docs/device-api.md, "answers and resends"), for the
// single path (ingest.service.ts) and the sales pipeline (sale-batch.ts) alike.

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
export const documentHash = (doc: unknown) => createHash('sha256').update(canonical(doc)).digest('hex');

type Refusal = { code: ErrorCode; message: string; errors?: FieldIssue[]; seats?: string[] };
export type Stored = { ok: true; result: DocumentResult } | ({ ok: false } & Refusal);

/** The refusal as stored and answered: only the keys it has, so a replay is byte for byte the same. */
export const refusalOf = (err: AppError): Refusal => ({
  code: err.code,
  message: err.message,
  ...(err.errors ? { errors: err.errors } : {}),
  ...(err.seats ? { seats: err.seats } : {}),
});

export const toItem = (clientId: string, stored: Stored, httpStatus: number, replayed: boolean): BatchItem =>
  stored.ok
    ? { clientId, status: httpStatus, replayed, result: stored.result }
    : { clientId, status: httpStatus, replayed, error: (({ ok: _, ...refusal }) => refusal)(stored) };

export const idempotencyReused = 'このclientIdは別の内容の書類で使われています。新しいclientIdで送信してください';

// The stored answer of a document, as a prepared statement: a device resending its queue after an
// outage replays many documents in a row, and building the query costs more than running it.
const storedDocument = preparedRead(
  'stored_device_document',
  () => ({}),
  (db) =>
    db
      .select({
        requestHash: deviceDocuments.requestHash,
        httpStatus: deviceDocuments.httpStatus,
        result: deviceDocuments.result,
      })
      .from(deviceDocuments)
      .where(and(eq(deviceDocuments.deviceId, p('deviceId')), eq(deviceDocuments.clientId, p('clientId')))),
  (key: { deviceId: number; clientId: string }) => key,
);

type StoredRow = { requestHash: string; httpStatus: number; result: unknown };

/** The answer of a document already stored: its result again, or a refusal when the body differs. */
export function answerStored(doc: DocumentKey, hash: string, row: StoredRow): BatchItem {
  if (row.requestHash !== hash)
    return toItem(doc.clientId, { ok: false, code: 'idempotency_key_reused', message: idempotencyReused }, 422, false);
  return toItem(doc.clientId, row.result as Stored, row.httpStatus, true);
}

export async function replay(db: Db, ctx: SalesContext, doc: DocumentKey, hash: string): Promise<BatchItem | null> {
  const [row] = await storedDocument(db, { deviceId: ctx.deviceId!, clientId: doc.clientId });
  return row ? answerStored(doc, hash, row) : null;
}

export const clientIdInUse = 'このclientIdは別の端末の書類で使われています。新しいclientIdで送信してください';

/**
 * A clientId is unique across devices (device_documents_client_uq): one another device used is
 * refused before anything is written, and nothing is stored for it, so the refusal changes no row.
 */
export const inUse = (doc: DocumentKey): BatchItem =>
  toItem(doc.clientId, { ok: false, code: 'client_id_in_use', message: clientIdInUse }, 409, false);

/** The stored answer of this device's document, or the refusal of a key another device holds. */
export async function replayOrInUse(db: Db, ctx: SalesContext, doc: DocumentKey, hash: string) {
  return (await replay(db, ctx, doc, hash)) ?? inUse(doc);
}

/** Exceptions the device's own numbering and clock show: a gap before this document, a clock far ahead. */
export function deviceExceptions(
  ctx: SalesContext,
  doc: DeviceDocument,
  previous: number | null,
): TransactionException[] {
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

/** What keys a document: its id, kind and number (a document refused for its form has only these). */
export type DocumentKey = Pick<DeviceDocument, 'clientId' | 'deviceSeq'> & { kind: string };

/** A document's row: its claim (200 and no result yet), or a refusal stored as is. */
export const documentRow = (
  ctx: SalesContext,
  doc: DocumentKey,
  hash: string,
  answer: { httpStatus: number; result: Stored | Record<string, never> } = { httpStatus: 200, result: {} },
) => ({
  deviceId: ctx.deviceId!,
  clientId: doc.clientId,
  brandId: ctx.brandId,
  cinemaId: ctx.cinemaId,
  kind: doc.kind,
  deviceSeq: doc.deviceSeq,
  requestHash: hash,
  ...answer,
});

/** Stores a refusal under the document's key; answers it, or what a racing resend stored first. */
export async function storeRefusal(db: Db, ctx: SalesContext, doc: DocumentKey, hash: string, err: AppError) {
  const result: Stored = { ok: false, ...refusalOf(err) };
  const stored = await db
    .insert(deviceDocuments)
    .values(documentRow(ctx, doc, hash, { httpStatus: err.status, result }))
    .onConflictDoNothing()
    .returning({ clientId: deviceDocuments.clientId });
  return stored.length ? toItem(doc.clientId, result, err.status, false) : replayOrInUse(db, ctx, doc, hash);
}

/** Throws a stored refusal as the single-document answer. */
export function raiseItem(item: BatchItem): DocumentResult {
  if (item.result) return item.result;
  const e = item.error!;
  const code = e.code as ErrorCode;
  throw new AppError(code, e.message, e.errors, e.seats);
}
