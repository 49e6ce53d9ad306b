import { z } from 'zod';
import { sortedList } from './common.js';
import { countedCash } from './device-document-counter.js';
import { labelled } from './enums.js';
import { id } from './fields.js';
import { exceptionKind } from './sales.js';
import { checkPeriod, periodFields } from './transaction-history.js';

// レジ精算 (/cashier-report, docs/reports.md, "the report screens"): one row per cashier shift of the chosen cinema over at
// most 31 sales business days; its detail is 点検 (X, live) while working and 精算 (Z, stored) once closed.

export const CASHIER_REPORT_SCREEN = '/cashier-report';

export const shiftStatus = labelled(['working', 'closed'], { working: '精算前', closed: '精算済み' });
export type ShiftStatus = (typeof shiftStatus.values)[number];

/** Where a shift was closed: its device's shift_close, or レジ精算's 精算 in the console for a device that died. */
export const shiftClosedFrom = labelled(['device', 'console'], { device: '端末', console: '管理画面' });
export type ShiftClosedFrom = (typeof shiftClosedFrom.values)[number];

export const cashierReportSortFields = ['openedAt', 'salesBusinessDate'] as const;
export const cashierReportListQuery = sortedList(cashierReportSortFields)
  .extend({
    cinemaId: id.optional(),
    ...periodFields,
    deviceId: id.optional(),
    status: shiftStatus.schema.optional(),
  })
  .superRefine((v, ctx) => checkPeriod(v, ctx, '営業日'));
export type CashierReportListQuery = z.infer<typeof cashierReportListQuery>;

const yen = z.number().int();
export const cashierReportRow = z.object({
  id: z.string(),
  /** A register's drawer or kiosk's cash box, or the office cash (事務所現金, never settled). */
  kind: z.enum(['drawer', 'office']),
  deviceName: z.string(),
  staffName: z.string().nullable(),
  salesBusinessDate: z.string(),
  openedAt: z.string(),
  closedAt: z.string().nullable(),
  status: shiftStatus.schema,
  openingFloat: yen,
  /** Cash taken by sales (net of change). */
  cashSales: yen,
  /** Cash paid back by refunds and voids (negative or 0). */
  cashRefunds: yen,
  floatAdded: yen,
  /** Cash taken out (negative or 0). */
  drops: yen,
  payouts: yen,
  /** 理論現金在高: stored at close, computed now while working. */
  expectedCash: yen,
  countedCash: yen.nullable(),
  overShort: yen.nullable(),
  overShortReason: z.string().nullable(),
  /** Null while working. */
  closedFrom: shiftClosedFrom.schema.nullable(),
  /** 責任者承認: the approver's name, null until approved (a 再精算 clears it). */
  approvedBy: z.string().nullable(),
  approvedAt: z.string().nullable(),
});
export type CashierReportRow = z.infer<typeof cashierReportRow>;

export const cashierReportDetail = cashierReportRow.extend({
  /** 点検 (X) while the shift works, 精算 (Z) once closed. */
  mode: z.enum(['X', 'Z']),
  computedAt: z.string(),
  denominations: z.array(z.object({ denomination: z.number().int(), count: z.number().int(), amount: yen })),
  nonCash: z.array(z.object({ methodName: z.string(), methodKind: z.string(), count: z.number().int(), amount: yen })),
  voids: z.object({ count: z.number().int(), amount: yen }),
  refunds: z.object({ count: z.number().int(), amount: yen }),
  salesCount: z.number().int(),
  drawerOpens: z.number().int(),
  /** Who closed it from the console (精算); the device's staff otherwise. */
  closedByName: z.string().nullable(),
  /** Every settlement of the shift, the first (the original) first; the shift's figures are the last one's. */
  settlements: z.array(
    z.object({
      kind: z.enum(['settle', 'resettle']),
      closedFrom: shiftClosedFrom.schema,
      countedCash: z.record(z.string(), z.number().int()),
      countedTotal: yen,
      expectedCash: yen,
      overShort: yen,
      overShortReason: z.string().nullable(),
      /** The 再精算's reason; null for the first settlement. */
      reason: z.string().nullable(),
      byName: z.string().nullable(),
      at: z.string(),
    }),
  ),
  movements: z.array(
    z.object({
      kind: z.enum(['floatAdd', 'drop', 'payout']),
      amount: yen,
      reason: z.string().nullable(),
      occurredAt: z.string(),
    }),
  ),
  /** 連番欠番: numbers of the device's documents within the shift that never arrived. */
  missingSeqs: z.array(z.object({ from: z.number().int(), to: z.number().int() })),
  exceptions: z.array(
    z.object({
      transactionId: z.string(),
      transactionNo: z.string(),
      occurredAt: z.string(),
      kind: exceptionKind.schema,
      message: z.string(),
    }),
  ),
});
export type CashierReportDetail = z.infer<typeof cashierReportDetail>;

export const cashMovementKind = labelled(['floatAdd', 'drop', 'payout'], {
  floatAdd: 'レジ入金（釣銭追加）',
  drop: '中間回収',
  payout: 'レジ出金（支払）',
});

export const cashierReportDetailParams = z.object({ id: z.uuid({ error: 'シフトが見つかりません' }) });

// The console's actions on a shift (docs/sales.md, "console settlement"): 精算 of a working shift from a drawer count,
// 再精算 of a closed one with its reason (the original kept), and 責任者承認.
export const cashierSettlementLabels = {
  countedCash: '金種別枚数',
  overShortReason: '過不足理由',
  reason: '再精算の理由',
} as const;

export const cashierSettlementMessages = {
  settled: 'シフトを精算しました',
  resettled: 'シフトを再精算しました',
  approved: 'シフトを承認しました',
  overShortReason: '過不足がある場合は理由を入力してください',
  reasonRequired: '「再精算の理由」を入力してください',
  notWorking: 'このシフトは精算済みです。再精算してください',
  notClosed: 'このシフトはまだ精算されていません',
  office: '事務所現金は精算の対象ではありません',
  approvedAlready: 'このシフトは承認済みです',
} as const;

const reasonText = (label: string, missing?: string) =>
  z
    .string(missing ? { error: missing } : undefined)
    .trim()
    .max(200, `「${label}」は200文字以内で入力してください`);

export const cashierSettleBody = z.object({
  countedCash,
  /** Required when the count differs from 理論現金在高 (checked against the server's figure). */
  overShortReason: reasonText(cashierSettlementLabels.overShortReason).nullish(),
});
export type CashierSettleBody = z.infer<typeof cashierSettleBody>;

export const cashierResettleBody = cashierSettleBody.extend({
  reason: reasonText(cashierSettlementLabels.reason, cashierSettlementMessages.reasonRequired).min(
    1,
    cashierSettlementMessages.reasonRequired,
  ),
});
export type CashierResettleBody = z.infer<typeof cashierResettleBody>;

/** The count's total in yen (the dialog's running total; the API's is the same sum). */
export const countedTotalOf = (counted: Partial<Record<string, number>>) =>
  Object.entries(counted).reduce((sum, [denomination, n]) => sum + Number(denomination) * (n ?? 0), 0);

// Every exception of a period in one place (レジ精算 > 例外一覧): what devices reported on sales with
// or without a shift, documents missing from a shift's numbering, and documents the server refused.
export const dayExceptionSource = labelled(['sale', 'shift', 'refusal'], {
  sale: '取引',
  shift: 'シフト',
  refusal: '拒否された書類',
});

export const cashierExceptionsQuery = z
  .object({ cinemaId: id.optional(), ...periodFields, deviceId: id.optional() })
  .superRefine((v, ctx) => checkPeriod(v, ctx, '営業日'));
export type CashierExceptionsQuery = z.infer<typeof cashierExceptionsQuery>;

export const cashierException = z.object({
  source: dayExceptionSource.schema,
  occurredAt: z.string(),
  salesBusinessDate: z.string(),
  deviceName: z.string().nullable(),
  /** The shift the exception belongs to, when there is one (its レジ精算). */
  shiftId: z.string().nullable(),
  transactionId: z.string().nullable(),
  transactionNo: z.string().nullable(),
  /** An exception kind, or the code a refused document was answered with. */
  kind: z.string(),
  kindLabel: z.string(),
  message: z.string(),
});
export type CashierException = z.infer<typeof cashierException>;
export const cashierExceptions = z.object({ list: z.array(cashierException), total: z.number().int() });
