import { z } from 'zod';
import { DEFAULT_WEEK_START_DAY, weekStartOf } from './calendar.js';
import { daysBetween } from './business-day.js';
import type { RoundingMode } from './enums.js';
import { id, queryBool, queryIds } from './fields.js';
import { cleanString } from './text.js';
import { checkPeriod, periodFields } from './transaction-history.js';

// 興行収入日報 (/box-office-daily), 券種別売上 (/ticket-sales) and 週間売上 (/sale-weekly): the box-office reports
// (docs/reports.md, "box-office reports"). They read the rollups R1, R3 and R4 of the cinemas the caller chooses:
// head office any of its brand's (none chosen: 全劇場計), cinema staff their own.

export const BOX_OFFICE_DAILY_SCREEN = '/box-office-daily';
export const TICKET_SALES_SCREEN = '/ticket-sales';
export const SALE_WEEKLY_SCREEN = '/sale-weekly';

export const boxOfficeLabels = {
  cinemaIds: '劇場',
  filmId: '作品',
  distributorId: '配給会社',
  formatCode: '上映方式',
  byFormat: '上映方式別',
  byCinema: '劇場別',
} as const;
const L = boxOfficeLabels;

/** The cinemas a report reads: absent for every cinema of the caller's scope (全劇場計). */
export const reportCinemaIds = { cinemaIds: queryIds };

const formatCode = cleanString(L.formatCode).trim().max(20, `「${L.formatCode}」は20文字以内で指定してください`);

export const boxOfficeDailyQuery = z
  .object({
    ...reportCinemaIds,
    ...periodFields,
    filmId: id.optional(),
    distributorId: id.optional(),
    /** A 上映方式 by its code (2D, IMAX…): each cinema has its own rows of it (docs/domain.md, "what a coupon applies to"). */
    formatCode: formatCode.optional(),
    /** One row per 作品 × 上映方式 instead of per 作品. */
    byFormat: queryBool,
    /** One row group per cinema, each with its 劇場計. */
    byCinema: queryBool,
  })
  .superRefine((v, ctx) => checkPeriod(v, ctx, '営業日'));
export type BoxOfficeDailyQuery = z.infer<typeof boxOfficeDailyQuery>;

/** film: a 作品 (× 上映方式) row; distributor: a 配給会社's 小計; cinema: a 劇場計; total: the 合計. */
export const boxOfficeRowKind = z.enum(['film', 'distributor', 'cinema', 'total']);
export type BoxOfficeRowKind = z.infer<typeof boxOfficeRowKind>;

const yen = z.number().int();
const ratio = z.number().nullable();
export const boxOfficeDailyRow = z.object({
  kind: boxOfficeRowKind,
  cinemaId: z.number().int().nullable(),
  cinemaName: z.string().nullable(),
  distributorName: z.string().nullable(),
  filmId: z.number().int().nullable(),
  filmName: z.string().nullable(),
  formatName: z.string().nullable(),
  /** 公開日: the film master's, else its first screening at the cinemas read. */
  releaseDate: z.string().nullable(),
  /** 週目 of the period's last day, counted in 興行週 from the 公開日's (null before it). */
  week: z.number().int().nullable(),
  /** 回数: published screenings of the period. */
  screenings: z.number().int(),
  paid: z.number().int(),
  comps: z.number().int(),
  persons: z.number().int(),
  /** 興収税込: Σ 計上額. */
  gross: yen,
  /** 興収税抜: 割戻し of the period total, one rounding per 作品 row (docs/domain.md, "film fees"). */
  net: yen,
  averagePrice: z.number().int().nullable(),
  soldRate: ratio,
  previousDayRatio: ratio,
  lastWeekRatio: ratio,
  cumulativePersons: z.number().int(),
  cumulativeGross: yen,
});
export type BoxOfficeDailyRow = z.infer<typeof boxOfficeDailyRow>;

const period = z.object({ from: z.string(), to: z.string() });
export const boxOfficeDaily = z.object({
  list: z.array(boxOfficeDailyRow),
  total: boxOfficeDailyRow,
  /** The periods 前日比 and 前週同曜日比 compare with (shown with the figures). */
  previousDay: period,
  lastWeek: period,
  /** 興収税込 per 上映日 and 作品: the stacked bar. */
  chart: z.array(z.object({ date: z.string(), filmId: z.number().int(), gross: yen })),
});
export type BoxOfficeDaily = z.infer<typeof boxOfficeDaily>;

/** What the box-office screens need of the caller's brand: the 興行週's first day and the 上映方式 codes. */
export const boxOfficeSetting = z.object({
  weekStartDay: z.number().int(),
  formats: z.array(z.object({ code: z.string(), name: z.string() })),
});
export type BoxOfficeSetting = z.infer<typeof boxOfficeSetting>;

/** The 税抜 of a tax-inclusive total at 10 %: the total less round(total × 10/110) in the brand's rounding (割戻し). */
export function exclusiveOfTax(total: number, mode: RoundingMode): number {
  const sign = total < 0 ? -1 : 1;
  const abs = Math.abs(total) * 10;
  const quotient = Math.floor(abs / 110);
  const rest = abs - quotient * 110;
  const tax =
    rest === 0 || mode === 'ROUND_DOWN' ? quotient : mode === 'ROUND_UP' || rest * 2 >= 110 ? quotient + 1 : quotient;
  return total - sign * tax;
}

/**
 * 週目 on `date` of a film released on `release`: 1 in the 興行週 that holds the release, 2 in the next… (a film that
 * opens on a Saturday has a short first week, as the trade counts it); null before the release.
 */
export function filmWeekOn(release: string | null, date: string, weekStartDay = DEFAULT_WEEK_START_DAY) {
  if (!release || date < release) return null;
  return daysBetween(weekStartOf(release, weekStartDay), weekStartOf(date, weekStartDay)) / 7 + 1;
}

/** a ÷ b, or null where it does not apply (b = 0). */
export const ratioOf = (a: number, b: number) => (b === 0 ? null : a / b);
