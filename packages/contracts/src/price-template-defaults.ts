import { z } from 'zod';
import { filmFeeCategory } from './film-fees.js';
import { id, pickId } from './fields.js';
import { ja } from './messages.js';

// 既定の料金: per cinema, the price template a new screening takes when none is chosen — per
// 興行区分 (通常, モーニング, レイト, オールナイト, 特別), optionally per 上映方式. A screening made by
// dragging, bulk creation or copying looks up its category and format first, then the category alone.

export const priceTemplateDefaultLabels = {
  category: '興行区分',
  formatVersionId: '上映方式',
  priceTemplateId: '料金テンプレート',
} as const;
const L = priceTemplateDefaultLabels;

export const MAX_PRICE_TEMPLATE_DEFAULTS = 100;
export const priceTemplateDefaultDuplicate = '同じ興行区分と上映方式の組み合わせが重複しています';

export const priceTemplateDefault = z.object({
  category: z.enum(filmFeeCategory.values, { error: ja.requiredSelect(L.category) }),
  /** A format row of the cinema; null: every format of the category. */
  formatVersionId: pickId(L.formatVersionId)
    .nullish()
    .transform((v) => v ?? null),
  priceTemplateId: pickId(L.priceTemplateId),
});
export type PriceTemplateDefault = z.infer<typeof priceTemplateDefault>;

export const priceTemplateDefaultsQuery = z.object({ cinemaId: id.optional() });

/** PUT: the cinema's whole set of defaults, replacing the stored one. */
export const priceTemplateDefaultsBody = z.object({
  cinemaId: id.optional(),
  list: z
    .array(priceTemplateDefault)
    .max(MAX_PRICE_TEMPLATE_DEFAULTS)
    .superRefine((list, ctx) => {
      const seen = new Set<string>();
      list.forEach((d, i) => {
        const key = `${d.category}:${d.formatVersionId ?? ''}`;
        if (seen.has(key))
          ctx.addIssue({ code: 'custom', path: [i, 'formatVersionId'], message: priceTemplateDefaultDuplicate });
        seen.add(key);
      });
    }),
});
export type PriceTemplateDefaultsBody = z.infer<typeof priceTemplateDefaultsBody>;
export type PriceTemplateDefaultsInput = z.input<typeof priceTemplateDefaultsBody>;

export const priceTemplateDefaults = z.object({
  cinemaId: z.number().int(),
  list: z.array(
    priceTemplateDefault.extend({
      formatVersionId: z.number().int().nullable(),
      formatName: z.string().nullable(),
      priceTemplateName: z.string(),
    }),
  ),
});
export type PriceTemplateDefaults = z.infer<typeof priceTemplateDefaults>;

/** The default template of a screening: its category and format first, then the category alone. */
export function defaultPriceTemplate(
  list: readonly { category: string; formatVersionId: number | null; priceTemplateId: number }[],
  s: { category: string; formatVersionId: number },
): number | null {
  const own = list.find((d) => d.category === s.category && d.formatVersionId === s.formatVersionId);
  return (own ?? list.find((d) => d.category === s.category && d.formatVersionId === null))?.priceTemplateId ?? null;
}
