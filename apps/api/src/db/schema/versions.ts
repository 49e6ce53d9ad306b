import { boolean, index, integer, pgEnum, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { versionKind } from '@cinema/contracts';
import { editable } from './columns.js';
import { brands } from './brands.js';
import { cinemas } from './cinemas.js';

// What a screening can be shown as, per cinema, each with a per-ticket surcharge (加算料金):
// language versions (NONE/DUB/SUBTITLE) and screen formats (2D, IMAX…) on /version-management;
// sound formats and extras such as 3D glasses on /version-other.
export const versionKindEnum = pgEnum('version_kind', versionKind.values);

export const versions = pgTable(
  'versions',
  {
    id: serial().primaryKey(),
    brandId: integer()
      .notNull()
      .references(() => brands.id),
    cinemaId: integer()
      .notNull()
      .references(() => cinemas.id),
    kind: versionKindEnum().notNull(),
    /** NONE / DUB / SUBTITLE for language rows; a short code (2D, IMAX, ATMOS, GLASSES) otherwise. */
    code: text().notNull(),
    name: text().notNull(),
    surcharge: integer().notNull().default(0),
    sortOrder: integer().notNull().default(0),
    active: boolean().notNull().default(true),
    ...editable,
  },
  (t) => [
    uniqueIndex('versions_cinema_kind_code_uq').on(t.cinemaId, t.kind, t.code),
    index('versions_brand_idx').on(t.brandId),
  ],
);
