import { readAll } from '../../db/reads.js';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { addDays, daysBetween, type SaleLine } from '@cinema/contracts';
import type { Db } from '../../db/client.js';
import {
  type admissions,
  cinemas,
  devices,
  films,
  memberSystems,
  paymentMethods,
  type seatReservations,
  shopItems,
  type transactionLines,
  type transactionPayments,
  type transactions,
  type transactionTaxes,
} from '../../db/schema/index.js';
import { AppError } from '../../platform/errors.js';
import {
  paymentRows,
  priceWith,
  pricingCatalog,
  saleRows,
  salesContext,
  sellableScreenings,
  type SalesContext,
} from '../../modules/sales/index.js';
import { NON_ARRIVAL, REFUND_RATE, daySeed, prng } from './calibration.js';
import { drawCustomer } from './customers.js';
import { draftDay } from './draft.js';
import { tenders, tillsByRole } from './tills.js';
import { planClose, type Shift } from './shifts.js';

// A cinema-day of demo history as plain rows, before anything is written: the day's drafted sales
// priced by the sales module's price function (priceWith) and built by its builders (saleRows,
// paymentRows), the registers' shifts, and which sales are refunded when. Every random number is
// drawn here, from the day's seed, so the steps that write the plan (write.ts) draw none: a step
// run again, by a retry or after a restart, writes what the first try would have.

const MINUTE = 60_000;
const REFUND_REASONS = ['お客様都合', '体調不良のため', '日時の選び間違い', '券種の選び間違い'] as const;

/**
 * Online tickets go on sale at 0:00 two days before the show, which is still the business day
 * before that until the cut-off: the rollups of three days before change too.
 */
const ADVANCE_DAYS = 3;

/** One sale's rows, by table; its 取引番号 is taken when it is written. */
export interface PlannedSale {
  id: string;
  at: number;
  transaction: typeof transactions.$inferInsert;
  taxes: (typeof transactionTaxes.$inferInsert)[];
  lines: (typeof transactionLines.$inferInsert)[];
  admissions: (typeof admissions.$inferInsert)[];
  payments: (typeof transactionPayments.$inferInsert)[];
  seats: (typeof seatReservations.$inferInsert)[];
  /** Its shop lines as the stock module reads a sale's (none for a ticket sale). */
  shop: SaleLine[];
}

export interface PlannedRefund {
  clientId: string;
  originalId: string;
  occurredAt: string;
  reason: string;
}

export interface DayPlan {
  ctx: SalesContext;
  /** The rollups the day's sales touch (its screenings' day and the advance sales before it). */
  range: { brandId: number; cinemaId: number; from: string; to: string };
  screenings: number;
  sales: PlannedSale[];
  shifts: Shift[];
  refunds: PlannedRefund[];
}

async function masterData(tx: Db, ctx: SalesContext, cinemaId: number) {
  const [tills, methods, items, releases, home] = await readAll(
    tx,
    () =>
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
    () => tx.select().from(paymentMethods).where(eq(paymentMethods.brandId, ctx.brandId)),
    () =>
      tx
        .select({ id: shopItems.id, code: shopItems.code, eatInTaxRate: shopItems.eatInTaxRate })
        .from(shopItems)
        .where(eq(shopItems.brandId, ctx.brandId)),
    () => tx.select({ id: films.id, releaseDate: films.releaseDate }).from(films).where(eq(films.brandId, ctx.brandId)),
    () => tx.select({ prefecture: cinemas.prefectureCode }).from(cinemas).where(eq(cinemas.id, cinemaId)),
  );
  return { tills, methods, items, releases, home: home[0]?.prefecture ?? null };
}

/**
 * The plan of a cinema-day whose screenings exist, as it was at `now`. `working`: registers that
 * were in a live shift (a real device today) when the day was begun; they sell without one of ours.
 */
/** The fees of the brand's first 会員制度, for the members who pay one with their tickets. */
async function memberFees(tx: Db, brandId: number) {
  const [system] = await tx
    .select({ annual: memberSystems.annualFee, renewal: memberSystems.renewalFee })
    .from(memberSystems)
    .where(eq(memberSystems.brandId, brandId))
    .orderBy(asc(memberSystems.id))
    .limit(1);
  return system;
}

export async function planDay(
  tx: Db,
  day: { cinemaId: number; date: string; now: Date; working: number[] },
): Promise<DayPlan> {
  const { cinemaId, date, now } = day;
  const shows = await sellableScreenings(tx, cinemaId, date);
  const ctx = await salesContext(tx, { cinemaId, channel: 'pos', deviceId: null });
  const { tills, methods, items, releases, home } = await masterData(tx, ctx, cinemaId);
  const catalog = await pricingCatalog(
    tx,
    ctx,
    shows,
    items.map((i) => i.id),
  );
  const rng = prng(daySeed(cinemaId, date));
  // The customers' attributes from a generator of their own: the day's sales are the same with or without them.
  const customerRng = prng(daySeed(cinemaId, date) ^ 0x5c0f_fee);
  const drafts = draftDay({
    date,
    now,
    rng,
    catalog,
    releases: new Map(releases.map((f) => [f.id, f.releaseDate])),
    items: new Map(items.map((i) => [i.code, { id: i.id, eatIn: i.eatInTaxRate != null }])),
    fees: await memberFees(tx, ctx.brandId),
  });
  const till = tillsByRole(tills);
  const methodsById = new Map(methods.map((m) => [m.id, m]));
  const byCode = new Map(methods.filter((m) => m.active).map((m) => [m.code, m]));
  const working = new Set(day.working);
  const shifts = new Map<number, Shift>();
  const seqBase = daysBetween('2000-01-01', date) * 10_000;
  const seqs = new Map<number, number>();
  const sales: PlannedSale[] = [];
  const starts = new Map<string, number | null>();

  for (const d of drafts) {
    const choices = till[d.till];
    if (!choices.length) continue;
    const device = choices[rng.int(0, choices.length - 1)]!;
    const at = d.occurredAt.getTime();
    const sctx: SalesContext = { ...ctx, channel: d.channel, deviceId: device.id };
    let priced;
    try {
      priced = priceWith(
        catalog,
        { channel: d.channel, occurredAt: d.occurredAt, cutoffHour: ctx.cutoffHour },
        d.lines,
      );
    } catch (err) {
      if (err instanceof AppError) continue; // e.g. a screening not yet on sale at that minute
      throw err;
    }
    let shift: Shift | undefined;
    // Kiosks keep their cash box as a shift too (補充 as the float, 回収 as the count).
    if ((d.channel === 'pos' || d.channel === 'kiosk') && !working.has(device.id)) {
      shift = shifts.get(device.id) ?? {
        id: rng.uuidAt(at - 30 * MINUTE),
        deviceId: device.id,
        channel: d.channel,
        openedAt: new Date(at - rng.int(20, 40) * MINUTE),
        float: rng.int(6, 10) * 5000,
        lastAt: at,
        close: null,
      };
      shift.lastAt = at;
      shifts.set(device.id, shift);
    }
    const seq = (seqs.get(device.id) ?? seqBase) + 1;
    seqs.set(device.id, seq);
    const id = rng.uuidAt(at);
    const newId = () => rng.uuidAt(at);
    const sale = saleRows(
      sctx,
      {
        id,
        doc: {
          occurredAt: d.occurredAt.toISOString(),
          deviceSeq: seq,
          memberNo: d.memberNo,
          customer: drawCustomer(customerRng, d.channel, home),
        },
        lines: priced.lines,
        exceptions: priced.exceptions,
        shiftId: shift?.id ?? null,
        options: { status: 'success' },
      },
      newId,
    );
    const inputs = tenders(
      rng,
      d,
      priced.lines.map((l) => l.amount),
      byCode,
    );
    const payments = paymentRows(
      sctx,
      { id, total: sale.total, salesBusinessDate: sale.salesBusinessDate },
      inputs,
      methodsById,
      newId,
    );
    const start = d.screening?.startAt.getTime() ?? null;
    const admitted = sale.admissions.map((a) => {
      // 発券 at the counter or kiosk when bought; online tickets at the gate. 2–4 % never come (未着券).
      const comes = !rng.chance(NON_ARRIVAL);
      const issued = d.channel === 'online' ? (comes ? Math.max(at, start! - rng.int(5, 30) * MINUTE) : null) : at;
      const enters = comes ? Math.max(issued ?? at, start! - rng.int(0, 20) * MINUTE) : null;
      return {
        ...a,
        issuedAt: issued != null && issued < now.getTime() ? new Date(issued) : null,
        admittedAt: enters != null && enters < now.getTime() ? new Date(enters) : null,
      };
    });
    sales.push({
      id,
      at,
      transaction: sale.transaction,
      taxes: sale.taxes,
      lines: sale.lines,
      admissions: admitted,
      payments,
      seats: sale.lines.flatMap((l) =>
        l.screeningId && l.seatKey
          ? [
              {
                brandId: ctx.brandId,
                cinemaId: ctx.cinemaId,
                screeningId: l.screeningId,
                seatKey: l.seatKey,
                seatType: l.seatType ?? 'general',
                transactionId: id,
                status: 'sold' as const,
              },
            ]
          : [],
      ),
      // As the sale path hands a paid sale's shop lines to the stock module (sale.service.ts).
      shop: priced.lines.flatMap((l) =>
        l.shop
          ? [{ itemId: l.shop.itemId, quantity: l.quantity, options: l.shop.options, choices: l.shop.choices }]
          : [],
      ),
    });
    starts.set(id, start);
  }

  // 払戻 (0.5–1 %): at the counter, some minutes after the sale and before the show.
  const refunds: PlannedRefund[] = [];
  for (const s of sales) {
    if (!rng.chance(REFUND_RATE)) continue;
    const at = s.at + rng.int(2, 90) * MINUTE;
    const start = starts.get(s.id);
    if (at >= now.getTime() || (start != null && at >= start)) continue;
    refunds.push({
      clientId: rng.uuidAt(at),
      originalId: s.id,
      occurredAt: new Date(at).toISOString(),
      reason: rng.pick(REFUND_REASONS.map((r) => [r, 1] as const)),
    });
  }
  for (const s of shifts.values()) s.close = planClose(rng, s, now);
  return {
    ctx,
    range: { brandId: ctx.brandId, cinemaId, from: addDays(date, -ADVANCE_DAYS), to: date },
    screenings: shows.length,
    sales,
    shifts: [...shifts.values()],
    refunds,
  };
}
