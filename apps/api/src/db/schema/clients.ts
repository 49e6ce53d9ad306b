import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgEnum, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { bankAccountType, clientRole, clientType, depositPurpose, holidayRule } from '@cinema/contracts';
import { editable } from './columns.js';
import { brands } from './brands.js';

export const clientTypeEnum = pgEnum('client_type', clientType.values);
export const clientRoleEnum = pgEnum('client_role', clientRole.values);
export const holidayRuleEnum = pgEnum('holiday_rule', holidayRule.values);
export const bankAccountTypeEnum = pgEnum('bank_account_type', bankAccountType.values);
export const depositPurposeEnum = pgEnum('deposit_purpose', depositPurpose.values);

// 取引先グループ: clients grouped for invoices and reports.
export const clientGroups = pgTable(
  'client_groups',
  {
    id: serial().primaryKey(),
    brandId: integer()
      .notNull()
      .references(() => brands.id),
    code: text().notNull(),
    name: text().notNull(),
    sortOrder: integer().notNull().default(0),
    ...editable,
  },
  (t) => [uniqueIndex('client_groups_brand_code_uq').on(t.brandId, t.code)],
);

// 取引先: distributors, suppliers, corporate customers and payment counterparties of a brand.
export const clients = pgTable(
  'clients',
  {
    id: serial().primaryKey(),
    brandId: integer()
      .notNull()
      .references(() => brands.id),
    code: text().notNull(),
    name: text().notNull(),
    kana: text().notNull(),
    type: clientTypeEnum().notNull(),
    role: clientRoleEnum().notNull(),
    postalCode: text(),
    prefectureCode: text(),
    city: text(),
    addressLine: text(),
    building: text(),
    phone: text(),
    contactName: text(),
    email: text(),
    /** 適格請求書発行事業者登録番号: T + 13 digits, check digit verified on input. */
    invoiceNumber: text(),
    /** 締日 1-31; 31 is the month's last day. */
    closingDay: integer().notNull().default(31),
    /** Months after the closing month in which money moves: 0 当月, 1 翌月… */
    paymentMonth: integer().notNull().default(1),
    paymentDay: integer().notNull().default(31),
    holidayRule: holidayRuleEnum().notNull().default('before'),
    paymentTerms: text(),
    // A group in use cannot be deleted: the foreign key refuses it (no cascade).
    clientGroupId: integer().references(() => clientGroups.id),
    /** 振込先: all five or none (check constraint below). */
    bankCode: text(),
    branchCode: text(),
    accountType: bankAccountTypeEnum(),
    accountNumber: text(),
    accountHolder: text(),
    memo: text(),
    active: boolean().notNull().default(true),
    ...editable,
  },
  (t) => [
    uniqueIndex('clients_brand_code_uq').on(t.brandId, t.code),
    index('clients_brand_idx').on(t.brandId),
    index('clients_group_idx').on(t.clientGroupId),
  ],
);

// 入金口座: the brand's own accounts; at most one default per purpose.
export const deposits = pgTable(
  'deposits',
  {
    id: serial().primaryKey(),
    brandId: integer()
      .notNull()
      .references(() => brands.id),
    name: text().notNull(),
    purpose: depositPurposeEnum().notNull(),
    bankCode: text().notNull(),
    branchCode: text().notNull(),
    accountType: bankAccountTypeEnum().notNull(),
    accountNumber: text().notNull(),
    accountHolder: text().notNull(),
    isDefault: boolean().notNull().default(false),
    memo: text(),
    ...editable,
  },
  (t) => [
    index('deposits_brand_idx').on(t.brandId),
    uniqueIndex('deposits_default_uq')
      .on(t.brandId, t.purpose)
      .where(sql`${t.isDefault}`),
  ],
);
