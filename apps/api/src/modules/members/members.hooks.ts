import type { FactHookSet } from '../../platform/events.js';
import { awardSales, earningsOf, pointsOfFacts } from './members.points.js';

// A member's sale earns its points in the sale's own transaction, once its rows are written (docs/membership.md);
// a void, a refund or an online order paid arrives as a changed fact. Sales without a 会員番号 cost no query.
export const memberFactHooks: FactHookSet = {
  'sales.written': async (tx, sales) => {
    const earnings = earningsOf(sales);
    if (earnings.length) await awardSales(tx, earnings);
  },
  'facts.changed': async (tx, facts) => {
    if (facts.length)
      await pointsOfFacts(
        tx,
        facts.map((f) => f.transactionId),
      );
  },
};
