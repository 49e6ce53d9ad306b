import { z } from 'zod';
import { closingMonthField } from './daily-closing.js';
import { labelled } from './enums.js';
import { id, requiredText } from './fields.js';
import { listOf, listQuery } from './common.js';

// 月次締め (/monthly-closing, docs/reports.md, "月次締め"): head office closes a cinema's month once it has ended and every
// 営業日 of it is closed (日次締め); the close fixes the month's figures for accounting (the snapshot: the film-fee base
// per film, the receivables per 取引先, the stock purchases) and freezes its days (no 日次締め 締め解除 while it holds).
// Reopening takes the update permission and a reason. Cinema staff read their own cinema's month.

export const MONTHLY_CLOSING_SCREEN = '/monthly-closing';

/** A month's state: never closed, closed, or reopened by head office (open again, the reason kept). */
export const monthlyClosingStatus = labelled(['open', 'closed', 'reopened'], {
  open: '未締め',
  closed: '締め済み',
  reopened: '未締め（締め解除）',
});
export type MonthlyClosingStatus = (typeof monthlyClosingStatus.values)[number];

export const monthlyClosingLabels = {
  cinemaId: '劇場',
  cinemaCode: '劇場コード',
  cinemaName: '劇場',
  month: '対象月',
  status: '締め状態',
  daysClosed: '日次締め済み',
  daysInMonth: '日数',
  totalSales: '売上合計（税込）',
  boxOffice: '興行収入（税込）',
  admissions: '動員',
  blockers: '締められない理由',
  closedAt: '締め日時',
  closedByName: '締めた人',
  reason: '締め解除の理由',
} as const;
const L = monthlyClosingLabels;

/** How many open days a message names before 「ほか N 日」. */
export const OPEN_DAYS_NAMED = 5;

/** 2026-11 → 2026年11月. */
export const monthText = (month: string) => `${month.slice(0, 4)}年${Number(month.slice(5, 7))}月`;
/** 2026-11-28 → 11/28. */
const shortDay = (day: string) => `${Number(day.slice(5, 7))}/${Number(day.slice(8, 10))}`;

export const monthlyClosingMessages = {
  closed: '月次締めを行いました',
  closedAll: (closed: number, refused: number) =>
    refused ? `${closed}劇場を締めました（${refused}劇場は締められませんでした）` : `${closed}劇場を締めました`,
  reopened: '月次締めを解除しました',
  /** A blocker: the month's last 営業日 is not behind the cinema yet. */
  notEnded: (month: string, lastDay: string) =>
    `${monthText(month)}は終わっていません（最終営業日 ${shortDay(lastDay)}）`,
  /** A blocker naming the open days: at most OPEN_DAYS_NAMED, then 「ほか N 日」. */
  openDays: (days: string[]) => {
    const named = days.slice(0, OPEN_DAYS_NAMED).map(shortDay).join('、');
    const more = days.length - OPEN_DAYS_NAMED;
    return `${named}${more > 0 ? ` ほか ${more} 日` : ''} が未締めです`;
  },
  refused: (blockers: string[]) => `締められません。${blockers.join('。')}`,
  alreadyClosed: (month: string) => `${monthText(month)}はすでに月次締め済みです`,
  notClosed: (month: string) => `${monthText(month)}は月次締めされていません`,
} as const;

/** The month list: a row per cinema of the brand (head office) or the caller's own cinema; last month by default. */
export const monthlyClosingListQuery = listQuery.extend({ month: closingMonthField.optional() });
export type MonthlyClosingListQuery = z.infer<typeof monthlyClosingListQuery>;

export const monthlyClosingDetailQuery = z.object({ cinemaId: id, month: closingMonthField });
export type MonthlyClosingDetailQuery = z.infer<typeof monthlyClosingDetailQuery>;

export const monthlyClosingCloseBody = z.object({ cinemaId: id, month: closingMonthField });
export type MonthlyClosingCloseBody = z.infer<typeof monthlyClosingCloseBody>;

/** 全劇場を締める: every cinema of the brand that is ready, each in its own transaction. */
export const monthlyClosingCloseAllBody = z.object({ month: closingMonthField });
export type MonthlyClosingCloseAllBody = z.infer<typeof monthlyClosingCloseAllBody>;

export const monthlyClosingReopenBody = z.object({
  cinemaId: id,
  month: closingMonthField,
  reason: requiredText(L.reason, 200),
});
export type MonthlyClosingReopenBody = z.infer<typeof monthlyClosingReopenBody>;

/** The month's headline figures (tax included): 動員 and 興行収入 by the screening's day, 売上合計 by the sales day. */
export const monthlyClosingTotals = z.object({
  admissions: z.number().int(),
  boxOffice: z.number().int(),
  boxOfficeNet: z.number().int(),
  shopSales: z.number().int(),
  otherSales: z.number().int(),
  totalSales: z.number().int(),
});
export type MonthlyClosingTotals = z.infer<typeof monthlyClosingTotals>;

/** What the close fixes for accounting (docs/reports.md, "月次締め"). */
export const monthlyClosingSnapshot = z.object({
  month: z.string(),
  from: z.string(),
  to: z.string(),
  totals: monthlyClosingTotals,
  /** The film-fee base: each film's 興行収入 (税込・税抜) and 動員 of the month (R1T, the screening's day). */
  films: z.array(
    z.object({
      filmId: z.number().int(),
      filmName: z.string(),
      admissions: z.number().int(),
      boxOffice: z.number().int(),
      boxOfficeNet: z.number().int(),
    }),
  ),
  /** Receivables: 掛売 documents of the month (sales less their voids and refunds) per 取引先. */
  receivables: z.array(
    z.object({
      clientId: z.number().int(),
      clientCode: z.string(),
      clientName: z.string(),
      documents: z.number().int(),
      amount: z.number().int(),
    }),
  ),
  receivablesTotal: z.number().int(),
  /** Payables: stock received (入庫) at its purchase price, per 売店グループ (stock movements carry no supplier). */
  payables: z.array(
    z.object({
      group: z.string(),
      label: z.string(),
      quantity: z.number().int(),
      amount: z.number().int(),
    }),
  ),
  payablesTotal: z.number().int(),
});
export type MonthlyClosingSnapshot = z.infer<typeof monthlyClosingSnapshot>;

export const monthlyClosingRow = z.object({
  cinemaId: z.number().int(),
  cinemaCode: z.string(),
  cinemaName: z.string(),
  month: z.string(),
  status: monthlyClosingStatus.schema,
  daysClosed: z.number().int(),
  daysInMonth: z.number().int(),
  /** The snapshot's once closed; the rollups' while open. */
  totalSales: z.number().int(),
  boxOffice: z.number().int(),
  admissions: z.number().int(),
  /** Why 締める is refused (empty when ready or closed). */
  blockers: z.array(z.string()),
  ready: z.boolean(),
  closedAt: z.string().nullable(),
  closedByName: z.string().nullable(),
  reopenedAt: z.string().nullable(),
  reopenedByName: z.string().nullable(),
  reopenReason: z.string().nullable(),
});
export type MonthlyClosingRow = z.infer<typeof monthlyClosingRow>;

export const monthlyClosingList = listOf(monthlyClosingRow).extend({ month: z.string() });
export type MonthlyClosingList = z.infer<typeof monthlyClosingList>;

/** One cinema's month: its row and the figures, fixed (the snapshot) once closed, live while open. */
export const monthlyClosingDetail = monthlyClosingRow.extend({
  figures: monthlyClosingSnapshot,
  fixed: z.boolean(),
});
export type MonthlyClosingDetail = z.infer<typeof monthlyClosingDetail>;

export const monthlyClosingCloseAllAnswer = z.object({
  month: z.string(),
  closed: z.array(z.object({ cinemaId: z.number().int(), cinemaName: z.string() })),
  refused: z.array(z.object({ cinemaId: z.number().int(), cinemaName: z.string(), reason: z.string() })),
});
export type MonthlyClosingCloseAllAnswer = z.infer<typeof monthlyClosingCloseAllAnswer>;
