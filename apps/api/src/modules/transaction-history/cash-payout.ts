import { readAll } from '../../db/reads.js';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { businessDateOf, cashFromMessages, type PayoutOptions } from '@cinema/contracts';
import type { Db } from '../../db/client.js';
import { cashierShifts, devices, transactionPayments, transactions } from '../../db/schema/index.js';
import { invalidField } from '../../platform/errors.js';
import { postingOf } from '../../platform/closed-days.js';
import { officeShift } from '../sales/index.js';

// Every yen in a drawer (docs/sales.md, "drawers"): cash a console refund or void gives back is paid
// from a register the user names, or from the cinema's office cash, and shows in that レジ精算.

type Sale = { id: string; brandId: number; cinemaId: number; shiftId: string | null };

/** Cash tendered for the sale and not yet paid back. */
export async function cashHeld(db: Db, saleId: string) {
  const p = transactionPayments;
  const [row] = await db
    .select({ sum: sql<number>`coalesce(sum(${p.amount}), 0)::int` })
    .from(p)
    .innerJoin(transactions, eq(transactions.id, p.transactionId))
    .where(
      and(eq(p.methodKind, 'cash'), sql`(${transactions.id} = ${saleId} or ${transactions.originalId} = ${saleId})`),
    );
  return row?.sum ?? 0;
}

const workingDrawers = (db: Db, cinemaId: number, ids?: string[]) =>
  db
    .select({
      id: cashierShifts.id,
      deviceName: devices.name,
      staffName: cashierShifts.staffName,
      openedAt: cashierShifts.openedAt,
    })
    .from(cashierShifts)
    .innerJoin(devices, eq(devices.id, cashierShifts.deviceId))
    .where(
      and(
        eq(cashierShifts.cinemaId, cinemaId),
        eq(cashierShifts.status, 'working'),
        eq(cashierShifts.kind, 'drawer'),
        ids ? inArray(cashierShifts.id, ids) : undefined,
      ),
    )
    .orderBy(asc(devices.name), asc(cashierShifts.openedAt));

/** The void's own drawer: the sale's shift while it still works. */
async function voidDrawer(db: Db, sale: Sale) {
  if (!sale.shiftId) return null;
  const [shift] = await db
    .select({ status: cashierShifts.status })
    .from(cashierShifts)
    .where(eq(cashierShifts.id, sale.shiftId));
  return shift?.status === 'working' ? sale.shiftId : null;
}

export async function payoutOptionsOf(db: Db, sale: Sale): Promise<PayoutOptions> {
  const [cash, own, drawers] = await readAll(
    db,
    () => cashHeld(db, sale.id),
    () => voidDrawer(db, sale),
    () => workingDrawers(db, sale.cinemaId),
  );
  return {
    cash,
    voidDrawer: own,
    drawers: drawers.map((d) => ({ ...d, openedAt: d.openedAt.toISOString() })),
  };
}

/**
 * The shift a console reversal books its cash to: none when it gives no cash back, the sale's own
 * working drawer for a void, else the one the user chose (a working drawer of the cinema, or the
 * office cash of today's business day).
 */
export async function payoutShift(
  tx: Db,
  sale: Sale & { cutoffHour: number },
  kind: 'refund' | 'void',
  cashFrom: string | undefined,
): Promise<string | null> {
  if ((await cashHeld(tx, sale.id)) <= 0) return null;
  if (kind === 'void') {
    const own = await voidDrawer(tx, sale);
    if (own) return own;
  }
  if (!cashFrom) throw invalidField('cashFrom', cashFromMessages.required);
  if (cashFrom === 'office')
    return officeShift(tx, {
      brandId: sale.brandId,
      cinemaId: sale.cinemaId,
      // Today's, or the next open day's when today is already closed (docs/sales.md, "closed days").
      salesBusinessDate: (await postingOf(tx, sale.cinemaId, businessDateOf(new Date(), sale.cutoffHour)))
        .salesBusinessDate,
    });
  const [drawer] = await workingDrawers(tx, sale.cinemaId, [cashFrom]);
  if (!drawer) throw invalidField('cashFrom', cashFromMessages.closed);
  return drawer.id;
}
