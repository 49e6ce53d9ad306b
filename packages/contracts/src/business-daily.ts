import { z } from 'zod';
import { businessDayNote } from './business-day-notes.js';
import { labelled } from './enums.js';
import { queryIds } from './fields.js';
import { paymentKind } from './payments.js';
import { checkPeriod, periodFields } from './transaction-history.js';

// 営業日報 (/business-daily, docs/reports.md, "営業日報"): the manager's report of one 営業日 or a period, for the chosen
// cinemas (their totals). Box office counts on the screening's day, money and shop on the sales day; every sum comes
// from the rollups.

export const BUSINESS_DAILY_SCREEN = '/business-daily';
export const BUSINESS_DAILY_DETAIL_SCREEN = '/business-daily-detail';

export const businessDailyQuery = z
  .object({ cinemaIds: queryIds, ...periodFields })
  .superRefine((v, ctx) => checkPeriod(v, ctx, '営業日'));
export type BusinessDailyQuery = z.infer<typeof businessDailyQuery>;

/** 締め状態 (日次締め): 締め済み when every chosen cinema closed every day of the period (docs/reports.md, "営業日報"). */
export const closingState = labelled(['open', 'closed'], { open: '未締め', closed: '締め済み' });

export const kpiGroup = labelled(['boxOffice', 'shop', 'other', 'membership', 'total'], {
  boxOffice: '興行（上映日）',
  shop: '売店（販売日）',
  other: 'その他売上（販売日）',
  membership: '会費売上（販売日）',
  total: '売上合計',
});
export type KpiGroup = (typeof kpiGroup.values)[number];

/** How a KPI row's figures read: yen, persons, a count, or a ratio (0.125 = 12.5%). */
export const kpiUnit = labelled(['yen', 'persons', 'count', 'percent'], {
  yen: '円',
  persons: '人',
  count: '件',
  percent: '%',
});
export type KpiUnit = (typeof kpiUnit.values)[number];

const figure = z.number().nullable();
const yen = z.number().int();

export const kpiRow = z.object({
  key: z.string(),
  group: kpiGroup.schema,
  label: z.string(),
  unit: kpiUnit.schema,
  /** The period chosen (当日 for one day). */
  current: figure,
  /** The same weekday a year before (−364 days). */
  lastYear: figure,
  /** current ÷ lastYear; null for rates and where last year is 0. */
  yoy: figure,
  /** The 1st of the period's last month to its last day. */
  monthToDate: figure,
  /** The same calendar days a year before. */
  lastYearToDate: figure,
  yoyToDate: figure,
  /** 月目標: the month's target of 売上目標 (動員・興収・売店・その他; null without one), 達成率 = 月累計 ÷ 月目標. */
  target: figure,
  achievement: figure,
});
export type KpiRow = z.infer<typeof kpiRow>;

/** The periods compared with the one chosen (docs/reports.md, "営業日報"). */
export const comparedPeriods = z.object({
  lastYearFrom: z.string(),
  lastYearTo: z.string(),
  monthFrom: z.string(),
  monthTo: z.string(),
  lastYearMonthFrom: z.string(),
  lastYearMonthTo: z.string(),
});
export type ComparedPeriods = z.infer<typeof comparedPeriods>;

/** The 決済種別 of R5 (a payment method's kind), with 売掛 (a sale on account, no method) last. */
export const paymentBlockKind = labelled([...paymentKind.values, 'receivable'], {
  ...paymentKind.labels,
  receivable: '売掛',
});
export type PaymentBlockKind = (typeof paymentBlockKind.values)[number];
/**
 * Tenders that are not money received on the day: collected later or never (ムビチケ等未収). A member's points are
 * the points liability drawn on, not money (docs/membership.md, "points as a tender").
 */
export const uncollectedKinds: readonly PaymentBlockKind[] = [
  'movieTicket',
  'coupon',
  'voucher',
  'points',
  'receivable',
];

export const paymentBlockRow = z.object({
  kind: z.enum(paymentBlockKind.values),
  label: z.string(),
  count: z.number().int(),
  amount: yen,
  refundCount: z.number().int(),
  /** Given back (positive). */
  refundAmount: yen,
  net: yen,
});
export type PaymentBlockRow = z.infer<typeof paymentBlockRow>;

export const taxBlockRow = z.object({
  key: z.enum(['standard', 'reduced', 'exempt']),
  label: z.string(),
  /** 対象額 (tax included). */
  base: yen,
  tax: yen,
  /** 税抜 = base − tax. */
  net: yen,
});
export type TaxBlockRow = z.infer<typeof taxBlockRow>;

/** A line of 受入金額と売上の差: an amount, a subtotal, or the 差額 that closes to 0. */
export const reconciliationRow = z.object({
  key: z.string(),
  label: z.string(),
  kind: z.enum(['line', 'subtotal', 'difference']),
  amount: yen,
});
export type ReconciliationRow = z.infer<typeof reconciliationRow>;

/** 現金過不足 from the period's cashier shifts (レジ精算). */
export const cashBlock = z.object({
  shifts: z.number().int(),
  /** Shifts not closed yet (精算前): their 過不足 is unknown. */
  workingShifts: z.number().int(),
  cashSales: yen,
  cashRefunds: yen,
  payouts: yen,
  overShort: yen,
  /** 銀行預入予定額; null while a shift of the period is not closed. */
  deposit: yen.nullable(),
});
export type CashBlock = z.infer<typeof cashBlock>;

export const businessDailyReport = z.object({
  from: z.string(),
  to: z.string(),
  cinemas: z.array(z.object({ id: z.number().int(), code: z.string(), name: z.string() })),
  closing: closingState.schema,
  compared: comparedPeriods,
  /** The saved 天候・特記事項 of the period's days, per cinema. */
  notes: z.array(businessDayNote),
  kpis: z.array(kpiRow),
  payments: z.array(paymentBlockRow),
  taxes: z.array(taxBlockRow),
  reconciliation: z.array(reconciliationRow),
  cash: cashBlock,
});
export type BusinessDailyReport = z.infer<typeof businessDailyReport>;
