import { z } from 'zod';
import { dateField } from './dates.js';
import { labelled } from './enums.js';
import { ja } from './messages.js';

// Film fee (映画料) terms: the 歩率 paid to the distributor per screening category, each for a
// period, so the rate slides by week (docs/domain.md, "film fees": e.g. 60% weeks 1-2, 55% weeks 3-4, 50% after).

export const filmFeeCategory = labelled(['main', 'morning', 'late', 'allNight', 'special'], {
  main: '通常',
  morning: 'モーニングショー',
  late: 'レイトショー',
  allNight: 'オールナイト',
  special: '特別興行',
});
export type FilmFeeCategory = (typeof filmFeeCategory.values)[number];

export const MAX_FILM_FEE_TERMS = 60;

const rateMessage = '「歩率」は0〜100の数値（小数点以下2桁まで）を入力してください';
/** A percentage, 0-100 with at most two decimals (55.5 = 55.5%). */
export const feeRate = z
  .number({ error: rateMessage })
  .min(0, rateMessage)
  .max(100, rateMessage)
  .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, rateMessage);

/** A fee term as a request carries it (dates checked, an absent end read as open). */
export const filmFeeTermBody = z.object({
  category: z.enum(filmFeeCategory.values, { error: ja.requiredSelect('興行区分') }),
  rate: feeRate,
  periodStart: dateField('期間（開始）'),
  /** Inclusive; null for an open end ("以降"), e.g. the last step of a sliding rate. */
  periodEnd: dateField('期間（終了）')
    .nullish()
    .transform((v) => v ?? null),
});
export type FilmFeeTermInput = z.input<typeof filmFeeTermBody>;
/** A fee term as answers carry it: periodEnd null for an open end; rate in percent. */
export const filmFeeTerm = z.object({
  category: filmFeeCategory.schema,
  rate: z.number(),
  periodStart: z.string(),
  periodEnd: z.string().nullable(),
});
export type FilmFeeTerm = z.infer<typeof filmFeeTerm>;

const slash = (d: string) => d.replaceAll('-', '/');
const periodText = (t: Pick<FilmFeeTerm, 'periodStart' | 'periodEnd'>) =>
  `${slash(t.periodStart)}〜${t.periodEnd ? slash(t.periodEnd) : ''}`;

export interface FeeTermIssue {
  /** Index of the offending term in the list (the later one of an overlapping pair). */
  index: number;
  field: 'periodEnd' | 'periodStart';
  message: string;
}

/**
 * The pure rule behind the fee-term list: a period ends on or after its start, and the periods
 * of one category do not overlap (ends are inclusive; an open end runs for ever).
 */
export function checkFilmFeeTerms(
  terms: readonly Pick<FilmFeeTerm, 'category' | 'periodStart' | 'periodEnd'>[],
): FeeTermIssue[] {
  const issues: FeeTermIssue[] = [];
  terms.forEach((t, index) => {
    if (t.periodEnd && t.periodEnd < t.periodStart)
      issues.push({
        index,
        field: 'periodEnd',
        message: '「期間（終了）」は「期間（開始）」以降の日付を入力してください',
      });
  });
  for (const [j, b] of terms.entries()) {
    for (const a of terms.slice(0, j)) {
      if (a.category !== b.category) continue;
      const aEnd = a.periodEnd ?? '9999-12-31';
      const bEnd = b.periodEnd ?? '9999-12-31';
      if (a.periodStart <= bEnd && b.periodStart <= aEnd) {
        issues.push({
          index: j,
          field: 'periodStart',
          message: `「${filmFeeCategory.labels[b.category]}」の歩率の期間（${periodText(a)}）と（${periodText(b)}）が重なっています`,
        });
        break;
      }
    }
  }
  return issues;
}

export const filmFeeTermsField = z
  .array(filmFeeTermBody)
  .max(MAX_FILM_FEE_TERMS, `「歩率」は${MAX_FILM_FEE_TERMS}件以内で登録してください`)
  .default([])
  .superRefine((terms, ctx) => {
    for (const issue of checkFilmFeeTerms(terms))
      ctx.addIssue({ code: 'custom', path: [issue.index, issue.field], message: issue.message, input: terms });
  });

/**
 * The rate in force for a screening of `category` on `date` (YYYY-MM-DD): the term of that
 * category whose period holds the date. A category with no term at all falls back to 通常 (main),
 * as most films are agreed at one rate; null when nothing covers the date.
 */
export function feeRateOn(terms: readonly FilmFeeTerm[], category: FilmFeeCategory, date: string): number | null {
  const inForce = (c: FilmFeeCategory) =>
    terms.find((t) => t.category === c && t.periodStart <= date && (!t.periodEnd || date <= t.periodEnd));
  const own = inForce(category);
  if (own) return own.rate;
  if (category !== 'main' && !terms.some((t) => t.category === category)) return inForce('main')?.rate ?? null;
  return null;
}

const addDays = (date: string, days: number) => {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

/**
 * Sliding terms from a start date: steps of N weeks each at a rate, the last step (weeks omitted)
 * open-ended. weeklyFeeTerms('main', '2026-11-06', [{weeks:2, rate:60}, {weeks:2, rate:55}, {rate:50}]).
 */
export function weeklyFeeTerms(
  category: FilmFeeCategory,
  start: string,
  steps: readonly { weeks?: number; rate: number }[],
  weekDays = 7,
): FilmFeeTerm[] {
  const out: FilmFeeTerm[] = [];
  let from = start;
  for (const step of steps) {
    const end = step.weeks ? addDays(from, step.weeks * weekDays - 1) : null;
    out.push({ category, rate: step.rate, periodStart: from, periodEnd: end });
    if (!end) break;
    from = addDays(end, 1);
  }
  return out;
}
