import { z } from 'zod';
import { dateField } from './dates.js';
import { labelled } from './enums.js';
import { choice, id, optionalText } from './fields.js';
import { ja } from './messages.js';

// 営業日報's 天候 and 特記事項 (docs/reports.md, "営業日報"): one small record per cinema and 営業日, entered by the
// cinema's staff on the report and read by head office; saved with the version the form read (0: not saved yet).

export const dayWeather = labelled(['sunny', 'cloudy', 'raining', 'snow', 'other'], {
  sunny: '晴れ',
  cloudy: '曇り',
  raining: '雨',
  snow: '雪',
  other: 'その他',
});
export type DayWeather = (typeof dayWeather.values)[number];

export const businessDayNoteLabels = {
  cinemaId: '劇場',
  businessDate: '営業日',
  weather: '天候',
  weatherNote: '天候の補足',
  notes: '特記事項',
} as const;
const L = businessDayNoteLabels;

export const WEATHER_NOTE_MAX = 50;
export const DAY_NOTES_MAX = 500;

export const businessDayNoteMessages = {
  weatherNote: `天候が「その他」のときは「${L.weatherNote}」を入力してください`,
};

/** What the form saw: 0 before the day's record was first saved. */
const seenVersion = z
  .number({ error: ja.required('バージョン') })
  .int('「バージョン」が正しくありません')
  .min(0, '「バージョン」が正しくありません')
  .max(2_147_483_647, '「バージョン」が正しくありません');

export const businessDayNoteQuery = z.object({
  cinemaId: id.optional(),
  businessDate: dateField(L.businessDate),
});
export type BusinessDayNoteQuery = z.infer<typeof businessDayNoteQuery>;

export const businessDayNoteBody = z
  .object({
    cinemaId: id.optional(),
    businessDate: dateField(L.businessDate),
    weather: choice(dayWeather, L.weather),
    weatherNote: optionalText(L.weatherNote, WEATHER_NOTE_MAX, { multiline: false }),
    notes: optionalText(L.notes, DAY_NOTES_MAX),
    version: seenVersion,
  })
  .superRefine((v, ctx) => {
    if (v.weather === 'other' && !v.weatherNote)
      ctx.addIssue({ code: 'custom', path: ['weatherNote'], message: businessDayNoteMessages.weatherNote });
  });
export type BusinessDayNoteBody = z.infer<typeof businessDayNoteBody>;

export const businessDayNote = z.object({
  cinemaId: z.number().int(),
  cinemaName: z.string(),
  businessDate: z.string(),
  /** null: nothing entered for the day yet (version 0). */
  weather: dayWeather.schema.nullable(),
  weatherNote: z.string().nullable(),
  notes: z.string().nullable(),
  version: z.number().int(),
  updatedByName: z.string().nullable(),
  updatedAt: z.string().nullable(),
});
export type BusinessDayNote = z.infer<typeof businessDayNote>;

/** 晴れ, or その他（強風） with the note: how the header shows a day's weather. */
export const weatherText = (n: Pick<BusinessDayNote, 'weather' | 'weatherNote'>): string | null =>
  n.weather ? `${dayWeather.labels[n.weather]}${n.weatherNote ? `（${n.weatherNote}）` : ''}` : null;
