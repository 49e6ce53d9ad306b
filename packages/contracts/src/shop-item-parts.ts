import { z } from 'zod';
import { int, optionalText, refId } from './fields.js';
import { ingredientUnit } from './ingredients.js';

// What an item is made of (レシピ: 原材料 per unit sold, more for a larger option) and what a set
// holds (セット内容: fixed items, and choice groups such as 「ドリンクM お好きなもの」).

export const shopItemPartLabels = {
  recipe: 'レシピ',
  ingredientId: '原材料',
  option: '対象オプション',
  optionGroup: 'オプション名',
  optionChoice: '選択肢',
  quantity: '使用量',
  components: 'セット内容',
  itemId: '商品',
  componentQuantity: '数量',
  choiceGroup: '選択グループ',
} as const;
const P = shopItemPartLabels;

export const MAX_RECIPE_ROWS = 50;
export const MAX_SET_COMPONENTS = 30;

/** One 原材料 per unit sold; with an option choice, consumed only when that choice is sold (L: +30 g). */
export const recipeLine = z.object({
  ingredientId: refId(P.ingredientId),
  optionGroup: optionalText(P.optionGroup, 30, { multiline: false }),
  optionChoice: optionalText(P.optionChoice, 30, { multiline: false }),
  quantity: int(P.quantity, 1, 100_000),
});
export type RecipeLine = z.infer<typeof recipeLine>;

/**
 * One item of a set. Rows sharing a choiceGroup are the alternatives of one choice (the customer
 * takes one of them); rows without are always in the set. optionChoice fixes a size (M).
 */
export const setComponent = z.object({
  itemId: refId(P.itemId),
  quantity: int(P.componentQuantity, 1, 99).default(1),
  choiceGroup: optionalText(P.choiceGroup, 30, { multiline: false }),
  optionChoice: optionalText(P.optionChoice, 30, { multiline: false }),
});
export type SetComponent = z.infer<typeof setComponent>;

export const recipeField = z
  .array(recipeLine)
  .max(MAX_RECIPE_ROWS, `「${P.recipe}」は${MAX_RECIPE_ROWS}行以内で登録してください`)
  .default([]);
export const componentsField = z
  .array(setComponent)
  .max(MAX_SET_COMPONENTS, `「${P.components}」は${MAX_SET_COMPONENTS}行以内で登録してください`)
  .default([]);

export const partMessages = {
  unknownOption: `「${P.option}」は商品のオプションから選択してください`,
  noComponents: `セット商品は「${P.components}」を1件以上登録してください`,
  unknownIngredient: `「${P.ingredientId}」を選択してください`,
  unknownItem: `「${P.itemId}」を選択してください（セット商品は入れられません）`,
};

type Options = { name: string; choices: { name: string }[] }[];
/** Recipe rows for an option must name one of the item's own option choices. */
export function checkRecipeOptions(v: { options: Options; recipe: RecipeLine[] }, ctx: z.RefinementCtx) {
  v.recipe.forEach((r, i) => {
    if (!r.optionGroup && !r.optionChoice) return;
    const group = v.options.find((g) => g.name === r.optionGroup);
    if (!group || !group.choices.some((c) => c.name === r.optionChoice))
      ctx.addIssue({ code: 'custom', path: ['recipe', i, 'optionChoice'], message: partMessages.unknownOption });
  });
}

export const recipeLineRecord = z.object({
  ingredientId: z.number().int(),
  ingredientName: z.string(),
  unit: ingredientUnit.schema,
  optionGroup: z.string().nullable(),
  optionChoice: z.string().nullable(),
  quantity: z.number().int(),
});
export const setComponentRecord = z.object({
  itemId: z.number().int(),
  itemCode: z.string(),
  itemName: z.string(),
  quantity: z.number().int(),
  choiceGroup: z.string().nullable(),
  optionChoice: z.string().nullable(),
});
export type SetComponentRecord = z.infer<typeof setComponentRecord>;
