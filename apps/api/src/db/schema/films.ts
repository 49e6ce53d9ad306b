import {
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { approvalStatus, filmClassification, filmFeeCategory, releaseDateType, type ImageRef } from '@cinema/contracts';
import { editable } from './columns.js';
import { brands } from './brands.js';
import { cinemas } from './cinemas.js';
import { accounts } from './accounts.js';
import { clients } from './clients.js';

export const filmClassificationEnum = pgEnum('film_classification', filmClassification.values);
export const releaseDateTypeEnum = pgEnum('release_date_type', releaseDateType.values);
export const filmApprovalStatusEnum = pgEnum('film_approval_status', approvalStatus.values);
export const filmFeeCategoryEnum = pgEnum('film_fee_category', filmFeeCategory.values);

// The film master (作品): brand rows; a film cinema staff register waits for head office's approval.
export const films = pgTable(
  'films',
  {
    id: serial().primaryKey(),
    brandId: integer()
      .notNull()
      .references(() => brands.id),
    name: text().notNull(),
    nameKana: text().notNull(),
    originalName: text(),
    lengthMinutes: integer().notNull(),
    trailerMinutes: integer().notNull().default(0),
    releaseDateType: releaseDateTypeEnum().notNull().default('date'),
    releaseDate: date({ mode: 'string' }),
    releaseText: text(),
    workRemarks: text(),
    workId: text(),
    genre: text(),
    country: text(),
    director: text(),
    cast: text(),
    writers: text(),
    synopsisTitle: text(),
    synopsis: text(),
    profileTitle: text(),
    profile: text(),
    slogan: text(),
    classification: filmClassificationEnum().notNull(),
    copyright: text(),
    /** 配給会社: a 取引先 of the brand with role distributor (docs/accounting.md, "配給会社は取引先"). */
    distributorId: integer().references(() => clients.id),
    officialUrl: text(),
    trailerUrl: text(),
    /** { fileId, url }: an uploaded file, or an external link registered for the image proxy. */
    coverImage: jsonb().$type<ImageRef>(),
    stillImages: jsonb().$type<ImageRef[]>().notNull().default([]),
    displayOrder: integer(),
    resetWeekDays: integer().notNull().default(7),
    approvalStatus: filmApprovalStatusEnum().notNull().default('approved'),
    approvedAt: timestamp({ withTimezone: true, mode: 'date' }),
    approvedBy: integer().references(() => accounts.id, { onDelete: 'set null' }),
    /** 差し戻し: head office's reason and when; cleared when the cinema edits the film (pending again). */
    returnReason: text(),
    returnedAt: timestamp({ withTimezone: true, mode: 'date' }),
    /** The cinema whose staff registered the film; null when head office did. */
    createdByCinemaId: integer().references(() => cinemas.id, { onDelete: 'set null' }),
    ...editable,
  },
  (t) => [
    uniqueIndex('films_brand_work_id_uq').on(t.brandId, t.workId),
    index('films_brand_idx').on(t.brandId),
    index('films_distributor_idx').on(t.distributorId),
  ],
);

// 歩率 per screening category and period; replaced as a whole on every save of the film.
export const filmFeeTerms = pgTable(
  'film_fee_terms',
  {
    id: serial().primaryKey(),
    brandId: integer()
      .notNull()
      .references(() => brands.id),
    filmId: integer()
      .notNull()
      .references(() => films.id, { onDelete: 'cascade' }),
    category: filmFeeCategoryEnum().notNull(),
    /** Percent with two decimals (55.50). */
    rate: numeric({ precision: 5, scale: 2, mode: 'number' }).notNull(),
    periodStart: date({ mode: 'string' }).notNull(),
    /** Inclusive; null runs without an end. */
    periodEnd: date({ mode: 'string' }),
    sortOrder: integer().notNull().default(0),
  },
  (t) => [index('film_fee_terms_film_idx').on(t.filmId)],
);
