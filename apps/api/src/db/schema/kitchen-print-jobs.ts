import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { printJobKind, printJobStatus, type PrintJobItem } from '@cinema/contracts';
import { brands } from './brands.js';
import { cinemas } from './cinemas.js';
import { devices } from './devices.js';
import { salesChannelEnum } from './transactions.js';

const instant = () => timestamp({ withTimezone: true, mode: 'date' });

export const printJobStatusEnum = pgEnum('print_job_status', printJobStatus.values);
export const printJobKindEnum = pgEnum('print_job_kind', printJobKind.values);

// キッチン伝票 (docs/device-api.md, "kitchen printers"): one job per sale and kitchen printer whose 売店グループ its
// shop lines belong to, written in the sale's transaction. The lines are a snapshot of what was sold (the slip
// prints what the customer ordered, whatever the masters say later); the sale is named without a foreign key, as
// the sales facts name their masters (docs/sales.md, "invariants"). A printer deleted takes its jobs with it.
export const kitchenPrintJobs = pgTable(
  'kitchen_print_jobs',
  {
    id: serial().primaryKey(),
    brandId: integer()
      .notNull()
      .references(() => brands.id),
    cinemaId: integer()
      .notNull()
      .references(() => cinemas.id),
    /** The kitchen printer (a device of type kitchenPrinter). */
    deviceId: integer()
      .notNull()
      .references(() => devices.id, { onDelete: 'cascade' }),
    transactionId: uuid().notNull(),
    transactionNo: bigint({ mode: 'number' }).notNull(),
    kind: printJobKindEnum().notNull().default('order'),
    status: printJobStatusEnum().notNull().default('pending'),
    channel: salesChannelEnum().notNull(),
    /** The register or device that sold, as named then; null for the console's sales. */
    sourceName: text(),
    items: jsonb().$type<PrintJobItem[]>().notNull(),
    orderedAt: instant().notNull(),
    printedAt: instant(),
    createdAt: instant().notNull().defaultNow(),
    updatedAt: instant().notNull().defaultNow(),
  },
  (t) => [
    // One order and at most one 取消伝票 per sale and printer: a resent or re-told sale makes no second job.
    uniqueIndex('kitchen_print_jobs_sale_uq').on(t.transactionId, t.deviceId, t.kind),
    // What a printer fetches: its pending jobs, oldest first.
    index('kitchen_print_jobs_pending_idx')
      .on(t.deviceId, t.id)
      .where(sql`status = 'pending'`),
    // 印刷履歴: a printer's jobs by time.
    index('kitchen_print_jobs_device_idx').on(t.deviceId, t.orderedAt),
    // キッチンプリンター's 最終印刷: a printer's latest print without reading its history.
    index('kitchen_print_jobs_printed_idx')
      .on(t.deviceId, t.printedAt)
      .where(sql`printed_at is not null`),
    index('kitchen_print_jobs_brand_idx').on(t.brandId, t.cinemaId),
  ],
);
