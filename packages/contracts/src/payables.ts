import { z } from 'zod';
import { listOf, listQuery } from './common.js';
import { closingMonthField } from './daily-closing.js';
import { dateField } from './dates.js';
import { labelled, type RoundingMode } from './enums.js';
import { id, optionalText, refId, requiredText, versionField, yenAmount } from './fields.js';
import { monthText } from './monthly-closing.js';

// 買掛・未払 (/account-payable, docs/accounting.md, "買掛・未払"): what the brand owes its 取引先, per 取引先 and month.
// A payable is a confirmed month of film fees of one 配給会社 (re-summed from the confirmed statements whenever one
// is confirmed or unconfirmed) or a 仕入 recorded here; 支払 and 相殺 reduce its balance, never below 0.

export const PAYABLE_SCREEN = '/account-payable';
export const MAX_PAYABLE_AMOUNT = 999_999_999;

export const payableKind = labelled(['filmFee', 'purchase'], { filmFee: '映画料', purchase: '仕入' });
export type PayableKind = (typeof payableKind.values)[number];
export const payableEntryKind = labelled(['payment', 'offset'], { payment: '支払', offset: '相殺' });
export type PayableEntryKind = (typeof payableEntryKind.values)[number];
export const payableState = labelled(['unpaid', 'partial', 'paid'], {
  unpaid: '未払',
  partial: '一部支払',
  paid: '支払済',
});
export type PayableState = (typeof payableState.values)[number];

export const payableLabels = {
  month: '対象月',
  clientId: '取引先',
  supplierId: '仕入先',
  kind: '区分',
  state: '状態',
  cinemaId: '劇場',
  recordedOn: '計上日',
  base10: '10%対象（税抜）',
  base8: '8%対象（税抜）',
  tax10: '消費税（10%）',
  tax8: '消費税（8%）',
  amount: '金額（税込）',
  memo: '摘要',
  opening: '前月末残高',
  incurred: '当月発生',
  paid: '当月支払',
  offset: '相殺',
  balance: '残高',
  dueOn: '支払予定日',
  payableId: '買掛・未払',
  paidOn: '支払日',
  payAmount: '支払額',
  depositId: '支払口座',
  payMemo: 'メモ',
  offsetOn: '相殺日',
  offsetAmount: '相殺額',
  offsetReason: '相殺理由',
  cancelReason: '取消理由',
} as const;
const L = payableLabels;

export const payableMessages = {
  purchased: '仕入を計上しました',
  paid: '支払を登録しました',
  offset: '相殺を登録しました',
  cancelled: '取消しました',
  noAmount: '「10%対象（税抜）」か「8%対象（税抜）」に金額を入力してください',
  over: (label: string, balance: number) => `「${label}」が残高（${balance.toLocaleString('ja-JP')}円）を超えています`,
  notSupplier: '「仕入先」には取引区分が仕入先の有効な取引先を選択してください',
  alreadyCancelled: 'この支払・相殺はすでに取り消されています',
  hasPayments: (month: string, client: string) =>
    `${client}の${monthText(month)}の映画料には支払または相殺が登録されているため確定解除できません（先に支払・相殺を取り消してください）`,
  stale: '他の人が先に更新しました。画面を読み込み直してから操作してください',
} as const;

export const payableListQuery = listQuery.extend({
  month: closingMonthField.optional(),
  clientId: id.optional(),
  kind: z.enum(payableKind.values, { error: `「${L.kind}」を選択してください` }).optional(),
  state: z.enum(payableState.values, { error: `「${L.state}」を選択してください` }).optional(),
});
export type PayableListQuery = z.infer<typeof payableListQuery>;

/** One 取引先's month: 前月末残高 + 当月発生 − 当月支払 − 相殺 = 残高. */
export const payableRow = z.object({
  clientId: z.number().int(),
  clientCode: z.string(),
  clientName: z.string(),
  opening: z.number().int(),
  incurred: z.number().int(),
  paid: z.number().int(),
  offset: z.number().int(),
  balance: z.number().int(),
  /** The earliest 支払予定日 among the 取引先's payables still open; null when nothing is owed. */
  dueOn: z.string().nullable(),
  state: payableState.schema,
});
export type PayableRow = z.infer<typeof payableRow>;
export const payableList = listOf(payableRow).extend({ month: z.string() });
export type PayableList = z.infer<typeof payableList>;

export const payableItem = z.object({
  id: z.number().int(),
  clientId: z.number().int(),
  kind: payableKind.schema,
  month: z.string(),
  cinemaName: z.string().nullable(),
  recordedOn: z.string(),
  dueOn: z.string(),
  base10: z.number().int(),
  tax10: z.number().int(),
  base8: z.number().int(),
  tax8: z.number().int(),
  amount: z.number().int(),
  paid: z.number().int(),
  offset: z.number().int(),
  balance: z.number().int(),
  state: payableState.schema,
  memo: z.string().nullable(),
  version: z.number().int(),
});
export type PayableItem = z.infer<typeof payableItem>;

export const payableEntry = z.object({
  id: z.number().int(),
  payableId: z.number().int(),
  payableKind: payableKind.schema,
  payableMonth: z.string(),
  kind: payableEntryKind.schema,
  entryOn: z.string(),
  amount: z.number().int(),
  depositName: z.string().nullable(),
  memo: z.string().nullable(),
  createdByName: z.string().nullable(),
  createdAt: z.string(),
  cancelledAt: z.string().nullable(),
  cancelledByName: z.string().nullable(),
  cancelReason: z.string().nullable(),
  version: z.number().int(),
});
export type PayableEntry = z.infer<typeof payableEntry>;

/** A 取引先's payables (every one, newest month first) and its 支払・相殺 history. */
export const payableDetail = z.object({
  client: z.object({
    id: z.number().int(),
    code: z.string(),
    name: z.string(),
    invoiceNumber: z.string().nullable(),
    terms: z.string(),
  }),
  payables: z.array(payableItem),
  entries: z.array(payableEntry),
});
export type PayableDetail = z.infer<typeof payableDetail>;

/** What the dialogs pick from: the brand's 仕入先, 劇場 and 入金口座 (支払口座). */
export const payableOptions = z.object({
  suppliers: z.array(z.object({ id: z.number().int(), code: z.string(), name: z.string() })),
  clients: z.array(z.object({ id: z.number().int(), code: z.string(), name: z.string() })),
  cinemas: z.array(z.object({ id: z.number().int(), name: z.string() })),
  deposits: z.array(z.object({ id: z.number().int(), name: z.string(), isDefault: z.boolean() })),
});
export type PayableOptions = z.infer<typeof payableOptions>;

const amountOf = (label: string, min = 0) => yenAmount(label, min, MAX_PAYABLE_AMOUNT);

/** 仕入計上: a supplier's invoice at one cinema, 税抜 per rate; the tax is computed per rate (one rounding each). */
export const payablePurchaseBody = z
  .object({
    clientId: refId(L.supplierId),
    cinemaId: refId(L.cinemaId),
    recordedOn: dateField(L.recordedOn),
    base10: amountOf(L.base10).default(0),
    base8: amountOf(L.base8).default(0),
    memo: optionalText(L.memo, 200, { multiline: false }),
  })
  .superRefine((b, ctx) => {
    if (b.base10 + b.base8 <= 0) ctx.addIssue({ code: 'custom', path: ['base10'], message: payableMessages.noAmount });
  });
export type PayablePurchaseBody = z.infer<typeof payablePurchaseBody>;
export type PayablePurchaseInput = z.input<typeof payablePurchaseBody>;

export const payablePayBody = z.object({
  payableId: refId(L.payableId),
  version: versionField,
  entryOn: dateField(L.paidOn),
  amount: amountOf(L.payAmount, 1),
  depositId: refId(L.depositId),
  memo: optionalText(L.payMemo, 200, { multiline: false }),
});
export type PayablePayBody = z.infer<typeof payablePayBody>;
export type PayablePayInput = z.input<typeof payablePayBody>;

export const payableOffsetBody = z.object({
  payableId: refId(L.payableId),
  version: versionField,
  entryOn: dateField(L.offsetOn),
  amount: amountOf(L.offsetAmount, 1),
  reason: requiredText(L.offsetReason, 200),
});
export type PayableOffsetBody = z.infer<typeof payableOffsetBody>;
export type PayableOffsetInput = z.input<typeof payableOffsetBody>;

export const payableCancelBody = z.object({
  id: refId('支払・相殺'),
  version: versionField,
  reason: requiredText(L.cancelReason, 200),
});
export type PayableCancelBody = z.infer<typeof payableCancelBody>;

/** The state of a balance: 支払済 once nothing is owed, 一部支払 once something was paid or offset. */
export function payableStateOf(amount: number, settled: number): PayableState {
  if (amount - settled <= 0) return 'paid';
  return settled > 0 ? 'partial' : 'unpaid';
}

/** The consumption tax on a purchase's 税抜 amount at one rate, rounded once with the brand's 端数処理 (an invoice's one rounding per rate). */
export function purchaseTax(base: number, ratePercent: 10 | 8, mode: RoundingMode): number {
  const a = Math.max(0, base) * ratePercent;
  if (mode === 'ROUND_DOWN') return Math.floor(a / 100);
  if (mode === 'ROUND_UP') return Math.ceil(a / 100);
  return Math.floor((a * 2 + 100) / 200);
}
