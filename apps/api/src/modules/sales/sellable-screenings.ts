import { and, asc, eq, inArray, isNotNull, ne, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { films, houses, screenings, versions } from '../../db/schema/index.js';

const languages = alias(versions, 'language_versions');
const formats = alias(versions, 'format_versions');

const columns = {
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
  formatId: formats.id,
  formatName: formats.name,
  formatSurcharge: formats.surcharge,
  languageId: languages.id,
  languageName: languages.name,
  languageSurcharge: languages.surcharge,
};

/** Published, not cancelled screenings of approved films of a cinema: what devices sell. */
const sellable = <Extra extends { seatPlan?: typeof houses.seatPlan }>(
  db: Db,
  cinemaId: number,
  which: SQL | undefined,
  extra: Extra,
) =>
  db
    .select({ ...columns, ...extra })
    .from(screenings)
    .innerJoin(films, eq(films.id, screenings.filmId))
    .innerJoin(houses, eq(houses.id, screenings.houseId))
    .innerJoin(languages, eq(languages.id, screenings.languageVersionId))
    .innerJoin(formats, eq(formats.id, screenings.formatVersionId))
    .where(
      and(
        eq(screenings.cinemaId, cinemaId),
        which,
        isNotNull(screenings.publishedAt),
        ne(screenings.status, 'cancelled'),
        eq(films.approvalStatus, 'approved'),
      ),
    )
    .orderBy(asc(screenings.startAt), asc(houses.sortOrder), asc(screenings.id));

/** What devices sell on one business day. */
export const sellableScreenings = (db: Db, cinemaId: number, businessDate: string) =>
  sellable(db, cinemaId, eq(screenings.businessDate, businessDate), {});

/** The screenings a sale names, when the cinema sells them (others are simply absent). */
export const sellableScreeningsById = (db: Db, cinemaId: number, ids: number[]) =>
  sellable(db, cinemaId, inArray(screenings.id, ids), {});

export type SellableScreening = Awaited<ReturnType<typeof sellableScreenings>>[number];
