import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgEnum, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { screeningStatus } from '@cinema/contracts';
import { editable } from './columns.js';
import { brands } from './brands.js';
import { cinemas } from './cinemas.js';
import { films, filmFeeCategoryEnum } from './films.js';
import { houses } from './houses.js';
import { priceTemplates } from './price-templates.js';
import { versions } from './versions.js';

export const screeningStatusEnum = pgEnum('screening_status', screeningStatus.values);

const instant = () => timestamp({ withTimezone: true, mode: 'date' });

// 上映スケジュール: one screening (上映回) of a film on a screen. Absolute instants plus the
// business date (営業日) they belong to under the cinema's cut-off hour.
// The database refuses two live screenings whose [start_at, blocked_until) overlap on one screen:
// an exclusion constraint (btree_gist) added by the hand-written migration "schedules_overlap",
// as drizzle-kit cannot express EXCLUDE. blocked_until = end_at + the cleaning interval (清掃時間),
// kept by the application and checked here (timestamptz + interval is not IMMUTABLE, so it cannot
// sit in the index expression itself).
export const screenings = pgTable(
  'screenings',
  {
    id: serial().primaryKey(),
    brandId: integer()
      .notNull()
      .references(() => brands.id),
    cinemaId: integer()
      .notNull()
      .references(() => cinemas.id),
    filmId: integer()
      .notNull()
      .references(() => films.id),
    houseId: integer()
      .notNull()
      .references(() => houses.id),
    /** A `versions` row of kind 'language' (NONE / DUB / SUBTITLE) of the same cinema. */
    languageVersionId: integer()
      .notNull()
      .references(() => versions.id),
    /** A `versions` row of kind 'format' that the screen supports. */
    formatVersionId: integer()
      .notNull()
      .references(() => versions.id),
    startAt: instant().notNull(),
    endAt: instant().notNull(),
    cleaningMinutes: integer().notNull().default(15),
    blockedUntil: instant().notNull(),
    businessDate: date({ mode: 'string' }).notNull(),
    category: filmFeeCategoryEnum().notNull().default('main'),
    /** 料金テンプレート of the same cinema; the template cannot be deleted while screenings name it. */
    priceTemplateId: integer().references(() => priceTemplates.id),
    salesStartAt: instant(),
    salesEndAt: instant(),
    onlineSales: boolean().notNull().default(true),
    posSales: boolean().notNull().default(true),
    kioskSales: boolean().notNull().default(true),
    status: screeningStatusEnum().notNull().default('planned'),
    /** 公開: null while the screening is a draft. Drafts are never shown to customers or sold. */
    publishedAt: instant(),
    note: text(),
    ...editable,
  },
  (t) => [
    index('screenings_cinema_date_idx').on(t.cinemaId, t.businessDate, t.startAt),
    index('screenings_house_start_idx').on(t.houseId, t.startAt),
    // A film's screenings, and its first day at a set of cinemas (興行収入日報, 週間売上) read from the index alone.
    index('screenings_film_cinema_day_idx').on(t.filmId, t.cinemaId, t.businessDate),
    index('screenings_brand_idx').on(t.brandId),
    check('screenings_end_after_start_ck', sql`${t.endAt} > ${t.startAt}`),
    check(
      'screenings_blocked_until_ck',
      sql`${t.blockedUntil} = ${t.endAt} + make_interval(mins => ${t.cleaningMinutes})`,
    ),
  ],
);
