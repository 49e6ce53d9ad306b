import { z } from 'zod';
import { ja } from './messages.js';
import { cleanString } from './text.js';
import { id } from './fields.js';
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
  /** The business date (営業日) the screening belongs to: a 25:30 start is the night after it. */
  businessDate: z.string(),
  startAt: z.string(),
  endAt: z.string(),
  /** On the business date's 36-hour scale ('25:30'). */
  startTime: z.string(),
  endTime: z.string(),
  screenName: z.string(),
  formatName: z.string(),
  languageName: z.string(),
  /** NONE / DUB / SUBTITLE: websites label 字幕 and 吹替 from it. */
  languageCode: z.string(),
  category: screeningCategory.schema,
  status: screeningStatus.schema,
  /** The film's 映倫区分 (G, PG12, R15+, R18+ …), repeated per screening for lists of screenings. */
  classification: z.string(),
  /** For customers: who may not enter (R15+/R18+, or the late-hour rule for minors), or null. */
  minorsNote: z.string().nullable(),
  /** It ends after the late-hour rule's time: no one under 18 enters, even with a guardian. */
  lateHour: z.boolean(),
  /** 先行上映: the screening is before the film's release date (公開日). */
  advance: z.boolean(),
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
  /** 公開日, when the film has a fixed one. */
  releaseDate: z.string().nullable(),
  /** https or a path of this server; http images come through the image proxy. */
  posterUrl: z.string().nullable(),
  screenings: z.array(publicScreening),
});
export type PublicScheduleFilm = z.infer<typeof publicScheduleFilm>;

export const publicScheduleCinema = z.object({
  code: z.string(),
  name: z.string(),
  brandCode: z.string(),
  brandName: z.string(),
  /** 〒, prefecture, city, address line and building in one line, for the printed schedule. */
  address: z.string().nullable(),
  phone: z.string().nullable(),
  /** The brand's logo. */
  logoUrl: z.string().nullable(),
});
export type PublicScheduleCinema = z.infer<typeof publicScheduleCinema>;

export const publicSchedule = z.object({
  cinema: publicScheduleCinema,
  date: z.string(),
  /** When this answer was made; a cached answer is up to 30 seconds old. */
  generatedAt: z.string(),
  /** オンライン販売の緊急停止 in force for the cinema, with the message to show. */
  onlineSales: z.object({ stopped: z.boolean(), message: z.string().nullable() }),
  films: z.array(publicScheduleFilm),
});
export type PublicSchedule = z.infer<typeof publicSchedule>;

/** 土・日・祝 as the schedule colours them (土 blue, 日・祝 red). */
export const publicScheduleDay = z.object({
  date: z.string(),
  kind: z.enum(['weekday', 'saturday', 'sunday', 'holiday']),
  /** The 祝日's name, or null. */
  holidayName: z.string().nullable(),
});
export type PublicScheduleDay = z.infer<typeof publicScheduleDay>;

/**
 * GET /api/public-schedule/week (signed in, /cinema-schedule): seven business days from `date`
 * (absent: the business day still running at the cinema, so at 01:30 with a 29:00 cut-off it is
 * yesterday's). Exactly what customers are shown: published, not cancelled, approved films.
 */
export const publicScheduleWeekQuery = z.object({
  cinemaId: id.optional(),
  date: businessDateField(publicScheduleLabels.date).optional(),
});
export type PublicScheduleWeekQuery = z.infer<typeof publicScheduleWeekQuery>;

export const publicScheduleWeek = publicSchedule.omit({ date: true }).extend({
  /** The cinema's running business day. */
  today: z.string(),
  /** The late-hour rule for minors (青少年保護育成条例), HH:mm: screenings ending later admit no one under 18. */
  minorsCutoff: z.string(),
  from: z.string(),
  to: z.string(),
  days: z.array(publicScheduleDay),
});
export type PublicScheduleWeek = z.infer<typeof publicScheduleWeek>;
