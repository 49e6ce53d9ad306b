import { z } from 'zod';
import { daysBetween } from './business-day.js';
import { listOf, sortedList } from './common.js';
import { dateField } from './dates.js';
import { labelled, transactionStatus } from './enums.js';
import { id } from './fields.js';
import { ja } from './messages.js';
import { toAsciiText } from './normalize.js';
import { emailStatus, exceptionKind, salesChannel, transactionKind } from './sales.js';
import { cleanString } from './text.js';

// 取引履歴 and 販売ログ (docs/reports.md, "the report screens"): one row per transaction having lines of a kind, or one
// row per line event, over at most 31 business days of the chosen cinema (販売日基準).

/** The kinds of line a history or log reads, and their screens. */
export const historyType = labelled(['ticket', 'shop', 'other'], {
  ticket: 'チケット',
  shop: '売店',
  other: 'その他売上',
});
export type HistoryType = (typeof historyType.values)[number];

export const historyScreens = {
  ticket: '/transaction-history',
  shop: '/transaction-history-stand',
  other: '/transaction-history-other',
} as const satisfies Record<HistoryType, string>;
export const logScreens = {
  ticket: '/transaction-log-ticket',
  shop: '/transaction-log-shop',
  other: '/transaction-log-other',
} as const satisfies Record<HistoryType, string>;
export const CL_HISTORY_SCREEN = '/transaction-history-cl';

export const MAX_PERIOD_DAYS = 31;
export const historyLabels = {
  from: '営業日（開始）',
  to: '営業日（終了）',
  period: '営業日',
  accountFrom: '計上日（開始）',
  accountTo: '計上日（終了）',
  accountPeriod: '計上日',
  transactionNo: '取引番号',
  memberNo: '会員番号',
  contact: '購入者（氏名・電話・メール）',
  amountMin: '合計金額（下限）',
  amountMax: '合計金額（上限）',
  seatKey: '座席',
  keyword: '取引番号・会員番号・購入者',
  kind: '区分',
  includeUnpaid: '未決済を含む',
  includeDeleted: '削除済みを含む',
} as const;
const L = historyLabels;

export const periodMessages = {
  order: (label: string) => `「${label}」の終了日は開始日以降の日付を指定してください`,
  tooLong: (label: string) => `「${label}」の期間は${MAX_PERIOD_DAYS}日以内で指定してください`,
};

// Search text as typed on a Japanese keyboard: full-width digits and letters fold to ASCII.
export const searchText = (label: string, max = 100) =>
  cleanString(label)
    .trim()
    .max(max, ja.maxLength(label, max))
    .optional()
    .transform((v) => (v ? toAsciiText(v) : undefined));
const flag = (label: string) => z.stringbool({ error: `「${label}」は true か false で指定してください` }).optional();
const yen = (label: string) =>
  z.coerce
    .number({ error: ja.numberRange(label, 0, 100_000_000) })
    .int(ja.numberRange(label, 0, 100_000_000))
    .min(0, ja.numberRange(label, 0, 100_000_000))
    .max(100_000_000, ja.numberRange(label, 0, 100_000_000))
    .optional();

/** A period of business dates, at most 31 days, the error on the end field naming the period. */
export function checkPeriod(v: { from: string; to: string }, ctx: z.RefinementCtx, label: string, field = 'to'): void {
  const days = daysBetween(v.from, v.to);
  if (days < 0) ctx.addIssue({ code: 'custom', path: [field], message: periodMessages.order(label) });
  else if (days >= MAX_PERIOD_DAYS)
    ctx.addIssue({ code: 'custom', path: [field], message: periodMessages.tooLong(label) });
}

export const periodFields = { from: dateField(L.from), to: dateField(L.to) };

/**
 * Which documents a history or log shows. By default only those whose money moved: a sale once
 * captured (支払い済み, 一部払戻済み, 払戻済み, and 取消済み only when money had been captured),
 * and voids and refunds as their own negative documents. Orders never paid (処理中, 支払い待ち,
 * 確認中, 決済失敗, 期限切れ, a released hold) come with includeUnpaid, 削除済み with
 * includeDeleted; a chosen status shows exactly that status. A void's or refund's status is the
 * status of the sale it reverses.
 */
export const shownFields = {
  status: transactionStatus.schema.optional(),
  includeUnpaid: flag(L.includeUnpaid),
  includeDeleted: flag(L.includeDeleted),
};

export const historySortFields = ['occurredAt', 'transactionNo', 'total'] as const;
export const historyListQuery = sortedList(historySortFields)
  .extend({
    cinemaId: id.optional(),
    ...periodFields,
    /** 取引番号 (予約番号), 会員番号, or the purchaser's name, kana, phone or e-mail. */
    keyword: searchText(L.keyword, 100),
    /** A document's own number, or the sale's (which finds its voids and refunds too). */
    transactionNo: searchText(L.transactionNo, 20),
    kind: transactionKind.schema.optional(),
    ...shownFields,
    channel: salesChannel.schema.optional(),
    deviceId: id.optional(),
    paymentMethodId: id.optional(),
    memberNo: searchText(L.memberNo, 40),
    contact: searchText(L.contact, 100),
    filmId: id.optional(),
    screeningId: id.optional(),
    shopItemId: id.optional(),
    amountMin: yen(L.amountMin),
    amountMax: yen(L.amountMax),
  })
  .superRefine((v, ctx) => checkPeriod(v, ctx, L.period));
export type HistoryListQuery = z.infer<typeof historyListQuery>;

export const historyRow = z.object({
  id: z.string(),
  transactionNo: z.string(),
  /** 販売, or the 取消 or 払戻 of `originalTransactionNo`. */
  kind: transactionKind.schema,
  originalId: z.string().nullable(),
  originalTransactionNo: z.string().nullable(),
  occurredAt: z.string(),
  salesBusinessDate: z.string(),
  channel: salesChannel.schema,
  deviceName: z.string().nullable(),
  staffName: z.string().nullable(),
  memberNo: z.string().nullable(),
  purchaserName: z.string().nullable(),
  /** The first line of the kind, with 「他n件」. */
  summary: z.string(),
  /** Quantity of the kind's lines (tickets: seats). */
  quantity: z.number().int(),
  /** The history's own kind of lines (a void's or refund's negative): what its totals add up. */
  amount: z.number().int(),
  /** The whole document, every kind of line. */
  total: z.number().int(),
  discount: z.number().int(),
  taxable10: z.number().int(),
  taxable8: z.number().int(),
  paymentNames: z.string(),
  status: transactionStatus.schema,
  /** The sale's money was taken (paid_at set): a `cancel` without it is a released hold (statusWord). */
  paid: z.boolean(),
  refundedAmount: z.number().int(),
  emailStatus: emailStatus.schema,
  clientName: z.string().nullable(),
});
export type HistoryRow = z.infer<typeof historyRow>;

/** 件数 and 金額 of the whole filtered result, counting only documents whose money moved. */
export const historyTotals = z.object({ count: z.number().int(), amount: z.number().int() });
export type HistoryTotals = z.infer<typeof historyTotals>;
export const historyList = listOf(historyRow).extend({ totals: historyTotals });

export const historyLine = z.object({
  lineNo: z.number().int(),
  lineType: z.string(),
  /** 販売グループ of the line (its item's, its 券種's or 会費's), docs/accounting.md. */
  salesGroupName: z.string().nullable(),
  name: z.string(),
  quantity: z.number().int(),
  unitPrice: z.number().int(),
  discountAmount: z.number().int(),
  couponSerial: z.string().nullable(),
  couponAmount: z.number().int(),
  amount: z.number().int(),
  taxRate: z.number(),
  tax: z.number().int(),
  refundedQuantity: z.number().int(),
  refundedAmount: z.number().int(),
  seatKey: z.string().nullable(),
  screeningStart: z.string().nullable(),
  houseName: z.string().nullable(),
  surcharge: z.number().int(),
  boxOfficeAmount: z.number().int().nullable(),
  options: z.string(),
  eatIn: z.boolean().nullable(),
  issuedAt: z.string().nullable(),
  admittedAt: z.string().nullable(),
});
export const historyPayment = z.object({
  methodName: z.string(),
  methodKind: z.string(),
  amount: z.number().int(),
  tendered: z.number().int().nullable(),
  change: z.number().int().nullable(),
  approvalNo: z.string().nullable(),
});
export const historyTax = z.object({ rate: z.number(), taxable: z.number().int(), tax: z.number().int() });
export const historyReversal = z.object({
  id: z.string(),
  transactionNo: z.string(),
  kind: transactionKind.schema,
  occurredAt: z.string(),
  salesBusinessDate: z.string(),
  total: z.number().int(),
  memo: z.string().nullable(),
});
export const timelineEntry = z.object({
  at: z.string(),
  status: transactionStatus.schema,
  label: z.string(),
});
export const historyDetail = historyRow.extend({
  tax: z.number().int(),
  purchaserPhone: z.string().nullable(),
  purchaserEmail: z.string().nullable(),
  memo: z.string().nullable(),
  lines: z.array(historyLine),
  payments: z.array(historyPayment),
  taxes: z.array(historyTax),
  reversals: z.array(historyReversal),
  exceptions: z.array(z.object({ kind: exceptionKind.schema, message: z.string() })),
  timeline: z.array(timelineEntry),
});
export type HistoryDetail = z.infer<typeof historyDetail>;

export const historyDetailParams = z.object({ id: z.uuid({ error: '取引が見つかりません' }) });

/** What the histories' filters and the 掛売 entry pick from: the brand's films, items and tenders, the cinema's devices. */
export const historyOptionsQuery = z.object({ cinemaId: id.optional() });
export const historyOptions = z.object({
  films: z.array(z.object({ id: z.number().int(), name: z.string() })),
  items: z.array(
    z.object({
      id: z.number().int(),
      code: z.string(),
      name: z.string(),
      price: z.number().int(),
      type: historyType.schema,
    }),
  ),
  paymentMethods: z.array(z.object({ id: z.number().int(), name: z.string() })),
  devices: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type HistoryOptions = z.infer<typeof historyOptions>;
