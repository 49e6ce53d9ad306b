import { z } from 'zod';
import { option } from './common.js';
import { labelled } from './enums.js';
import { withMeta } from './field-meta.js';
import { int, optionalText, refId } from './fields.js';
import { ja } from './messages.js';

// 会計設定 of a brand (docs/accounting.md): one row, saved whole with a version check (version 0: never saved).

export const accountingVoucher = labelled(['dailyReport', 'filmFee', 'accountsPayable', 'filmFeePayment'], {
  dailyReport: '日報',
  filmFee: '映画料',
  accountsPayable: '買掛',
  filmFeePayment: '映画料支払',
});
export type AccountingVoucher = (typeof accountingVoucher.values)[number];

export const accountingSettingLabels = {
  fiscalYearStartMonth: '会計年度の開始月',
  settlements: '支払方法ごとの精算先',
  paymentMethodId: '支払方法',
  clientId: '精算先',
  vouchers: '伝票ごとの既定科目',
  debitSubjectId: '借方科目',
  creditSubjectId: '貸方科目',
  description: '摘要',
} as const;
const L = accountingSettingLabels;

const optionalRef = (label: string) =>
  refId(label)
    .nullish()
    .transform((v) => v ?? null);

export const accountingSettlement = z.object({
  paymentMethodId: refId(L.paymentMethodId),
  clientId: optionalRef(L.clientId),
});
export type AccountingSettlement = z.infer<typeof accountingSettlement>;

export const accountingVoucherDefault = z.object({
  debitSubjectId: optionalRef(L.debitSubjectId),
  creditSubjectId: optionalRef(L.creditSubjectId),
  description: optionalText(L.description, 40, { multiline: false }),
});
export type AccountingVoucherDefault = z.infer<typeof accountingVoucherDefault>;

const blankVoucher: AccountingVoucherDefault = { debitSubjectId: null, creditSubjectId: null, description: null };
export const blankVouchers = (): Record<AccountingVoucher, AccountingVoucherDefault> => ({
  dailyReport: { ...blankVoucher },
  filmFee: { ...blankVoucher },
  accountsPayable: { ...blankVoucher },
  filmFeePayment: { ...blankVoucher },
});

export const accountingVouchers = z.object({
  dailyReport: accountingVoucherDefault,
  filmFee: accountingVoucherDefault,
  accountsPayable: accountingVoucherDefault,
  filmFeePayment: accountingVoucherDefault,
});
export type AccountingVouchers = z.infer<typeof accountingVouchers>;

export const accountingSettingBody = z.object({
  fiscalYearStartMonth: withMeta(int(L.fiscalYearStartMonth, 1, 12), { suffix: '月' }).default(4),
  settlements: z
    .array(accountingSettlement, { error: ja.invalidFormat(L.settlements) })
    .max(200, ja.invalidFormat(L.settlements))
    .default([]),
  vouchers: accountingVouchers.default(blankVouchers),
  /** The version the form read: 0 when the brand has never saved its settings. */
  version: z
    .number({ error: ja.required('バージョン') })
    .int()
    .min(0)
    .max(2_147_483_647),
});
export type AccountingSettingBody = z.infer<typeof accountingSettingBody>;
export type AccountingSettingInput = z.input<typeof accountingSettingBody>;

export const accountingSetting = z.object({
  fiscalYearStartMonth: z.number().int(),
  settlements: z.array(z.object({ paymentMethodId: z.number().int(), clientId: z.number().int().nullable() })),
  vouchers: z.record(
    z.enum(accountingVoucher.values),
    z.object({
      debitSubjectId: z.number().int().nullable(),
      creditSubjectId: z.number().int().nullable(),
      description: z.string().nullable(),
    }),
  ),
  version: z.number().int(),
  updatedAt: z.string().nullable(),
  /** What the form picks from: the brand's payment methods, its clients and its active 勘定科目. */
  paymentMethods: z.array(option),
  clients: z.array(option),
  subjects: z.array(option),
});
export type AccountingSetting = z.infer<typeof accountingSetting>;

export const accountingSettingMessages = {
  duplicatePaymentMethod: '同じ支払方法が2回指定されています',
};
