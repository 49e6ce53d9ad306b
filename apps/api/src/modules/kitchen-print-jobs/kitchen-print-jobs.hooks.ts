import { kitchenPrintJobs } from '../../db/schema/index.js';
import type { FactHookSet } from '../../platform/events.js';
import { voidPrintJobs } from './kitchen-print-jobs.service.js';
import { paidSales, printJobRows } from './print-job-rows.js';

// キッチン伝票 exist exactly when their sale does (docs/sales.md, "the path of a sale"): the sales path hands these
// hooks a sale's rows, and they answer its print jobs in the sale's own transaction. The sales module knows none of it.
export const kitchenPrintJobFactHooks: FactHookSet = {
  // A counter sale (POS, kiosk, the console's 掛売) paid as it is recorded; a resent document never gets here
  // (the sale path answers it from its claim), so it makes no second job.
  'sales.writing': async (tx, sales) => {
    const rows = await printJobRows(
      tx,
      sales.filter((s) => s.transaction.status === 'success'),
    );
    return rows.length ? [{ table: kitchenPrintJobs, rows }] : [];
  },
  // An online order is printed once paid at the gateway. Voids and refunds tell this hook too: a sale no longer
  // paid in full is left out, and a sale already printed keeps its jobs (one order per sale and printer).
  'facts.changed': async (tx, facts) => {
    const ids = facts.filter((f) => f.channel === undefined || f.channel === 'online').map((f) => f.transactionId);
    const rows = await printJobRows(tx, await paidSales(tx, ids));
    if (rows.length) await tx.insert(kitchenPrintJobs).values(rows).onConflictDoNothing();
  },
  'sale.voided': async (tx, voided) => {
    await voidPrintJobs(tx, voided.brandId, voided.originalId);
  },
};
