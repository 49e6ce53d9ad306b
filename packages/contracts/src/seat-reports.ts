import { z } from 'zod';
import { dateField } from './dates.js';
import { labelled } from './enums.js';
import { id } from './fields.js';
import { screeningCategory } from './schedules.js';
import { checkPeriod } from './transaction-history.js';

// The seat reports (docs/reports.md, "seat reports"): 販売率（座席稼働率）, 着券日報 and 販売日報（前売・先売）, each of
// the chosen cinema. This file holds what they share and 販売率; seat-reports-arrival.ts and seat-reports-booking.ts
// the other two.

export const SOLD_RATE_SCREEN = '/sold-rate';
export const ARRIVE_DAILY_SCREEN = '/arrive-daily';
export const BOOKING_DAILY_SCREEN = '/booking-daily';

/** A period of 上映日 (the screening's business day), at most 31 days. */
export const screeningPeriodFields = { from: dateField('上映日（開始）'), to: dateField('上映日（終了）') };

/** 曜日, Monday first as the report lists them; the value is PostgreSQL's day of week (0 = Sunday). */
export const reportWeekday = labelled(['1', '2', '3', '4', '5', '6', '0'], {
  1: '月',
  2: '火',
  3: '水',
  4: '木',
  5: '金',
  6: '土',
  0: '日',
});
export type ReportWeekday = (typeof reportWeekday.values)[number];

/** 時間帯 of a screening's start on the 36-hour scale, two hours each between the morning and the late shows. */
export const timeBand = labelled(['early', 'h11', 'h13', 'h15', 'h17', 'h19', 'late'], {
  early: '〜10:59',
  h11: '11:00〜12:59',
  h13: '13:00〜14:59',
  h15: '15:00〜16:59',
  h17: '17:00〜18:59',
  h19: '19:00〜20:59',
  late: '21:00〜',
});
export type TimeBand = (typeof timeBand.values)[number];
/** The first hour of each band: a screening belongs to the last band that starts at or before its start. */
export const timeBandStarts: Record<TimeBand, number> = {
  early: 0,
  h11: 11,
  h13: 13,
  h15: 15,
  h17: 17,
  h19: 19,
  late: 21,
};

export const soldRateUnit = labelled(['screening', 'film', 'house', 'timeBand', 'weekday'], {
  screening: '上映回',
  film: '作品',
  house: 'スクリーン',
  timeBand: '時間帯',
  weekday: '曜日',
});
export type SoldRateUnit = (typeof soldRateUnit.values)[number];

/** Column titles of 販売率, read by the table, the exports and the API reference alike. */
export const soldRateLabels = {
  unit: '集計単位',
  businessDate: '上映日',
  startTime: '開始',
  houseName: 'スクリーン',
  filmName: '作品',
  category: '興行区分',
  formatName: '上映方式',
  screenings: '上映回数',
  seats: '総座席数',
  blocked: '販売停止席',
  sellable: '販売可能席数',
  paid: '有料販売数',
  comps: '招待数',
  sold: '販売数計',
  soldRate: '販売率',
  paidRate: '有料販売率',
  admitted: '着券数',
  admittedRate: '着券率',
} as const;

const soldRateFilters = {
  cinemaId: id.optional(),
  ...screeningPeriodFields,
  filmId: id.optional(),
  houseId: id.optional(),
  weekday: reportWeekday.schema.optional(),
  timeBand: timeBand.schema.optional(),
  category: screeningCategory.schema.optional(),
  formatId: id.optional(),
};
const period = (v: { from: string; to: string }, ctx: z.RefinementCtx) => checkPeriod(v, ctx, '上映日');

export const soldRateQuery = z
  .object({ ...soldRateFilters, unit: soldRateUnit.schema.default('screening') })
  .superRefine(period);
export type SoldRateQuery = z.infer<typeof soldRateQuery>;
/** The screenings the criteria pick, whatever the unit (the heat map and the bar per film). */
export type SoldRateFilter = Omit<SoldRateQuery, 'unit'>;

const count = z.number().int();
/** A ratio (0.5 is 50 %), null where its denominator is 0. */
const ratio = z.number().nullable();

/** The seat figures of a set of screenings: seats from the screen's seat plan, sold from R2, admitted from the facts. */
const seatFigures = {
  screenings: count,
  seats: count,
  blocked: count,
  sellable: count,
  paid: count,
  comps: count,
  sold: count,
  soldRate: ratio,
  paidRate: ratio,
  admitted: count,
  admittedRate: ratio,
};

/** One row of 販売率: a screening, or the screenings of one film, screen, time band or weekday. */
export const soldRateRow = z.object({
  /** The screening's, film's or screen's id, the band or the weekday. */
  key: z.string(),
  /** What the row stands for, as the unit's column shows it (the film of a screening). */
  label: z.string(),
  businessDate: z.string().nullable(),
  startTime: z.string().nullable(),
  houseName: z.string().nullable(),
  filmName: z.string().nullable(),
  category: screeningCategory.schema.nullable(),
  formatName: z.string().nullable(),
  ...seatFigures,
});
export type SoldRateRow = z.infer<typeof soldRateRow>;

/** The heat map's cells (曜日 × 時間帯) and the bar per film, for the same screenings whatever the unit. */
const soldRateChartFields = {
  heat: z.array(
    z.object({
      weekday: reportWeekday.schema,
      band: timeBand.schema,
      screenings: count,
      sellable: count,
      sold: count,
      soldRate: ratio,
    }),
  ),
  films: z.array(
    z.object({ filmId: count, filmName: z.string(), screenings: count, sellable: count, sold: count, soldRate: ratio }),
  ),
};
export const soldRateChart = z.object(soldRateChartFields);
export type SoldRateChart = z.infer<typeof soldRateChart>;

/** 販売率's answer: the rows of the unit, with the heat map and the bars of the same screenings. */
export const soldRateAnswer = z.object({ list: z.array(soldRateRow), ...soldRateChartFields });
export type SoldRateAnswer = z.infer<typeof soldRateAnswer>;
