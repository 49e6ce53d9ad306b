import { and, eq, sql } from 'drizzle-orm';
import {
  businessDateOf,
  type CashMovementDocument,
  type DocumentResult,
  type ShiftCloseDocument,
  type ShiftOpenDocument,
} from '@cinema/contracts';
import type { Db } from '../../../db/client.js';
import { cashierShifts, cashMovements, transactionPayments, transactions } from '../../../db/schema/index.js';
import { AppError, conflict } from '../../../platform/errors.js';
import { postingOf } from '../../../platform/closed-days.js';
import { newFactId } from '../../../platform/fact-id.js';
import { findShift, type SalesContext } from '../sales-context.js';

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

export async function closeShift(tx: Db, ctx: SalesContext, doc: ShiftCloseDocument): Promise<DocumentResult> {
  const shift = await findShift(tx, ctx, doc.shiftClientId);
  // A close is never held back by a document the device numbered and never sent: the register must
  // close at the end of the day. The numbers missing from the shift are shown on its レジ精算.
  const expected = await expectedCash(tx, shift.id, shift.openingFloat);
  const counted = Object.entries(doc.countedCash).reduce(
    (s, [denomination, n]) => s + Number(denomination) * (n ?? 0),
    0,
  );
  const overShort = counted - expected;
  if (overShort !== 0 && !doc.overShortReason?.trim())
    throw new AppError('validation_failed', '過不足がある場合は理由を入力してください', [
      { field: 'overShortReason', message: '過不足がある場合は理由を入力してください' },
    ]);
  await tx
    .update(cashierShifts)
    .set({
      status: 'closed',
      closedAt: new Date(doc.occurredAt),
      countedCash: doc.countedCash as Record<string, number>,
      countedTotal: counted,
      expectedCash: expected,
      overShort,
      overShortReason: doc.overShortReason ?? null,
      drawerOpens: doc.drawerOpens ?? 0,
      lastDeviceSeq: doc.deviceSeq,
    })
    .where(and(eq(cashierShifts.id, shift.id), eq(cashierShifts.status, 'working')));
  return { ...noTransaction(doc), total: overShort };
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
