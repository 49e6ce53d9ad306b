import { boolean, index, integer, pgEnum, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { movieTicketArea, movieTicketKind } from '@cinema/contracts';
import { editable } from './columns.js';
import { brands } from './brands.js';

export const movieTicketKindEnum = pgEnum('movie_ticket_kind', movieTicketKind.values);
export const movieTicketAreaEnum = pgEnum('movie_ticket_area', movieTicketArea.values);

// The ムビチケ 券種マスター of a brand: a presented ムビチケ's code says which ticket it is, how
// many people it admits, what the customer paid and what the box office books (docs/domain.md, "movie tickets").
export const movieTickets = pgTable(
  'movie_tickets',
  {
    id: serial().primaryKey(),
    brandId: integer()
      .notNull()
      .references(() => brands.id),
    /** 電子券区分 / 券種コード, unique per brand. */
    code: text().notNull(),
    name: text().notNull(),
    kind: movieTicketKindEnum().notNull(),
    area: movieTicketAreaEnum().notNull().default('national'),
    /** 利用人数, 1-10. */
    users: integer().notNull().default(1),
    /** 販売単価 (yen): what the customer paid. */
    sellAmount: integer().notNull(),
    /** 計上単価 (yen): what the box office books. */
    bookedAmount: integer().notNull(),
    /** メガネ代 (yen) for 3D glasses. */
    glassesFee: integer().notNull().default(0),
    sortOrder: integer().notNull().default(0),
    active: boolean().notNull().default(true),
    ...editable,
  },
  (t) => [
    uniqueIndex('movie_tickets_brand_code_uq').on(t.brandId, t.code),
    index('movie_tickets_brand_idx').on(t.brandId),
  ],
);
