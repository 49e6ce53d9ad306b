import { z } from 'zod';
import { sortedList } from './common.js';
import { MAX_INT4, id, int, optionalText, requiredText, versionField } from './fields.js';
import { ja } from './messages.js';

// 映倫区分・年齢制限 (/restrict): per cinema, the classification codes with the age below which
// entry is refused, and the late-hour rule of the prefecture's 青少年保護育成条例 (docs/domain.md,
// "late-hour rules" and "film ratings"). Schedules and sales warn with minorsRestricted() below.

/** Age below which the late-hour rule applies (18歳未満). */
export const MINOR_AGE = 18;

/**
 * The four 映倫 codes every cinema starts with (the film master's 映倫区分 uses the same codes).
 * Staff may edit the wording and age, not the code, and may add codes of their own.
 */
export const restrictStandardCodes = [
  { code: 'G', label: '年齢制限なし', notice: null, minAge: 0 },
  {
    code: 'PG12',
    label: '12歳未満（小学生以下）は保護者の助言・指導が必要',
    notice: '12歳未満（小学生以下）の方は、保護者の助言・指導のもとでご覧ください。',
    minAge: 0,
  },
  {
    code: 'R15+',
    label: '15歳以上がご覧になれます（15歳未満は入場不可）',
    notice: '15歳未満の方は、保護者同伴でも入場できません。入場時に年齢を確認する場合があります。',
    minAge: 15,
  },
  {
    code: 'R18+',
    label: '18歳以上がご覧になれます（18歳未満は入場不可）',
    notice: '18歳未満の方は、保護者同伴でも入場できません。入場時に年齢を確認する場合があります。',
    minAge: 18,
  },
] as const;
export const isStandardRestrictCode = (code: string) => restrictStandardCodes.some((c) => c.code === code);

// Prefectures differ and ordinances change: these are suggestions only, and staff must confirm
// their own prefecture's rule before relying on it. 23:00 is the general rule; 大阪府 (27) and
// 群馬県 (10) are known for 22:00 (docs/domain.md, "late-hour rules").
export const DEFAULT_MINOR_CUTOFF = '23:00';
export const minorCutoffByPrefecture: Readonly<Record<string, string>> = {
  '10': '22:00',
  '27': '22:00',
};
export const suggestedMinorCutoff = (prefectureCode: string | null | undefined): string =>
  (prefectureCode && minorCutoffByPrefecture[prefectureCode]) || DEFAULT_MINOR_CUTOFF;

const HHMM_36 = /^([0-2]\d|3[0-5]):([0-5]\d)$/;

/** HH:mm on the 36-hour business-day scale (25:30 is 01:30 of the next morning) → minutes. */
export function minutesOf36h(hhmm: string): number {
  const m = HHMM_36.exec(hhmm);
  if (!m) throw new RangeError(`not an HH:mm time on the 36-hour scale: ${hhmm}`);
  return Number(m[1]) * 60 + Number(m[2]);
}

export interface MinorsCheck {
  /** The classification's minimum age (0 for G and PG12). */
  minAge: number;
  /** When the screening ends, HH:mm on the 36-hour scale (25:30 for 01:30 after midnight). */
  endsAt: string;
  /** The cinema's late-hour cut-off, HH:mm (23:00 or 22:00). */
  cutoff: string;
}

/**
 * What to tell staff about minors (under 18) for one screening, or null when nothing applies.
 * A screening ENDING after the cut-off admits no minors, even with a guardian; R18+ never does;
 * R15+ and other ages refuse those younger than the age.
 */
export function minorsRestricted({ minAge, endsAt, cutoff }: MinorsCheck): string | null {
  if (minAge >= MINOR_AGE) return `${minAge}歳未満の方は入場できません。`;
  if (minutesOf36h(endsAt) > minutesOf36h(cutoff))
    return `終了時刻（${endsAt}）が${cutoff}を過ぎるため、18歳未満の方は保護者同伴でも入場できません（青少年保護育成条例）。`;
  if (minAge > 0) return `${minAge}歳未満の方は入場できません。`;
  return null;
}

/** The /restrict screen's field labels: the validation messages, the forms and the list all use these. */
export const restrictLabels = {
  code: '区分コード',
  label: '区分の説明',
  notice: 'お客様への注意文',
  minAge: '年齢制限（歳）',
  sortOrder: '表示順',
  cutoff: '終了時刻の上限',
  note: 'メモ',
} as const;
const L = restrictLabels;

const codeMessage = `「${L.code}」は半角英数字と + - _ で入力してください（例：R15+）`;
const restrictFields = {
  label: requiredText(L.label, 50),
  notice: optionalText(L.notice, 200),
  minAge: int(L.minAge, 0, 99),
  sortOrder: int(L.sortOrder, 0, 9999).default(0),
};

export const restrictCreateBody = z.object({
  cinemaId: id.optional(),
  // Codes are compared in capitals, so "r20" and "R20" are the same code.
  code: requiredText(L.code, 10)
    .regex(/^[A-Za-z0-9+_-]+$/, codeMessage)
    .transform((v) => v.toUpperCase()),
  ...restrictFields,
});
export type RestrictCreateBody = z.infer<typeof restrictCreateBody>;
export type RestrictCreateInput = z.input<typeof restrictCreateBody>;

/** One code's wording and age; the code itself never changes (films and screenings name it). */
export const restrictUpdateBody = z.object({ id, version: versionField, ...restrictFields });
export type RestrictUpdateBody = z.infer<typeof restrictUpdateBody>;
export type RestrictUpdateInput = z.input<typeof restrictUpdateBody>;

export const restrictCode = z.object({
  id: z.number().int(),
  brandId: z.number().int(),
  cinemaId: z.number().int(),
  code: z.string(),
  label: z.string(),
  notice: z.string().nullable(),
  minAge: z.number().int(),
  sortOrder: z.number().int(),
  /** One of the four 映倫 codes: not deletable. */
  standard: z.boolean(),
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type RestrictCode = z.infer<typeof restrictCode>;

/** The orders the list offers: the API refuses any other sortField (400). */
export const restrictSortFields = ['code', 'label', 'minAge', 'sortOrder'] as const;
export const restrictListQuery = sortedList(restrictSortFields).extend({ cinemaId: id.optional() });
export type RestrictListQuery = z.infer<typeof restrictListQuery>;

const cutoffMessage = `「${L.cutoff}」は18:00〜24:00の「HH:mm」で入力してください（例：23:00）`;
/** HH:mm between 18:00 and 24:00: the evening hour after which a screening may not end. */
const cutoffField = z
  .string({ error: ja.required(L.cutoff) })
  .trim()
  .min(1, ja.required(L.cutoff))
  .refine((v) => HHMM_36.test(v) && minutesOf36h(v) >= 18 * 60 && minutesOf36h(v) <= 24 * 60, cutoffMessage);

export const lateHourRuleQuery = z.object({ cinemaId: id.optional() });
export type LateHourRuleQuery = z.infer<typeof lateHourRuleQuery>;

export const lateHourRuleBody = z.object({
  cinemaId: id.optional(),
  cutoff: cutoffField,
  note: optionalText(L.note, 200),
  /** The version read; 0 while the cinema has never saved its rule. */
  version: z
    .number({ error: ja.required('バージョン') })
    .int()
    .min(0)
    .max(MAX_INT4),
});
export type LateHourRuleBody = z.infer<typeof lateHourRuleBody>;
export type LateHourRuleInput = z.input<typeof lateHourRuleBody>;

export const lateHourRule = z.object({
  cinemaId: z.number().int(),
  cinemaName: z.string(),
  prefectureCode: z.string(),
  prefectureName: z.string().nullable(),
  cutoff: z.string(),
  /** The prefecture's usual cut-off, offered until staff save their own. */
  suggestedCutoff: z.string(),
  note: z.string().nullable(),
  /** False until staff have checked the ordinance and saved the rule. */
  confirmed: z.boolean(),
  version: z.number().int(),
  updatedAt: z.string().nullable(),
});
export type LateHourRule = z.infer<typeof lateHourRule>;
