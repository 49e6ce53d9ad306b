import { and, asc, eq, sql } from 'drizzle-orm';
import { seatKey, type FilmFeeCategory, type SaleDocument } from '@cinema/contracts';
import { rowsOf, type Db } from '../../db/client.js';
import {
  cinemas,
  clients,
  filmFeeTerms,
  films,
  houses,
  paymentMethods,
  priceTemplates,
  screenings,
  versions,
} from '../../db/schema/index.js';
import { newFactId } from '../../platform/fact-id.js';
import { ticketsOf } from '../price-templates/price-templates.fixtures.js';
import { recordRefund, recordSale, salesContext } from '../sales/shop.fixtures.js';

// Films with a run across weeks and cinemas for the 作品別累計成績 tests: a film of the demo brand with its 歩率,
// screenings written as the schedule writes them, tickets sold and refunded through the one write path.

export async function brandOf(db: Db, code = '0101') {
  const [c] = await db.select({ brandId: cinemas.brandId }).from(cinemas).where(eq(cinemas.code, code));
  return c!.brandId;
}

/** A film of the brand released on `releaseDate` (or none), with these 歩率 terms. */
export async function addFilm(
  db: Db,
  brandId: number,
  name: string,
  releaseDate: string | null,
  terms: { category: FilmFeeCategory; rate: number; from: string; to: string | null }[],
  distributorId: number | null = null,
) {
  const [film] = await db
    .insert(films)
    .values({ brandId, name, nameKana: 'テスト', lengthMinutes: 100, classification: 'G', releaseDate, distributorId })
    .returning({ id: films.id });
  if (terms.length)
    await db.insert(filmFeeTerms).values(
      terms.map((t) => ({
        brandId,
        filmId: film!.id,
        category: t.category,
        rate: t.rate,
        periodStart: t.from,
        periodEnd: t.to,
      })),
    );
  return film!.id;
}

export async function firstDistributor(db: Db, brandId: number) {
  const [d] = await db
    .select({ id: clients.id, name: clients.name })
    .from(clients)
    .where(and(eq(clients.brandId, brandId), eq(clients.role, 'distributor')))
    .orderBy(asc(clients.code))
    .limit(1);
  return d!;
}

export interface Show {
  cinemaId: number;
  screeningId: number;
  ticketId: number;
  seats: string[];
}

/** A published screening on sale at `hour`:00 of `day`, on the cinema's first screen, priced by its first template. */
export async function addShow(
  db: Db,
  cinemaCode: string,
  filmId: number,
  day: string,
  category: FilmFeeCategory,
  hour = 14,
) {
  const [c] = await db
    .select({ id: cinemas.id, brandId: cinemas.brandId })
    .from(cinemas)
    .where(eq(cinemas.code, cinemaCode));
  const cinema = c!;
  const [house] = await db
    .select({ id: houses.id, plan: houses.seatPlan })
    .from(houses)
    .where(eq(houses.cinemaId, cinema.id))
    .orderBy(asc(houses.sortOrder), asc(houses.id))
    .limit(1);
  const own = await db.select().from(versions).where(eq(versions.cinemaId, cinema.id));
  const version = (kind: string, code: string) => own.find((v) => v.kind === kind && v.code === code)!.id;
  const [template] = await db
    .select({ id: priceTemplates.id })
    .from(priceTemplates)
    .where(eq(priceTemplates.cinemaId, cinema.id))
    .orderBy(asc(priceTemplates.id))
    .limit(1);
  const startAt = new Date(`${day}T${hour}:00:00+09:00`);
  const endAt = new Date(startAt.getTime() + 110 * 60_000);
  const [row] = await db
    .insert(screenings)
    .values({
      brandId: cinema.brandId,
      cinemaId: cinema.id,
      filmId,
      houseId: house!.id,
      languageVersionId: version('language', 'SUBTITLE'),
      formatVersionId: version('format', '2D'),
      startAt,
      endAt,
      cleaningMinutes: 15,
      blockedUntil: new Date(endAt.getTime() + 15 * 60_000),
      businessDate: day,
      category,
      priceTemplateId: template!.id,
      status: 'onSale',
      publishedAt: new Date(),
    })
    .returning({ id: screenings.id });
  const plan = house!.plan;
  const seats = plan.cells.flatMap((cell, i) =>
    cell && cell.type === 'general' ? [seatKey(plan.rowLabels[Math.floor(i / plan.cols)] ?? '', cell.number)] : [],
  );
  const ticket = (await ticketsOf(db, template!.id))[0]!;
  return { cinemaId: cinema.id, screeningId: row!.id, ticketId: ticket.id, seats } satisfies Show;
}

/** A cash sale at the counter of `count` tickets of the show at `price`, at `occurredAt`; answers its id. */
export async function sellTickets(db: Db, show: Show, count: number, price: number, occurredAt: string) {
  const ctx = await salesContext(db, { cinemaId: show.cinemaId, channel: 'pos', deviceId: null });
  const [cash] = await db
    .select({ id: paymentMethods.id })
    .from(paymentMethods)
    .where(and(eq(paymentMethods.brandId, ctx.brandId), eq(paymentMethods.code, 'CASH')));
  const seats = show.seats.splice(0, count);
  const doc: SaleDocument = {
    kind: 'sale',
    clientId: newFactId(),
    deviceSeq: 1,
    occurredAt,
    lines: seats.map((seat) => ({
      type: 'ticket',
      screeningId: show.screeningId,
      seatKey: seat,
      ticketId: show.ticketId,
      unitPrice: price,
    })),
    payments: [{ methodId: cash!.id, amount: price * count, tendered: price * count }],
    total: price * count,
  };
  const sold = await db.transaction((tx) => recordSale(tx, ctx, doc, { status: 'success' }));
  return sold.transactionId!;
}

/** A 払戻 of one ticket (the sale's first line) entered at the console at `occurredAt`. */
export async function refundOne(db: Db, cinemaId: number, saleId: string, occurredAt: string) {
  const ctx = await salesContext(db, { cinemaId, channel: 'backoffice', deviceId: null });
  const doc = {
    clientId: newFactId(),
    originalId: saleId,
    occurredAt,
    reason: 'テスト',
    lines: [{ lineNo: 1, quantity: 1 }],
  };
  return db.transaction((tx) => recordRefund(tx, ctx, doc));
}

/** What the ticket documents say of a film at a cinema up to a screening day: persons and 計上額, net of refunds. */
export async function ticketFacts(db: Db, filmId: number, cinemaId: number, from: string, to: string) {
  const [row] = await rowsOf<{ persons: number; booked: number }>(
    db.execute(sql`select
        coalesce(sum(case when t.kind = 'sale' then 1 else -1 end * abs(coalesce(l.persons, l.quantity))), 0)::int as persons,
        coalesce(sum(case when t.kind = 'sale' then 1 else -1 end * abs(coalesce(l.box_office_amount, 0))), 0)::int as booked
      from transaction_lines l join transactions t on t.id = l.transaction_id
      where t.paid_at is not null and l.line_type = 'ticket' and l.film_id = ${filmId} and t.cinema_id = ${cinemaId}
        and l.screening_business_date between ${from} and ${to}`),
  );
  return row!;
}
