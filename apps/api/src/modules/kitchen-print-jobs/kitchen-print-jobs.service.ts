import { and, eq } from 'drizzle-orm';
import { ja } from '@cinema/contracts';
import type { Db } from '../../db/client.js';
import { kitchenPrintJobs } from '../../db/schema/index.js';
import type { DevicePrincipal } from '../../platform/device-principal.js';
import { found, noPermission } from '../../platform/errors.js';
import { lockJob, toJob } from './kitchen-print-jobs.repository.js';

// What changes a キッチン伝票 after it is made (docs/device-api.md, "kitchen printers"): the printer saying it printed
// it, and the sale being voided. A device's call writes no audit row (docs/architecture.md, "the audit log").

type Row = typeof kitchenPrintJobs.$inferSelect;

/** Only a kitchen printer fetches and acknowledges print jobs. */
export function kitchenPrinterOnly(device: DevicePrincipal) {
  if (device.type !== 'kitchenPrinter') throw noPermission(ja.deviceNotKitchenPrinter);
}

/** The 取消伝票 of an order the kitchen has printed: the same lines, to print now. */
const cancelSlip = (order: Row, at: Date): typeof kitchenPrintJobs.$inferInsert => ({
  brandId: order.brandId,
  cinemaId: order.cinemaId,
  deviceId: order.deviceId,
  transactionId: order.transactionId,
  transactionNo: order.transactionNo,
  kind: 'cancel',
  status: 'pending',
  channel: order.channel,
  sourceName: order.sourceName,
  items: order.items,
  orderedAt: at,
});

/**
 * Marks the printer's job printed; a job already printed is answered as it is (a resent ack). An order voided
 * while the printer was printing it was printed all the same: it gets its 取消伝票 now.
 */
export async function ackPrintJob(db: Db, device: DevicePrincipal, id: number) {
  kitchenPrinterOnly(device);
  return db.transaction(async (tx) => {
    const job = found(await lockJob(tx, device.id, id));
    if (job.status === 'printed') return toJob(job);
    const now = new Date();
    const [saved] = await tx
      .update(kitchenPrintJobs)
      .set({ status: 'printed', printedAt: now, updatedAt: now })
      .where(eq(kitchenPrintJobs.id, job.id))
      .returning();
    if (job.status === 'cancelled' && job.kind === 'order')
      await tx.insert(kitchenPrintJobs).values(cancelSlip(job, now)).onConflictDoNothing();
    return toJob(saved ?? job);
  });
}

/**
 * A sale voided (取消), in the void's transaction: its orders not yet printed are cancelled (取消), and each one a
 * kitchen has printed gets a 取消伝票 to print.
 */
export async function voidPrintJobs(tx: Db, brandId: number, transactionId: string) {
  const j = kitchenPrintJobs;
  const ofSale = and(eq(j.brandId, brandId), eq(j.transactionId, transactionId), eq(j.kind, 'order'));
  const now = new Date();
  await tx
    .update(j)
    .set({ status: 'cancelled', updatedAt: now })
    .where(and(ofSale, eq(j.status, 'pending')));
  const printed = await tx
    .select()
    .from(j)
    .where(and(ofSale, eq(j.status, 'printed')));
  if (printed.length)
    await tx
      .insert(j)
      .values(printed.map((o) => cancelSlip(o, now)))
      .onConflictDoNothing();
}
