import { asc, eq } from 'drizzle-orm';
import {
  janCheckDigit,
  shopItemCreateBody,
  type ShopItemCreateInput,
  type ShopItemOptionGroupInput,
} from '@cinema/contracts';
import type { Db } from '../db/client.js';
import { brands, films, shopItems } from '../db/schema/index.js';
import { seedShopRecipes } from './shop-recipes.js';

type Seed = Omit<ShopItemCreateInput, 'taxRate'> & { taxRate?: number };

const size = (m: number, l: number): ShopItemOptionGroupInput => ({
  name: 'サイズ',
  required: true,
  multiple: false,
  choices: [
    { name: 'S', priceDelta: 0 },
    { name: 'M', priceDelta: m },
    { name: 'L', priceDelta: l },
  ],
});
const flavour = (...choices: [string, number][]): ShopItemOptionGroupInput => ({
  name: 'フレーバー',
  required: true,
  multiple: false,
  choices: choices.map(([name, priceDelta]) => ({ name, priceDelta })),
});

// Food and drink: 8 % taken out or eaten in the auditorium, 10 % at the lobby tables (docs/domain.md, "tax").
const food = (s: Omit<Seed, 'kind' | 'shopGroup'>): Seed => ({
  kind: 'concession',
  shopGroup: 'food',
  taxRate: 0.08,
  eatInTaxRate: 0.1,
  inventoryControl: true,
  ...s,
});
const drink = (code: string, name: string, nameKana: string, purchasePrice: number): Seed =>
  food({ code, name, nameKana, category: 'ドリンク', price: 350, purchasePrice, options: [size(50, 100)] });

const concessions: Seed[] = [
  food({
    code: 'F001',
    name: 'ポップコーン',
    nameKana: 'ポップコーン',
    category: 'ポップコーン',
    price: 450,
    purchasePrice: 60,
    recommended: true,
    minStock: 20,
    options: [flavour(['塩', 0], ['キャラメル', 50], ['ハーフ＆ハーフ', 100]), size(100, 200)],
  }),
  drink('D001', 'コカ・コーラ', 'コカコーラ', 40),
  drink('D002', 'ジンジャーエール', 'ジンジャーエール', 40),
  drink('D003', 'メロンソーダ', 'メロンソーダ', 40),
  drink('D004', 'ウーロン茶', 'ウーロンチャ', 30),
  drink('D005', 'オレンジジュース', 'オレンジジュース', 60),
  drink('D006', 'アイスコーヒー', 'アイスコーヒー', 50),
  food({
    code: 'F002',
    name: 'ホットドッグ',
    nameKana: 'ホットドッグ',
    category: 'ホットフード',
    price: 550,
    purchasePrice: 150,
    minStock: 30,
    options: [
      {
        name: 'トッピング',
        required: false,
        multiple: true,
        choices: [
          { name: 'チーズ', priceDelta: 100 },
          { name: 'オニオン', priceDelta: 50 },
        ],
      },
    ],
  }),
  food({
    code: 'F003',
    name: 'チュロス',
    nameKana: 'チュロス',
    category: 'スイーツ',
    price: 400,
    purchasePrice: 90,
    minStock: 20,
    options: [flavour(['シナモン', 0], ['チョコレート', 50])],
  }),
  food({
    code: 'F004',
    name: 'ナチョス',
    nameKana: 'ナチョス',
    category: 'ホットフード',
    price: 600,
    purchasePrice: 120,
    minStock: 15,
  }),
];

// Alcohol is food and drink too for tax, but never the reduced rate: 10 % everywhere.
const alcohol: Seed[] = [
  food({ code: 'A001', name: '生ビール', nameKana: 'ナマビール', category: 'アルコール', price: 700, taxRate: 0.1 }),
  food({ code: 'A002', name: 'ハイボール', nameKana: 'ハイボール', category: 'アルコール', price: 600, taxRate: 0.1 }),
];

const goods = (code: string, name: string, nameKana: string, price: number, purchasePrice: number): Seed => ({
  kind: 'commercial',
  shopGroup: 'product',
  code,
  name,
  nameKana,
  category: 'グッズ',
  price,
  taxRate: 0.1,
  purchasePrice,
  inventoryControl: true,
  minStock: 5,
});

const commercial: Seed[] = [
  goods('G001', 'クリアファイル', 'クリアファイル', 500, 200),
  goods('G002', 'アクリルスタンド', 'アクリルスタンド', 1500, 700),
  goods('G003', 'ポストカードセット', 'ポストカードセット', 800, 300),
  goods('G004', 'エコバッグ', 'エコバッグ', 1800, 800),
];

const fee = (code: string, name: string, nameKana: string, price: number): Seed => ({
  kind: 'otherRevenue',
  shopGroup: 'fee',
  code,
  name,
  nameKana,
  price,
  taxRate: 0.1,
});
const otherRevenue: Seed[] = [
  fee('R001', '3Dメガネ', 'スリーディーメガネ', 300),
  fee('R002', '会員カード発行手数料', 'カイインカードハッコウテスウリョウ', 500),
  fee('R003', '駐車券', 'チュウシャケン', 500),
  fee('R004', '貸館料（1時間）', 'カシカンリョウ', 50000),
];

const otherGoods: Seed[] = [
  {
    kind: 'otherGoods',
    shopGroup: 'other',
    code: 'C001',
    name: '前売券（ムビチケカード）',
    nameKana: 'マエウリケン',
    price: 1600,
    taxRate: 0,
    productType: 'CONSIGNMENT',
    consignor: '株式会社ムビチケ',
    commissionRate: 10,
  },
  {
    kind: 'otherGoods',
    shopGroup: 'product',
    code: 'C002',
    name: '作家オリジナルトートバッグ',
    nameKana: 'サッカオリジナルトートバッグ',
    price: 2500,
    taxRate: 0.1,
    productType: 'CONSIGNMENT',
    consignor: 'アートワークス合同会社',
    commissionRate: 25,
    inventoryControl: true,
    minStock: 3,
  },
];

/** A JAN-13 in the "45" (Japan) range made from the brand and item number, with its check digit. */
const jan = (brandId: number, n: number) => {
  const body = `45${String(brandId).padStart(3, '0')}${String(n).padStart(7, '0')}`;
  return `${body}${janCheckDigit(body)}`;
};

/** The brand-level shop master of each demo brand; シネマライン sells alcohol too. */
export async function seedShopItems(db: Db) {
  const all = await db.select({ id: brands.id, code: brands.code }).from(brands).orderBy(asc(brands.id));
  for (const b of all) {
    const filmRows = await db
      .select({ id: films.id, name: films.name })
      .from(films)
      .where(eq(films.brandId, b.id))
      .orderBy(asc(films.id));
    const pamphlets: Seed[] = filmRows.map((f, i) => ({
      ...goods(
        `PF${String(i + 1).padStart(3, '0')}`,
        `パンフレット『${f.name}』`.slice(0, 50),
        'パンフレット',
        900,
        500,
      ),
      category: 'パンフレット',
    }));
    const seeds = [
      ...concessions,
      ...(b.code === 'CL' ? alcohol : []),
      ...commercial,
      ...pamphlets,
      ...otherRevenue,
      ...otherGoods,
    ];
    const rows = seeds.map((s, i) => {
      const parsed = shopItemCreateBody.parse({
        janCode: s.kind === 'commercial' ? jan(b.id, i + 1) : null,
        sortOrder: (i + 1) * 10,
        taxRate: 0.1,
        ...s,
      });
      const { recipe: _r, components: _c, ...columns } = parsed;
      return { ...columns, brandId: b.id };
    });
    await db.insert(shopItems).values(rows);
    await seedShopRecipes(db, b.id);
  }
}
