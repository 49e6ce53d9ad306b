import { z } from 'zod';
import { daysBetween } from './business-day.js';
import { weekStartOf } from './calendar.js';
import { dateField } from './dates.js';
import { labelled } from './enums.js';
import { id, queryBool, queryIds } from './fields.js';

// 作品別累計成績 (/accumulated, docs/reports.md, "作品別累計成績"): each film's life to date up to a 基準日, by the
// screening's business day, from R1 and the screenings; head office reads several cinemas (× 劇場 or summed), a
// cinema its own. The drill-down is the film's 興行週 (動員, 興収, 歩率, 映画料), the view used at 興行締め.

export const ACCUMULATED_SCREEN = '/accumulated';

export const accumulatedStatus = labelled(['showing', 'ended', 'all'], {
  showing: '上映中',
  ended: '終了',
  all: 'すべて',
});
export type AccumulatedStatus = (typeof accumulatedStatus.values)[number];

export const accumulatedLabels = {
  baseDate: '基準日',
  status: '上映状況',
  filmId: '作品',
  distributorId: '配給会社',
  byCinema: '劇場別',
  cinemaIds: '劇場',
} as const;
const L = accumulatedLabels;

export const accumulatedQuery = z.object({
  /** Absent: every cinema the caller may see (全劇場計). */
  cinemaIds: queryIds,
  baseDate: dateField(L.baseDate),
  status: accumulatedStatus.schema.default('showing'),
  filmId: id.optional(),
  distributorId: id.optional(),
  /** Head office: one row per 作品 × 劇場 instead of one per 作品. */
  byCinema: queryBool,
});
export type AccumulatedQuery = z.infer<typeof accumulatedQuery>;
export type AccumulatedQueryInput = z.input<typeof accumulatedQuery>;

const yen = z.number().int();
const admissions = {
  /** 有料: tickets sold for money, net of refunds. */
  paid: z.number().int(),
  /** 招待: tickets at 0 yen. */
  comps: z.number().int(),
  /** 動員 = 有料 + 招待. */
  admissions: z.number().int(),
  /** 興収税込: Σ 計上額 (docs/reports.md, "paper tickets"). */
  boxOffice: yen,
  /** 興収税抜: the film fee's base, 割戻し per 興行週 and 歩率期間 (docs/reports.md, "作品別累計成績"). */
  boxOfficeExTax: yen,
  /** 映画料 (暫定, 税抜): null when a 歩率 is missing, or for cinema staff. */
  filmFee: yen.nullable(),
};

export const accumulatedRow = z.object({
  /** The cinema of a 作品 × 劇場 row; null on a row summing the chosen cinemas. */
  cinemaId: z.number().int().nullable(),
  cinemaCode: z.string().nullable(),
  cinemaName: z.string().nullable(),
  filmId: z.number().int(),
  filmName: z.string(),
  distributorName: z.string().nullable(),
  /** 公開日 at the cinema: the film's release date, or its first screening there when that came later. */
  openDate: z.string(),
  /** 最終上映日: the last day of the published schedule (it may lie after the 基準日). */
  lastDate: z.string(),
  status: accumulatedStatus.schema.exclude(['all']),
  /** 上映日数: days with a screening up to the 基準日. */
  days: z.number().int(),
  /** 週目 at the 基準日, counted in 興行週 from the 公開日; null while only previews (先行上映) ran. */
  week: z.number().int().nullable(),
  /** 累計回数: screenings up to the 基準日. */
  screenings: z.number().int(),
  /** Sellable seats of those screenings (累計販売率's denominator). */
  seats: z.number().int(),
  ...admissions,
  /** 平均単価 = 興収税込 ÷ 動員. */
  averagePrice: z.number().nullable(),
  /** 累計販売率 = 動員 ÷ sellable seats. */
  soldRate: z.number().nullable(),
  /** 直近週興収: the 興行週 holding the 基準日, up to it. */
  weekBoxOffice: yen,
  /** The same days of the week before. */
  prevWeekBoxOffice: yen,
  /** 前週比 = weekBoxOffice ÷ prevWeekBoxOffice. */
  weekOnWeek: z.number().nullable(),
});
export type AccumulatedRow = z.infer<typeof accumulatedRow>;

export const accumulatedAnswer = z.object({
  list: z.array(accumulatedRow),
  baseDate: z.string(),
  /** The days 直近週興収 and its 前週 cover. */
  weekFrom: z.string(),
  weekTo: z.string(),
  prevFrom: z.string(),
  prevTo: z.string(),
  /** 映画料累計 is head office's column (cinema staff read the 映画料 on 映画料集計). */
  filmFeeShown: z.boolean(),
});
export type AccumulatedAnswer = z.infer<typeof accumulatedAnswer>;

export const accumulatedWeeksQuery = z.object({
  cinemaIds: queryIds,
  baseDate: dateField(L.baseDate),
  filmId: id,
});
export type AccumulatedWeeksQuery = z.infer<typeof accumulatedWeeksQuery>;

export const accumulatedWeek = z.object({
  weekFrom: z.string(),
  /** The week's last day, or the 基準日 for the week holding it. */
  weekTo: z.string(),
  /** 週目; null for a week of previews before the 公開日. */
  week: z.number().int().nullable(),
  ...admissions,
  /** The 歩率 (%) in force that week, one per 興行区分 or 歩率期間 when they differ. */
  rates: z.array(z.number()),
});
export type AccumulatedWeek = z.infer<typeof accumulatedWeek>;

export const accumulatedWeeks = z.object({
  list: z.array(accumulatedWeek),
  openDate: z.string().nullable(),
  filmFeeShown: z.boolean(),
});
export type AccumulatedWeeks = z.infer<typeof accumulatedWeeks>;

/**
 * 週目 of `date` for a film opened on `openDate`, counted in 興行週 (starting on `weekStartDay`): the week holding
 * the 公開日 is 第1週, so a Saturday opening's short first week ends with the Thursday. Null before the 公開日
 * (先行上映).
 */
export function weekOfRun(openDate: string, date: string, weekStartDay: number): number | null {
  if (date < openDate) return null;
  return daysBetween(weekStartOf(openDate, weekStartDay), weekStartOf(date, weekStartDay)) / 7 + 1;
}
