import type { BatchItem, DeviceDocument } from '@cinema/contracts';
import type { Db } from '../../../db/client.js';
import type { SalesContext } from '../sales-context.js';
import { documentHash } from './documents.js';
import { ingestDocument } from './ingest.service.js';
import { writeSales, type Pending } from './sale-batch.js';

// Group commit (issue 13 §6): a sale on its own is a transaction of five round trips and a commit; sales of many
// devices arriving while one batch is written wait and go together in the next (writeSales, the same path as one
// document's). A database error (a deadlock with another writer) sends each sale of the batch through it alone.
// Coupons and online orders go in the batch too: each coupon sale is drafted in a savepoint of its own.

/** Takes a device's documents: its sales together with those of other devices, the rest one by one. */
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
    if (doc.kind !== 'sale' || !ctx.deviceId) return ingestDocument(this.db, ctx, doc);
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
    const answer = (p: Pending, item: BatchItem | undefined) =>
      item ? p.resolve?.(item) : p.reject?.(new Error('a sale of the batch was not answered'));
    let items: BatchItem[];
    try {
      items = await writeSales(this.db, batch);
    } catch {
      for (const p of batch) await writeSales(this.db, [p]).then(([item]) => answer(p, item), p.reject);
      return;
    }
    batch.forEach((p, i) => answer(p, items[i]));
  }
}
