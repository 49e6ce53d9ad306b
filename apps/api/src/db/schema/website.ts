import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { websitePageKind, websitePageStatus, websiteRevisionAction } from '@cinema/contracts';
import { editable } from './columns.js';
import { brands } from './brands.js';
import { cinemas } from './cinemas.js';

const at = () => timestamp({ withTimezone: true, mode: 'date' });

// 劇場サイト (docs/website.md): a page of a cinema's public website. `draft` is what the editor saved, `published`
// what the public site shows (null until first published, and after 非公開); `publishAt` a 公開予約 the job carries
// out. Contents are each kind's schema (contracts `websiteContentSchemas`), rich text already sanitised.
export const websitePages = pgTable(
  'website_pages',
  {
    id: serial().primaryKey(),
    brandId: integer()
      .notNull()
      .references(() => brands.id),
    cinemaId: integer()
      .notNull()
      .references(() => cinemas.id),
    kind: text({ enum: websitePageKind.values }).notNull(),
    status: text({ enum: websitePageStatus.values }).notNull().default('draft'),
    draft: jsonb().$type<Record<string, unknown>>().notNull(),
    published: jsonb().$type<Record<string, unknown>>(),
    /** 自由ページ's path, copied out of the content so that two pages of a cinema cannot share one. */
    path: text(),
    publishAt: at(),
    publishedAt: at(),
    updatedByName: text(),
    ...editable,
  },
  (t) => [
    index('website_pages_cinema_kind_idx').on(t.cinemaId, t.kind),
    uniqueIndex('website_pages_single_uq')
      .on(t.cinemaId, t.kind)
      .where(sql`${t.kind} not in ('news', 'custom', 'priceTable')`),
    uniqueIndex('website_pages_path_uq')
      .on(t.cinemaId, t.path)
      .where(sql`${t.kind} = 'custom'`),
    index('website_pages_publish_at_idx')
      .on(t.publishAt)
      .where(sql`${t.publishAt} is not null`),
  ],
);

/** Every save, publish, 非公開 and restore of a page, numbered from 1 per page; restore copies one into the draft. */
export const websitePageRevisions = pgTable(
  'website_page_revisions',
  {
    id: serial().primaryKey(),
    pageId: integer()
      .notNull()
      .references(() => websitePages.id, { onDelete: 'cascade' }),
    no: integer().notNull(),
    action: text({ enum: websiteRevisionAction.values }).notNull(),
    title: text().notNull(),
    content: jsonb().$type<Record<string, unknown>>().notNull(),
    byName: text(),
    at: at().notNull().defaultNow(),
  },
  (t) => [uniqueIndex('website_page_revisions_uq').on(t.pageId, t.no)],
);
