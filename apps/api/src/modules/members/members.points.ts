import { and, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import { addMonthsToDate, pointsFor, type PointRules } from '@cinema/contracts';
import type { Db } from '../../db/client.js';
import {
  memberPointEntries,
  members,
  memberSystems,
  transactionLines,
  transactionPayments,
  transactions,
} from '../../db/schema/index.js';
import type { SaleFact } from '../../platform/events.js';
import { giveBackUse, POINTS_KIND, pointsPaidOf, useForPaidOrder, usesOfSale } from './members.points-use.js';

// Points from sales (docs/membership.md, "points from sales"): a paid sale of an active member earns its points in the
// sale's own transaction, once (a unique index per document and kind); its void or refund takes back what the kept
// lines no longer earn, once per reversal document. Sales never import this: the fact hooks call it.

type Line = Pick<typeof transactionLines.$inferInsert, 'lineType' | 'amount'>;
const COUNTING = new Set(['ticket', 'shop', 'other']);

/** The paid amount that earns points: tickets always, 売店 and その他 when the rules count them; never 会費. */
export const pointBasis = (lines: Line[], rules: PointRules) =>
  lines.reduce(
    (sum, l) => sum + (COUNTING.has(l.lineType) && (l.lineType === 'ticket' || rules.shopItems) ? l.amount : 0),
    0,
  );

const rateOf = (rules: PointRules, channel: string) =>
  channel === 'pos' || channel === 'kiosk' || channel === 'online' ? rules[channel] : 0;

interface Earning {
  transaction: Pick<
    typeof transactions.$inferInsert,
    'id' | 'brandId' | 'kind' | 'status' | 'channel' | 'memberNo' | 'salesBusinessDate'
  >;
  lines: Line[];
  /** Yen paid with points: they earn nothing, and are taken off what earns first (docs/membership.md). */
  pointsPaid?: number;
}

/** Active members of these sales, one read per brand in the batch. */
async function activeMembers(tx: Db, sales: Earning[]) {
  const byBrand = new Map<number, string[]>();
  for (const { transaction: t } of sales)
    if (t.memberNo) byBrand.set(t.brandId, [...(byBrand.get(t.brandId) ?? []), t.memberNo]);
  const found = new Map<string, { id: number; points: PointRules }>();
  for (const [brandId, numbers] of byBrand) {
    const rows = await tx
      .select({ id: members.id, memberNo: members.memberNo, points: memberSystems.points })
      .from(members)
      .innerJoin(memberSystems, eq(memberSystems.id, members.memberSystemId))
      .where(and(eq(members.brandId, brandId), inArray(members.memberNo, numbers), eq(members.status, 'active')));
    for (const r of rows) found.set(`${brandId}:${r.memberNo}`, { id: r.id, points: r.points });
  }
  return found;
}

/** Writes the 付与 of paid member sales (a batch at once); a sale already awarded is left alone. */
export async function awardSales(tx: Db, sales: Earning[]) {
  const earning = sales.filter(({ transaction: t }) => t.memberNo && t.kind === 'sale' && t.status === 'success');
  if (!earning.length) return;
  const found = await activeMembers(tx, earning);
  const rows: (typeof memberPointEntries.$inferInsert)[] = [];
  for (const { transaction: t, lines, pointsPaid } of earning) {
    const member = found.get(`${t.brandId}:${t.memberNo}`);
    if (!member) continue;
    const basis = Math.max(pointBasis(lines, member.points) - (pointsPaid ?? 0), 0);
    const rate = rateOf(member.points, t.channel);
    const points = pointsFor(basis, rate);
    if (points <= 0) continue;
    rows.push({
      brandId: t.brandId,
      memberId: member.id,
      kind: 'award',
      points,
      transactionId: t.id,
      saleId: t.id,
      basis,
      rate,
      // Points expire the system's months after the sale's business day.
      expiresOn: addMonthsToDate(t.salesBusinessDate, member.points.expiryMonths),
      occurredOn: t.salesBusinessDate,
    });
  }
  if (rows.length) await tx.insert(memberPointEntries).values(rows).onConflictDoNothing();
}

/** The hooks' sales (rows as written) as earnings. */
export const earningsOf = (sales: SaleFact[]): Earning[] =>
  sales.flatMap(({ transaction: t, lines, payments }) =>
    t.memberNo ? [{ transaction: t, lines, pointsPaid: pointsPaidOf(payments) }] : [],
  );

/**
 * A void or refund of a member's sale: its 付与 less what the kept lines still earn, less what earlier reversals
 * took, written once against the reversal document. A 付与 counted 売店 when its basis (and the points the sale
 * used, taken off it) is above the tickets'. The kept lines earn on what they hold less the points still used.
 */
async function reverseFor(tx: Db, reversal: { id: string; originalId: string; salesBusinessDate: string }) {
  const [award] = await tx
    .select()
    .from(memberPointEntries)
    .where(and(eq(memberPointEntries.saleId, reversal.originalId), eq(memberPointEntries.kind, 'award')));
  if (!award?.basis || !award.rate) return;
  const [sums] = await tx
    .select({
      tickets: sql<number>`coalesce(sum(${transactionLines.amount}) filter (where ${transactionLines.transactionId} = ${reversal.originalId} and ${transactionLines.lineType} = 'ticket'), 0)::int`,
      backTickets: sql<number>`coalesce(sum(-${transactionLines.amount}) filter (where ${transactionLines.transactionId} <> ${reversal.originalId} and ${transactionLines.lineType} = 'ticket'), 0)::int`,
      backOther: sql<number>`coalesce(sum(-${transactionLines.amount}) filter (where ${transactionLines.transactionId} <> ${reversal.originalId} and ${transactionLines.lineType} in ('shop', 'other')), 0)::int`,
    })
    .from(transactionLines)
    .where(
      sql`${transactionLines.transactionId} in (select ${transactions.id} from ${transactions} where ${transactions.id} = ${reversal.originalId} or ${transactions.originalId} = ${reversal.originalId})`,
    );
  const uses = await usesOfSale(tx, reversal.originalId);
  const shopCounted = award.basis + uses.used > (sums?.tickets ?? 0);
  const back = (sums?.backTickets ?? 0) + (shopCounted ? (sums?.backOther ?? 0) : 0);
  // Kept: the counting lines kept, less the points still used (what was used, less what reversals gave back).
  const kept = Math.min(Math.max(award.basis - back + uses.returned, 0), award.basis);
  const [taken] = await tx
    .select({ n: sql<number>`coalesce(sum(${memberPointEntries.points}), 0)::int` })
    .from(memberPointEntries)
    .where(and(eq(memberPointEntries.saleId, reversal.originalId), eq(memberPointEntries.kind, 'reversal')));
  const owed = award.points - pointsFor(kept, award.rate) + (taken?.n ?? 0);
  if (owed <= 0) return;
  await tx
    .insert(memberPointEntries)
    .values({
      brandId: award.brandId,
      memberId: award.memberId,
      kind: 'reversal',
      points: -owed,
      transactionId: reversal.id,
      saleId: reversal.originalId,
      expiresOn: award.expiresOn,
      occurredOn: reversal.salesBusinessDate,
    })
    .onConflictDoNothing();
}

// The document's points tenders (qualified by hand: a one-table select names its columns bare, which the
// subquery's own table would take).
const pointsOf = (what: string) =>
  sql`select ${sql.raw(what)} from ${transactionPayments} tp
    where tp.transaction_id = "transactions"."id" and tp.method_kind = ${POINTS_KIND}`;

/**
 * Facts moved other than by a new sale's rows: an online order paid earns; a void or refund takes back. Answers the
 * member documents read, for member_stats.
 */
export async function pointsOfFacts(tx: Db, ids: string[]) {
  const docs = await tx
    .select({
      id: transactions.id,
      brandId: transactions.brandId,
      kind: transactions.kind,
      status: transactions.status,
      channel: transactions.channel,
      memberNo: transactions.memberNo,
      originalId: transactions.originalId,
      salesBusinessDate: transactions.salesBusinessDate,
      pointsPaid: sql<number>`coalesce((${pointsOf('sum(tp.amount)')}), 0)::int`,
    })
    .from(transactions)
    .where(
      and(
        inArray(transactions.id, ids),
        // A points tender without a 会員番号 is read too: it is refused (400 naming memberNo).
        or(isNotNull(transactions.memberNo), sql`exists (${pointsOf('1')})`),
      ),
    );
  for (const d of docs) {
    if (d.kind === 'sale') {
      // An online order paid with points: its 利用 (or 409 points_unavailable), then its 付与 on the rest.
      if (d.status === 'success') await useForPaidOrder(tx, d, d.pointsPaid);
      const lines = await tx
        .select({ lineType: transactionLines.lineType, amount: transactionLines.amount })
        .from(transactionLines)
        .where(eq(transactionLines.transactionId, d.id));
      await awardSales(tx, [{ transaction: d, lines, pointsPaid: d.pointsPaid }]);
    } else if (d.originalId) {
      const reversal = { id: d.id, originalId: d.originalId, salesBusinessDate: d.salesBusinessDate };
      await giveBackUse(tx, reversal, -d.pointsPaid);
      await reverseFor(tx, reversal);
    }
  }
  return docs;
}
