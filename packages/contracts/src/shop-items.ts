import { z } from 'zod';
import { sortedList, timestamps } from './common.js';
import { optionalDateField } from './dates.js';
import { labelled, productType, shopGroup, taxHandling, taxRates } from './enums.js';
import { code, id, int, optionalInt, optionalText, refId, requiredText, versionField } from './fields.js';
import { imageRef } from './files.js';
import { janProblem } from './jan.js';
import { optionalKana } from './kana.js';
import { ja } from './messages.js';
import { toAsciiText } from './normalize.js';
import { shopItemOptionGroupRecord, shopItemOptions } from './shop-item-options.js';
import {
  checkRecipeOptions,
  componentsField,
  recipeField,
  recipeLineRecord,
  setComponentRecord,
  type RecipeLine,
} from './shop-item-parts.js';

// The brand's shop item master (docs/api-conventions.md, "original names": shop item). One table serves four screens, told
// apart by `kind`: フード・ドリンク (/concession), 物販 (/commercial), その他売上項目 (/otherRevenue)
// and 委託商品 (/otherGoods); セット商品 (/set) are items too, with their contents. Kitchen printers print an item by its shop group (devices.shopGroups).

export const shopItemKind = labelled(['concession', 'commercial', 'otherRevenue', 'otherGoods', 'set'], {
  concession: 'フード・ドリンク',
  commercial: '物販',
  otherRevenue: 'その他売上項目',
  otherGoods: '委託商品',
  set: 'セット商品',
});
export type ShopItemKind = (typeof shopItemKind.values)[number];
/** The list screen of each kind. */
export const shopItemKindPath: Record<ShopItemKind, string> = {
  concession: '/concession',
  commercial: '/commercial',
  otherRevenue: '/otherRevenue',
  otherGoods: '/otherGoods',
  set: '/set',
};

/** docs/api-conventions.md, "original names": Product is selling, updating or stopped. */
export const shopItemState = labelled(['selling', 'updating', 'stopped'], {
  selling: '販売中',
  updating: '更新中',
  stopped: '販売停止',
});
export type ShopItemState = (typeof shopItemState.values)[number];

export const taxRateValues = taxRates.map((t) => t.value);
export const taxRateLabel = (v: number | null | undefined) => taxRates.find((t) => t.value === v)?.label ?? '-';

export const shopItemLabels = {
  kind: '商品区分',
  code: '商品コード',
  janCode: 'JANコード',
  name: '商品名',
  nameKana: '商品名カナ',
  shopGroup: '売店グループ',
  category: 'カテゴリ',
  image: '商品画像',
  recommended: 'おすすめ',
  sortOrder: '表示順',
  state: '状態',
  saleFrom: '販売開始日',
  saleTo: '販売終了日',
  price: '販売価格',
  taxRate: '税率',
  eatInTaxRate: '店内飲食の税率',
  taxDisplay: '税表示',
  purchasePrice: '仕入単価',
  salesGroupId: '販売グループ',
  productType: '仕入区分',
  consignor: '委託元',
  commissionRate: '委託手数料率（%）',
  inventoryControl: '在庫管理',
  minStock: '最低在庫数',
  cinemaIds: '販売する劇場',
  sellingCinemas: '販売劇場数',
} as const;
const L = shopItemLabels;

export const MAX_SHOP_PRICE = 1_000_000;

export const janMessages = {
  length: `「${L.janCode}」は8桁または13桁の数字で入力してください`,
  checkDigit: `「${L.janCode}」のチェックデジットが正しくありません`,
};

const janField = z
  .string({ error: ja.invalidFormat(L.janCode) })
  .transform((v) => toAsciiText(v).trim())
  .superRefine((v, ctx) => {
    const problem = v === '' ? null : janProblem(v);
    if (problem) ctx.addIssue({ code: 'custom', message: janMessages[problem] });
  })
  .nullish()
  .transform((v) => (v ? v : null));

const taxRateField = (label: string) =>
  z
    .number({ error: ja.requiredSelect(label) })
    .refine((v) => (taxRateValues as number[]).includes(v), ja.requiredSelect(label));

export const shopItemMessages = {
  eatInRequired: `フード・ドリンクは「${L.eatInTaxRate}」を選択してください（持ち帰り・場内8%、ロビー飲食10%）`,
  consignorRequired: `委託商品は「${L.consignor}」を入力してください`,
  saleTo: `「${L.saleTo}」は「${L.saleFrom}」以降の日付を入力してください`,
  janInUse: 'このJANコードはすでに使用されています。',
  inSet: 'セット商品に含まれているため、この商品は削除できません。先にセット内容から外してください。',
  unknownCinema: `「${L.cinemaIds}」はこのブランドの劇場から選択してください`,
  /** The form's help: the field only starts selling, never stops (docs/tour/README.md, "売店 › 商品"). */
  cinemaIdsHelp: '選んだ劇場で販売を開始します。選ばなかった劇場の設定は変わりません',
};

/** Cinemas of the brand (the service refuses another brand's, naming the field, and ignores repeats). */
const cinemaIdsOf = (label: string) =>
  z.array(refId(label), { error: ja.requiredSelect(label) }).max(500, `「${label}」は500件以内で選択してください`);

const itemFields = {
  code: code(L.code, 20),
  janCode: janField,
  name: requiredText(L.name, 50),
  nameKana: optionalKana(L.nameKana, 100),
  shopGroup: z.enum(shopGroup.values, { error: ja.requiredSelect(L.shopGroup) }),
  category: optionalText(L.category, 30, { multiline: false }),
  image: imageRef.nullish().transform((v) => v ?? null),
  recommended: z.boolean().default(false),
  sortOrder: int(L.sortOrder, 0, 9999).default(0),
  state: z.enum(shopItemState.values, { error: ja.requiredSelect(L.state) }).default('selling'),
  saleFrom: optionalDateField(L.saleFrom),
  saleTo: optionalDateField(L.saleTo),
  price: int(L.price, 0, MAX_SHOP_PRICE),
  /** Take-out (and in the auditorium) rate; for food and drink 8 %. */
  taxRate: taxRateField(L.taxRate),
  /** Food and drink only: the rate when eaten at the lobby tables (10 %); the sale decides which applies. */
  eatInTaxRate: taxRateField(L.eatInTaxRate)
    .nullish()
    .transform((v) => v ?? null),
  taxDisplay: z.enum(taxHandling.values, { error: ja.requiredSelect(L.taxDisplay) }).default('inclusive'),
  purchasePrice: optionalInt(L.purchasePrice, 0, MAX_SHOP_PRICE),
  /** 販売グループ (docs/accounting.md): how the item's sales are booked. */
  salesGroupId: refId(L.salesGroupId)
    .nullish()
    .transform((v) => v ?? null),
  productType: z.enum(productType.values, { error: ja.requiredSelect(L.productType) }).default('SALES_ITEM'),
  consignor: optionalText(L.consignor, 50, { multiline: false }),
  commissionRate: optionalInt(L.commissionRate, 0, 100),
  inventoryControl: z.boolean().default(false),
  minStock: optionalInt(L.minStock, 0, 999_999),
  options: shopItemOptions,
  recipe: recipeField,
  /** Set items only: what the set holds. */
  components: componentsField,
};

type ItemFields = {
  shopGroup: string;
  eatInTaxRate: number | null;
  productType: string;
  consignor: string | null;
  saleFrom: string | null;
  saleTo: string | null;
  options: { name: string; choices: { name: string }[] }[];
  recipe: RecipeLine[];
};
const itemRules = (v: ItemFields, ctx: z.RefinementCtx) => {
  if (v.shopGroup === 'food' && v.eatInTaxRate == null)
    ctx.addIssue({ code: 'custom', path: ['eatInTaxRate'], message: shopItemMessages.eatInRequired });
  if (v.productType === 'CONSIGNMENT' && !v.consignor)
    ctx.addIssue({ code: 'custom', path: ['consignor'], message: shopItemMessages.consignorRequired });
  if (v.saleFrom && v.saleTo && v.saleTo < v.saleFrom)
    ctx.addIssue({ code: 'custom', path: ['saleTo'], message: shopItemMessages.saleTo });
  checkRecipeOptions(v, ctx);
};

const kindField = z.enum(shopItemKind.values, { error: ja.requiredSelect(L.kind) });

export const shopItemFieldsBody = z.object(itemFields).superRefine(itemRules);
// 販売する劇場 is saved with the item, in its transaction: the chosen cinemas sell it (a new row at the
// master price; a cinema's own price, period and 売り切れ stay); the others are left as they are.
const sellingIn = { cinemaIds: cinemaIdsOf(L.cinemaIds).default([]) };
export const shopItemCreateBody = z.object({ kind: kindField, ...itemFields, ...sellingIn }).superRefine(itemRules);
export type ShopItemCreateBody = z.infer<typeof shopItemCreateBody>;
export type ShopItemCreateInput = z.input<typeof shopItemCreateBody>;
export const shopItemUpdateBody = z
  .object({ id, version: versionField, ...itemFields, ...sellingIn })
  .superRefine(itemRules);
export type ShopItemUpdateBody = z.infer<typeof shopItemUpdateBody>;
export type ShopItemUpdateInput = z.input<typeof shopItemUpdateBody>;

export const shopItem = z.object({
  id: z.number().int(),
  brandId: z.number().int(),
  kind: shopItemKind.schema,
  code: z.string(),
  janCode: z.string().nullable(),
  name: z.string(),
  nameKana: z.string().nullable(),
  shopGroup: shopGroup.schema,
  category: z.string().nullable(),
  image: z.object({ fileId: z.number().int().nullable(), url: z.string() }).nullable(),
  recommended: z.boolean(),
  sortOrder: z.number().int(),
  state: shopItemState.schema,
  saleFrom: z.string().nullable(),
  saleTo: z.string().nullable(),
  price: z.number().int(),
  taxRate: z.number(),
  eatInTaxRate: z.number().nullable(),
  taxDisplay: taxHandling.schema,
  purchasePrice: z.number().int().nullable(),
  salesGroupId: z.number().int().nullable(),
  productType: productType.schema,
  consignor: z.string().nullable(),
  commissionRate: z.number().int().nullable(),
  inventoryControl: z.boolean(),
  minStock: z.number().int().nullable(),
  options: z.array(shopItemOptionGroupRecord),
  recipe: z.array(recipeLineRecord),
  components: z.array(setComponentRecord),
  version: z.number().int(),
  ...timestamps,
});
export type ShopItem = z.infer<typeof shopItem>;

/** A row of the list: the item and how many of its brand's cinemas sell it (販売劇場数 3/5). */
export const shopItemListItem = shopItem.extend({
  sellingCinemas: z.number().int(),
  cinemaCount: z.number().int(),
});
export type ShopItemListItem = z.infer<typeof shopItemListItem>;

export const cinemaSalesLabels = { itemIds: '商品', cinemaIds: '劇場', selling: '販売' } as const;
const noItems = ja.requiredSelect(cinemaSalesLabels.itemIds);
const noCinemas = ja.requiredSelect(cinemaSalesLabels.cinemaIds);
export const cinemaSalesMessages = {
  unknownItem: `「${cinemaSalesLabels.itemIds}」はこのブランドの商品から選択してください`,
  unknownCinema: `「${cinemaSalesLabels.cinemaIds}」はこのブランドの劇場から選択してください`,
  /** 劇場で販売する… answered: n settings changed. */
  done: (count: number, selling: boolean) =>
    `${count}件の販売設定を「${selling ? '販売する' : '販売しない'}」に変更しました`,
};

/** 劇場で販売する…: selected items on (販売する) or off (販売しない) in the chosen cinemas, in one transaction. */
export const shopItemCinemaSalesBody = z.object({
  itemIds: z
    .array(refId(cinemaSalesLabels.itemIds), { error: noItems })
    .min(1, noItems)
    .max(1000, `「${cinemaSalesLabels.itemIds}」は1000件以内で選択してください`),
  cinemaIds: cinemaIdsOf(cinemaSalesLabels.cinemaIds).min(1, noCinemas),
  selling: z.boolean({ error: ja.requiredSelect(cinemaSalesLabels.selling) }),
});
export type ShopItemCinemaSalesBody = z.infer<typeof shopItemCinemaSalesBody>;
export type ShopItemCinemaSalesInput = z.input<typeof shopItemCinemaSalesBody>;
/** How many cinema settings changed (a cinema that already sold, or did not, is not counted). */
export const shopItemCinemaSalesAnswer = z.object({ count: z.number().int() });

export const shopItemSortFields = ['code', 'name', 'nameKana', 'price', 'sortOrder', 'state', 'updatedAt'] as const;
export const shopItemListQuery = sortedList(shopItemSortFields).extend({
  kind: kindField,
  shopGroup: z.enum(shopGroup.values, { error: ja.requiredSelect(L.shopGroup) }).optional(),
  category: optionalText(L.category, 30, { multiline: false }).transform((v) => v ?? undefined),
  state: z.enum(shopItemState.values, { error: ja.requiredSelect(L.state) }).optional(),
  /** Only the items this cinema sells (劇場別の販売設定: 販売する). */
  cinemaId: id.optional(),
});
export type ShopItemListQuery = z.infer<typeof shopItemListQuery>;
