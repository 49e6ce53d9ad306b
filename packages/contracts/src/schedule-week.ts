import { z } from 'zod';
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
