import { and, eq, ne, sql } from 'drizzle-orm';
import { addDays, tokyoMidnight, type SaleDocument } from '@cinema/contracts';
import { brands, films, paymentMethods, screenings } from '../../db/schema/index.js';
import { newFactId } from '../../platform/fact-id.js';
import { cinemaIds } from '../../test/fixtures.js';
import { expect } from 'vitest';
import { auth, type TestContext } from '../../test/helper.js';
import { ticketsOf } from '../price-templates/price-templates.fixtures.js';
import { rolledUpInvariantFailures } from '../rollups/rollups.fixtures.js';
import { openShop, recordRefund, recordSale, type Shop } from '../sales/shop.fixtures.js';

// Sales of 新宿 and 池袋 recorded through the one write path (docs/sales.md), for the special reports' tests. One film is
// shown at 新宿 on `day` (A), the day after (B) and 364 days before (C, 前年同曜日); 池袋 shows a film on `day` too:
//   day − 365, 10:00  2 tickets of C at 1,500
//   day − 1,   12:00  2 tickets of A at 1,800 (前売)
//   day,       10:00  3 tickets of A at 1,800, 1 at 1,300 and 2 of a shop item at 500 (cash); 東京都, 30代, 女性
//   day,       11:00  1 ticket of A at 0 yen (招待); 埼玉県, 20代, 男性
//   day,       11:30  2 tickets of A at 1,800, paid 1,800 by ムビチケ and 1,800 in cash (no customer attributes)
//   day + 1,   10:00  1 ticket of B at 1,800
//   day + 1,   12:00  refund of one 1,800 ticket of A;   13:00  refund of one of the two shop items
//   池袋, day, 10:00  1 ticket of another film at 2,000; 東京都, 40代, 男性
// The brand rounds half up (四捨五入).

export interface SpecialScenario {
  ids: Record<string, number>;
  day: string;
  filmId: number;
  /** The film 池袋 shows on `day`. */
  otherFilmId: number;
  itemId: number;
  /** The name of the 一般 券種 the tickets were sold as. */
  generalName: string;
  shop: Shop;
}

const HOUR = 3_600_000;

export async function specialScenario(t: TestContext): Promise<SpecialScenario> {
  const db = t.database.db;
  const ids = await cinemaIds(t);
  const shop = await openShop(db, ids['0101']!, 60);
  const ikebukuro = await openShop(db, ids['0102']!, 8);
  const [a, b, c] = [...new Set(shop.seats.map((s) => s.screeningId))];
  const [first] = await db
    .select({ bd: screenings.businessDate, filmId: screenings.filmId })
    .from(screenings)
    .where(eq(screenings.id, a!));
  const day = addDays(first!.bd, -28);
  await db.update(brands).set({ fractionRounding: 'ROUND' }).where(eq(brands.id, shop.ctx.brandId));
  // The screenings moved to the days the scenario reads (A, B and C show one film), on sale until two days after.
  const moveTo = async (id: number, target: string, filmId?: number) => {
    const shift = sql`(${target}::date - ${screenings.businessDate}) * interval '1 day'`;
    await db
      .update(screenings)
      .set({
        ...(filmId ? { filmId } : {}),
        businessDate: target,
        startAt: sql`${screenings.startAt} + ${shift}`,
        endAt: sql`${screenings.endAt} + ${shift}`,
        blockedUntil: sql`${screenings.blockedUntil} + ${shift}`,
        salesStartAt: null,
        salesEndAt: sql`${screenings.endAt} + ${shift} + interval '2 days'`,
      })
      .where(eq(screenings.id, id));
  };
  await moveTo(a!, day, first!.filmId);
  await moveTo(b!, addDays(day, 1), first!.filmId);
  await moveTo(c!, addDays(day, -364), first!.filmId);
  const other = ikebukuro.seats[0]!.screeningId;
  const [otherFilm] = await db
    .select({ id: films.id })
    .from(films)
    .where(and(eq(films.brandId, shop.ctx.brandId), ne(films.id, first!.filmId)))
    .limit(1);
  await moveTo(other, day, otherFilm!.id);
  const at = (days: number, hours: number) => new Date(tokyoMidnight(addDays(day, days)) + hours * HOUR).toISOString();
  const methodOf = async (kind: 'cash' | 'movieTicket') => {
    const [m] = await db
      .select({ id: paymentMethods.id })
      .from(paymentMethods)
      .where(and(eq(paymentMethods.brandId, shop.ctx.brandId), eq(paymentMethods.kind, kind)));
    return m!.id;
  };
  const [cash, movieTicket] = [await methodOf('cash'), await methodOf('movieTicket')];

  const general = async (screeningId: number) => {
    const [s] = await db
      .select({ templateId: screenings.priceTemplateId })
      .from(screenings)
      .where(eq(screenings.id, screeningId));
    return (await ticketsOf(db, s!.templateId!)).find((x) => x.kind === 'general')!;
  };
  const generalTicket = await general(a!);
  /** Tickets of a screening at prices (its 一般 券種), shop items (quantity × price), paid as given or in cash. */
  const sale = async (
    where: Shop,
    when: string,
    screeningId: number,
    prices: number[],
    items: [number, number][] = [],
    paid?: { methodId: number; amount: number }[],
    customer?: SaleDocument['customer'],
  ) => {
    const ticket = await general(screeningId);
    const seats = where.seats.filter((x) => x.screeningId === screeningId).slice(0, prices.length);
    where.seats = where.seats.filter((x) => !seats.includes(x));
    const lines: SaleDocument['lines'] = [
      ...seats.map((x, i) => ({ type: 'ticket' as const, ...x, ticketId: ticket.id, unitPrice: prices[i]! })),
      ...items.map(([quantity, unitPrice]) => ({
        type: 'shop' as const,
        itemId: shop.items[0]!,
        quantity,
        unitPrice,
        eatIn: false,
      })),
    ];
    const total = lines.reduce((sum, l) => sum + l.unitPrice * (l.type === 'shop' ? l.quantity : 1), 0);
    const doc: SaleDocument = {
      kind: 'sale',
      clientId: newFactId(),
      deviceSeq: 1,
      occurredAt: when,
      lines,
      payments: paid ?? (total ? [{ methodId: cash, amount: total }] : []),
      total,
      ...(customer ? { customer } : {}),
    };
    return (await db.transaction((tx) => recordSale(tx, where.ctx, doc, { status: 'success' }))).transactionId;
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

  await sale(shop, at(-365, 10), c!, [1500, 1500]);
  await sale(shop, at(-1, 12), a!, [1800, 1800]);
  const counter = await sale(shop, at(0, 10), a!, [1800, 1800, 1800, 1300], [[2, 500]], undefined, {
    prefecture: '13',
    ageBand: '30s',
    gender: 'female',
  });
  await sale(shop, at(0, 11), a!, [0], [], undefined, { prefecture: '11', ageBand: '20s', gender: 'male' });
  await sale(
    shop,
    at(0, 11.5),
    a!,
    [1800, 1800],
    [],
    [
      { methodId: movieTicket, amount: 1800 },
      { methodId: cash, amount: 1800 },
    ],
  );
  await sale(shop, at(1, 10), b!, [1800]);
  await refund(at(1, 12), counter!, 1);
  await refund(at(1, 13), counter!, 5);
  await sale(ikebukuro, at(0, 10), other, [2000], [], undefined, { prefecture: '13', ageBand: '40s', gender: 'male' });
  // The rollup jobs the sales queued, then every invariant (docs/sales.md, "invariants"): the facts the reports read agree.
  const failures = await rolledUpInvariantFailures(db);
  if (failures.length) throw new Error(`invariants: ${JSON.stringify(failures)}`);
  return {
    ids,
    day,
    filmId: first!.filmId,
    otherFilmId: otherFilm!.id,
    itemId: shop.items[0]!,
    generalName: generalTicket.name,
    shop,
  };
}

/** GET of a special report as a user, answering its data after checking the 200. */
export async function readSpecial<T>(t: TestContext, path: string, token: string, params: string) {
  const res = await t.app.inject({ url: `/api/specialReport/${path}?${params}`, headers: auth(token) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as T;
}
