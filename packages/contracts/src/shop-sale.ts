import { z } from 'zod';
import { labelled, shopGroup } from './enums.js';
import { id, queryBool } from './fields.js';
import { salesChannel } from './sales.js';
import { checkPeriod, periodFields } from './transaction-history.js';

// 売店売上（商品別） (/shop-sale, docs/reports.md, "売店売上（商品別）"): the chosen cinema's shop items over at most
// 31 sales business days from R4, each 商品 × 税率 a row, with subtotals per 売店グループ and カテゴリ and an ABC rank.

export const SHOP_SALE_SCREEN = '/shop-sale';

export const shopSaleLabels = {
  shopGroup: '商品グループ',
  category: 'カテゴリ',
  itemId: '商品',
  channel: '端末種別',
  eatIn: '飲食区分',
  taxRate: '税率',
  itemCode: '商品コード',
  itemName: '商品名',
  quantity: '数量',
  gross: '売上税込',
  discount: '値引額',
  net: '純売上税込',
  tax: '消費税',
  netExTax: '純売上税抜',
  cost: '原価',
  grossProfit: '粗利',
  grossProfitRate: '粗利率',
  share: '構成比',
  abcRank: 'ABCランク',
} as const;

/** 飲食区分: 店内飲食 (10 %) or everything else (持ち帰り, and goods that have no eat-in rate). */
export const shopSaleEatIn = labelled(['true', 'false'], { true: '店内飲食', false: '持ち帰り・その他' });

/** The rates R4 keys by (docs/domain.md, "tax"), as the query carries them. */
export const shopSaleTaxRate = labelled(['0.1', '0.08', '0', '-1.1'], {
  '0.1': '10%',
  '0.08': '8%（軽減）',
  '0': '0%（不課税）',
  '-1.1': '対象外',
});

export const shopSaleQuery = z
  .object({
    cinemaId: id.optional(),
    ...periodFields,
    shopGroup: shopGroup.schema.optional(),
    itemId: id.optional(),
    channel: salesChannel.schema.optional(),
    eatIn: queryBool,
    taxRate: shopSaleTaxRate.schema.optional(),
  })
  .superRefine((v, ctx) => checkPeriod(v, ctx, '営業日'));
export type ShopSaleQuery = z.infer<typeof shopSaleQuery>;
export type ShopSaleQueryInput = z.input<typeof shopSaleQuery>;

/** A row of the report: one 商品 at one 税率, or the subtotal of a カテゴリ or a 売店グループ. */
export const shopSaleRowKind = labelled(['item', 'category', 'group'], {
  item: '商品',
  category: 'カテゴリ計',
  group: 'グループ計',
});

export const abcRank = z.enum(['A', 'B', 'C']);
export type AbcRank = z.infer<typeof abcRank>;

const yen = z.number().int();
const figures = {
  quantity: z.number().int(),
  /** 売上税込: list price × quantity, before discounts. */
  gross: yen,
  /** 値引額: gross − net. */
  discount: yen,
  /** 純売上税込: what was charged, refunds and voids negative on their own day. */
  net: yen,
  /** 消費税: the lines' allocated tax (docs/sales.md, "tax"). */
  tax: yen,
  netExTax: yen,
  /** 原価: the cost snapshot R4 holds; null for an item with no 仕入単価 (原価未登録). */
  cost: yen.nullable(),
  /** 粗利: netExTax − cost over the lines whose cost is known; null when none is. */
  grossProfit: yen.nullable(),
  /** 粗利率: grossProfit ÷ netExTax of those lines (a ratio, 0.35 = 35 %). */
  grossProfitRate: z.number().nullable(),
  /** 構成比: net ÷ the report's total net (a ratio). */
  share: z.number().nullable(),
};

export const shopSaleRow = z.object({
  kind: shopSaleRowKind.schema,
  shopGroup: shopGroup.schema,
  category: z.string().nullable(),
  itemId: z.number().int().nullable(),
  itemCode: z.string().nullable(),
  itemName: z.string().nullable(),
  taxRate: z.number().nullable(),
  ...figures,
  /** The item's rank over the period (all its rates together); null on subtotals. */
  abcRank: abcRank.nullable(),
});
export type ShopSaleRow = z.infer<typeof shopSaleRow>;

export const shopSaleTotals = z.object(figures);
export type ShopSaleTotals = z.infer<typeof shopSaleTotals>;

/** Every row of the period (no paging, the table adds up what it shows), subtotals in place, the total apart. */
export const shopSaleAnswer = z.object({ list: z.array(shopSaleRow), totals: shopSaleTotals });
export type ShopSaleAnswer = z.infer<typeof shopSaleAnswer>;

/** ABC分析: A up to 70 % of 純売上, B up to 90 %, C the rest (docs/reports.md, "売店売上（商品別）"). */
export const ABC_LIMITS = { A: 0.7, B: 0.9 } as const;

/**
 * Ranks items by their net sales, largest first: an item is A while the items ranked above it make less than 70 %
 * of the total (so the one that crosses 70 % is A too), B likewise up to 90 %, C the rest; an item that sold
 * nothing net (0 or less) is C. Answers the rank by item id.
 */
export function abcRanks(items: readonly { itemId: number; net: number }[]): Map<number, AbcRank> {
  const sorted = [...items].sort((a, b) => b.net - a.net || a.itemId - b.itemId);
  const total = sorted.reduce((s, i) => s + Math.max(i.net, 0), 0);
  const out = new Map<number, AbcRank>();
  let before = 0;
  for (const i of sorted) {
    const share = total > 0 ? before / total : 1;
    out.set(i.itemId, i.net <= 0 ? 'C' : share < ABC_LIMITS.A ? 'A' : share < ABC_LIMITS.B ? 'B' : 'C');
    before += Math.max(i.net, 0);
  }
  return out;
}
