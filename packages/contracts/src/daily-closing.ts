import { z } from 'zod';
import { formatBusinessDate } from './business-day.js';
import { dateField } from './dates.js';
import { labelled } from './enums.js';
import { id, optionalText, requiredText, yenAmount } from './fields.js';
import { salesChannel, transactionKind } from './sales.js';

// 日次締め (/daily-closing, docs/reports.md, "日次締め"): per cinema and 営業日 a checklist that must be green before the
// day is closed; closing freezes the day (documents that arrive later post to the next open 営業日) and copies the
// day's key figures; head office may reopen it with a reason while the month is open.

export const DAILY_CLOSING_SCREEN = '/daily-closing';

/** A day's row: none (未締め), closed, or reopened by head office (未締め again, the reason kept). */
export const dailyClosingStatus = labelled(['open', 'closed', 'reopened'], {
  open: '未締め',
  closed: '締め済み',
  reopened: '未締め（締め解除）',
});
export type DailyClosingStatus = (typeof dailyClosingStatus.values)[number];

export const dailyClosingLabels = {
  cinemaId: '劇場',
  businessDate: '営業日',
  month: '対象月',
  depositAmount: '銀行預入額',
  depositBagNo: '預入袋番号',
  depositorName: '預入者',
  cashDifferenceNote: '現金過不足の説明',
  reason: '締め解除の理由',
} as const;
const L = dailyClosingLabels;

export const DEPOSIT_MAX = 99_999_999;

export const dailyClosingMessages = {
  closed: '日次締めを行いました',
  reopened: '締め解除しました',
  depositSaved: '銀行預入を保存しました',
  /** The refusal of any write that would change a closed day (docs/reports.md, "日次締め"). */
  frozen: (businessDate: string) => `${formatBusinessDate(businessDate)}は締め済みです`,
  frozenVoid: (businessDate: string) =>
    `${formatBusinessDate(businessDate)}は締め済みです。締め済みの営業日の取引は取消できません。払戻を行ってください`,
  frozenAdmission: (businessDate: string) =>
    `${formatBusinessDate(businessDate)}は締め済みです。締め済みの営業日の上映回の入場は記録できません`,
  notReady: (items: string[]) => `締められません。未完了の項目があります：${items.join('、')}`,
  alreadyClosed: (businessDate: string) => `${formatBusinessDate(businessDate)}はすでに締め済みです`,
  notClosed: (businessDate: string) => `${formatBusinessDate(businessDate)}は締められていません`,
  future: '今日より後の営業日は締められません',
  monthClosed: (month: string) => `${month.replace('-', '年')}月は月次締め済みのため締め解除できません`,
  month: '「対象月」は「YYYY-MM」の形式で入力してください',
} as const;

/** A closing month, YYYY-MM, named 「対象月」 (日次締め's calendar and 月次締め). */
export const closingMonthField = z
  .string({ error: dailyClosingMessages.month })
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, dailyClosingMessages.month);

export const dailyClosingCalendarQuery = z.object({ cinemaId: id.optional(), month: closingMonthField });
export type DailyClosingCalendarQuery = z.infer<typeof dailyClosingCalendarQuery>;

export const dailyClosingDayQuery = z.object({ cinemaId: id.optional(), businessDate: dateField(L.businessDate) });
export type DailyClosingDayQuery = z.infer<typeof dailyClosingDayQuery>;

/** 銀行預入 and the 現金過不足 explanation, recorded by the cinema's staff before closing. */
export const dailyClosingDepositBody = z.object({
  cinemaId: id.optional(),
  businessDate: dateField(L.businessDate),
  depositAmount: yenAmount(L.depositAmount, 0, DEPOSIT_MAX),
  depositBagNo: requiredText(L.depositBagNo, 30),
  depositorName: requiredText(L.depositorName, 50),
  cashDifferenceNote: optionalText(L.cashDifferenceNote, 200),
});
export type DailyClosingDepositBody = z.infer<typeof dailyClosingDepositBody>;

export const dailyClosingCloseBody = z.object({ cinemaId: id.optional(), businessDate: dateField(L.businessDate) });
export type DailyClosingCloseBody = z.infer<typeof dailyClosingCloseBody>;

export const dailyClosingReopenBody = z.object({
  cinemaId: id,
  businessDate: dateField(L.businessDate),
  reason: requiredText(L.reason, 200),
});
export type DailyClosingReopenBody = z.infer<typeof dailyClosingReopenBody>;

/** The checklist, in the order the screen shows it. */
export const closingCheck = labelled(['shifts', 'pendingPayments', 'nonArrival', 'cash', 'weather', 'deposit'], {
  shifts: '全シフト精算済',
  pendingPayments: '決済確認中の取引なし',
  nonArrival: '未着券処理済',
  cash: '現金過不足',
  weather: '天候入力',
  deposit: '銀行預入',
});
export type ClosingCheck = (typeof closingCheck.values)[number];

export const closingCheckItem = z.object({
  key: closingCheck.schema,
  label: z.string(),
  ok: z.boolean(),
  /** What was found, in Japanese (「精算前のシフトが2件あります」). */
  detail: z.string(),
  /** The screen where it is put right (a registry path), with its search parameters. */
  link: z.object({ path: z.string(), search: z.record(z.string(), z.string()) }).nullable(),
});
export type ClosingCheckItem = z.infer<typeof closingCheckItem>;

/** The day's key figures (営業日報): live while open, the copy taken at the close once closed. */
export const dailyClosingFigures = z.object({
  admissions: z.number().int(),
  boxOffice: z.number().int(),
  shopSales: z.number().int(),
  otherSales: z.number().int(),
  totalSales: z.number().int(),
  payments: z.array(z.object({ kind: z.string(), label: z.string(), net: z.number().int() })),
  paymentsTotal: z.number().int(),
  overShort: z.number().int(),
});
export type DailyClosingFigures = z.infer<typeof dailyClosingFigures>;

/** A document whose 営業日 was closed when it arrived: posted to the next open 営業日. */
export const lateDocument = z.object({
  transactionId: z.string(),
  transactionNo: z.string(),
  kind: transactionKind.schema,
  channel: salesChannel.schema,
  occurredAt: z.string(),
  receivedAt: z.string(),
  /** The closed 営業日 it belongs to by its time. */
  postedFromBusinessDate: z.string(),
  /** The 営業日 it was posted to. */
  salesBusinessDate: z.string(),
  total: z.number().int(),
});
export type LateDocument = z.infer<typeof lateDocument>;

export const dailyClosingDeposit = z.object({
  depositAmount: z.number().int(),
  depositBagNo: z.string(),
  depositorName: z.string(),
  cashDifferenceNote: z.string().nullable(),
  recordedByName: z.string().nullable(),
  recordedAt: z.string(),
});
export type DailyClosingDeposit = z.infer<typeof dailyClosingDeposit>;

export const dailyClosingDay = z.object({
  cinemaId: z.number().int(),
  cinemaName: z.string(),
  businessDate: z.string(),
  status: dailyClosingStatus.schema,
  closedAt: z.string().nullable(),
  closedByName: z.string().nullable(),
  reopenedAt: z.string().nullable(),
  reopenedByName: z.string().nullable(),
  reopenReason: z.string().nullable(),
  deposit: dailyClosingDeposit.nullable(),
  checklist: z.array(closingCheckItem),
  /** Every item green: 締める is allowed. */
  ready: z.boolean(),
  figures: dailyClosingFigures,
  /** Documents of this day that arrived after its close (posted later), and those posted to this day. */
  lateDocuments: z.array(lateDocument),
  /** The month is closed (月次締め, docs/reports.md, "月次締め"): no reopening. */
  monthClosed: z.boolean(),
});
export type DailyClosingDay = z.infer<typeof dailyClosingDay>;

export const dailyClosingCalendarDay = z.object({
  businessDate: z.string(),
  status: dailyClosingStatus.schema,
  /** An open past day whose checklist is red (決済確認中・精算前のシフト・未着券): the calendar marks it. */
  warning: z.boolean(),
  /** How many checklist items are red, for the warning's tooltip. */
  failing: z.array(z.string()),
});
export type DailyClosingCalendarDay = z.infer<typeof dailyClosingCalendarDay>;

export const dailyClosingCalendar = z.object({
  cinemaId: z.number().int(),
  cinemaName: z.string(),
  month: z.string(),
  /** The cinema's 営業日 today: later days cannot be closed. */
  today: z.string(),
  days: z.array(dailyClosingCalendarDay),
});
export type DailyClosingCalendar = z.infer<typeof dailyClosingCalendar>;

/** Each cinema's closing state of one 営業日 (the dashboard: head office's view of yesterday). */
export const closingStateRow = z.object({
  cinemaId: z.number().int(),
  cinemaName: z.string(),
  businessDate: z.string(),
  status: dailyClosingStatus.schema,
  closedAt: z.string().nullable(),
});
export type ClosingStateRow = z.infer<typeof closingStateRow>;
