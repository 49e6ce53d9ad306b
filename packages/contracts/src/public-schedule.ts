import { z } from 'zod';
import { ja } from './messages.js';
import { cleanString } from './text.js';
import { businessDateField, screeningCategory, screeningStatus } from './schedules.js';

// The published schedule (公開スケジュール) that cinema websites and kiosks read without signing in:
// GET /api/public/cinemas/{code}/schedule?date=YYYY-MM-DD[&brand=CL]. Cinema codes are unique per
// brand only, so the brand comes from the Host (the brand's own domain) or from ?brand=.
// Only what a customer reads: no tenant or master ids, no versions, no audit data.

/** Calls per client address per minute: a website's visitors each call from their own address. */
export const PUBLIC_SCHEDULE_CALLS_PER_MINUTE = 120;

/** The public schedule's inputs, as its messages and the API reference name them. */
export const publicScheduleLabels = { code: '劇場コード', date: '上映日', brand: 'ブランドコード' } as const;

const codeText = (label: string) =>
  cleanString(label, { typeMessage: ja.required(label) })
    .trim()
    .min(1, ja.required(label))
    .max(20, ja.maxLength(label, 20));
export const publicScheduleParams = z.object({ code: codeText(publicScheduleLabels.code) });
export const publicScheduleQuery = z.object({
  /** The business date (営業日); today's for the cinema when absent. */
  date: businessDateField(publicScheduleLabels.date).optional(),
  /** The brand code, when the Host is not the brand's own domain. */
  brand: codeText(publicScheduleLabels.brand).optional(),
});
export type PublicScheduleQuery = z.infer<typeof publicScheduleQuery>;

export const publicScreening = z.object({
  /** What the booking site links to. */
  id: z.number().int(),
  startAt: z.string(),
  endAt: z.string(),
  /** On the business date's 36-hour scale ('25:30'). */
  startTime: z.string(),
  endTime: z.string(),
  screenName: z.string(),
  formatName: z.string(),
  languageName: z.string(),
  category: screeningCategory.schema,
  status: screeningStatus.schema,
  seats: z.object({ total: z.number().int(), remaining: z.number().int() }),
  /** Whether a customer can buy this screening online right now. */
  onlineAvailable: z.boolean(),
  onlineSalesOpensAt: z.string(),
  onlineSalesClosesAt: z.string(),
});
export type PublicScreening = z.infer<typeof publicScreening>;

export const publicScheduleFilm = z.object({
  id: z.number().int(),
  name: z.string(),
  nameKana: z.string(),
  classification: z.string(),
  lengthMinutes: z.number().int(),
  /** https or a path of this server; http images come through the image proxy. */
  posterUrl: z.string().nullable(),
  screenings: z.array(publicScreening),
});
export type PublicScheduleFilm = z.infer<typeof publicScheduleFilm>;

export const publicSchedule = z.object({
  cinema: z.object({ code: z.string(), name: z.string(), brandCode: z.string(), brandName: z.string() }),
  date: z.string(),
  /** When this answer was made; a cached answer is up to 30 seconds old. */
  generatedAt: z.string(),
  /** オンライン販売の緊急停止 in force for the cinema, with the message to show. */
  onlineSales: z.object({ stopped: z.boolean(), message: z.string().nullable() }),
  films: z.array(publicScheduleFilm),
});
export type PublicSchedule = z.infer<typeof publicSchedule>;
