import { and, asc, eq } from 'drizzle-orm';
import {
  cashierSettlementMessages as msg,
  formatBusinessDate,
  type CashierReportDetail,
  type CashierResettleBody,
  type CashierSettleBody,
} from '@cinema/contracts';
import type { Db } from '../../db/client.js';
import { cashierSettlements, cashierShifts } from '../../db/schema/index.js';
import type { Actor } from '../../platform/actor.js';
import { audit } from '../../platform/audit.js';
import { refuseClosedDay } from '../../platform/closed-days.js';
import { conflict, found } from '../../platform/errors.js';
import { newFactId } from '../../platform/fact-id.js';
import { settlementOf } from '../sales/index.js';
import { shiftOf, type ShiftHeader } from './cashier-report.repository.js';

// レジ精算's console actions (docs/sales.md, "console settlement"): 精算 of a working shift from a drawer count (its
// device died), 再精算 of a closed one with its reason, and 責任者承認. Each runs in one transaction with its audit row,
// and none may change a shift of a closed 営業日 (docs/reports.md, "日次締め": refused 409 naming the day).

type Cinema = { id: number; brandId: number };
type Shift = typeof cashierShifts.$inferSelect;
type Settlement = CashierReportDetail['settlements'][number];

const yen = (n: number) => `${n.toLocaleString('ja-JP')}円`;
const whoOf = (actor: Actor) => ({ name: actor.real.displayName, id: actor.real.id > 0 ? actor.real.id : null });

/** The shift, locked for the write, once its 営業日 is known to be open (and to stay so until commit). */
async function lockShift(tx: Db, cinema: Cinema, id: string): Promise<Shift> {
  const [row] = await tx
    .select()
    .from(cashierShifts)
    .where(and(eq(cashierShifts.id, id), shiftOf(cinema)))
    .for('update');
  const shift = found(row, 'シフトが見つかりません');
  await refuseClosedDay(tx, shift.cinemaId, shift.salesBusinessDate);
  return shift;
}

const label = (s: Shift) => `${formatBusinessDate(s.salesBusinessDate)} ${s.staffName ?? '担当者なし'}のシフト`;

/** 精算: a working shift closed from the console with its drawer count, as its device's shift_close would. */
export async function settleShift(db: Db, actor: Actor, cinema: Cinema, id: string, body: CashierSettleBody) {
  await db.transaction(async (tx) => {
    const shift = await lockShift(tx, cinema, id);
    if (shift.kind === 'office') throw conflict(msg.office);
    if (shift.status !== 'working') throw conflict(msg.notWorking);
    const settled = await settlementOf(tx, shift, body.countedCash, body.overShortReason);
    const by = whoOf(actor);
    const at = new Date();
    await tx
      .update(cashierShifts)
      .set({
        status: 'closed',
        closedAt: at,
        closedFrom: 'console',
        closedByName: by.name,
        closedById: by.id,
        ...settled,
      })
      .where(eq(cashierShifts.id, shift.id));
    await tx.insert(cashierSettlements).values({
      id: newFactId(),
      shiftId: shift.id,
      brandId: shift.brandId,
      cinemaId: shift.cinemaId,
      kind: 'settle',
      closedFrom: 'console',
      ...settled,
      reason: null,
      byId: by.id,
      byName: by.name,
      at,
    });
    await audit(tx, actor, {
      action: 'settle',
      entity: 'cashierShift',
      entityId: shift.id,
      brandId: shift.brandId,
      cinemaId: shift.cinemaId,
      summary: `${label(shift)}を管理画面で精算（実在高 ${yen(settled.countedTotal)}、過不足 ${yen(settled.overShort)}）`,
      detail: { ...settled },
    });
  });
}

/** 再精算: a closed shift counted again; the earlier settlements stay, the shift takes the new one and loses its approval. */
export async function resettleShift(db: Db, actor: Actor, cinema: Cinema, id: string, body: CashierResettleBody) {
  await db.transaction(async (tx) => {
    const shift = await lockShift(tx, cinema, id);
    if (shift.status !== 'closed') throw conflict(msg.notClosed);
    const [first] = await tx
      .select({ id: cashierSettlements.id })
      .from(cashierSettlements)
      .where(eq(cashierSettlements.shiftId, shift.id))
      .limit(1);
    // A device's close lives in the shift's columns only: kept here, as the original, before it is replaced.
    if (!first) await tx.insert(cashierSettlements).values({ id: newFactId(), ...originalOf(shift) });
    const settled = await settlementOf(tx, shift, body.countedCash, body.overShortReason);
    const by = whoOf(actor);
    await tx
      .update(cashierShifts)
      .set({ ...settled, approvedBy: null, approvedAt: null, approvedById: null })
      .where(eq(cashierShifts.id, shift.id));
    await tx.insert(cashierSettlements).values({
      id: newFactId(),
      shiftId: shift.id,
      brandId: shift.brandId,
      cinemaId: shift.cinemaId,
      kind: 'resettle',
      closedFrom: 'console',
      ...settled,
      reason: body.reason,
      byId: by.id,
      byName: by.name,
      at: new Date(),
    });
    await audit(tx, actor, {
      action: 'resettle',
      entity: 'cashierShift',
      entityId: shift.id,
      brandId: shift.brandId,
      cinemaId: shift.cinemaId,
      summary:
        `${label(shift)}を再精算（実在高 ${yen(shift.countedTotal ?? 0)} → ${yen(settled.countedTotal)}、` +
        `過不足 ${yen(settled.overShort)}）理由: ${body.reason}`,
      detail: {
        reason: body.reason,
        before: { countedTotal: shift.countedTotal, overShort: shift.overShort, approvedBy: shift.approvedBy },
        after: settled,
      },
    });
  });
}

/** 責任者承認 of a closed shift. */
export async function approveShift(db: Db, actor: Actor, cinema: Cinema, id: string) {
  await db.transaction(async (tx) => {
    const shift = await lockShift(tx, cinema, id);
    if (shift.status !== 'closed') throw conflict(msg.notClosed);
    if (shift.approvedAt) throw conflict(msg.approvedAlready);
    const by = whoOf(actor);
    await tx
      .update(cashierShifts)
      .set({ approvedBy: by.name, approvedAt: new Date(), approvedById: by.id })
      .where(eq(cashierShifts.id, shift.id));
    await audit(tx, actor, {
      action: 'approve',
      entity: 'cashierShift',
      entityId: shift.id,
      brandId: shift.brandId,
      cinemaId: shift.cinemaId,
      summary: `${label(shift)}を承認（過不足 ${yen(shift.overShort ?? 0)}）`,
    });
  });
}

/** A shift's first settlement as its own columns hold it (a device's close, never copied yet). */
function originalOf(shift: Shift) {
  return {
    shiftId: shift.id,
    brandId: shift.brandId,
    cinemaId: shift.cinemaId,
    kind: 'settle' as const,
    closedFrom: shift.closedFrom ?? ('device' as const),
    countedCash: shift.countedCash ?? {},
    countedTotal: shift.countedTotal ?? 0,
    expectedCash: shift.expectedCash ?? 0,
    overShort: shift.overShort ?? 0,
    overShortReason: shift.overShortReason,
    reason: null,
    byId: shift.closedById ?? shift.accountId,
    byName: shift.closedByName ?? shift.staffName,
    at: shift.closedAt ?? new Date(),
  };
}

/** The shift's settlements, the original first: the stored ones, or a device's close alone. */
export async function settlementHistory(db: Db, shift: ShiftHeader): Promise<Settlement[]> {
  const rows = await db
    .select()
    .from(cashierSettlements)
    .where(eq(cashierSettlements.shiftId, shift.id))
    .orderBy(asc(cashierSettlements.at), asc(cashierSettlements.id));
  if (!rows.length && shift.status === 'closed')
    return [
      {
        kind: 'settle',
        closedFrom: shift.closedFrom ?? 'device',
        countedCash: shift.countedCash ?? {},
        countedTotal: shift.countedTotal ?? 0,
        expectedCash: shift.expectedCash ?? 0,
        overShort: shift.overShort ?? 0,
        overShortReason: shift.overShortReason,
        reason: null,
        byName: shift.closedByName ?? shift.staffName,
        at: (shift.closedAt ?? shift.openedAt).toISOString(),
      },
    ];
  return rows.map((r) => ({
    kind: r.kind,
    closedFrom: r.closedFrom,
    countedCash: r.countedCash,
    countedTotal: r.countedTotal,
    expectedCash: r.expectedCash,
    overShort: r.overShort,
    overShortReason: r.overShortReason,
    reason: r.reason,
    byName: r.byName,
    at: r.at.toISOString(),
  }));
}
