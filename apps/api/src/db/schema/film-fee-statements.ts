import { index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import type { FilmFeeFigures } from '@cinema/contracts';
import { editable } from './columns.js';
import { accounts } from './accounts.js';
import { brands } from './brands.js';
import { cinemas } from './cinemas.js';
import { films } from './films.js';

const at = () => timestamp({ withTimezone: true, mode: 'date' });

// 映画料集計 (docs/accounting.md, "映画料集計"): what head office recorded on one film's fee at one cinema for a month
// ('YYYY-MM'): its 調整額 and whether it is confirmed. The fee itself is computed from R1T and the 歩率 terms while
// 暫定; a confirmed row keeps the figures it was confirmed with (`confirmed`), which later facts do not move.
export const filmFeeStatements = pgTable(
  'film_fee_statements',
  {
    brandId: integer()
      .notNull()
      .references(() => brands.id),
    cinemaId: integer()
      .notNull()
      .references(() => cinemas.id, { onDelete: 'cascade' }),
    filmId: integer()
      .notNull()
      .references(() => films.id, { onDelete: 'cascade' }),
    month: text().notNull(),
    status: text({ enum: ['provisional', 'confirmed'] })
      .notNull()
      .default('provisional'),
    adjustment: integer().notNull().default(0),
    adjustmentReason: text(),
    /** The statement as confirmed (figures and 精算単位), shown instead of the live computation while confirmed. */
    confirmed: jsonb().$type<FilmFeeFigures>(),
    confirmedAt: at(),
    confirmedById: integer().references(() => accounts.id, { onDelete: 'set null' }),
    confirmedByName: text(),
    ...editable,
  },
  (t) => [
    primaryKey({ name: 'film_fee_statements_pk', columns: [t.cinemaId, t.filmId, t.month] }),
    index('film_fee_statements_brand_idx').on(t.brandId, t.month),
  ],
);
