import { z } from 'zod';
import { closingMonthField } from './daily-closing.js';
import { labelled, type RoundingMode } from './enums.js';
import { filmFeeCategory } from './film-fees.js';
import { id, optionalText, pickId, requiredText, yenAmount } from './fields.js';
import { listOf, listQuery } from './common.js';
import { monthText } from './monthly-closing.js';

// 映画料集計 (/film-fee, docs/accounting.md, "映画料集計"): a month's film fee per 配給会社 → 作品 → 劇場, each settled per
// 興行区分 and 歩率期間 from the box office (R1T) and the film's 歩率 terms; 割戻し on the period total, fee = 税抜 ×
// 歩率, each rounded once. Head office records an 調整額 with a reason and confirms 暫定 → 確定 once the cinema's month
// is closed (月次締め); a confirmed fee keeps its figures and is what the distributor is paid. Cinema staff read.

export const FILM_FEE_SCREEN = '/film-fee';

export const filmFeeStatus = labelled(['provisional', 'confirmed'], { provisional: '暫定', confirmed: '確定' });
export type FilmFeeStatus = (typeof filmFeeStatus.values)[number];

/** The consumption tax on a film fee (映画料 is paid 税抜 + 10 %, one rounding per statement). */
export const FILM_FEE_TAX_RATE = 0.1;
export const MAX_FILM_FEE_ADJUSTMENT = 99_999_999;

export const filmFeeLabels = {
  month: '対象月',
  cinemaId: '劇場',
  cinemaName: '劇場',
  distributorId: '配給会社',
  distributorName: '配給会社',
  filmName: '作品',
  category: '興行区分',
  period: '歩率期間',
  paid: '有料',
  comps: '招待',
  boxOffice: '興収（税込）',
  boxOfficeNet: '興収（税抜）',
  rate: '歩率',
  fee: '映画料（税抜）',
  adjustment: '調整額',
  adjustmentReason: '調整理由',
  total: '映画料合計（税抜）',
  tax: '消費税',
  payable: '支払額（税込）',
  status: '状態',
  confirmedAt: '確定日時',
  confirmedByName: '確定した人',
  reason: '確定解除の理由',
} as const;
const L = filmFeeLabels;

export const filmFeeMessages = {
  adjusted: '調整額を保存しました',
  confirmed: '映画料を確定しました',
  /** 一括確定 that confirmed nothing: why, with the first refusal as the example. */
  noneConfirmed: (month: string, first?: { filmName: string; cinemaName: string; reason: string }, refused = 0) =>
    first
      ? `確定できる映画料はありませんでした（${refused}件。例：${first.filmName}（${first.cinemaName}）${first.reason}）`
      : `${monthText(month)}に確定できる暫定の映画料はありません`,
  confirmedAll: (confirmed: number, refused: number) =>
    refused ? `${confirmed}件を確定しました（${refused}件は確定できませんでした）` : `${confirmed}件を確定しました`,
  unconfirmed: '映画料の確定を解除しました',
  monthNotClosed: (month: string) => `${monthText(month)}は月次締めされていないため確定できません`,
  rateMissing: (film: string) =>
    `「${film}」に歩率が登録されていない期間があるため確定できません（作品の歩率を登録してください）`,
  confirmedLocked: '確定済みの映画料は変更できません。確定を解除してから変更してください',
  notConfirmed: 'この映画料は確定されていません',
  reasonRequired: '「調整理由」を入力してください',
  nothing: (month: string) => `${monthText(month)}のこの劇場・作品の興行収入はありません`,
  stale: '他の人が先に更新しました。画面を読み込み直してから操作してください',
} as const;

export const filmFeeListQuery = listQuery.extend({
  month: closingMonthField.optional(),
  cinemaId: id.optional(),
  distributorId: id.optional(),
});
export type FilmFeeListQuery = z.infer<typeof filmFeeListQuery>;

/** One 精算単位: a 興行区分 within one 歩率期間 of the month (the period cut to the month). */
export const filmFeeUnit = z.object({
  category: z.string(),
  categoryLabel: z.string(),
  from: z.string(),
  to: z.string(),
  rate: z.number().nullable(),
  paid: z.number().int(),
  comps: z.number().int(),
  boxOffice: z.number().int(),
  boxOfficeNet: z.number().int(),
  fee: z.number().int().nullable(),
});
export type FilmFeeUnit = z.infer<typeof filmFeeUnit>;

/** A statement: one film at one cinema for the month. Figures are null where a 歩率 is missing (shown '-'). */
export const filmFeeRow = z.object({
  key: z.string(),
  month: z.string(),
  cinemaId: z.number().int(),
  cinemaCode: z.string(),
  cinemaName: z.string(),
  filmId: z.number().int(),
  filmName: z.string(),
  distributorId: z.number().int().nullable(),
  distributorName: z.string().nullable(),
  paid: z.number().int(),
  comps: z.number().int(),
  boxOffice: z.number().int(),
  boxOfficeNet: z.number().int(),
  rates: z.array(z.number()),
  fee: z.number().int().nullable(),
  adjustment: z.number().int(),
  adjustmentReason: z.string().nullable(),
  total: z.number().int().nullable(),
  tax: z.number().int().nullable(),
  payable: z.number().int().nullable(),
  status: filmFeeStatus.schema,
  monthClosed: z.boolean(),
  confirmedAt: z.string().nullable(),
  confirmedByName: z.string().nullable(),
  /** 0 until an 調整額 or a 確定 is recorded. */
  version: z.number().int(),
  units: z.array(filmFeeUnit),
});
export type FilmFeeRow = z.infer<typeof filmFeeRow>;

/** What a confirmed statement keeps: its figures and 精算単位 as they were confirmed. */
export type FilmFeeFigures = Omit<
  FilmFeeRow,
  'status' | 'version' | 'confirmedAt' | 'confirmedByName' | 'monthClosed' | 'adjustmentReason'
>;

export const filmFeeList = listOf(filmFeeRow).extend({ month: z.string() });
export type FilmFeeList = z.infer<typeof filmFeeList>;

const statementKey = {
  cinemaId: pickId(L.cinemaId),
  filmId: pickId(L.filmName),
  month: closingMonthField,
  version: z.number({ error: filmFeeMessages.stale }).int(filmFeeMessages.stale).min(0, filmFeeMessages.stale),
};

/** 調整額: added to the fee (negative for a deduction), with a reason whenever it is not 0. */
export const filmFeeAdjustBody = z
  .object({
    ...statementKey,
    adjustment: yenAmount(L.adjustment, -MAX_FILM_FEE_ADJUSTMENT, MAX_FILM_FEE_ADJUSTMENT),
    adjustmentReason: optionalText(L.adjustmentReason, 200, { multiline: false }),
  })
  .superRefine((b, ctx) => {
    if (b.adjustment !== 0 && !b.adjustmentReason)
      ctx.addIssue({ code: 'custom', path: ['adjustmentReason'], message: filmFeeMessages.reasonRequired });
  });
export type FilmFeeAdjustBody = z.infer<typeof filmFeeAdjustBody>;
export type FilmFeeAdjustInput = z.input<typeof filmFeeAdjustBody>;

export const filmFeeConfirmBody = z.object(statementKey);
export type FilmFeeConfirmBody = z.infer<typeof filmFeeConfirmBody>;

/** 一括確定: every statement of the month (of one 配給会社 when named) that can be confirmed, each on its own. */
export const filmFeeConfirmAllBody = z.object({ month: closingMonthField, distributorId: id.optional() });
export type FilmFeeConfirmAllBody = z.infer<typeof filmFeeConfirmAllBody>;

export const filmFeeConfirmAllAnswer = z.object({
  month: z.string(),
  confirmed: z.number().int(),
  refused: z.array(z.object({ cinemaName: z.string(), filmName: z.string(), reason: z.string() })),
});
export type FilmFeeConfirmAllAnswer = z.infer<typeof filmFeeConfirmAllAnswer>;

export const filmFeeUnconfirmBody = z.object({ ...statementKey, reason: requiredText(L.reason, 200) });
export type FilmFeeUnconfirmBody = z.infer<typeof filmFeeUnconfirmBody>;

export const filmFeeCategoryLabel = (category: string) =>
  filmFeeCategory.labels[category as keyof typeof filmFeeCategory.labels] ?? '通常';

/**
 * The consumption tax on a statement's 映画料合計 (税抜): 10 %, rounded once with the brand's 端数処理 (an
 * 適格請求書's one rounding per rate); the sign kept apart, so a credit rounds like the charge it reverses.
 */
export function filmFeeTax(total: number, mode: RoundingMode): number {
  const a = Math.abs(total) * 10;
  const q =
    mode === 'ROUND_DOWN'
      ? Math.floor(a / 100)
      : mode === 'ROUND_UP'
        ? Math.ceil(a / 100)
        : Math.floor((a * 2 + 100) / 200);
  return Math.sign(total) * q;
}
