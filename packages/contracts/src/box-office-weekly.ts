import { z } from 'zod';
import { reportCinemaIds } from './box-office.js';
import { dateField } from './dates.js';
import { labelled } from './enums.js';
import { id } from './fields.js';

// 週間売上（週報） (/sale-weekly, docs/reports.md, "box-office reports"): one 興行週 of the brand (its first weekday is
// the brand's 興行週の開始曜日, Friday unless set), per 作品 by 上映日 (R1), then 興行収入, 売店 and その他 by the day
// the money moved (R4) and the 合計売上.

/** 指標: what the 作品 rows count. */
export const saleWeeklyMetric = labelled(['boxOffice', 'admissions'], { boxOffice: '興収', admissions: '動員' });
export type SaleWeeklyMetric = (typeof saleWeeklyMetric.values)[number];

export const saleWeeklyLabels = { week: '興行週', metric: '指標' } as const;

export const saleWeeklyQuery = z.object({
  ...reportCinemaIds,
  /** Any day of the 興行週: the report reads the whole week that holds it. */
  week: dateField(saleWeeklyLabels.week),
  metric: saleWeeklyMetric.schema.default('boxOffice'),
  filmId: id.optional(),
});
export type SaleWeeklyQuery = z.infer<typeof saleWeeklyQuery>;

/**
 * film: a 作品 by 上映日; films: the 作品計; then the money block: boxOffice (興行収入, 上映日), shop (売店売上,
 * 販売日), other (その他売上, 販売日) and sales (合計売上).
 */
export const saleWeeklyRowKind = z.enum(['film', 'films', 'boxOffice', 'shop', 'other', 'sales']);
export type SaleWeeklyRowKind = z.infer<typeof saleWeeklyRowKind>;

export const saleWeeklyRow = z.object({
  kind: saleWeeklyRowKind,
  filmId: z.number().int().nullable(),
  label: z.string(),
  /** The seven days of the week, its first day first. */
  days: z.array(z.number().int()).length(7),
  weekTotal: z.number().int(),
  lastWeekTotal: z.number().int(),
  /** 前週比: 週計 ÷ 前週計. */
  lastWeekRatio: z.number().nullable(),
  /** 週目 of the film in this week (null before its 公開日, and on the other rows). */
  filmWeek: z.number().int().nullable(),
  /** 累計: life to date up to the week's last day (作品 rows). */
  cumulative: z.number().int().nullable(),
  /** 構成比: the share of the 作品計's 週計. */
  share: z.number().nullable(),
});
export type SaleWeeklyRow = z.infer<typeof saleWeeklyRow>;

export const saleWeekly = z.object({
  weekStartDay: z.number().int(),
  from: z.string(),
  to: z.string(),
  metric: saleWeeklyMetric.schema,
  list: z.array(saleWeeklyRow),
});
export type SaleWeekly = z.infer<typeof saleWeekly>;
