import { z } from 'zod';
import { closingMonthField } from './daily-closing.js';
import { labelled } from './enums.js';
import { withMeta } from './field-meta.js';
import { id } from './fields.js';
import { ja } from './messages.js';
import { toAsciiText } from './normalize.js';

// 会計伝票ダウンロード (/accounting-report-download, docs/accounting.md): a month's 伝票 of the brand's cinemas as journal
// lines, previewed and downloaded as a CSV for 弥生会計, freee会計 or the generic layout. Only the 伝票 that are built
// are offered: 日報 and 映画料 (買掛 and 映画料支払 wait for the payables).

export const JOURNAL_SCREEN = '/accounting-report-download';

export const journalVoucher = labelled(['dailyReport', 'filmFee', 'accountsPayable', 'filmFeePayment'], {
  dailyReport: '日報',
  filmFee: '映画料',
  accountsPayable: '買掛',
  filmFeePayment: '映画料支払',
});
export type JournalVoucher = (typeof journalVoucher.values)[number];

export const journalLayout = labelled(['yayoi', 'freee', 'generic'], {
  yayoi: '弥生会計（仕訳日記帳）',
  freee: 'freee会計（仕訳インポート）',
  generic: '汎用',
});
export type JournalLayout = (typeof journalLayout.values)[number];

export const journalLabels = {
  cinemaId: '劇場',
  month: '対象月',
  authorCode: '担当者番号',
  voucher: '伝票名',
  layout: '形式',
} as const;
const L = journalLabels;

const authorCode = withMeta(
  z
    .string({ error: ja.invalidFormat(L.authorCode) })
    .transform((v) => toAsciiText(v).trim())
    .pipe(z.string().regex(/^[A-Za-z0-9]{0,10}$/, `「${L.authorCode}」は半角英数字10文字以内で入力してください`))
    .optional()
    .transform((v) => v || null),
  { label: L.authorCode },
);

export const journalQuery = z.object({
  /** One cinema, or every cinema of the brand when absent. */
  cinemaId: id.optional(),
  month: closingMonthField,
  voucher: z.enum(journalVoucher.values, { error: ja.requiredSelect(L.voucher) }),
  authorCode,
});
export type JournalQuery = z.infer<typeof journalQuery>;

export const journalDownloadQuery = journalQuery.extend({
  layout: z.enum(journalLayout.values, { error: ja.requiredSelect(L.layout) }),
  /** The user confirmed 「未締めのため暫定の数値です。ダウンロードしますか？」 for a month not closed. */
  provisional: z
    .enum(['true', 'false'], { error: ja.invalidFormat('暫定') })
    .optional()
    .transform((v) => v === 'true'),
});
export type JournalDownloadQuery = z.infer<typeof journalDownloadQuery>;

const side = z.object({
  subjectCode: z.string(),
  subjectName: z.string(),
  sub: z.string(),
  /** 部門: the cinema's code. */
  dept: z.string(),
  taxKind: z.string(),
  amount: z.number().int(),
  tax: z.number().int(),
});
export type JournalSide = z.infer<typeof side>;

/** One row of a 伝票: a debit, a credit or both (a compound entry pairs its debits and credits row by row). */
export const journalLine = z.object({
  voucherNo: z.number().int(),
  date: z.string(),
  cinemaCode: z.string(),
  debit: side.nullable(),
  credit: side.nullable(),
  description: z.string(),
});
export type JournalLine = z.infer<typeof journalLine>;

export const journalPreview = z.object({
  month: z.string(),
  voucher: journalVoucher.schema,
  /** Every chosen cinema's month is closed (月次締め); otherwise the figures are 暫定. */
  closed: z.boolean(),
  lines: z.array(journalLine),
  debitTotal: z.number().int(),
  creditTotal: z.number().int(),
  /** What the brand's settings lack (a subject not found): the lines show 未設定 there. */
  warnings: z.array(z.string()),
});
export type JournalPreview = z.infer<typeof journalPreview>;

export const journalFile = z.object({
  fileName: z.string(),
  /** The CSV in Shift_JIS, base64. */
  content: z.string(),
  provisional: z.boolean(),
});
export type JournalFile = z.infer<typeof journalFile>;

export const journalMessages = {
  confirmProvisional: '未締めのため暫定の数値です。ダウンロードしますか？',
  notClosed: '未締めのため暫定の数値です。確認のうえダウンロードしてください',
  unset: '未設定',
  missingSubject: (what: string) => `${what}の勘定科目が見つかりません（会計設定・販売グループを確認してください）`,
};
