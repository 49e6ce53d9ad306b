import { sql } from 'drizzle-orm';
import type { BatchItem, DeviceDocument, DocumentResult, SaleDocument } from '@cinema/contracts';
import { rowsOf, sqlArray, writeAll, type Db } from '../../db/client.js';
import { insertRows } from '../../db/insert-rows.js';
import { deviceDocuments, seatReservations } from '../../db/schema/index.js';
import { AppError } from '../../platform/errors.js';
import {
  answerStored,
  deviceExceptions,
  documentHash,
  documentRow,
  ingestDocument,
  refusalOf,
  toItem,
  type Stored,
} from './ingest.service.js';
import { draftSale } from './sale.service.js';
import { mergeSaleRows, saleWrites } from './sale-rows.js';
import type { SalesContext } from './sales-context.js';
import { releaseExpiredHolds, seatConflict, seatRowsOf } from './seat-claims.js';

// Group commit of counter sales (issue 13 §6). A sale on its own is a transaction of five round
// trips and a commit; POS terminals and kiosks of many counters selling at once are instead taken
// together: one transaction claims all their documents, takes all their seats, and writes all
// their rows and answers, a statement each. What one refusal needs (a seat taken, a total that
// does not add up) is settled per document inside it, as ingestDocument would. A database error
// (a deadlock with another writer) sends each document of the batch through ingestDocument alone.
// Online orders (ticket e-mail) and sales with a coupon (its redemption is a write) go alone too.
// A resend joins a batch like any sale: its claim finds it stored, and it is answered from there.

export interface Pending {
  ctx: SalesContext;
  doc: SaleDocument;
  hash: string;
  resolve: (item: BatchItem) => void;
  reject: (err: unknown) => void;
}

const hasCoupon = (doc: SaleDocument) => doc.lines.some((l) => 'couponSerial' in l && l.couponSerial);

/** Takes a device's documents: counter sales together with those of other devices, the rest one by one. */
export class SaleBatcher {
  private readonly waiting: Pending[] = [];
  private busy = false;
  /** How the sales were grouped (the ingest bench reports it). */
  readonly stats = { batches: 0, documents: 0, largest: 0 };

  constructor(
    private readonly db: Db,
    private readonly max = 50,
  ) {}

  ingest(ctx: SalesContext, doc: DeviceDocument): Promise<BatchItem> {
    if (doc.kind !== 'sale' || !ctx.deviceId || ctx.channel === 'online' || hasCoupon(doc))
      return ingestDocument(this.db, ctx, doc);
    // A resend goes in the batch too: its claim finds it stored, and it is answered from there.
    return new Promise((resolve, reject) => {
      this.waiting.push({ ctx, doc, hash: documentHash(doc), resolve, reject });
      void this.drain();
    });
  }

  /** One batch at a time: what arrives meanwhile waits and goes in the next. */
  private async drain() {
    if (this.busy) return;
    this.busy = true;
    try {
      while (this.waiting.length) await this.run(this.waiting.splice(0, this.max));
    } finally {
      this.busy = false;
    }
  }

  private async run(batch: Pending[]) {
    this.stats.batches++;
    this.stats.documents += batch.length;
    this.stats.largest = Math.max(this.stats.largest, batch.length);
    let items: BatchItem[];
    try {
      items = await writeSales(this.db, batch);
    } catch {
      for (const p of batch) await ingestDocument(this.db, p.ctx, p.doc).then(p.resolve, p.reject);
      return;
    }
    batch.forEach((p, i) => p.resolve(items[i]!));
  }
}

type Outcome = { ok: true; result: DocumentResult } | { ok: false; error: AppError };

/** Claims, seats and writes a batch of sales in one transaction; answers each in order. */
export async function writeSales(db: Db, batch: Pending[]): Promise<BatchItem[]> {
  const outcomes = new Map<number, Outcome>();
  await db.transaction(async (tx) => {
    const claims = await rowsOf<{ device_id: number; client_id: string; previous_seq: number | null; no: string }>(
      tx.execute(sql`${insertRows(
        deviceDocuments,
        batch.map(({ ctx, doc, hash }) => documentRow(ctx, doc, hash)),
      )} on conflict do nothing returning device_id, client_id,
        (select max(d.device_seq) from device_documents d where d.device_id = device_documents.device_id) as previous_seq,
        nextval('transaction_no_seq') as no`),
    );
    const claimed = new Map(claims.map((c) => [`${c.device_id}|${c.client_id}`, c]));
    // The device's last number before each document: stored ones, then those earlier in this batch.
    const last = new Map<number, number>();
    const drafts: { i: number; draft: Awaited<ReturnType<typeof draftSale>> }[] = [];
    for (const [i, { ctx, doc }] of batch.entries()) {
      const claim = claimed.get(`${ctx.deviceId}|${doc.clientId}`);
      if (!claim) continue; // stored before, or twice in this batch: answered from what is stored
      claimed.delete(`${ctx.deviceId}|${doc.clientId}`);
      const stored = claim.previous_seq == null ? null : Number(claim.previous_seq);
      const before = last.get(ctx.deviceId!);
      const previous = before == null ? stored : Math.max(before, stored ?? before);
      last.set(ctx.deviceId!, Math.max(previous ?? doc.deviceSeq, doc.deviceSeq));
      try {
        const exceptions = deviceExceptions(ctx, doc, previous);
        drafts.push({
          i,
          draft: await draftSale(tx, ctx, doc, { status: 'success', exceptions, transactionNo: Number(claim.no) }),
        });
      } catch (err) {
        if (!(err instanceof AppError) || err.status >= 500) throw err;
        outcomes.set(i, { ok: false, error: err });
      }
    }
    await takeSeats(tx, batch, drafts, outcomes);
    const accepted = drafts.filter(({ i }) => !outcomes.has(i));
    for (const { i, draft } of accepted) outcomes.set(i, { ok: true, result: draft.result });
    // Refused documents keep their claim with the refusal (a resend answers the same), except
    // "not yet" (a shift not received), which is left for the device to send again.
    const notYet = [...outcomes].filter(([, o]) => !o.ok && o.error.code === 'original_not_received');
    const refusedIds = [...outcomes].filter(([, o]) => !o.ok).map(([i]) => batch[i]!.doc.clientId);
    const answers = [...outcomes]
      .filter(([, o]) => o.ok || o.error.code !== 'original_not_received')
      .map(([i, o]) => ({
        device_id: batch[i]!.ctx.deviceId,
        client_id: batch[i]!.doc.clientId,
        http_status: o.ok ? 200 : o.error.status,
        transaction_id: o.ok ? o.result.transactionId : null,
        result: (o.ok ? { ok: true, result: o.result } : { ok: false, ...refusalOf(o.error) }) satisfies Stored,
      }));
    await writeAll(tx, [
      ...(refusedIds.length
        ? [sql`delete from seat_reservations where transaction_id = any(${sqlArray(refusedIds, 'uuid')})`]
        : []),
      ...notYet.map(
        ([i]) =>
          sql`delete from device_documents where device_id = ${batch[i]!.ctx.deviceId} and client_id = ${batch[i]!.doc.clientId}`,
      ),
      ...saleWrites(mergeSaleRows(accepted.map(({ draft }) => draft.rows))),
      ...(answers.length
        ? [
            sql`update device_documents d set result = v.result, http_status = v.http_status, transaction_id = v.transaction_id
              from jsonb_to_recordset(${JSON.stringify(answers)}::jsonb)
                as v(device_id int, client_id uuid, http_status int, transaction_id uuid, result jsonb)
              where d.device_id = v.device_id and d.client_id = v.client_id`,
          ]
        : []),
    ]);
  });
  // Documents stored before (resends), read together and answered as stored.
  const resent = batch.filter((_, i) => !outcomes.has(i));
  const stored = new Map(
    (resent.length
      ? await rowsOf<{
          device_id: number;
          client_id: string;
          request_hash: string;
          http_status: number;
          result: unknown;
        }>(
          db.execute(sql`select device_id, client_id, request_hash, http_status, result from device_documents
            where (device_id, client_id) in (${sql.join(
              resent.map(({ ctx, doc }) => sql`(${ctx.deviceId}::int, ${doc.clientId}::uuid)`),
              sql`, `,
            )})`),
        )
      : []
    ).map((r) => [`${r.device_id}|${r.client_id}`, r]),
  );
  const items: BatchItem[] = [];
  for (const [i, { ctx, doc, hash }] of batch.entries()) {
    const o = outcomes.get(i);
    const row = o ? null : stored.get(`${ctx.deviceId}|${doc.clientId}`);
    if (row)
      items.push(
        answerStored(doc, hash, { requestHash: row.request_hash, httpStatus: row.http_status, result: row.result }),
      );
    // Claimed by a resend racing it whose transaction then failed: recorded on its own.
    else if (!o) items.push(await ingestDocument(db, ctx, doc));
    else if (o.ok) items.push(toItem(doc.clientId, { ok: true, result: o.result }, 200, false));
    else items.push(toItem(doc.clientId, { ok: false, ...refusalOf(o.error) }, o.error.status, false));
  }
  return items;
}

/**
 * The seats of every drafted sale in one insert; a sale whose seat another holds (a hold past its
 * expiry is freed first, as claimSeats does) is refused, or kept with a seat_conflict if offline.
 */
async function takeSeats(
  tx: Db,
  batch: Pending[],
  drafts: { i: number; draft: Awaited<ReturnType<typeof draftSale>> }[],
  outcomes: Map<number, Outcome>,
) {
  const wanted = drafts.flatMap(({ i, draft }) => {
    const seats = draft.lines.flatMap((l) => (l.ticket ? [l.ticket] : []));
    const keys = seats.map((s) => `${s.screeningId}|${s.seatKey}`);
    if (new Set(keys).size !== keys.length) {
      outcomes.set(i, { ok: false, error: new AppError('validation_failed', '同じ座席が2回指定されています') });
      return [];
    }
    return seats.map((s) => ({ i, ...s }));
  });
  if (!wanted.length) return;
  const insert = (seats: typeof wanted) =>
    rowsOf<{ transaction_id: string; screening_id: number; seat_key: string }>(
      tx.execute(
        sql`${insertRows(
          seatReservations,
          seats.flatMap((s) =>
            seatRowsOf(batch[s.i]!.ctx, batch[s.i]!.doc.clientId, s.screeningId, [s], { status: 'success' }),
          ),
        )} on conflict do nothing returning transaction_id, screening_id, seat_key`,
      ),
    );
  const got = new Set((await insert(wanted)).map((r) => `${r.transaction_id}|${r.screening_id}|${r.seat_key}`));
  const key = (s: (typeof wanted)[number]) => `${batch[s.i]!.doc.clientId}|${s.screeningId}|${s.seatKey}`;
  let blocked = wanted.filter((s) => !got.has(key(s)));
  for (const screeningId of new Set(blocked.map((s) => s.screeningId))) {
    const keys = blocked.filter((s) => s.screeningId === screeningId).map((s) => s.seatKey);
    if (await releaseExpiredHolds(tx, screeningId, keys))
      for (const r of await insert(blocked.filter((s) => s.screeningId === screeningId)))
        got.add(`${r.transaction_id}|${r.screening_id}|${r.seat_key}`);
  }
  blocked = blocked.filter((s) => !got.has(key(s)));
  for (const i of new Set(blocked.map((s) => s.i))) {
    const taken = blocked.filter((s) => s.i === i).map((s) => s.seatKey);
    try {
      drafts.find((d) => d.i === i)!.draft.exceptions.push(seatConflict(taken, batch[i]!.doc.offline === true));
    } catch (err) {
      outcomes.set(i, { ok: false, error: err as AppError });
    }
  }
}
