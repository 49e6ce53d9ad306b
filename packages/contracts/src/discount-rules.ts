import { z } from 'zod';
import { sortedList, timestamps } from './common.js';
import { labelled } from './enums.js';
import { id, int, optionalText, queryBool, requiredText, versionField } from './fields.js';
import { ja } from './messages.js';
import { optionalDateField } from './dates.js';
import { ticketKind, weekdaysField, type TicketKind } from './price-templates.js';
import type { DayKind } from './calendar.js';

// 割引ルール (/discountRules): per cinema, a discount for a group buying together, e.g. 夫婦50割
// (「2名で2,400円」), ペア割, 平日朝割. docs/api-conventions.md, "validation": applicable quantity 2 to 10.

export const discountType = labelled(['amount', 'percent', 'groupPrice', 'free'], {
  amount: '金額割引',
  percent: '割合割引',
  groupPrice: 'グループ料金',
  free: '無料',
});
export type DiscountType = (typeof discountType.values)[number];

export const DISCOUNT_QUANTITY = { min: 2, max: 10 } as const;
export const MAX_DISCOUNT_AMOUNT = 100_000;

/** The discount rule's field labels: the validation messages, the form and the list use these. */
export const discountRuleLabels = {
  name: '割引名',
  quantity: '適用人数',
  maxQuantity: '適用人数（上限）',
  discountType: '割引方法',
  amountOff: '割引額',
  percentOff: '割引率（%）',
  groupPrice: 'グループ料金',
  ticketKinds: '対象の券種',
  holidaysAsSunday: '祝日は日曜日として扱う',
  sameDayOnly: '当日のみ',
  boxOfficeReflection: '興収への反映',
  couponCombinable: 'クーポン併用',
  validFrom: '有効期間（開始）',
  validTo: '有効期間（終了）',
  weekdays: '適用曜日',
  active: '有効',
  note: '備考',
  /** 他の劇場へコピー…: the rules chosen in the list. */
  copySources: '割引ルール',
} as const;
const L = discountRuleLabels;

/** docs/api-conventions.md, "validation": the applicable quantity is 2 to 10. */
export const discountQuantityMessage = ja.numberRange(L.quantity, DISCOUNT_QUANTITY.min, DISCOUNT_QUANTITY.max);
export const discountAmountRequired = `「${L.amountOff}」を入力してください（無料の場合は「${discountType.labels.free}」を選択してください）`;
export const discountPeriodOrder = `「${L.validTo}」は「${L.validFrom}」以降の日付を入力してください`;
export const discountPercentRequired = `「${L.percentOff}」を入力してください`;
export const discountGroupPriceRequired = `「${L.groupPrice}」を入力してください`;
export const discountMaxBelowMin = `「${L.maxQuantity}」は「${L.quantity}」以上の人数を入力してください`;
export const discountGroupPriceIndivisible = `「${L.groupPrice}」は「${L.quantity}」で割り切れる金額を入力してください（1名あたりの料金が円単位になるように）`;

const discountFields = {
  name: requiredText(L.name, 50),
  /** The smallest group the rule applies to (「N名以上」); with groupPrice, the group's size. */
  quantity: int(L.quantity, DISCOUNT_QUANTITY.min, DISCOUNT_QUANTITY.max),
  /** The largest group, 2-10; null: no limit. */
  maxQuantity: int(L.maxQuantity, DISCOUNT_QUANTITY.min, DISCOUNT_QUANTITY.max)
    .nullish()
    .transform((v) => v ?? null),
  discountType: z.enum(discountType.values, { error: ja.requiredSelect(L.discountType) }),
  /** Yen off each ticket (per person), for 金額割引. */
  amountOff: int(L.amountOff, 1, MAX_DISCOUNT_AMOUNT)
    .nullish()
    .transform((v) => v ?? null),
  /** Per cent off each ticket, for 割合割引. */
  percentOff: int(L.percentOff, 1, 100)
    .nullish()
    .transform((v) => v ?? null),
  /** What the whole group pays, for グループ料金 (夫婦50割: 2名で2,400円). */
  groupPrice: int(L.groupPrice, 1, MAX_DISCOUNT_AMOUNT)
    .nullish()
    .transform((v) => v ?? null),
  /** The 券種 kinds it applies to; empty: every kind. */
  ticketKinds: z
    .array(z.enum(ticketKind.values, { error: '選択肢から選択してください' }))
    .max(ticketKind.values.length)
    .default([]),
  holidaysAsSunday: z.boolean({ error: ja.requiredSelect(L.holidaysAsSunday) }).default(false),
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

type RuleShape = {
  discountType: DiscountType;
  quantity: number;
  maxQuantity: number | null;
  amountOff: number | null;
  percentOff: number | null;
  groupPrice: number | null;
  validFrom: string | null;
  validTo: string | null;
};
const discountRules = (v: RuleShape, ctx: z.RefinementCtx) => {
  const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
  if (v.discountType === 'amount' && v.amountOff == null) issue('amountOff', discountAmountRequired);
  if (v.discountType === 'percent' && v.percentOff == null) issue('percentOff', discountPercentRequired);
  if (v.discountType === 'groupPrice') {
    if (v.groupPrice == null) issue('groupPrice', discountGroupPriceRequired);
    else if (v.groupPrice % v.quantity !== 0) issue('groupPrice', discountGroupPriceIndivisible);
  } else if (v.maxQuantity != null && v.maxQuantity < v.quantity) issue('maxQuantity', discountMaxBelowMin);
  if (v.validFrom && v.validTo && v.validTo < v.validFrom)
    ctx.addIssue({ code: 'custom', path: ['validTo'], message: discountPeriodOrder });
};
// A rule keeps only the amount of its own method, whatever the form sent; a group price is for
// exactly its group (2名で2,400円), so its upper limit is its size.
const clearAmount = <T extends RuleShape>(v: T): T => ({
  ...v,
  amountOff: v.discountType === 'amount' ? v.amountOff : null,
  percentOff: v.discountType === 'percent' ? v.percentOff : null,
  groupPrice: v.discountType === 'groupPrice' ? v.groupPrice : null,
  maxQuantity: v.discountType === 'groupPrice' ? v.quantity : v.maxQuantity,
});

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
  maxQuantity: z.number().int().nullable(),
  discountType: discountType.schema,
  amountOff: z.number().int().nullable(),
  percentOff: z.number().int().nullable(),
  groupPrice: z.number().int().nullable(),
  ticketKinds: z.array(ticketKind.schema),
  holidaysAsSunday: z.boolean(),
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
  | 'maxQuantity'
  | 'discountType'
  | 'amountOff'
  | 'percentOff'
  | 'groupPrice'
  | 'ticketKinds'
  | 'holidaysAsSunday'
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
  /** 祝日 decides for a rule that treats holidays as Sundays; absent: the weekday alone. */
  dayKind?: DayKind;
  /** The 券種 being sold, for a rule limited to some kinds. */
  ticket?: { kind: TicketKind; name: string };
  /** The day of the sale, YYYY-MM-DD; checked for 当日のみ when given. */
  saleDate?: string | null;
}

/** Why the rule does not apply to this sale, or null when it does. */
export function discountRefusal(rule: DiscountForPrice, ctx: DiscountContext): string | null {
  if (!rule.active) return `「${rule.name}」は現在無効です`;
  if ((rule.validFrom && ctx.businessDate < rule.validFrom) || (rule.validTo && ctx.businessDate > rule.validTo))
    return `「${rule.name}」の有効期間外です`;
  // A holiday counts as a Sunday for a rule that says so (日・祝 rules), and as no weekday for it.
  const weekday = rule.holidaysAsSunday && ctx.dayKind === 'holiday' ? 0 : ctx.weekday;
  if (!rule.weekdays.includes(weekday))
    return `「${rule.name}」は${weekday === 0 && weekday !== ctx.weekday ? '祝日' : 'この曜日'}には適用できません`;
  if (ctx.quantity < rule.quantity || (rule.maxQuantity != null && ctx.quantity > rule.maxQuantity))
    return rule.maxQuantity == null
      ? `「${rule.name}」は${rule.quantity}名以上で適用できます`
      : rule.maxQuantity === rule.quantity
        ? `「${rule.name}」は${rule.quantity}名で適用できます`
        : `「${rule.name}」は${rule.quantity}〜${rule.maxQuantity}名で適用できます`;
  if (ctx.ticket && rule.ticketKinds.length && !rule.ticketKinds.includes(ctx.ticket.kind))
    return `「${rule.name}」は「${ctx.ticket.name}」には適用できません`;
  if (rule.sameDayOnly && ctx.saleDate && ctx.saleDate !== ctx.businessDate)
    return `「${rule.name}」は上映当日のみ適用できます`;
  return null;
}

const yenText = (v: number | null) => `¥${(v ?? 0).toLocaleString('en-US')}`;

/** 2名以上 / 3〜6名 / 2名: the group a rule applies to. */
export function discountGroupText(r: Pick<DiscountRule, 'quantity' | 'maxQuantity'>): string {
  if (r.maxQuantity == null) return `${r.quantity}名以上`;
  return r.maxQuantity === r.quantity ? `${r.quantity}名` : `${r.quantity}〜${r.maxQuantity}名`;
}

/** 1名につき¥900引 / 20%引 / 2名で¥2,400 / 無料: what the rule takes off, as lists and the audit log name it. */
export function discountText(
  r: Pick<DiscountRule, 'discountType' | 'amountOff' | 'percentOff' | 'groupPrice' | 'quantity'>,
): string {
  switch (r.discountType) {
    case 'amount':
      return `1名につき${yenText(r.amountOff)}引`;
    case 'percent':
      return `${r.percentOff ?? 0}%引`;
    case 'groupPrice':
      return `${r.quantity}名で${yenText(r.groupPrice)}`;
    case 'free':
      return '無料';
  }
}
