import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgEnum, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { salesStopScope, type SalesStopEvent } from '@cinema/contracts';
import { editable } from './columns.js';
import { accounts } from './accounts.js';
import { brands } from './brands.js';
import { cinemas } from './cinemas.js';

export const salesStopScopeEnum = pgEnum('sales_stop_scope', salesStopScope.values);

// オンライン販売の緊急停止. A cinema stop is a tenant row (brand_id, cinema_id); a platform-wide
// stop belongs to no brand, so both are null there. The state (予定/停止中/終了) is derived from
// starts_at/ends_at and the clock, never stored.
export const salesStops = pgTable(
  'sales_stops',
  {
    id: serial().primaryKey(),
    scope: salesStopScopeEnum().notNull(),
    brandId: integer().references(() => brands.id),
    // A cinema's stops go with it; the audit log keeps their trail.
    cinemaId: integer().references(() => cinemas.id, { onDelete: 'cascade' }),
    startsAt: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
    /** null: until someone ends it. */
    endsAt: timestamp({ withTimezone: true, mode: 'date' }),
    message: text().notNull(),
    createdById: integer().references(() => accounts.id, { onDelete: 'set null' }),
    /** The creator's display name, kept when the account goes. */
    createdByName: text(),
    /** The stop's own history (登録, 変更, 手動で終了), beside the audit log. */
    history: jsonb().$type<SalesStopEvent[]>().notNull().default([]),
    ...editable,
  },
  (t) => [
    index('sales_stops_cinema_starts_idx').on(t.cinemaId, t.startsAt),
    index('sales_stops_scope_starts_idx').on(t.scope, t.startsAt),
    index('sales_stops_brand_idx').on(t.brandId),
    check(
      'sales_stops_scope_owner_ck',
      sql`(${t.scope} = 'platform' and ${t.brandId} is null and ${t.cinemaId} is null) or (${t.scope} = 'cinema' and ${t.brandId} is not null and ${t.cinemaId} is not null)`,
    ),
    check('sales_stops_period_ck', sql`${t.endsAt} is null or ${t.endsAt} > ${t.startsAt}`),
  ],
);
