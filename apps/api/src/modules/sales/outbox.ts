import type { SalesChannel } from '@cinema/contracts';
import type { Db } from '../../db/client.js';
import { queueTicketMail } from '../ticket-mail/index.js';
import { enqueue, jobRow } from '../../platform/jobs/index.js';
import { salesRollupJob } from '../rollups/index.js';

// The outbox of the sales facts (docs/sales.md, "facts"): the jobs a recorded document causes are enqueued
// here, in the same database transaction as the fact, so they exist exactly when the fact does.
// Every consumer (rollups, ticket mail) adds its enqueue call to enqueueFactJobs.

export interface FactEvent {
  transactionId: string;
  cinemaId: number;
  salesBusinessDate: string;
  /** When the caller knows it: a POS or kiosk sale never gets a ticket e-mail, so it is not read again. */
  channel?: SalesChannel;
}

export async function enqueueFactJobs(tx: Db, event: FactEvent): Promise<void> {
  // The ticket e-mail of an online sale that succeeded with a purchaser address (once per sale).
  if (event.channel === undefined || event.channel === 'online') await queueTicketMail(tx, event.transactionId);
  // No dedupe key: rolled_up_transactions applies a document once however often it is enqueued,
  // and a status change (an online hold paid) must enqueue it again even while a job runs.
  await enqueue(tx, salesRollupJob, { transactionId: event.transactionId });
}

/**
 * The outbox rows of a fact that needs no ticket e-mail (a POS, kiosk or console sale), for the
 * fact's own insert; null when the e-mail must be considered (online).
 */
export function factJobRows(event: FactEvent) {
  if (event.channel === undefined || event.channel === 'online') return null;
  return [jobRow(salesRollupJob, { transactionId: event.transactionId })];
}
