import { eq, sql } from 'drizzle-orm';
import { addDays, fail, tokyoMidnight, type SaleDocument } from '@cinema/contracts';
import { brands, screenings } from '../../db/schema/index.js';
import { newFactId } from '../../platform/fact-id.js';
import { cinemaIds } from '../../test/fixtures.js';
import type { TestContext } from '../../test/helper.js';
import { ticketsOf } from '../price-templates/price-templates.fixtures.js';
import { rolledUpInvariantFailures } from '../rollups/rollups.fixtures.js';
import { openShop, recordRefund, recordSale, type Shop } from '../sales/shop.fixtures.js';

// A week of 新宿's sales recorded through the one write path (docs/sales.md), for the box-office reports' tests. One
// film is shown on `day` (A), the day before (C) and the same weekday a week before (B), at 1,800 yen a 一般 ticket:
//   day − 7, 10:00  2 tickets of B                       day − 2, 12:00  2 tickets of A (前売)
//   day − 1, 10:00  1 ticket of C                        day − 1, 15:00  refund of one 前売 ticket of A
//   day,     10:00  3 tickets of A and a 500 yen item    day,     11:00  1 ticket of A at 0 yen (招待)
//   day + 1, 12:00  refund of the 500 yen item
// The brand rounds half up (四捨五入) and its 興行週 starts on Friday.

export interface BoxOfficeScenario {
  shop: Shop;
  ids: Record<string, number>;
  day: string;
  filmId: number;
  /** 興収 (計上額) of the film per 上映日. */
  gross: Record<string, number>;
}

const HOUR = 3_600_000;

export async function boxOfficeScenario(t: TestContext): Promise<BoxOfficeScenario> {
  const db = t.database.db;
  const ids = await cinemaIds(t);
  const shop = await openShop(db, ids['0101']!, 60);
  const [a, b, c] = [...new Set(shop.seats.map((s) => s.screeningId))];
  const [first] = await db
    .select({ bd: screenings.businessDate, filmId: screenings.filmId, templateId: screenings.priceTemplateId })
    .from(screenings)
    .where(eq(screenings.id, a!));
  const day = addDays(first!.bd, -28);
  await db.update(brands).set({ fractionRounding: 'ROUND', weekStartDay: 5 }).where(eq(brands.id, shop.ctx.brandId));
  // The three screenings show one film, moved to the days the scenario reads, on sale until two days after they end.
  const moveTo = async (id: number, target: string) => {
    const shift = sql`(${target}::date - ${screenings.businessDate}) * interval '1 day'`;
    await db
      .update(screenings)
      .set({
        filmId: first!.filmId,
        businessDate: target,
        startAt: sql`${screenings.startAt} + ${shift}`,
        endAt: sql`${screenings.endAt} + ${shift}`,
        blockedUntil: sql`${screenings.blockedUntil} + ${shift}`,
        salesStartAt: null,
        salesEndAt: sql`${screenings.endAt} + ${shift} + interval '2 days'`,
      })
      .where(eq(screenings.id, id));
  };
  await moveTo(a!, day);
  await moveTo(b!, addDays(day, -7));
  await moveTo(c!, addDays(day, -1));
  const at = (days: number, hours: number) => new Date(tokyoMidnight(addDays(day, days)) + hours * HOUR).toISOString();

  /** Tickets of a screening at a price (its 一般 券種, sold every day), and shop items. */
  const sale = async (when: string, screeningId: number, tickets: number, price: number, items: number[] = []) => {
    const [s] = await db
      .select({ templateId: screenings.priceTemplateId })
      .from(screenings)
      .where(eq(screenings.id, screeningId));
    const general = (await ticketsOf(db, s!.templateId!)).find((x) => x.kind === 'general')!;
    const seats = shop.seats.filter((x) => x.screeningId === screeningId).slice(0, tickets);
    shop.seats = shop.seats.filter((x) => !seats.includes(x));
    const lines: SaleDocument['lines'] = [
      ...seats.map((x) => ({ type: 'ticket' as const, ...x, ticketId: general.id, unitPrice: price })),
      ...items.map((p) => ({ type: 'shop' as const, itemId: shop.items[0]!, quantity: 1, unitPrice: p })),
    ];
    const total = lines.reduce((sum, l) => sum + l.unitPrice, 0);
    const doc: SaleDocument = {
      kind: 'sale',
      clientId: newFactId(),
      deviceSeq: 1,
      occurredAt: when,
      lines,
      payments: total ? [{ methodId: shop.methods[0]!, amount: total }] : [],
      total,
    };
    const { transactionId } = await db.transaction((tx) => recordSale(tx, shop.ctx, doc, { status: 'success' }));
    return transactionId ?? fail(`the sale at ${when} was not recorded`);
  };
  const refund = (when: string, originalId: string, lineNo: number) =>
    db.transaction((tx) =>
      recordRefund(tx, shop.ctx, {
        clientId: newFactId(),
        originalId,
        occurredAt: when,
        lines: [{ lineNo, quantity: 1 }],
      }),
    );

  await sale(at(-7, 10), b!, 2, 1800);
  const advance = await sale(at(-2, 12), a!, 2, 1800);
  await sale(at(-1, 10), c!, 1, 1800);
  await refund(at(-1, 15), advance, 1);
  const counter = await sale(at(0, 10), a!, 3, 1800, [500]);
  await sale(at(0, 11), a!, 1, 0);
  await refund(at(1, 12), counter, 4);
  // The rollup jobs the sales queued, then every invariant (docs/sales.md, "invariants"): the facts the reports read agree.
  const failures = await rolledUpInvariantFailures(db);
  if (failures.length) throw new Error(`invariants: ${JSON.stringify(failures)}`);
  return {
    shop,
    ids,
    day,
    filmId: first!.filmId,
    gross: { [addDays(day, -7)]: 3600, [addDays(day, -1)]: 1800, [day]: 7200 },
  };
}
