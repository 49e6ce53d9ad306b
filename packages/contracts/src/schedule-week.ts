import { z } from 'zod';
import { labelled } from './enums.js';
import { id } from './fields.js';
import { businessDateField, scheduleLabels, screening } from './schedules.js';

// The planning timeline's call: seven business days of one cinema, every screen each day.

/** GET /api/schedule/week?from=YYYY-MM-DD: seven business days from `from` for one cinema. */
export const scheduleWeekQuery = z.object({ cinemaId: id.optional(), from: businessDateField(scheduleLabels.from) });
export type ScheduleWeekQuery = z.infer<typeof scheduleWeekQuery>;

/** A timeline block: what the planning view draws and drags. */
export const weekScreening = screening.pick({
  id: true,
  houseId: true,
  filmId: true,
  filmName: true,
  classification: true,
  languageCode: true,
  formatName: true,
  startAt: true,
  endAt: true,
  businessDate: true,
  startTime: true,
  endTime: true,
  category: true,
  status: true,
  publishedAt: true,
  priceTemplateId: true,
  cleaningMinutes: true,
  warnings: true,
  sold: true,
  held: true,
  capacity: true,
  version: true,
});
export type WeekScreening = z.infer<typeof weekScreening>;

export const weekHouse = z.object({
  id: z.number().int(),
  name: z.string(),
  code: z.string(),
  formatIds: z.array(z.number().int()),
});
export type WeekHouse = z.infer<typeof weekHouse>;

/** Answer of the week call: every screen (rows) for every day, screenings sorted by start. */
export const scheduleWeek = z.object({
  cinemaId: z.number().int(),
  cutoffHour: z.number().int(),
  /** The brand's 興行週の開始曜日 (0 = 日 … 6 = 土, Friday by default): the week view starts on it. */
  weekStartDay: z.number().int(),
  /** The cleaning interval a new screening of this cinema gets. */
  defaultCleaningMinutes: z.number().int(),
  from: z.string(),
  to: z.string(),
  houses: z.array(weekHouse),
  days: z.array(
    z.object({
      date: z.string(),
      screens: z.array(z.object({ houseId: z.number().int(), screenings: z.array(weekScreening) })),
    }),
  ),
});
export type ScheduleWeek = z.infer<typeof scheduleWeek>;

/** 販売数 / 残席 / 販売率 of a screening: 残席 = capacity − sold − held, 販売率 = sold / capacity (「42%」). */
export function seatFigures(s: { sold: number; held: number; capacity: number }) {
  const remaining = Math.max(0, s.capacity - s.sold - s.held);
  const rate = s.capacity > 0 ? `${Math.round((s.sold / s.capacity) * 100)}%` : '—';
  return { sold: s.sold, remaining, rate };
}

// The seat map a screening opens read-only from the schedule (docs/sales.md, "seats").

export const screeningSeatState = labelled(['sold', 'held', 'admitted', 'blocked', 'free'], {
  sold: '販売済',
  held: '仮押さえ',
  admitted: '入場済',
  blocked: '販売不可',
  free: '空席',
});
export type ScreeningSeatState = (typeof screeningSeatState.values)[number];

export const screeningSeat = z.object({
  /** The seat key sales and admissions name ('D-10'). */
  key: z.string(),
  row: z.number().int(),
  col: z.number().int(),
  /** As printed: 'D10'. */
  label: z.string(),
  /** The seat plan's type (general, wheelchair, …, closed). */
  type: z.string(),
  state: screeningSeatState.schema,
});
export type ScreeningSeat = z.infer<typeof screeningSeat>;

/** GET /api/schedule/seatMap/:id: the screen's grid, its seats (aisles left out) and how many are in each state. */
export const screeningSeatMap = z.object({
  screeningId: z.number().int(),
  houseName: z.string(),
  rows: z.number().int(),
  cols: z.number().int(),
  rowLabels: z.array(z.string()),
  seats: z.array(screeningSeat),
  counts: z.object({
    sold: z.number().int(),
    held: z.number().int(),
    admitted: z.number().int(),
    blocked: z.number().int(),
    free: z.number().int(),
  }),
});
export type ScreeningSeatMap = z.infer<typeof screeningSeatMap>;
