import { sql } from 'drizzle-orm';
import type { BatchItem, SaleDocument } from '@cinema/contracts';
import { rowsOf, writeAll, type Db } from '../../../db/client.js';
import { insertRows } from '../../../db/insert-rows.js';
import { deviceDocuments } from '../../../db/schema/index.js';
import type { SalesContext } from '../sales-context.js';
import { answerStored, deviceExceptions, documentRow, inUse, refusalOf, toItem, type Stored } from './documents.js';
import { planSales, type Outcome, type SaleEntry } from './sale-pipeline.js';

// The device API's sales (docs/sales.md, "the path of a sale"): one document, or counter sales of many devices
// taken together (group commit, sale-batcher.ts), are one transaction that claims all their documents in one
// insert, plans them through the sales pipeline (drafts, seats in one insert, fact hooks), and writes all their
// rows and answers, a statement each. Each refusal (a seat taken, a total that does not add up) is settled on its
// own document and stored with its claim, except "not yet" (original_not_received), whose claim is dropped for
// the device to send again. A resend joins like any sale: its claim finds it stored, and it is answered from there.

/** A sale document waiting for its answer. */
export interface Pending {
  ctx: SalesContext;
  doc: SaleDocument;
  hash: string;
  resolve?: (item: BatchItem) => void;
  reject?: (err: unknown) => void;
}

/** A document's key in what the database answers (a uuid comes back in lower case, whatever the device sent). */
const keyOf = (deviceId: number | null | undefined, clientId: string) => `${deviceId}|${clientId.toLowerCase()}`;

/** Claims, seats and writes a batch of sales in one transaction; answers each in order. */
export async function writeSales(db: Db, batch: Pending[], again = true): Promise<BatchItem[]> {
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
    const claimed = new Map(claims.map((c) => [keyOf(c.device_id, c.client_id), c]));
    // The device's last number before each document: stored ones, then those earlier in this batch.
    const last = new Map<number, number>();
    const entries: (SaleEntry & { i: number })[] = [];
    for (const [i, { ctx, doc }] of batch.entries()) {
      const claim = claimed.get(keyOf(ctx.deviceId, doc.clientId));
      if (!claim) continue; // stored before, or twice in this batch: answered from what is stored
      claimed.delete(keyOf(ctx.deviceId, doc.clientId));
      const stored = claim.previous_seq == null ? null : Number(claim.previous_seq);
      const before = last.get(ctx.deviceId!);
      const previous = before == null ? stored : Math.max(before, stored ?? before);
      last.set(ctx.deviceId!, Math.max(previous ?? doc.deviceSeq, doc.deviceSeq));
      const exceptions = deviceExceptions(ctx, doc, previous);
      entries.push({ i, ctx, doc, options: { status: 'success', exceptions, transactionNo: Number(claim.no) } });
    }
    const plan = await planSales(tx, entries);
    entries.forEach(({ i }, k) => outcomes.set(i, plan.outcomes[k]!));
    // Refused documents keep their claim with the refusal (a resend answers the same), except
    // "not yet" (a shift not received), which is left for the device to send again.
    const notYet = [...outcomes].filter(([, o]) => !o.ok && o.error.code === 'original_not_received');
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
      ...notYet.map(
        ([i]) =>
          sql`delete from device_documents where device_id = ${batch[i]!.ctx.deviceId} and client_id = ${batch[i]!.doc.clientId}`,
      ),
      ...plan.writes,
      ...(answers.length
        ? [
            sql`update device_documents d set result = v.result, http_status = v.http_status, transaction_id = v.transaction_id
              from jsonb_to_recordset(${JSON.stringify(answers)}::jsonb)
                as v(device_id int, client_id uuid, http_status int, transaction_id uuid, result jsonb)
              where d.device_id = v.device_id and d.client_id = v.client_id`,
          ]
        : []),
    ]);
    await plan.written();
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
    ).map((r) => [keyOf(r.device_id, r.client_id), r]),
  );
  const items: BatchItem[] = [];
  for (const [i, { ctx, doc, hash }] of batch.entries()) {
    const o = outcomes.get(i);
    const row = o ? null : stored.get(keyOf(ctx.deviceId, doc.clientId));
    if (row)
      items.push(
        answerStored(doc, hash, { requestHash: row.request_hash, httpStatus: row.http_status, result: row.result }),
      );
    // Not claimed and not stored: another device's clientId, or a claim dropped by a racing resend: once more
    // alone, and then refused as another device's.
    else if (!o) items.push(again ? (await writeSales(db, [batch[i]!], false))[0]! : inUse(doc));
    else if (o.ok) items.push(toItem(doc.clientId, { ok: true, result: o.result }, 200, false));
    else items.push(toItem(doc.clientId, { ok: false, ...refusalOf(o.error) }, o.error.status, false));
  }
  return items;
}

/** writeSales, or each sale alone when the batch fails (a deadlock with another writer fails a batch, not a sale). */
export async function writeSalesOrAlone(db: Db, batch: Pending[]): Promise<BatchItem[]> {
  try {
    return await writeSales(db, batch);
  } catch {
    const items: BatchItem[] = [];
    for (const p of batch) items.push((await writeSales(db, [p]))[0]!);
    return items;
  }
}
