import { and, eq } from 'drizzle-orm';
import type { RoundingMode, SalesChannel } from '@cinema/contracts';
import type { Db } from '../../db/client.js';
import type { MasterCache } from '../../platform/master-cache.js';
import { brands, cashierShifts, cinemas } from '../../db/schema/index.js';
import { AppError, conflict, found } from '../../platform/errors.js';
import type { Issuer } from './receipt.js';

/** Where a document is recorded: the device's (or console's) cinema, brand, channel and rules. */
export interface SalesContext {
  brandId: number;
  cinemaId: number;
  channel: SalesChannel;
  deviceId: number | null;
  accountId?: number | null;
  roundingMode: RoundingMode;
  cutoffHour: number;
  /** The device API's master data cache (prices, items, payment methods); other callers read afresh. */
  cache?: MasterCache;
  /** Who issues the receipt (the brand's company and 登録番号); the demo history prints none. */
  issuer?: Issuer;
}

export async function salesContext(
  db: Db,
  at: { cinemaId: number; channel: SalesChannel; deviceId: number | null; accountId?: number | null },
): Promise<SalesContext> {
  const row = found(
    (
      await db
        .select({
          brandId: cinemas.brandId,
          cutoffHour: cinemas.businessDayCutoffHour,
          roundingMode: brands.fractionRounding,
          issuerName: brands.companyName,
          registrationNo: brands.invoiceNumber,
        })
        .from(cinemas)
        .innerJoin(brands, eq(brands.id, cinemas.brandId))
        .where(eq(cinemas.id, at.cinemaId))
    )[0],
  );
  const { issuerName, registrationNo, ...rules } = row;
  return { ...at, ...rules, issuer: { name: issuerName, registrationNo } };
}

/** A device's documents: its principal already carries its cinema's and brand's rules (no query). */
export const deviceSalesContext = (
  device: {
    id: number;
    brandId: number;
    cinemaId: number;
    cutoffHour: number;
    roundingMode: RoundingMode;
    issuerName: string;
    registrationNo: string | null;
  },
  channel: SalesChannel,
): SalesContext => ({
  brandId: device.brandId,
  cinemaId: device.cinemaId,
  channel,
  deviceId: device.id,
  roundingMode: device.roundingMode,
  cutoffHour: device.cutoffHour,
  issuer: { name: device.issuerName, registrationNo: device.registrationNo },
});

export const shiftNotReceived = 'シフト開始の書類がまだ届いていません。後で再送してください';
export const shiftClosed = 'このシフトは締め済みです';

/** The device's shift named by the id of its shift_open document. */
export async function findShift(db: Db, ctx: SalesContext, shiftClientId: string, options = { working: true }) {
  if (!ctx.deviceId) throw conflict(shiftNotReceived);
  const [shift] = await db
    .select()
    .from(cashierShifts)
    .where(and(eq(cashierShifts.deviceId, ctx.deviceId), eq(cashierShifts.deviceClientId, shiftClientId)));
  if (!shift) throw new AppError('original_not_received', shiftNotReceived);
  if (options.working && shift.status !== 'working') throw conflict(shiftClosed);
  return shift;
}
