import { and, eq } from 'drizzle-orm';
import { transactionLines } from '../../db/schema/index.js';
import type { Db } from '../../db/client.js';
import type { FactHookSet } from '../../platform/events.js';
import { checkFees, extendForFees, priceQuotedFees, revertFees } from './members.fees.js';
import { awardSales, earningsOf, pointsOfFacts } from './members.points.js';
import { pointUses } from './members.points-use.js';
import { refreshMemberStats } from './members.stats.js';

// A member's sale earns its points in the sale's own transaction, once its rows are written (docs/membership.md);
// a void, a refund or an online order paid arrives as a changed fact. The member's member_stats row is recomputed
// after, in the same transaction. Sales without a 会員番号 or points tender cost no query.
export const memberFactHooks: FactHookSet = {
  // A quote's 会費 left unpriced: the member's 会員制度 fee.
  'sales.quoting': priceQuotedFees,
  // 会費 lines checked against the member's 会員制度; a points tender's 利用 under the member's lock, written with the
  // sale's rows, or the sale refused.
  'sales.writing': async (tx, sales) => {
    await checkFees(tx, sales);
    return pointUses(tx, sales);
  },
  'sales.written': async (tx, sales) => {
    await memberSalesWritten(tx, earningsOf(sales));
    await extendForFees(tx, sales);
  },
  'facts.changed': async (tx, facts) => {
    if (!facts.length) return;
    const docs = await pointsOfFacts(
      tx,
      facts.map((f) => f.transactionId),
    );
    for (const d of docs) await feesOfFact(tx, d);
    await refreshMemberStats(tx, docs);
  },
};

/** An online order paid extends for its 年会費・更新料; a void or refund takes the extension back. */
async function feesOfFact(
  tx: Db,
  d: Parameters<typeof extendForFees>[1][number]['transaction'] & { kind: string; originalId: string | null },
) {
  if (d.kind !== 'sale') return d.originalId ? revertFees(tx, d) : undefined;
  if (d.status !== 'success') return;
  const lines = await tx
    .select({
      id: transactionLines.id,
      lineNo: transactionLines.lineNo,
      lineType: transactionLines.lineType,
      feeKind: transactionLines.feeKind,
      unitPrice: transactionLines.unitPrice,
    })
    .from(transactionLines)
    .where(and(eq(transactionLines.transactionId, d.id), eq(transactionLines.lineType, 'membership_fee')));
  if (lines.length) await extendForFees(tx, [{ transaction: d, lines }]);
}

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
