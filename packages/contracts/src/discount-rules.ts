import { z } from 'zod';
import { sortedList, timestamps } from './common.js';
import { labelled } from './enums.js';
import { id, int, optionalText, queryBool, requiredText, versionField } from './fields.js';
import { ja } from './messages.js';
import { optionalDateField } from './dates.js';
import { weekdaysField } from './price-templates.js';

// 割引ルール (/discountRules): per cinema, a discount for a group buying together, e.g. 夫婦50割
// (2名), ペア割, 平日朝割. SPEC.md sections 3 and 5: applicable quantity 2 to 10.

export const discountType = labelled(['amount', 'free'], { amount: '金額割引', free: '無料' });
export type DiscountType = (typeof discountType.values)[number];

export const DISCOUNT_QUANTITY = { min: 2, max: 10 } as const;
export const MAX_DISCOUNT_AMOUNT = 100_000;

/** The discount rule's field labels: the validation messages, the form and the list use these. */
export const discountRuleLabels = {
  name: '割引名',
  quantity: '適用人数',
  discountType: '割引方法',
  amountOff: '割引額',
  sameDayOnly: '当日のみ',
  boxOfficeReflection: '興収への反映',
  couponCombinable: 'クーポン併用',
  validFrom: '有効期間（開始）',
  validTo: '有効期間（終了）',
  weekdays: '適用曜日',
  active: '有効',
  note: '備考',
} as const;
const L = discountRuleLabels;

/** SPEC.md section 5: the applicable quantity is 2 to 10. */
export const discountQuantityMessage = ja.numberRange(L.quantity, DISCOUNT_QUANTITY.min, DISCOUNT_QUANTITY.max);
export const discountAmountRequired = `「${L.amountOff}」を入力してください（無料の場合は「${discountType.labels.free}」を選択してください）`;
export const discountPeriodOrder = `「${L.validTo}」は「${L.validFrom}」以降の日付を入力してください`;

const discountFields = {
  name: requiredText(L.name, 50),
  quantity: int(L.quantity, DISCOUNT_QUANTITY.min, DISCOUNT_QUANTITY.max),
  discountType: z.enum(discountType.values, { error: ja.requiredSelect(L.discountType) }),
  /** Yen off each ticket (per person); null when the tickets are free. */
  amountOff: int(L.amountOff, 1, MAX_DISCOUNT_AMOUNT)
    .nullish()
    .transform((v) => v ?? null),
  /** Sold only on the screening's own business day (当日のみ). */
  sameDayOnly: z.boolean({ error: ja.requiredSelect(L.sameDayOnly) }).default(false),
  /** true: the discount reduces the reported box office (興収に反映); false: box office books the full price. */
  boxOfficeReflection: z.boolean({ error: ja.requiredSelect(L.boxOfficeReflection) }).default(true),
  couponCombinable: z.boolean({ error: ja.requiredSelect(L.couponCombinable) }).default(false),
  validFrom: optionalDateField(L.validFrom),
  validTo: optionalDateField(L.validTo),
  weekdays: weekdaysField(L.weekdays),
  active: z.boolean({ error: ja.requiredSelect(L.active) }).default(true),
  note: optionalText(L.note, 200),
};

const discountRules = (
  v: { discountType: DiscountType; amountOff: number | null; validFrom: string | null; validTo: string | null },
  ctx: z.RefinementCtx,
) => {
  if (v.discountType === 'amount' && v.amountOff == null)
    ctx.addIssue({ code: 'custom', path: ['amountOff'], message: discountAmountRequired });
  if (v.validFrom && v.validTo && v.validTo < v.validFrom)
    ctx.addIssue({ code: 'custom', path: ['validTo'], message: discountPeriodOrder });
};
// A free discount keeps no amount, whatever the form sent.
const clearAmount = <T extends { discountType: DiscountType; amountOff: number | null }>(v: T): T =>
  v.discountType === 'free' ? { ...v, amountOff: null } : v;

export const discountRuleCreateBody = z
  .object({ cinemaId: id.optional(), ...discountFields })
  .superRefine(discountRules)
  .transform(clearAmount);
export type DiscountRuleCreateBody = z.infer<typeof discountRuleCreateBody>;
export type DiscountRuleCreateInput = z.input<typeof discountRuleCreateBody>;
export const discountRuleUpdateBody = z
  .object({ id, version: versionField, ...discountFields })
  .superRefine(discountRules)
  .transform(clearAmount);
export type DiscountRuleUpdateBody = z.infer<typeof discountRuleUpdateBody>;
export type DiscountRuleUpdateInput = z.input<typeof discountRuleUpdateBody>;

export const discountRule = z.object({
  id: z.number().int(),
  brandId: z.number().int(),
  cinemaId: z.number().int(),
  name: z.string(),
  quantity: z.number().int(),
  discountType: discountType.schema,
  amountOff: z.number().int().nullable(),
  sameDayOnly: z.boolean(),
  boxOfficeReflection: z.boolean(),
  couponCombinable: z.boolean(),
  validFrom: z.string().nullable(),
  validTo: z.string().nullable(),
  weekdays: z.array(z.number().int()),
  active: z.boolean(),
  note: z.string().nullable(),
  version: z.number().int(),
  ...timestamps,
});
export type DiscountRule = z.infer<typeof discountRule>;

/** The orders the list offers: the API refuses any other sortField (400). */
export const discountRuleSortFields = [
  'name',
  'quantity',
  'amountOff',
  'validFrom',
  'validTo',
  'active',
  'updatedAt',
] as const;
export const discountRuleListQuery = sortedList(discountRuleSortFields).extend({
  cinemaId: id.optional(),
  active: queryBool,
});
export type DiscountRuleListQuery = z.infer<typeof discountRuleListQuery>;

/** The parts of a rule the price needs. */
export type DiscountForPrice = Pick<
  DiscountRule,
  | 'name'
  | 'quantity'
  | 'discountType'
  | 'amountOff'
  | 'sameDayOnly'
  | 'boxOfficeReflection'
  | 'validFrom'
  | 'validTo'
  | 'weekdays'
  | 'active'
>;

export interface DiscountContext {
  /** The screening's business date, YYYY-MM-DD. */
  businessDate: string;
  /** 0 Sunday … 6 Saturday, of the business date. */
  weekday: number;
  /** Tickets bought together. */
  quantity: number;
  /** The day of the sale, YYYY-MM-DD; checked for 当日のみ when given. */
  saleDate?: string | null;
}

/** Why the rule does not apply to this sale, or null when it does. */
export function discountRefusal(rule: DiscountForPrice, ctx: DiscountContext): string | null {
  if (!rule.active) return `「${rule.name}」は現在無効です`;
  if ((rule.validFrom && ctx.businessDate < rule.validFrom) || (rule.validTo && ctx.businessDate > rule.validTo))
    return `「${rule.name}」の有効期間外です`;
  if (!rule.weekdays.includes(ctx.weekday)) return `「${rule.name}」はこの曜日には適用できません`;
  if (ctx.quantity < rule.quantity) return `「${rule.name}」は${rule.quantity}名以上で適用できます`;
  if (rule.sameDayOnly && ctx.saleDate && ctx.saleDate !== ctx.businessDate)
    return `「${rule.name}」は上映当日のみ適用できます`;
  return null;
}
