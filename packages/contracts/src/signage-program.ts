import { z } from 'zod';
import { withMeta } from './field-meta.js';
import { versionField } from './fields.js';
import { scaleTimeField } from './schedules.js';
import {
  signageLabels,
  signageLayout,
  signageMessageKind,
  signageMessageStyle,
  signageSlide,
  type SignageSlide,
} from './signage.js';

// What a signage player shows (docs/signage.md, "the player"): its program, read with its device token, and the
// lobby board of today's (and, after the cinema's time, tomorrow's) screenings with 残席 ○△×.

/** 残席 as the lobby shows it: ○ plenty, △ few (a fifth or less, or 10 seats or less), × 満席. */
export type SeatMark = '○' | '△' | '×';
export function seatMark(remaining: number, total: number): SeatMark {
  if (remaining <= 0) return '×';
  if (remaining <= 10 || remaining * 5 <= total) return '△';
  return '○';
}
export const seatMarkLabels: Record<SeatMark, string> = { '○': '余裕あり', '△': '残りわずか', '×': '満席' };

export const signageBoardRow = z.object({
  screeningId: z.number().int(),
  businessDate: z.string(),
  filmId: z.number().int(),
  filmName: z.string(),
  /** 映倫区分 (G, PG12, R15+, R18+). */
  classification: z.string(),
  startAt: z.string(),
  endAt: z.string(),
  /** On the business day's 36-hour scale (25:10). */
  startTime: z.string(),
  endTime: z.string(),
  screenName: z.string(),
  formatName: z.string(),
  languageName: z.string(),
  remaining: z.number().int(),
  total: z.number().int(),
  mark: z.enum(['○', '△', '×']),
});
export type SignageBoardRow = z.infer<typeof signageBoardRow>;

export const signageBoardDay = z.object({
  businessDate: z.string(),
  /** 本日 or 明日. */
  label: z.string(),
  rows: z.array(signageBoardRow),
});
export const signageBoardFilm = z.object({
  id: z.number().int(),
  name: z.string(),
  classification: z.string(),
  posterUrl: z.string().nullable(),
});
export const signageBoard = z.object({
  cinemaName: z.string(),
  /** The cinema's business day now. */
  businessDate: z.string(),
  /** From this time of the business day (36-hour scale) tomorrow is shown too; null: today only. */
  tomorrowFrom: z.string().nullable(),
  days: z.array(signageBoardDay),
  films: z.array(signageBoardFilm),
  generatedAt: z.string(),
});
export type SignageBoard = z.infer<typeof signageBoard>;
export type SignageBoardFilm = z.infer<typeof signageBoardFilm>;

export const signageBoardSetting = z.object({
  cinemaId: z.number().int(),
  tomorrowFrom: z.string().nullable(),
  version: z.number().int(),
});
export type SignageBoardSetting = z.infer<typeof signageBoardSetting>;
export const signageBoardSettingBody = z.object({
  tomorrowFrom: withMeta(
    scaleTimeField(signageLabels.tomorrowFrom)
      .nullish()
      .transform((v) => v ?? null),
    { label: signageLabels.tomorrowFrom, help: '36時間表記（例：18:00、25:00）。空欄なら本日分だけを表示します' },
  ),
  version: versionField,
});
export type SignageBoardSettingBody = z.infer<typeof signageBoardSettingBody>;

export const signageProgramMessage = z.object({
  id: z.number().int(),
  kind: signageMessageKind.schema,
  style: signageMessageStyle.schema,
  text: z.string(),
  startAt: z.string(),
  endAt: z.string().nullable(),
});
export type SignageProgramMessage = z.infer<typeof signageProgramMessage>;

export const signageProgram = z.object({
  device: z.object({ id: z.number().int(), code: z.string(), name: z.string() }),
  playlist: z.object({ name: z.string(), slides: z.array(signageSlide) }).nullable(),
  display: z
    .object({
      layout: signageLayout.schema,
      /** The door's screen (スクリーン名); null at the counter. */
      screenName: z.string().nullable(),
      message: z.string().nullable(),
    })
    .nullable(),
  /** Messages in force or still to come, for this device; the player keeps to their windows. */
  messages: z.array(signageProgramMessage),
  board: signageBoard,
  generatedAt: z.string(),
});
export type SignageProgram = z.infer<typeof signageProgram>;

export const signageDeviceOption = z.object({ id: z.number().int(), name: z.string(), code: z.string() });
export type SignageDeviceOption = z.infer<typeof signageDeviceOption>;

export const signageTokenAnswer = z.object({ token: z.string(), expiresAt: z.string() });

/** Whether a slide is shown at `now` (Japan time): inside its dates and its daily window (which may cross midnight). */
export function slideShownAt(s: Pick<SignageSlide, 'startDate' | 'endDate' | 'startTime' | 'endTime'>, now: Date) {
  const tokyo = new Date(now.getTime() + 9 * 3600_000).toISOString();
  const date = tokyo.slice(0, 10);
  const time = tokyo.slice(11, 16);
  if (s.startDate && date < s.startDate) return false;
  if (s.endDate && date > s.endDate) return false;
  if (!s.startTime || !s.endTime) return true;
  return s.startTime <= s.endTime ? time >= s.startTime && time < s.endTime : time >= s.startTime || time < s.endTime;
}

/** Whether a message is in force at `now`. */
export const messageShownAt = (m: { startAt: string; endAt: string | null }, now: Date) =>
  Date.parse(m.startAt) <= now.getTime() && (!m.endAt || now.getTime() < Date.parse(m.endAt));
