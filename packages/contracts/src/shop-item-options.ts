import { z } from 'zod';
import { int, requiredText } from './fields.js';

// An item's option groups (サイズ S/M/L, フレーバー 塩/キャラメル): each choice adds its price
// difference to the item's price; a required group must be answered at the sale, a multiple-choice
// group may take several choices (トッピング).

export const shopItemOptionLabels = {
  options: 'オプション',
  groupName: 'オプション名',
  required: '必須',
  multiple: '複数選択',
  choices: '選択肢',
  choiceName: '選択肢名',
  priceDelta: '価格差',
} as const;
const O = shopItemOptionLabels;

export const MAX_OPTION_GROUPS = 10;
export const MAX_OPTION_CHOICES = 20;

export const shopItemOptionChoice = z.object({
  name: requiredText(O.choiceName, 30),
  /** Yen added to (or taken from) the item's price: S 0, M +100, L +200. */
  priceDelta: int(O.priceDelta, -100_000, 100_000).default(0),
});

const noChoices = `「${O.choices}」を1件以上登録してください`;

export const shopItemOptionGroup = z
  .object({
    name: requiredText(O.groupName, 30),
    required: z.boolean().default(true),
    multiple: z.boolean().default(false),
    choices: z
      .array(shopItemOptionChoice, { error: noChoices })
      .min(1, noChoices)
      .max(MAX_OPTION_CHOICES, `「${O.choices}」は${MAX_OPTION_CHOICES}件以内で登録してください`),
  })
  .superRefine((g, ctx) => {
    const seen = new Set<string>();
    g.choices.forEach((c, i) => {
      if (seen.has(c.name))
        ctx.addIssue({ code: 'custom', path: ['choices', i, 'name'], message: `選択肢「${c.name}」が重複しています` });
      seen.add(c.name);
    });
  });
export type ShopItemOptionGroup = z.infer<typeof shopItemOptionGroup>;
export type ShopItemOptionGroupInput = z.input<typeof shopItemOptionGroup>;

export const shopItemOptions = z
  .array(shopItemOptionGroup)
  .max(MAX_OPTION_GROUPS, `「${O.options}」は${MAX_OPTION_GROUPS}件以内で登録してください`)
  .default([])
  .superRefine((groups, ctx) => {
    const seen = new Set<string>();
    groups.forEach((g, i) => {
      if (seen.has(g.name))
        ctx.addIssue({ code: 'custom', path: [i, 'name'], message: `オプション「${g.name}」が重複しています` });
      seen.add(g.name);
    });
  });

/** The answer's shape (no defaults, no refinements). */
export const shopItemOptionGroupRecord = z.object({
  name: z.string(),
  required: z.boolean(),
  multiple: z.boolean(),
  choices: z.array(z.object({ name: z.string(), priceDelta: z.number().int() })),
});

type OptionGroupRecord = z.infer<typeof shopItemOptionGroupRecord>;

/**
 * What is wrong with the options chosen for an item at a sale: a choice it does not have (the sale
 * cannot be priced), a required group left out, or several choices in a single-choice group.
 */
export function optionProblem(
  itemName: string,
  groups: readonly OptionGroupRecord[],
  chosen: readonly { group: string; choice: string }[],
): { unknown: boolean; message: string } | null {
  for (const o of chosen)
    if (!groups.find((g) => g.name === o.group)?.choices.some((c) => c.name === o.choice))
      return { unknown: true, message: `${itemName}に「${o.group}: ${o.choice}」はありません` };
  for (const g of groups) {
    const n = chosen.filter((o) => o.group === g.name).length;
    if (g.required && n === 0) return { unknown: false, message: `${itemName}の「${g.name}」が選ばれていません` };
    if (!g.multiple && n > 1)
      return { unknown: false, message: `${itemName}の「${g.name}」は1つだけ選べます（${n}つ選ばれています）` };
  }
  return null;
}
