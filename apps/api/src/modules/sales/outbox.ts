import type { Db } from '../../db/client.js';
import { factsChanged, type FactEvent } from '../../platform/events.js';

export type { FactEvent } from '../../platform/events.js';

// The outbox of the sales facts (docs/sales.md, "facts"): what a recorded document causes (rollups, ticket mail) is
// queued in the same database transaction as the fact, so it exists exactly when the fact does. The consumers
// register their fact hooks (platform/events.ts); a new sale's rows go through the sales pipeline's hooks instead.

export async function enqueueFactJobs(tx: Db, event: FactEvent): Promise<void> {
  await factsChanged(tx, [event]);
}
