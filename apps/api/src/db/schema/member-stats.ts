import { date, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { members, memberStatusEnum } from './membership.js';

// A member's figures as 会員フィルター reads them (docs/membership.md, "member_stats"): one row per member, so a count
// over a million members never aggregates sales. The row is made by a trigger when the member is inserted and the
// points balance follows the ledger by a trigger (migration 0050); the sales' fact hooks recompute the sales figures
// of the members a sale touches, in the sale's own transaction; the daily job moves the windows and the genre.

export const memberStats = pgTable(
  'member_stats',
  {
    memberId: integer()
      .primaryKey()
      .references(() => members.id, { onDelete: 'cascade' }),
    brandId: integer().notNull(),
    /** Days with a paid sale, per cinema (as 会員詳細 counts them), all time and over the last 3, 6 and 12 months. */
    visits: integer().notNull().default(0),
    visitsM3: integer('visits_m3').notNull().default(0),
    visitsM6: integer('visits_m6').notNull().default(0),
    visitsM12: integer('visits_m12').notNull().default(0),
    /** Yen paid, net of voids and refunds, over the same windows. */
    spend: integer().notNull().default(0),
    spendM3: integer('spend_m3').notNull().default(0),
    spendM6: integer('spend_m6').notNull().default(0),
    spendM12: integer('spend_m12').notNull().default(0),
    lastVisitOn: date({ mode: 'string' }),
    /**
     * The member's own attributes 会員フィルター reads, copied from members by its insert and update triggers
     * (migration 0057), so a filter with sales conditions counts this one table, not a join of a million rows.
     */
    status: memberStatusEnum().notNull().default('active'),
    memberSystemId: integer(),
    rank: integer().notNull().default(1),
    gender: text().notNull().default('unanswered'),
    prefectureCode: text(),
    birthDate: date({ mode: 'string' }),
    joinedOn: date({ mode: 'string' }),
    /** The ledger's sum: kept by the trigger on member_point_entries. */
    pointsBalance: integer().notNull().default(0),
    /** The genre of the films seen most (ticket count), by the daily job. */
    favouriteGenre: text(),
    /** The Japan-time day the windows were computed for. */
    windowsOn: date({ mode: 'string' }),
    updatedAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  // With the member id last, a filter on the last visit or the genre is an index-only scan.
  (t) => [
    index('member_stats_brand_last_visit_idx').on(t.brandId, t.lastVisitOn, t.memberId),
    index('member_stats_brand_genre_idx').on(t.brandId, t.favouriteGenre, t.memberId),
  ],
);
