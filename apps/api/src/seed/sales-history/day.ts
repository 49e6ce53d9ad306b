import { and, eq, inArray } from 'drizzle-orm';
import { addDays } from '@cinema/contracts';
import type { Db } from '../../db/client.js';
import { demoSalesDays, devices, films, paymentMethods, shopItems } from '../../db/schema/index.js';
import { checkInvariants, rebuildRollups } from '../../modules/rollups/index.js';
import { pricingCatalog, salesContext, sellableScreenings } from '../../modules/sales/index.js';
import { seedPastScreenings } from '../schedules.js';
import { daySeed, prng } from './calibration.js';
import { draftDay } from './draft.js';
import { writeSales } from './write.js';

// One cinema's business day of demo history in the caller's transaction: the day's published
// screenings (made when the demo schedule does not reach back that far), its sales written in
// batches, refunds and shifts through the sales services, the rollups of the days it touched
// rebuilt and SALES.md §5 checked, and a row in demo_sales_days so it is never written twice.

export interface DayResult {
  transactions: number;
  admissions: number;
  screenings: number;
}

/**
 * Online tickets go on sale at 0:00 two days before the show, which is still the business day
 * before that until the cut-off: the rollups of three days before change too.
 */
const ADVANCE_DAYS = 3;

export async function generateCinemaDay(
  tx: Db,
  cinemaId: number,
  date: string,
  now = new Date(),
): Promise<DayResult | null> {
  const [done] = await tx
    .select({ n: demoSalesDays.transactions })
    .from(demoSalesDays)
    .where(and(eq(demoSalesDays.cinemaId, cinemaId), eq(demoSalesDays.businessDate, date)));
  if (done) return null;
  let shows = await sellableScreenings(tx, cinemaId, date);
  if (!shows.length) {
    await seedPastScreenings(tx, [cinemaId], date);
    shows = await sellableScreenings(tx, cinemaId, date);
  }
  const ctx = await salesContext(tx, { cinemaId, channel: 'pos', deviceId: null });
  const [tills, methods, items, releases] = await Promise.all([
    tx
      .select({ id: devices.id, type: devices.type, name: devices.name })
      .from(devices)
      .where(
        and(
          eq(devices.cinemaId, cinemaId),
          eq(devices.status, 'active'),
          inArray(devices.type, ['pos', 'kiosk', 'online']),
        ),
      )
      .orderBy(devices.code),
    tx.select().from(paymentMethods).where(eq(paymentMethods.brandId, ctx.brandId)),
    tx
      .select({ id: shopItems.id, code: shopItems.code, eatInTaxRate: shopItems.eatInTaxRate })
      .from(shopItems)
      .where(eq(shopItems.brandId, ctx.brandId)),
    tx.select({ id: films.id, releaseDate: films.releaseDate }).from(films).where(eq(films.brandId, ctx.brandId)),
  ]);
  const catalog = await pricingCatalog(
    tx,
    ctx,
    shows,
    items.map((i) => i.id),
  );
  const rng = prng(daySeed(cinemaId, date));
  const drafts = draftDay({
    date,
    now,
    rng,
    catalog,
    releases: new Map(releases.map((f) => [f.id, f.releaseDate])),
    items: new Map(items.map((i) => [i.code, { id: i.id, eatIn: i.eatInTaxRate != null }])),
  });
  const written = await writeSales(tx, { ctx, date, now, rng, catalog, drafts, tills, methods });

  const range = { brandId: ctx.brandId, cinemaId, from: addDays(date, -ADVANCE_DAYS), to: date };
  await rebuildRollups(tx, range);
  const failures = await checkInvariants(tx, range);
  if (failures.length)
    throw new Error(
      `デモ売上履歴 ${date} が整合性チェックに失敗しました: ${failures.map((f) => f.message).join(' / ')}`,
    );
  await tx
    .insert(demoSalesDays)
    .values({ brandId: ctx.brandId, cinemaId, businessDate: date, transactions: written.transactions });
  return { ...written, screenings: shows.length };
}
