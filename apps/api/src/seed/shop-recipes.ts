import { and, eq } from 'drizzle-orm';
import { getOrFail, type IngredientCreateInput, type IngredientUnit, one, shopItemCreateBody } from '@cinema/contracts';
import type { Db } from '../db/client.js';
import { ingredients, shopItemRecipes, shopItems, shopSetComponents } from '../db/schema/index.js';

// 原材料, the recipes of the demo menu (L uses more corn than S) and the pair and kids sets.

const ing = (
  code: string,
  name: string,
  unit: IngredientUnit,
  purchasePrice: number,
  purchaseQuantity: number,
  minStock: number,
) =>
  ({
    code,
    name,
    unit,
    purchasePrice,
    purchaseQuantity,
    minStock,
    stockControlled: true,
  }) satisfies IngredientCreateInput;

const demoIngredients = [
  ing('M001', 'ポップコーン豆', 'g', 4500, 22_680, 5000),
  ing('M002', 'ポップコーン用オイル', 'ml', 3000, 16_500, 2000),
  ing('M003', 'フレーバーソルト', 'g', 1200, 1000, 300),
  ing('M004', 'キャラメルシロップ', 'ml', 2800, 5000, 1000),
  ing('M005', 'ポップコーン容器 S', 'piece', 2000, 200, 50),
  ing('M006', 'ポップコーン容器 M', 'piece', 2400, 200, 50),
  ing('M007', 'ポップコーン容器 L', 'piece', 3000, 200, 50),
  ing('M008', 'ドリンクカップ S', 'piece', 1500, 500, 100),
  ing('M009', 'ドリンクカップ M', 'piece', 1800, 500, 100),
  ing('M010', 'ドリンクカップ L', 'piece', 2200, 500, 100),
  ing('M011', 'ドリンクシロップ', 'ml', 5000, 20_000, 3000),
  ing('M012', 'ソーセージ', 'piece', 3000, 50, 30),
  ing('M013', 'ドッグパン', 'piece', 1500, 50, 30),
];

type Line = [ingredient: string, quantity: number, group?: string, choice?: string];
const perSize = (s: string, m: string, l: string, qs: number, qm: number, ql: number): Line[] => [
  [s, qs, 'サイズ', 'S'],
  [m, qm, 'サイズ', 'M'],
  [l, ql, 'サイズ', 'L'],
];
const drinkRecipe: Line[] = [
  ...perSize('M008', 'M009', 'M010', 1, 1, 1),
  ...perSize('M011', 'M011', 'M011', 40, 60, 80),
];
const recipes: Record<string, Line[]> = {
  F001: [
    ...perSize('M001', 'M001', 'M001', 40, 60, 90),
    ...perSize('M002', 'M002', 'M002', 8, 12, 18),
    ...perSize('M005', 'M006', 'M007', 1, 1, 1),
    ['M003', 2, 'フレーバー', '塩'],
    ['M004', 30, 'フレーバー', 'キャラメル'],
    ['M003', 1, 'フレーバー', 'ハーフ＆ハーフ'],
    ['M004', 15, 'フレーバー', 'ハーフ＆ハーフ'],
  ],
  D001: drinkRecipe,
  D002: drinkRecipe,
  D003: drinkRecipe,
  D004: drinkRecipe,
  D005: drinkRecipe,
  D006: drinkRecipe,
  F002: [
    ['M012', 1],
    ['M013', 1],
  ],
};

const DRINKS = ['D001', 'D002', 'D003', 'D004', 'D005', 'D006'];
type Component = [code: string, quantity: number, choiceGroup: string | null, optionChoice: string | null];
const sets: { code: string; name: string; nameKana: string; price: number; components: Component[] }[] = [
  {
    code: 'S001',
    name: 'ペアセット',
    nameKana: 'ペアセット',
    price: 1500,
    components: [['F001', 1, null, 'L'], ...DRINKS.map((d): Component => [d, 2, 'ドリンクM お好きなもの', 'M'])],
  },
  {
    code: 'S002',
    name: 'キッズセット',
    nameKana: 'キッズセット',
    price: 700,
    components: [['F001', 1, null, 'S'], ...DRINKS.map((d): Component => [d, 1, 'ドリンクS お好きなもの', 'S'])],
  },
];

export async function seedShopRecipes(db: Db, brandId: number) {
  const made = await db
    .insert(ingredients)
    .values(demoIngredients.map((i) => ({ ...i, brandId })))
    .returning({ id: ingredients.id, code: ingredients.code });
  const ingredientId = new Map(made.map((r) => [r.code, r.id]));
  const items = await db
    .select({ id: shopItems.id, code: shopItems.code })
    .from(shopItems)
    .where(and(eq(shopItems.brandId, brandId)));
  const itemId = new Map(items.map((r) => [r.code, r.id]));
  await db.insert(shopItemRecipes).values(
    Object.entries(recipes).flatMap(([code, lines]) =>
      lines.map(([ing, quantity, optionGroup, optionChoice], position) => ({
        brandId,
        shopItemId: getOrFail(itemId, code, 'shop item'),
        ingredientId: getOrFail(ingredientId, ing, 'ingredient'),
        quantity,
        optionGroup: optionGroup ?? null,
        optionChoice: optionChoice ?? null,
        position,
      })),
    ),
  );
  for (const [n, set] of sets.entries()) {
    const { components, ...fields } = set;
    const body = shopItemCreateBody.parse({
      ...fields,
      kind: 'set',
      shopGroup: 'food',
      category: 'セット',
      taxRate: 0.08,
      eatInTaxRate: 0.1,
      recommended: true,
      sortOrder: (n + 1) * 10,
    });
    const { recipe: _r, components: _c, ...columns } = body;
    const row = one(
      await db
        .insert(shopItems)
        .values({ ...columns, brandId })
        .returning({ id: shopItems.id }),
      'set item',
    );
    await db.insert(shopSetComponents).values(
      components.map(([code, quantity, choiceGroup, optionChoice], position) => ({
        brandId,
        setItemId: row.id,
        itemId: getOrFail(itemId, code, 'shop item'),
        quantity,
        choiceGroup,
        optionChoice,
        position,
      })),
    );
  }
}
