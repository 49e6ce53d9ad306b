import { z } from 'zod';
import { sortedList, timestamps } from './common.js';
import { labelled } from './enums.js';
import { withMeta } from './field-meta.js';
import {
  choice,
  code,
  flag,
  id,
  int,
  optionalInt,
  queryBool,
  requiredText,
  versionField,
  yenAmount,
} from './fields.js';
import { optionalKana } from './kana.js';
import { ja } from './messages.js';

// 原材料 (/ingredient): what shop items are made of (コーン, 油, シロップ, カップ). A recipe says how much
// of each one a unit sold consumes, so stock follows sales. Bought in a purchase unit (10 kg bag for
// ¥3,000), counted in g, ml or 個.

export const ingredientUnit = labelled(['g', 'ml', 'piece'], { g: 'g', ml: 'ml', piece: '個' });
export type IngredientUnit = (typeof ingredientUnit.values)[number];

export const ingredientLabels = {
  code: '原材料コード',
  name: '原材料名',
  nameKana: '原材料名カナ',
  unit: '単位',
  purchasePrice: '仕入価格',
  purchaseQuantity: '仕入数量',
  stockControlled: '在庫管理',
  minStock: '最低在庫数',
  active: '有効',
} as const;
const L = ingredientLabels;

const ingredientFields = {
  code: code(L.code, 20),
  name: requiredText(L.name, 50),
  nameKana: optionalKana(L.nameKana, 100),
  unit: choice(ingredientUnit, L.unit),
  /** Yen paid for purchaseQuantity units: ¥3,000 for 10,000 g. */
  purchasePrice: withMeta(yenAmount(L.purchasePrice, 0, 10_000_000), { help: '仕入数量ぶんの金額' }).default(0),
  purchaseQuantity: withMeta(int(L.purchaseQuantity, 1, 10_000_000), {
    help: '単位で数えた量（10kg なら 10000）',
  }).default(1),
  stockControlled: flag(L.stockControlled).default(true),
  minStock: optionalInt(L.minStock, 0, 100_000_000),
  active: flag(L.active).default(true),
};

export const ingredientCreateBody = z.object(ingredientFields);
export type IngredientCreateBody = z.infer<typeof ingredientCreateBody>;
export type IngredientCreateInput = z.input<typeof ingredientCreateBody>;
export const ingredientUpdateBody = z.object({ id, version: versionField, ...ingredientFields });
export type IngredientUpdateBody = z.infer<typeof ingredientUpdateBody>;

export const ingredient = z.object({
  id: z.number().int(),
  brandId: z.number().int(),
  code: z.string(),
  name: z.string(),
  nameKana: z.string().nullable(),
  unit: ingredientUnit.schema,
  purchasePrice: z.number().int(),
  purchaseQuantity: z.number().int(),
  /** Yen per g, ml or 個 (purchase price ÷ quantity), for cost of sales. */
  unitCost: z.number(),
  stockControlled: z.boolean(),
  minStock: z.number().int().nullable(),
  active: z.boolean(),
  version: z.number().int(),
  ...timestamps,
});
export type Ingredient = z.infer<typeof ingredient>;

export const ingredientSortFields = ['code', 'name', 'unit', 'purchasePrice', 'updatedAt'] as const;
export const ingredientListQuery = sortedList(ingredientSortFields).extend({
  unit: z.enum(ingredientUnit.values, { error: ja.requiredSelect(L.unit) }).optional(),
  active: queryBool,
});
export type IngredientListQuery = z.infer<typeof ingredientListQuery>;

export const ingredientInUse = 'レシピで使われているため、この原材料は削除できません。先にレシピから外してください。';
