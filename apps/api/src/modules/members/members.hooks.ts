import type { FactHookSet } from '../../platform/events.js';
import { awardSales, earningsOf, pointsOfFacts } from './members.points.js';
import { pointUses } from './members.points-use.js';
import { refreshMemberStats } from './members.stats.js';

// A member's sale earns its points in the sale's own transaction, once its rows are written (docs/membership.md);
// a void, a refund or an online order paid arrives as a changed fact. The member's member_stats row is recomputed
// after, in the same transaction. Sales without a 会員番号 or points tender cost no query.
export const memberFactHooks: FactHookSet = {
  // A points tender: the 利用 under the member's lock, written with the sale's rows, or the sale refused.
  'sales.writing': (tx, sales) => pointUses(tx, sales),
  'sales.written': async (tx, sales) => {
    await memberSalesWritten(tx, earningsOf(sales));
  },
  'facts.changed': async (tx, facts) => {
    if (!facts.length) return;
    const docs = await pointsOfFacts(
      tx,
      facts.map((f) => f.transactionId),
    );
    await refreshMemberStats(tx, docs);
  },
};

/** Paid member sales written: their points, then their members' figures (the hook's, and the demo history's). */
export async function memberSalesWritten(
  tx: Parameters<typeof awardSales>[0],
  sales: Parameters<typeof awardSales>[1],
) {
  if (!sales.length) return;
  await awardSales(tx, sales);
  await refreshMemberStats(
    tx,
    sales.map((s) => s.transaction),
  );
}
