import { and, asc, eq } from 'drizzle-orm';
import type { ScreeningStatus } from '@cinema/contracts';
import type { Db } from '../../db/client.js';
import { brands, cinemas, films, houses, screenings, versions } from '../../db/schema/index.js';

/** The demo's 新宿: its brand, two screens, two approved films and its 2D / 字幕 versions. */
export async function shinjukuFixture(db: Db) {
  const [cinema] = await db
    .select({ id: cinemas.id, brandId: cinemas.brandId })
    .from(cinemas)
    .where(eq(cinemas.code, '0101'));
  const c = cinema!;
  const screens = await db
    .select({ id: houses.id, name: houses.name, sellable: houses.seatCount })
    .from(houses)
    .where(eq(houses.cinemaId, c.id))
    .orderBy(asc(houses.sortOrder), asc(houses.id));
  const filmRows = await db
    .select({ id: films.id, name: films.name, lengthMinutes: films.lengthMinutes })
    .from(films)
    .where(and(eq(films.brandId, c.brandId), eq(films.approvalStatus, 'approved')))
    .orderBy(asc(films.id))
    .limit(2);
  const own = await db
    .select({ id: versions.id, kind: versions.kind, code: versions.code })
    .from(versions)
    .where(eq(versions.cinemaId, c.id));
  const version = (kind: string, code: string) => own.find((v) => v.kind === kind && v.code === code)!.id;
  return { ...c, screens, films: filmRows, language: version('language', 'SUBTITLE'), format: version('format', '2D') };
}
export type ShinjukuFixture = Awaited<ReturnType<typeof shinjukuFixture>>;

/** Writes a screening straight to the table (as the schedule screens would), bypassing any cache. */
export async function addScreening(
  db: Db,
  f: ShinjukuFixture,
  s: {
    film: number;
    screen: number;
    businessDate: string;
    startAt: string;
    status: ScreeningStatus;
    onlineSales?: boolean;
    salesStartAt?: Date | null;
    /** Published (公開) unless false: a draft is never shown to customers. */
    published?: boolean;
  },
) {
  const film = f.films[s.film]!;
  const startAt = new Date(s.startAt);
  const endAt = new Date(startAt.getTime() + (film.lengthMinutes + 10) * 60_000);
  const [row] = await db
    .insert(screenings)
    .values({
      brandId: f.brandId,
      cinemaId: f.id,
      filmId: film.id,
      houseId: f.screens[s.screen]!.id,
      languageVersionId: f.language,
      formatVersionId: f.format,
      startAt,
      endAt,
      cleaningMinutes: 15,
      blockedUntil: new Date(endAt.getTime() + 15 * 60_000),
      businessDate: s.businessDate,
      status: s.status,
      onlineSales: s.onlineSales ?? true,
      salesStartAt: s.salesStartAt ?? null,
      publishedAt: s.published === false ? null : new Date(),
    })
    .returning({ id: screenings.id });
  return row!.id;
}

/** A cinema of the other brand that reuses 新宿's code, for the brand-boundary checks. */
export async function addMiraiCinema(db: Db, code: string) {
  const [mirai] = await db.select({ id: brands.id }).from(brands).where(eq(brands.code, 'MIRAI'));
  await db
    .insert(cinemas)
    .values({ brandId: mirai!.id, code, name: 'ミライシネマ新宿', prefectureCode: '13', city: '新宿区' });
}
