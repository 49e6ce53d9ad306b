import { and, eq, sql } from 'drizzle-orm';
import {
  businessDateOf,
  cashierSettlementMessages,
  countedTotalOf,
  type CashMovementDocument,
  type DocumentResult,
  type ShiftCloseDocument,
  type ShiftOpenDocument,
} from '@cinema/contracts';
import type { Db } from '../../../db/client.js';
import {
  cashierShifts,
  cashMovements,
  deviceNotificationLogs,
  transactionPayments,
  transactions,
} from '../../../db/schema/index.js';
import { AppError, conflict } from '../../../platform/errors.js';
import { postingOf } from '../../../platform/closed-days.js';
import { newFactId } from '../../../platform/fact-id.js';
import { findShift, shiftClosed, type SalesContext } from '../sales-context.js';

const yen = (n: number) => `${n.toLocaleString('ja-JP')}円`;

// A cashier shift: opened with a float, cash dropped or added, closed with a count (docs/sales.md, "facts").
// Its expected cash is the float, the cash payments of its documents (refunds negative) and its
// cash movements; the count against it is the over/short shown on the cashier report.

const noTransaction = (doc: { clientId: string; kind: string }): DocumentResult => ({
  clientId: doc.clientId,
  kind: doc.kind,
  transactionId: null,
  transactionNo: null,
  transactionKind: null,
  status: null,
  total: null,
  tax: null,
  change: null,
  exceptions: [],
});

export const shiftStillWorking = 'この端末には締められていないシフトがあります。先にシフトを締めてください';

export async function openShift(tx: Db, ctx: SalesContext, doc: ShiftOpenDocument): Promise<DocumentResult> {
  const openedAt = new Date(doc.occurredAt);
  // A shift opened on a closed 営業日 (its documents arriving late) counts on the next open day, with its sales.
  const { salesBusinessDate } = await postingOf(tx, ctx.cinemaId, businessDateOf(openedAt, ctx.cutoffHour));
  const [row] = await tx
    .insert(cashierShifts)
    .values({
      id: doc.clientId,
      brandId: ctx.brandId,
      cinemaId: ctx.cinemaId,
      deviceId: ctx.deviceId!,
      deviceClientId: doc.clientId,
      accountId: ctx.accountId ?? null,
      staffName: doc.staffName ?? null,
      salesBusinessDate,
      status: 'working',
      openedAt,
      openingFloat: doc.openingFloat,
    })
    .onConflictDoNothing()
    .returning({ id: cashierShifts.id });
  if (!row) throw conflict(shiftStillWorking);
  return { ...noTransaction(doc), total: doc.openingFloat };
}

const signOf = { floatAdd: 1, drop: -1, payout: -1 } as const;

export async function moveCash(tx: Db, ctx: SalesContext, doc: CashMovementDocument): Promise<DocumentResult> {
  const shift = await findShift(tx, ctx, doc.shiftClientId);
  const amount = signOf[doc.movement] * doc.amount;
  await tx.insert(cashMovements).values({
    id: newFactId(),
    shiftId: shift.id,
    brandId: ctx.brandId,
    cinemaId: ctx.cinemaId,
    kind: doc.movement,
    amount,
    reason: doc.reason ?? null,
    occurredAt: new Date(doc.occurredAt),
  });
  return { ...noTransaction(doc), total: amount };
}

/** The float, cash taken (net of change, refunds negative) and cash moved in and out. */
export async function expectedCash(db: Db, shiftId: string, openingFloat: number) {
  const [cash] = await db
    .select({ sum: sql<number>`coalesce(sum(${transactionPayments.amount}), 0)::int` })
    .from(transactionPayments)
    .innerJoin(transactions, eq(transactions.id, transactionPayments.transactionId))
    .where(and(eq(transactions.shiftId, shiftId), eq(transactionPayments.methodKind, 'cash')));
  const [moved] = await db
    .select({ sum: sql<number>`coalesce(sum(${cashMovements.amount}), 0)::int` })
    .from(cashMovements)
    .where(eq(cashMovements.shiftId, shiftId));
  return openingFloat + (cash?.sum ?? 0) + (moved?.sum ?? 0);
}

/**
 * A drawer count against the shift's 理論現金在高, with the rule that a difference needs its reason: the device's
 * shift_close and レジ精算's console 精算 and 再精算 settle through this one function (docs/sales.md, "console settlement").
 */
export async function settlementOf(
  tx: Db,
  shift: { id: string; openingFloat: number },
  countedCash: ShiftCloseDocument['countedCash'],
  overShortReason: string | null | undefined,
) {
  const expected = await expectedCash(tx, shift.id, shift.openingFloat);
  const counted = countedTotalOf(countedCash);
  const overShort = counted - expected;
  const reason = overShortReason?.trim() || null;
  if (overShort !== 0 && !reason)
    throw new AppError('validation_failed', cashierSettlementMessages.overShortReason, [
      { field: 'overShortReason', message: cashierSettlementMessages.overShortReason },
    ]);
  return {
    countedCash: countedCash as Record<string, number>,
    countedTotal: counted,
    expectedCash: expected,
    overShort,
    overShortReason: reason,
  };
}

export async function closeShift(tx: Db, ctx: SalesContext, doc: ShiftCloseDocument): Promise<DocumentResult> {
  const shift = await findShift(tx, ctx, doc.shiftClientId, { working: false });
  if (shift.status === 'closed' && shift.closedFrom === 'console') return lateClose(tx, ctx, doc, shift);
  if (shift.status !== 'working') throw conflict(shiftClosed);
  // A close is never held back by a document the device numbered and never sent: the register must
  // close at the end of the day. The numbers missing from the shift are shown on its レジ精算.
  const settled = await settlementOf(tx, shift, doc.countedCash, doc.overShortReason);
  await tx
    .update(cashierShifts)
    .set({
      status: 'closed',
      closedAt: new Date(doc.occurredAt),
      closedFrom: 'device',
      ...settled,
      overShortReason: doc.overShortReason ?? null,
      drawerOpens: doc.drawerOpens ?? 0,
      lastDeviceSeq: doc.deviceSeq,
    })
    .where(and(eq(cashierShifts.id, shift.id), eq(cashierShifts.status, 'working')));
  return { ...noTransaction(doc), total: settled.overShort };
}

/**
 * The device's shift_close of a shift already closed from the console (its device came back): accepted, so the
 * device's queue moves on, and nothing of the shift changes; the console's count stands. The device's own count is
 * told to staff as a device notification (注意), to settle again if it is right (docs/sales.md, "console settlement").
 * The answer's total is the console's 過不足.
 */
async function lateClose(
  tx: Db,
  ctx: SalesContext,
  doc: ShiftCloseDocument,
  shift: typeof cashierShifts.$inferSelect,
): Promise<DocumentResult> {
  const counted = countedTotalOf(doc.countedCash);
  await tx.insert(deviceNotificationLogs).values({
    brandId: ctx.brandId,
    cinemaId: ctx.cinemaId,
    deviceId: ctx.deviceId,
    level: 'warning',
    kind: 'other',
    message:
      `管理画面で精算済みのシフト（${shift.staffName ?? '担当者なし'}、営業日 ${shift.salesBusinessDate}）に端末からシフト締めが届きました。` +
      `端末の計数 ${yen(counted)} は記録していません（管理画面の計数 ${yen(shift.countedTotal ?? 0)}）。` +
      '端末の計数が正しければレジ精算で再精算してください',
  });
  return { ...noTransaction(doc), total: shift.overShort };
}

/**
 * The cinema's office cash (事務所現金) of a business day: where a refund or void done in the console
 * pays cash from when no register does. One per cinema and day, opened on first use; it shows in
 * レジ精算 like a drawer with no float.
 */
export async function officeShift(tx: Db, at: { brandId: number; cinemaId: number; salesBusinessDate: string }) {
  const id = newFactId();
  const [created] = await tx
    .insert(cashierShifts)
    .values({
      id,
      brandId: at.brandId,
      cinemaId: at.cinemaId,
      deviceId: null,
      kind: 'office',
      deviceClientId: id,
      salesBusinessDate: at.salesBusinessDate,
      status: 'working',
      openedAt: new Date(),
      openingFloat: 0,
    })
    .onConflictDoNothing()
    .returning({ id: cashierShifts.id });
  if (created) return created.id;
  const [office] = await tx
    .select({ id: cashierShifts.id })
    .from(cashierShifts)
    .where(
      and(
        eq(cashierShifts.cinemaId, at.cinemaId),
        eq(cashierShifts.salesBusinessDate, at.salesBusinessDate),
        eq(cashierShifts.kind, 'office'),
      ),
    );
  return office!.id;
}
