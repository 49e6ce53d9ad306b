import { index, integer, pgEnum, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { uploadPurpose } from '@cinema/contracts';
import { accounts } from './accounts.js';
import { brands } from './brands.js';

export const uploadPurposeEnum = pgEnum('upload_purpose', uploadPurpose.values);

// Every stored file: which brand owns it (null: a platform file), who uploaded it and what it is.
// The bytes live in the file storage under `key`; rows go with their brand.
export const files = pgTable(
  'files',
  {
    id: serial().primaryKey(),
    brandId: integer().references(() => brands.id, { onDelete: 'cascade' }),
    key: text().notNull(),
    originalName: text().notNull(),
    contentType: text().notNull(),
    size: integer().notNull(),
    width: integer(),
    height: integer(),
    purpose: uploadPurposeEnum().notNull().default('other'),
    createdBy: integer().references(() => accounts.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('files_key_uq').on(t.key), index('files_brand_idx').on(t.brandId)],
);

// External image links (film images on other hosts): the image proxy fetches only these.
export const imageLinks = pgTable(
  'image_links',
  {
    id: serial().primaryKey(),
    url: text().notNull(),
    // The brand that first registered the link; null for platform data.
    brandId: integer().references(() => brands.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('image_links_url_uq').on(t.url)],
);
