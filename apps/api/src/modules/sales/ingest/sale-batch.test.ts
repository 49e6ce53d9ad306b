import { eq, inArray } from 'drizzle-orm';
import type { BatchItem, SaleDocument } from '@cinema/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { transactions } from '../../../db/schema/index.js';
import { MasterCache } from '../../../platform/master-cache.js';
import { createTestApp, type TestContext } from '../../../test/helper.js';
import { documentHash } from './documents.js';
import { writeSales, type Pending } from './sale-batch.js';
import { SaleBatcher } from './sale-batcher.js';
import type { SalesContext } from '../sales-context.js';
import { invariantFailures, posContext, salesFixture, type SalesFixture } from '../sales.fixtures.js';

// Group commit (issue 13 §6): counter sales of several devices claimed, seated and written in one
// transaction must answer each document exactly as it would have been answered alone.
let t: TestContext;
let s: SalesFixture;
let a: SalesContext;
let b: SalesContext;

beforeAll(async () => {
  t = await createTestApp();
  s = await salesFixture(t);
  const cache = new MasterCache(900);
  const posOf = (code: string) => posContext(t, s, code, cache);
  a = await posOf('BATCHA');
  b = await posOf('BATCHB');
});
afterAll(() => t.close());
afterEach(async () => expect(await invariantFailures(t)).toEqual([]));

/** Runs these documents as one batch; answers each one's item. */
async function together(entries: [SalesContext, SaleDocument][]): Promise<BatchItem[]> {
  const batch: Pending[] = entries.map(([ctx, doc]) => ({
    ctx,
    doc,
    hash: documentHash(doc),
    resolve: () => {},
    reject: () => {},
  }));
  return writeSales(t.database.db, batch);
}

const withSeq = (doc: SaleDocument, deviceSeq: number) => ({ ...doc, deviceSeq });

describe('sales written together', () => {
  it('records each with its own number, and sees no gap between one device’s documents in one batch', async () => {
    const items = await together([
      [a, withSeq(s.sale(['K-1']), 1)],
      [a, withSeq(s.sale(['K-2'], {}, 1), 2)],
      [b, withSeq(s.sale(['K-3']), 1)],
      [a, withSeq(s.sale(['K-4']), 3)],
    ]);
    expect(items.map((i) => i.status)).toEqual([200, 200, 200, 200]);
    expect(new Set(items.map((i) => i.result!.transactionNo)).size).toBe(4);
    // No gap and no price difference (these sales take cash outside a shift: only that is flagged).
    expect(items.flatMap((i) => i.result!.exceptions).filter((e) => e.kind !== 'no_shift')).toEqual([]);
    const rows = await t.database.db
      .select()
      .from(transactions)
      .where(
        inArray(
          transactions.id,
          items.map((i) => i.clientId),
        ),
      );
    expect(rows).toHaveLength(4);
    // A real gap is still seen: a's number 5 follows 3.
    const [gap] = await together([[a, withSeq(s.sale(['K-5']), 5)]]);
    expect(gap!.result!.exceptions).toContainEqual(expect.objectContaining({ kind: 'sequence_gap', expected: 4 }));
  });

  it('settles each refusal on its own: a taken seat, an offline conflict, a wrong total, a seat taken in the same batch', async () => {
    await together([[a, s.sale(['L-9'])]]);
    const wrong = s.sale(['L-3']);
    const items = await together([
      [a, s.sale(['L-1'])],
      [b, s.sale(['L-2', 'L-9'])],
      [b, s.sale(['L-9'], { offline: true })],
      [a, { ...wrong, total: wrong.total + 1 }],
      [b, s.sale(['L-1'])],
    ]);
    expect(items.map((i) => i.status)).toEqual([200, 409, 200, 400, 409]);
    expect(items[1]!.error).toMatchObject({ code: 'seat_unavailable', seats: ['L-9'] });
    expect(items[2]!.result!.exceptions).toContainEqual(
      expect.objectContaining({ kind: 'seat_conflict', seats: ['L-9'] }),
    );
    expect(items[3]!.error!.errors![0]).toMatchObject({ field: 'total' });
    expect(items[4]!.error).toMatchObject({ code: 'seat_unavailable', seats: ['L-1'] });
    // The refused sale took nothing: its other seat is free.
    expect((await s.post(s.sale(['L-2']))).statusCode).toBe(200);
  });

  it('answers a resend from what was stored, and writes a document sent twice in one batch once', async () => {
    const doc = s.sale(['M-1']);
    const refused = s.sale(['M-1']);
    const first = await together([
      [a, doc],
      [a, doc],
      [b, refused],
    ]);
    expect(first.map((i) => [i.status, i.replayed])).toEqual([
      [200, false],
      [200, true],
      [409, false],
    ]);
    expect(first[1]!.result).toEqual(first[0]!.result);
    const again = await together([
      [a, doc],
      [b, refused],
    ]);
    expect(again.map((i) => [i.status, i.replayed])).toEqual([
      [200, true],
      [409, true],
    ]);
    const rows = await t.database.db.select().from(transactions).where(eq(transactions.id, doc.clientId));
    expect(rows).toHaveLength(1);
  });

  it('groups what arrives while a batch is written, and answers every sender', async () => {
    const batcher = new SaleBatcher(t.database.db);
    const docs = ['N-1', 'N-2', 'N-3', 'N-4', 'N-5', 'N-6'].map((seat) => s.sale([seat]));
    const items = await Promise.all(docs.map((doc, i) => batcher.ingest(i % 2 ? a : b, doc)));
    expect(items.map((i) => i.status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(batcher.stats.documents).toBe(6);
    expect(batcher.stats.batches).toBeLessThan(6);
  });
});
