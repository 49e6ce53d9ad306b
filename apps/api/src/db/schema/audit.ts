import { bigserial, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

// Every change, login and act-as: who, what, when and tenant (brand, and the cinema it was done in: null for a
// brand-wide change). No foreign keys, so history outlives rows.
export const auditLogs = pgTable(
  'audit_logs',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    at: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    accountId: integer(),
    userName: text(),
    actingAccountId: integer(),
    actingUserName: text(),
    brandId: integer(),
    cinemaId: integer(),
    action: text().notNull(),
    entity: text().notNull(),
    entityId: text(),
    summary: text(),
    detail: jsonb(),
    ip: text(),
    requestId: text(),
  },
  (t) => [
    index('audit_logs_brand_at_idx').on(t.brandId, t.at),
    index('audit_logs_entity_idx').on(t.entity, t.entityId),
    index('audit_logs_cinema_at_idx').on(t.cinemaId, t.at),
  ],
);
