import { and, eq, inArray, isNull } from 'drizzle-orm';
import { addMonthsToDate, membershipFeeKind, type MembershipFeeKind } from '@cinema/contracts';
import type { Db } from '../../db/client.js';
import { memberFeeExtensions, members, memberSystems, transactionLines } from '../../db/schema/index.js';
import { AppError, invalidField } from '../../platform/errors.js';
import type { QuoteBasket, SaleFact } from '../../platform/events.js';

// 会費 at the counter (docs/membership.md, "会費 at the counter"): a sale's `membershipFee` lines are checked against
// the member's 会員制度 fee while the sale is drafted, and a paid 年会費 or 更新料 extends the member's 有効期限 in the
// sale's transaction; the refund of that line takes the extension back. Sales never import this: the fact hooks call it.

type Fees = Pick<typeof memberSystems.$inferSelect, 'joinFee' | 'annualFee' | 'renewalFee' | 'cardFee'>;
const feeOf = (fees: Fees, kind: MembershipFeeKind) =>
  ({ join: fees.joinFee, annual: fees.annualFee, renewal: fees.renewalFee, card: fees.cardFee })[kind];
const EXTENDS = new Set<string>(['annual', 'renewal']);

type Line = Pick<typeof transactionLines.$inferInsert, 'id' | 'lineNo' | 'lineType' | 'feeKind' | 'unitPrice'>;
const feeLines = <L extends Line>(lines: L[]) =>
  lines.flatMap((l) => (l.lineType === 'membership_fee' && l.feeKind ? [{ ...l, feeKind: l.feeKind }] : []));

async function memberOf(tx: Db, brandId: number, memberNo: string, lock = false) {
  const q = tx
    .select({
      id: members.id,
      status: members.status,
      validUntil: members.validUntil,
      joinFee: memberSystems.joinFee,
      annualFee: memberSystems.annualFee,
      renewalFee: memberSystems.renewalFee,
      cardFee: memberSystems.cardFee,
      validMonths: memberSystems.validMonths,
    })
    .from(members)
    .innerJoin(memberSystems, eq(memberSystems.id, members.memberSystemId))
    .where(and(eq(members.brandId, brandId), eq(members.memberNo, memberNo)));
  const [m] = lock ? await q.for('update', { of: members }) : await q;
  return m;
}

/**
 * The `sales.writing` hook: a sale with 会費 lines names an existing member of its brand, not withdrawn; each fee
 * is the member's 会員制度's. A counter charged another price is kept with `price_mismatch` (the money moved); the
 * online channel has charged nothing yet and is refused (409), as for any price.
 */
export async function checkFees(tx: Db, sales: SaleFact[]) {
  for (const { transaction: t, lines } of sales) {
    const fees = feeLines(lines);
    if (!fees.length) continue;
    if (!t.memberNo) throw invalidField('memberNo', '会費の販売には会員番号を指定してください');
    const member = await memberOf(tx, t.brandId, t.memberNo);
    if (!member) throw invalidField('memberNo', `会員番号 ${t.memberNo} の会員が見つかりません`);
    if (member.status === 'withdrawn')
      throw new AppError('conflict', `会員番号 ${t.memberNo} は退会済みのため、会費を受け付けられません`);
    for (const l of fees) {
      const expected = feeOf(member, l.feeKind);
      if (expected === l.unitPrice) continue;
      const message = `${l.lineNo}行目 ${membershipFeeKind.labels[l.feeKind]}: 端末 ${l.unitPrice}円、会員制度 ${expected}円`;
      if (t.channel === 'online') throw new AppError('conflict', `料金が変更されています（${message}）`);
      t.exceptions?.push({ kind: 'price_mismatch', message, lineNo: l.lineNo, expected, actual: l.unitPrice });
    }
  }
}

/**
 * The `sales.quoting` hook: a 会費 line the device left unpriced costs the member's 会員制度 fee of its kind. The
 * checks of the sale itself (a member of the brand, not 退会) follow when the quote is drafted (`checkFees`).
 */
export async function priceQuotedFees(tx: Db, basket: QuoteBasket): Promise<QuoteBasket['lines']> {
  if (!basket.lines.some((l) => l.type === 'membershipFee' && l.unitPrice === undefined)) return basket.lines;
  if (!basket.memberNo) throw invalidField('memberNo', '会費の販売には会員番号を指定してください');
  const member = await memberOf(tx, basket.brandId, basket.memberNo);
  if (!member) throw invalidField('memberNo', `会員番号 ${basket.memberNo} の会員が見つかりません`);
  return basket.lines.map((l) =>
    l.type === 'membershipFee' && l.unitPrice === undefined ? { ...l, unitPrice: feeOf(member, l.feeKind) } : l,
  );
}

/**
 * Paid sales with a 年会費 or 更新料: each line extends the member's 有効期限 by the system's months from the later of
 * the sale's business day and the current 有効期限, and makes an 期限切れ member 有効. Once per line.
 */
export async function extendForFees(
  tx: Db,
  sales: {
    transaction: Pick<SaleFact['transaction'], 'id' | 'brandId' | 'memberNo' | 'status' | 'salesBusinessDate'>;
    lines: Line[];
  }[],
) {
  for (const { transaction: t, lines } of sales) {
    const extending = feeLines(lines).filter((l) => EXTENDS.has(l.feeKind));
    if (!extending.length || t.status !== 'success' || !t.memberNo) continue;
    const member = await memberOf(tx, t.brandId, t.memberNo, true);
    if (!member || member.status === 'withdrawn') continue;
    let { validUntil, status } = member;
    for (const l of extending) {
      if (!l.id) continue;
      const [done] = await tx
        .select({ id: memberFeeExtensions.id })
        .from(memberFeeExtensions)
        .where(eq(memberFeeExtensions.lineId, l.id));
      if (done) continue;
      const from = validUntil && validUntil > t.salesBusinessDate ? validUntil : t.salesBusinessDate;
      const next = addMonthsToDate(from, member.validMonths ?? 12);
      await tx.insert(memberFeeExtensions).values({
        brandId: t.brandId,
        memberId: member.id,
        lineId: l.id,
        transactionId: t.id,
        previousValidUntil: validUntil,
        previousStatus: status,
        validUntil: next,
      });
      validUntil = next;
      if (status === 'expired') status = 'active';
    }
    await tx.update(members).set({ validUntil, status, updatedAt: new Date() }).where(eq(members.id, member.id));
  }
}

/**
 * A void or refund of 年会費 or 更新料 lines: each extension taken back, once. The 有効期限 returns to what it was when
 * nothing extended it since; else it moves back by as many days as the line added. A member the extension made
 * 有効 is 期限切れ again when the date is past.
 */
export async function revertFees(tx: Db, reversal: { id: string; salesBusinessDate: string }) {
  const reversed = await tx
    .select({ originalLineId: transactionLines.originalLineId })
    .from(transactionLines)
    .where(and(eq(transactionLines.transactionId, reversal.id), eq(transactionLines.lineType, 'membership_fee')));
  const ids = reversed.flatMap((r) => (r.originalLineId ? [r.originalLineId] : []));
  if (!ids.length) return;
  const taken = await tx
    .update(memberFeeExtensions)
    .set({ revertedBy: reversal.id })
    .where(and(inArray(memberFeeExtensions.lineId, ids), isNull(memberFeeExtensions.revertedBy)))
    .returning();
  for (const ext of taken) {
    const [member] = await tx.select().from(members).where(eq(members.id, ext.memberId)).for('update');
    if (!member || member.status === 'withdrawn') continue;
    const validUntil =
      member.validUntil === ext.validUntil
        ? ext.previousValidUntil
        : shiftBack(member.validUntil, ext.previousValidUntil, ext.validUntil);
    const lapsed = validUntil != null && validUntil < reversal.salesBusinessDate;
    const status = member.status === 'active' && ext.previousStatus === 'expired' && lapsed ? 'expired' : member.status;
    await tx.update(members).set({ validUntil, status, updatedAt: new Date() }).where(eq(members.id, member.id));
  }
}

const DAY_MS = 86_400_000;
/** The current date less the days an extension added (previous → extended); unchanged without a previous date. */
function shiftBack(current: string | null, previous: string | null, extended: string) {
  if (!current || !previous) return current;
  const days = (Date.parse(extended) - Date.parse(previous)) / DAY_MS;
  return new Date(Date.parse(current) - days * DAY_MS).toISOString().slice(0, 10);
}
