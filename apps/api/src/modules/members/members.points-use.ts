import { and, eq, sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client.js';
import { memberPointEntries, members } from '../../db/schema/index.js';
import { AppError, invalidField } from '../../platform/errors.js';
import type { HookRows, SaleFact } from '../../platform/events.js';

// Points as a tender (docs/membership.md, "points as a tender"): a sale paid with the brand's ポイント method takes
// the member's points in its own transaction, 1 point = 1 yen, under the member's row lock, never below zero; a void
// or refund gives back what it returns to that tender (利用取消), once per reversal document. Sales never import
// this: the fact hooks call it.

/** The payment kind of the points tender (contracts `paymentKind`). */
export const POINTS_KIND = 'points';

/** Yen of these tenders paid with points (a reversal's are negative). */
export const pointsPaidOf = (payments: readonly { methodKind: string; amount: number }[] | undefined) =>
  (payments ?? []).reduce((sum, p) => sum + (p.methodKind === POINTS_KIND ? p.amount : 0), 0);

const unavailable = (message: string) => new AppError('points_unavailable', message);

// Points taken by sales drafted earlier in the same transaction (a batch of sales, group commit) but not yet
// written: kept as a transaction-local setting, so a savepoint rolled back (a coupon sale refused) forgets its own.
// A sale refused after its draft (a seat taken) leaves its share counted: a later sale of the same member in that
// batch may be refused for points it could have used, never the reverse.
const pendingKey = (memberId: number) => `members.points_pending_${memberId}`;

type Sale = Pick<SaleFact['transaction'], 'id' | 'brandId' | 'memberNo' | 'salesBusinessDate'>;

/**
 * Takes `used` points of the sale's member: the member row locked (a second sale of the same points waits, then
 * reads the ledger afresh), an active member of the sale's brand, and enough usable points; answers the 利用 row.
 */
async function takePoints(tx: Db, sale: Sale, used: number) {
  if (!sale.memberNo) throw invalidField('memberNo', 'ポイントで支払う販売には会員番号を指定してください');
  const [member] = await tx
    .select({ id: members.id, status: members.status })
    .from(members)
    .where(and(eq(members.brandId, sale.brandId), eq(members.memberNo, sale.memberNo)))
    .for('update');
  if (!member || member.status !== 'active')
    throw unavailable(`会員番号 ${sale.memberNo} は有効な会員ではないため、ポイントを利用できません`);
  // A statement of its own after the lock: it sees what the sale we waited for committed.
  const [read] = await rowsOf<{ balance: number; pending: number }>(
    tx.execute(sql`select
      (select coalesce(sum(${memberPointEntries.points}), 0) from ${memberPointEntries}
        where ${memberPointEntries.memberId} = ${member.id})::int as balance,
      coalesce(nullif(current_setting(${pendingKey(member.id)}, true), ''), '0')::int as pending`),
  );
  const usable = Math.max(read?.balance ?? 0, 0) - (read?.pending ?? 0);
  if (used > usable)
    throw unavailable(`ポイントが足りません（利用 ${used} ポイント、利用できるポイント ${Math.max(usable, 0)}）`);
  await tx.execute(sql`select set_config(${pendingKey(member.id)}, ${String((read?.pending ?? 0) + used)}, true)`);
  return {
    brandId: sale.brandId,
    memberId: member.id,
    kind: 'use' as const,
    points: -used,
    transactionId: sale.id,
    saleId: sale.id,
    occurredOn: sale.salesBusinessDate,
  };
}

/** The `sales.writing` hook: the 利用 rows of paid sales with a points tender, written with the sales' rows. */
export async function pointUses(tx: Db, sales: SaleFact[]): Promise<HookRows[]> {
  const rows: Awaited<ReturnType<typeof takePoints>>[] = [];
  for (const { transaction: t, payments } of sales) {
    const used = pointsPaidOf(payments);
    if (used > 0 && t.status === 'success') rows.push(await takePoints(tx, t, used));
  }
  return rows.length ? [{ table: memberPointEntries, rows }] : [];
}

/** An online order paid with points (facts.changed): its 利用, once (a repeated fact finds it written). */
export async function useForPaidOrder(tx: Db, sale: Sale, used: number) {
  if (used <= 0) return;
  const [written] = await tx
    .select({ id: memberPointEntries.id })
    .from(memberPointEntries)
    .where(and(eq(memberPointEntries.transactionId, sale.id), eq(memberPointEntries.kind, 'use')));
  if (written) return;
  await tx.insert(memberPointEntries).values(await takePoints(tx, sale, used));
}

/**
 * A void or refund giving yen back to the points tender: as many points back (利用取消), to the member whose
 * 利用 it was, once per reversal document. The refund gives back to the tenders in their order (docs/sales.md), so
 * the points returned are exactly what the reversal's own payment rows say.
 */
export async function giveBackUse(
  tx: Db,
  reversal: { id: string; originalId: string; salesBusinessDate: string },
  returned: number,
) {
  if (returned <= 0) return;
  const [use] = await tx
    .select({ brandId: memberPointEntries.brandId, memberId: memberPointEntries.memberId })
    .from(memberPointEntries)
    .where(and(eq(memberPointEntries.saleId, reversal.originalId), eq(memberPointEntries.kind, 'use')));
  if (!use) return;
  await tx
    .insert(memberPointEntries)
    .values({
      brandId: use.brandId,
      memberId: use.memberId,
      kind: 'useReversal',
      points: returned,
      transactionId: reversal.id,
      saleId: reversal.originalId,
      occurredOn: reversal.salesBusinessDate,
    })
    .onConflictDoNothing();
}

/** Points a sale used and those its reversals gave back so far (for what its kept lines still earn). */
export async function usesOfSale(tx: Db, saleId: string) {
  const [row] = await tx
    .select({
      used: sql<number>`coalesce(-sum(${memberPointEntries.points}) filter (where ${memberPointEntries.kind} = 'use'), 0)::int`,
      returned: sql<number>`coalesce(sum(${memberPointEntries.points}) filter (where ${memberPointEntries.kind} = 'useReversal'), 0)::int`,
    })
    .from(memberPointEntries)
    .where(eq(memberPointEntries.saleId, saleId));
  return { used: row?.used ?? 0, returned: row?.returned ?? 0 };
}
