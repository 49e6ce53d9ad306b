import { and, asc, between, eq, isNotNull, ne } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { brands, cinemas, films, houses, screenings, versions } from '../../db/schema/index.js';

/** A public cinema's columns, as the schedule answers it (the public website reads the same and more). */
export const publicCinemaColumns = {
  id: cinemas.id,
  brandId: cinemas.brandId,
  code: cinemas.code,
  name: cinemas.name,
  brandCode: brands.code,
  brandName: brands.name,
  cutoffHour: cinemas.businessDayCutoffHour,
  onlineSalesStartDays: cinemas.onlineSalesStartDays,
  onlineSalesStartTime: cinemas.onlineSalesStartTime,
  onlineSalesEndMinutes: cinemas.onlineSalesEndMinutes,
  postalCode: cinemas.postalCode,
  prefectureCode: cinemas.prefectureCode,
  city: cinemas.city,
  addressLine: cinemas.addressLine,
  building: cinemas.building,
  phone: cinemas.phone,
  logoImage: brands.logoImage,
};
export type PublicCinema = Awaited<ReturnType<typeof findPublicCinema>> & {};

/**
 * The cinema a public call names. The brand is the one whose own domain the Host is; failing
 * that, the one the brand code names. A suspended brand publishes nothing.
 */
export async function findPublicCinema(db: Db, host: string | null, brandCode: string | null, code: string) {
  const byHost = host ? eq(brands.customDomain, host) : undefined;
  const byCode = brandCode ? eq(brands.code, brandCode) : undefined;
  for (const brandWhere of [byHost, byCode]) {
    if (!brandWhere) continue;
    const [brand] = await db.select({ id: brands.id, active: brands.active }).from(brands).where(brandWhere);
    if (!brand) continue;
    if (!brand.active) return null;
    const [row] = await db
      .select(publicCinemaColumns)
      .from(cinemas)
      .innerJoin(brands, eq(brands.id, cinemas.brandId))
      .where(and(eq(cinemas.brandId, brand.id), eq(cinemas.code, code)));
    return row ?? null;
  }
  return null;
}

/** The same for a signed-in caller whose cinema is already checked (the console's /cinema-schedule). */
export async function publicCinemaById(db: Db, cinemaId: number) {
  const [row] = await db
    .select(publicCinemaColumns)
    .from(cinemas)
    .innerJoin(brands, eq(brands.id, cinemas.brandId))
    .where(eq(cinemas.id, cinemaId));
  return row ?? null;
}

const languages = alias(versions, 'language_versions');
const formats = alias(versions, 'format_versions');

/**
 * The screenings a customer sees on business days from..to: published (drafts never), not
 * cancelled, of approved films.
 */
export const publishedScreenings = (db: Db, cinemaId: number, from: string, to: string) =>
  db
    .select({
      id: screenings.id,
      startAt: screenings.startAt,
      endAt: screenings.endAt,
      businessDate: screenings.businessDate,
      category: screenings.category,
      status: screenings.status,
      onlineSales: screenings.onlineSales,
      salesStartAt: screenings.salesStartAt,
      salesEndAt: screenings.salesEndAt,
      filmId: films.id,
      filmName: films.name,
      filmKana: films.nameKana,
      classification: films.classification,
      lengthMinutes: films.lengthMinutes,
      releaseDate: films.releaseDate,
      coverImage: films.coverImage,
      displayOrder: films.displayOrder,
      screenName: houses.name,
      seatCounts: houses.seatCounts,
      formatName: formats.name,
      languageName: languages.name,
      languageCode: languages.code,
    })
    .from(screenings)
    .innerJoin(films, eq(films.id, screenings.filmId))
    .innerJoin(houses, eq(houses.id, screenings.houseId))
    .innerJoin(languages, eq(languages.id, screenings.languageVersionId))
    .innerJoin(formats, eq(formats.id, screenings.formatVersionId))
    .where(
      and(
        eq(screenings.cinemaId, cinemaId),
        between(screenings.businessDate, from, to),
        isNotNull(screenings.publishedAt),
        ne(screenings.status, 'cancelled'),
        eq(films.approvalStatus, 'approved'),
      ),
    )
    .orderBy(asc(screenings.startAt), asc(houses.sortOrder), asc(screenings.id));
