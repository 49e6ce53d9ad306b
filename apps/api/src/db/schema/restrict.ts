import { index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { editable } from './columns.js';
import { brands } from './brands.js';
import { cinemas } from './cinemas.js';

// 映倫区分・年齢制限 per cinema (/restrict): the classification codes a film or screening names,
// with the age below which entry is refused and the wording staff and customers read.
export const restrictCodes = pgTable(
  'restrict_codes',
  {
    id: serial().primaryKey(),
    brandId: integer()
      .notNull()
      .references(() => brands.id),
    // A cinema's codes go with it; nothing else refers to the rows (films and screenings name the code).
    cinemaId: integer()
      .notNull()
      .references(() => cinemas.id, { onDelete: 'cascade' }),
    /** G, PG12, R15+, R18+ or a cinema's own code, in capitals. */
    code: text().notNull(),
    label: text().notNull(),
    notice: text(),
    minAge: integer().notNull().default(0),
    sortOrder: integer().notNull().default(0),
    ...editable,
  },
  (t) => [
    uniqueIndex('restrict_codes_cinema_code_uq').on(t.cinemaId, t.code),
    index('restrict_codes_brand_idx').on(t.brandId),
  ],
);

// The cinema's late-hour rule for minors (青少年保護育成条例): no screening that ends after
// `cutoff` admits anyone under 18. No row yet means the prefecture's suggestion, unconfirmed.
export const restrictRules = pgTable(
  'restrict_rules',
  {
    cinemaId: integer()
      .primaryKey()
      .references(() => cinemas.id, { onDelete: 'cascade' }),
    brandId: integer()
      .notNull()
      .references(() => brands.id),
    /** HH:mm, 18:00-24:00. */
    cutoff: text().notNull(),
    note: text(),
    ...editable,
  },
  (t) => [index('restrict_rules_brand_idx').on(t.brandId)],
);
