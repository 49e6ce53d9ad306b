import { and, asc, eq, isNotNull, ne } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { PaymentChannel } from '@cinema/contracts';
import type { Db } from '../../db/client.js';
import {
  cinemas,
  films,
  houses,
  paymentMethodCinemas,
  paymentMethods,
  screenings,
  versions,
} from '../../db/schema/index.js';

export async function deviceCinema(db: Db, cinemaId: number) {
  const [row] = await db
    .select({ id: cinemas.id, name: cinemas.name, businessDayCutoffHour: cinemas.businessDayCutoffHour })
    .from(cinemas)
    .where(eq(cinemas.id, cinemaId));
  return row ?? null;
}

/** The brand's active methods the cinema accepts on a channel, in the brand's display order. */
export function channelPaymentMethods(db: Db, cinemaId: number, channel: PaymentChannel) {
  return db
    .select({
      id: paymentMethods.id,
      code: paymentMethods.code,
      name: paymentMethods.name,
      kind: paymentMethods.kind,
      givesChange: paymentMethods.givesChange,
    })
    .from(paymentMethodCinemas)
    .innerJoin(paymentMethods, eq(paymentMethods.id, paymentMethodCinemas.paymentMethodId))
    .where(
      and(
        eq(paymentMethodCinemas.cinemaId, cinemaId),
        eq(paymentMethodCinemas.channel, channel),
        eq(paymentMethods.active, true),
      ),
    )
    .orderBy(asc(paymentMethods.sortOrder), asc(paymentMethods.id));
}

const languages = alias(versions, 'language_versions');
const formats = alias(versions, 'format_versions');

/** Published, not cancelled screenings of approved films on one business day: what devices sell. */
export const sellableScreenings = (db: Db, cinemaId: number, businessDate: string) =>
  db
    .select({
      id: screenings.id,
      businessDate: screenings.businessDate,
      startAt: screenings.startAt,
      endAt: screenings.endAt,
      category: screenings.category,
      status: screenings.status,
      priceTemplateId: screenings.priceTemplateId,
      salesStartAt: screenings.salesStartAt,
      salesEndAt: screenings.salesEndAt,
      posSales: screenings.posSales,
      kioskSales: screenings.kioskSales,
      onlineSales: screenings.onlineSales,
      filmId: films.id,
      filmName: films.name,
      classification: films.classification,
      lengthMinutes: films.lengthMinutes,
      houseId: houses.id,
      screenName: houses.name,
      seatCounts: houses.seatCounts,
      formatName: formats.name,
      formatSurcharge: formats.surcharge,
      languageName: languages.name,
      languageSurcharge: languages.surcharge,
    })
    .from(screenings)
    .innerJoin(films, eq(films.id, screenings.filmId))
    .innerJoin(houses, eq(houses.id, screenings.houseId))
    .innerJoin(languages, eq(languages.id, screenings.languageVersionId))
    .innerJoin(formats, eq(formats.id, screenings.formatVersionId))
    .where(
      and(
        eq(screenings.cinemaId, cinemaId),
        eq(screenings.businessDate, businessDate),
        isNotNull(screenings.publishedAt),
        ne(screenings.status, 'cancelled'),
        eq(films.approvalStatus, 'approved'),
      ),
    )
    .orderBy(asc(screenings.startAt), asc(houses.sortOrder), asc(screenings.id));

/** A published screening of the cinema with its screen's seat plan, or null. */
export async function sellableScreeningPlan(db: Db, cinemaId: number, screeningId: number) {
  const [row] = await db
    .select({ id: screenings.id, seatPlan: houses.seatPlan })
    .from(screenings)
    .innerJoin(houses, eq(houses.id, screenings.houseId))
    .where(
      and(
        eq(screenings.id, screeningId),
        eq(screenings.cinemaId, cinemaId),
        isNotNull(screenings.publishedAt),
        ne(screenings.status, 'cancelled'),
      ),
    );
  return row ?? null;
}
