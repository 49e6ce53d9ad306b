import { boolean, index, integer, jsonb, pgEnum, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { accountKind, accountTaxKind, type AccountingSettlement, type AccountingVouchers } from '@cinema/contracts';
import { editable } from './columns.js';
import { brands } from './brands.js';

export const accountKindEnum = pgEnum('account_kind', accountKind.values);
export const accountTaxKindEnum = pgEnum('account_tax_kind', accountTaxKind.values);

// 勘定科目 of a brand (会計設定, docs/accounting.md).
export const accountingSubjects = pgTable(
  'accounting_subjects',
  {
    id: serial().primaryKey(),
    brandId: integer()
      .notNull()
      .references(() => brands.id),
    code: text().notNull(),
    name: text().notNull(),
    kind: accountKindEnum().notNull(),
    taxKind: accountTaxKindEnum().notNull(),
    usesSubAccounts: boolean().notNull().default(false),
    active: boolean().notNull().default(true),
    sortOrder: integer().notNull().default(0),
    ...editable,
  },
  (t) => [
    uniqueIndex('accounting_subjects_brand_code_uq').on(t.brandId, t.code),
    index('accounting_subjects_brand_idx').on(t.brandId),
  ],
);

// 会計設定 of a brand: one row, saved whole with a version check. The settlements name the brand's payment
// methods and clients, the vouchers its 勘定科目: checked on save, and a subject named here cannot be deleted.
export const accountingSettings = pgTable(
  'accounting_settings',
  {
    id: serial().primaryKey(),
    brandId: integer()
      .notNull()
      .references(() => brands.id),
    fiscalYearStartMonth: integer().notNull().default(4),
    settlements: jsonb().$type<AccountingSettlement[]>().notNull().default([]),
    vouchers: jsonb().$type<AccountingVouchers>().notNull(),
    ...editable,
  },
  (t) => [uniqueIndex('accounting_settings_brand_uq').on(t.brandId)],
);
