import { z } from 'zod';
import { listOf, listQuery } from './common.js';
import { closingMonthField } from './daily-closing.js';
import { dateField, optionalDateField } from './dates.js';
import { labelled, type RoundingMode } from './enums.js';
import { id, optionalText, pickId, refId, requiredText, yenAmount } from './fields.js';

// 売掛 (/account-receivable, docs/accounting.md, "売掛"): receivables of 掛売 clients and of the 取引先 that settle a
// payment method, 請求書 (適格請求書) per 取引先 and closing period, 入金 and 消込, the balance list, the ledger and the
// aging. Head office only (menu 会計, module accounting).

export const ACCOUNT_RECEIVABLE_SCREEN = '/account-receivable';
export const AR_MAX_AMOUNT = 999_999_999;

export const arInvoiceStatus = labelled(['unpaid', 'partial', 'paid', 'void'], {
  unpaid: '未入金',
  partial: '一部入金',
  paid: '入金済',
  void: '取消',
});
export type ArInvoiceStatus = (typeof arInvoiceStatus.values)[number];

/** 請求状態 of a 掛売 sale on /transaction-history-cl. */
export const billingStatus = labelled(['unbilled', 'billed', 'partial', 'paid'], {
  unbilled: '未請求',
  billed: '請求済',
  partial: '一部入金',
  paid: '入金済',
});
export type BillingStatus = (typeof billingStatus.values)[number];

export const arLabels = {
  month: '対象月',
  clientId: '取引先',
  clientGroupId: '取引先グループ',
  invoiceId: '請求書',
  number: '請求書番号',
  issueDate: '発行日',
  dueDate: '回収予定日',
  period: '対象期間',
  total: '請求額（税込）',
  tax: '消費税',
  paidAmount: '入金済額',
  openAmount: '未入金額',
  status: '状態',
  reason: '取消の理由',
  undoReason: '消込取消の理由',
  paidOn: '入金日',
  amount: '入金額',
  fee: '振込手数料',
  depositId: '入金口座',
  memo: 'メモ',
  invoiceIds: '消込する請求書',
  asOf: '基準日',
  nonZero: '残高0を除く',
} as const;
const L = arLabels;

export const arMessages = {
  drawn: (n: string) => `請求書 ${n} を発行しました`,
  nothingOpen: '対象期間に未請求の売掛がありません',
  reissued: '請求書を再発行しました',
  voided: '請求書を取り消しました',
  voidMatched: '入金が消し込まれている請求書は取り消せません。先に消込を取り消してください',
  alreadyVoid: 'この請求書はすでに取り消されています',
  paymentSaved: '入金を登録しました',
  matched: '消込しました',
  unmatched: '消込を取り消しました',
  noCredit: 'この入金に消し込める残りはありません',
  invoicePaid: (n: string) => `請求書 ${n} は入金済です`,
  otherClient: '別の取引先の請求書は消し込めません',
  matchDone: 'この消込はすでに取り消されています',
  stale: '他の人が先に更新しました。画面を読み込み直してから操作してください',
} as const;

const versionOf = z.number({ error: arMessages.stale }).int(arMessages.stale).min(1, arMessages.stale);

/** Per rate: the total tax included, its tax (one rounding per invoice and rate) and the amount without it. */
export const arRateTotal = z.object({
  rate: z.number(),
  taxable: z.number().int(),
  tax: z.number().int(),
  net: z.number().int(),
});
export type ArRateTotal = z.infer<typeof arRateTotal>;

export const arInvoiceLine = z.object({
  id: z.number().int(),
  kind: z.enum(['sale', 'settlement']),
  date: z.string(),
  cinemaId: z.number().int(),
  transactionNo: z.number().int().nullable(),
  description: z.string(),
  taxRate: z.number(),
  amount: z.number().int(),
});
export type ArInvoiceLine = z.infer<typeof arInvoiceLine>;

export const arInvoice = z.object({
  id: z.number().int(),
  number: z.string(),
  clientId: z.number().int(),
  clientCode: z.string(),
  clientName: z.string(),
  month: z.string(),
  periodFrom: z.string(),
  periodTo: z.string(),
  issueDate: z.string(),
  dueDate: z.string(),
  issuerName: z.string(),
  issuerInvoiceNumber: z.string().nullable(),
  issuerPostalCode: z.string().nullable(),
  issuerAddress: z.string().nullable(),
  total: z.number().int(),
  tax: z.number().int(),
  rateTotals: z.array(arRateTotal),
  paidAmount: z.number().int(),
  openAmount: z.number().int(),
  status: arInvoiceStatus.schema,
  reissueCount: z.number().int(),
  voidReason: z.string().nullable(),
  version: z.number().int(),
  createdAt: z.string(),
});
export type ArInvoice = z.infer<typeof arInvoice>;

export const arInvoiceDetail = arInvoice.extend({
  lines: z.array(arInvoiceLine),
  matches: z.array(
    z.object({ id: z.number().int(), paymentId: z.number().int(), paidOn: z.string(), amount: z.number().int() }),
  ),
});
export type ArInvoiceDetail = z.infer<typeof arInvoiceDetail>;

export const arInvoiceListQuery = listQuery.extend({
  month: closingMonthField.optional(),
  clientId: id.optional(),
  status: z.enum(arInvoiceStatus.values, { error: '「状態」を選択してください' }).optional(),
});
export type ArInvoiceListQuery = z.infer<typeof arInvoiceListQuery>;
export const arInvoiceList = listOf(arInvoice);

export const arDrawBody = z.object({
  clientId: refId(L.clientId),
  month: closingMonthField,
  /** 発行日; today in Japan when absent. */
  issueDate: optionalDateField(L.issueDate),
});
export type ArDrawBody = z.infer<typeof arDrawBody>;

export const arReissueBody = z.object({ version: versionOf });
export type ArReissueBody = z.infer<typeof arReissueBody>;
export const arVoidBody = z.object({ version: versionOf, reason: requiredText(L.reason, 200) });
export type ArVoidBody = z.infer<typeof arVoidBody>;

export const arPayment = z.object({
  id: z.number().int(),
  clientId: z.number().int(),
  clientCode: z.string(),
  clientName: z.string(),
  paidOn: z.string(),
  amount: z.number().int(),
  fee: z.number().int(),
  depositId: z.number().int(),
  depositName: z.string(),
  memo: z.string().nullable(),
  /** Applied to invoices (amount + fee count). */
  matched: z.number().int(),
  /** 未消込 (前受): amount + fee − matched. */
  unmatched: z.number().int(),
  matches: z.array(
    z.object({ id: z.number().int(), invoiceId: z.number().int(), number: z.string(), amount: z.number().int() }),
  ),
  version: z.number().int(),
});
export type ArPayment = z.infer<typeof arPayment>;

export const arPaymentListQuery = listQuery.extend({
  month: closingMonthField.optional(),
  clientId: id.optional(),
});
export type ArPaymentListQuery = z.infer<typeof arPaymentListQuery>;
export const arPaymentList = listOf(arPayment);

const invoiceIds = z
  .array(pickId(L.invoiceIds), { error: `「${L.invoiceIds}」が正しくありません` })
  .max(100, `「${L.invoiceIds}」は100件までです`)
  .default([]);

/** 入金登録: applied to the named invoices in order, each taking what it still owes; the rest stays 未消込. */
export const arPaymentBody = z.object({
  clientId: refId(L.clientId),
  paidOn: dateField(L.paidOn),
  amount: yenAmount(L.amount, 1, AR_MAX_AMOUNT),
  fee: yenAmount(L.fee, 0, 99_999).default(0),
  depositId: refId(L.depositId),
  memo: optionalText(L.memo, 200, { multiline: false }),
  invoiceIds,
});
export type ArPaymentBody = z.infer<typeof arPaymentBody>;
export type ArPaymentInput = z.input<typeof arPaymentBody>;

export const arMatchBody = z.object({
  paymentId: pickId('入金'),
  version: versionOf,
  invoiceIds: invoiceIds.refine((ids) => ids.length > 0, `「${L.invoiceIds}」を選択してください`),
});
export type ArMatchBody = z.infer<typeof arMatchBody>;
export const arUnmatchBody = z.object({ version: versionOf, reason: requiredText(L.undoReason, 200) });
export type ArUnmatchBody = z.infer<typeof arUnmatchBody>;

/** Σ税込 × r/(1+r) rounded once with the brand's 端数処理, the sign kept apart (a credit rounds like its charge). */
export function arRateTax(taxable: number, rate: number, mode: RoundingMode): number {
  const percent = Math.round(rate * 100);
  if (percent === 0) return 0;
  const a = Math.abs(taxable) * percent;
  const d = 100 + percent;
  const q = Math.floor(a / d);
  const rest = a - q * d;
  const up = rest !== 0 && (mode === 'ROUND_UP' || (mode === 'ROUND' && rest * 2 >= d));
  return Math.sign(taxable) * (q + (up ? 1 : 0));
}

/** The invoice's per-rate totals from its lines (tax included), 10 % first. */
export function arRateTotals(lines: readonly { taxRate: number; amount: number }[], mode: RoundingMode): ArRateTotal[] {
  const byRate = new Map<number, number>();
  for (const l of lines) byRate.set(l.taxRate, (byRate.get(l.taxRate) ?? 0) + l.amount);
  return [...byRate.entries()]
    .sort((a, b) => b[0] - a[0])
    .map(([rate, taxable]) => {
      const tax = arRateTax(taxable, rate, mode);
      return { rate, taxable, tax, net: taxable - tax };
    });
}

export const taxRateText = (rate: number) =>
  rate === 0.1 ? '10%' : rate === 0.08 ? '8%（軽減税率）' : rate === 0 ? '対象外' : `${Math.round(rate * 100)}%`;

/** 請求書番号: INV-2026-000123. */
export const arInvoiceNumber = (year: number, seq: number) => `INV-${year}-${String(seq).padStart(6, '0')}`;
