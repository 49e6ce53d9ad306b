import { z } from 'zod';
import { sortedList } from './common.js';
import { optionalDateField } from './dates.js';
import { labelled, shopGroup } from './enums.js';
import { id, queryBool, refId, requiredText } from './fields.js';
import { ja } from './messages.js';
import { MAX_SHOP_PRICE, shopItemKind, shopItemState, type ShopItemState } from './shop-items.js';

// 劇場別の販売設定 (/theaterDailyshow): which of the brand's items a cinema sells, at what price and
// in which period, today's 売り切れ, and the buttons of its POS and kiosk menus. An item a cinema has
// no row for is not sold there; a blank price or period falls back to the item master's.

export const cinemaShopItemLabels = {
  enabled: '販売する',
  price: '価格',
  saleFrom: '販売開始日',
  saleTo: '販売終了日',
  soldOut: '本日売り切れ',
  shopItemIds: '商品',
  deviceType: '端末種別',
  pages: 'ページ',
  pageName: 'ページ名',
  buttons: 'ボタン',
  itemId: '商品',
  color: '色',
} as const;
const L = cinemaShopItemLabels;

const priceMessage = `「${L.price}」は0〜1,000,000の整数で入力してください（空欄は商品マスタの価格）`;

export const cinemaShopItemMessages = {
  price: priceMessage,
  saleTo: `「${L.saleTo}」は「${L.saleFrom}」以降の日付を入力してください`,
  unknownItem: `「${L.itemId}」はこの劇場のブランドの商品から選択してください`,
  noItems: `「${L.shopItemIds}」を1件以上選択してください`,
};

/** Blank means the master price; else whole yen 0..1,000,000. */
export const priceOverride = z
  .number({ error: priceMessage })
  .int(priceMessage)
  .min(0, priceMessage)
  .max(MAX_SHOP_PRICE, priceMessage)
  .nullish()
  .transform((v) => v ?? null);

/** What the client saw: 0 before the cinema's row (or layout) was first saved. */
const seenVersion = z
  .number({ error: ja.required('バージョン') })
  .int('「バージョン」が正しくありません')
  .min(0, '「バージョン」が正しくありません');

export const cinemaShopItemBody = z
  .object({
    cinemaId: id.optional(),
    shopItemId: refId(L.itemId),
    enabled: z.boolean({ error: ja.requiredSelect(L.enabled) }),
    price: priceOverride,
    saleFrom: optionalDateField(L.saleFrom),
    saleTo: optionalDateField(L.saleTo),
    version: seenVersion,
  })
  .superRefine((v, ctx) => {
    if (v.saleFrom && v.saleTo && v.saleTo < v.saleFrom)
      ctx.addIssue({ code: 'custom', path: ['saleTo'], message: cinemaShopItemMessages.saleTo });
  });
export type CinemaShopItemBody = z.infer<typeof cinemaShopItemBody>;
export type CinemaShopItemInput = z.input<typeof cinemaShopItemBody>;

export const cinemaSoldOutBody = z.object({
  cinemaId: id.optional(),
  shopItemId: refId(L.itemId),
  soldOut: z.boolean({ error: ja.requiredSelect(L.soldOut) }),
});
export type CinemaSoldOutBody = z.infer<typeof cinemaSoldOutBody>;

export const cinemaShopBulkBody = z.object({
  cinemaId: id.optional(),
  shopItemIds: z
    .array(refId(L.shopItemIds), { error: cinemaShopItemMessages.noItems })
    .min(1, cinemaShopItemMessages.noItems)
    .max(5000, `「${L.shopItemIds}」は5000件以内で選択してください`),
  enabled: z.boolean({ error: ja.requiredSelect(L.enabled) }),
});
export type CinemaShopBulkBody = z.infer<typeof cinemaShopBulkBody>;

/** One brand item as the cinema sells it (or not). */
export const cinemaShopItem = z.object({
  shopItemId: z.number().int(),
  kind: shopItemKind.schema,
  code: z.string(),
  name: z.string(),
  nameKana: z.string().nullable(),
  shopGroup: shopGroup.schema,
  category: z.string().nullable(),
  state: shopItemState.schema,
  masterPrice: z.number().int(),
  masterSaleFrom: z.string().nullable(),
  masterSaleTo: z.string().nullable(),
  enabled: z.boolean(),
  /** The cinema's price; null sells at the master price. */
  price: z.number().int().nullable(),
  effectivePrice: z.number().int(),
  saleFrom: z.string().nullable(),
  saleTo: z.string().nullable(),
  /** 売り切れ on the cinema's running business day (the flag ends with that day). */
  soldOut: z.boolean(),
  soldOutOn: z.string().nullable(),
  /** 0 until the cinema's row is first saved. */
  version: z.number().int(),
  updatedAt: z.string().nullable(),
});
export type CinemaShopItem = z.infer<typeof cinemaShopItem>;

export const cinemaShopItemSortFields = ['sortOrder', 'code', 'name', 'price'] as const;
export const cinemaShopItemListQuery = sortedList(cinemaShopItemSortFields).extend({
  cinemaId: id.optional(),
  kind: z.enum(shopItemKind.values, { error: ja.requiredSelect('商品区分') }).optional(),
  shopGroup: z.enum(shopGroup.values, { error: ja.requiredSelect('売店グループ') }).optional(),
  state: z.enum(shopItemState.values, { error: ja.requiredSelect('状態') }).optional(),
  enabled: queryBool,
});
export type CinemaShopItemListQuery = z.infer<typeof cinemaShopItemListQuery>;

// The POS and kiosk menus: pages of buttons in order (the grid fills left to right), each an item
// with a colour from a fixed palette.
export const menuDeviceType = labelled(['pos', 'kiosk'], { pos: 'POS', kiosk: '自動券売機（キオスク）' });
export type MenuDeviceType = (typeof menuDeviceType.values)[number];

export const menuColor = labelled(['red', 'orange', 'yellow', 'green', 'teal', 'blue', 'purple', 'pink', 'gray'], {
  red: '赤',
  orange: 'オレンジ',
  yellow: '黄',
  green: '緑',
  teal: '青緑',
  blue: '青',
  purple: '紫',
  pink: 'ピンク',
  gray: 'グレー',
});
export type MenuColor = (typeof menuColor.values)[number];
export const menuColorHex: Record<MenuColor, string> = {
  red: '#e53935',
  orange: '#fb8c00',
  yellow: '#fdd835',
  green: '#43a047',
  teal: '#00897b',
  blue: '#1e88e5',
  purple: '#8e24aa',
  pink: '#d81b60',
  gray: '#757575',
};

export const MAX_MENU_PAGES = 20;
export const MAX_MENU_BUTTONS = 60;

export const menuButton = z.object({
  itemId: refId(L.itemId),
  color: z.enum(menuColor.values, { error: ja.requiredSelect(L.color) }).default('blue'),
});
export type MenuButton = z.infer<typeof menuButton>;

export const menuPage = z.object({
  name: requiredText(L.pageName, 20),
  buttons: z
    .array(menuButton)
    .max(MAX_MENU_BUTTONS, `「${L.buttons}」は1ページ${MAX_MENU_BUTTONS}件以内で登録してください`)
    .default([]),
});
export type MenuPage = z.infer<typeof menuPage>;

const deviceTypeField = z.enum(menuDeviceType.values, { error: ja.requiredSelect(L.deviceType) });

export const menuLayoutQuery = z.object({ cinemaId: id.optional(), deviceType: deviceTypeField });

export const menuLayoutBody = z.object({
  cinemaId: id.optional(),
  deviceType: deviceTypeField,
  pages: z.array(menuPage).max(MAX_MENU_PAGES, `「${L.pages}」は${MAX_MENU_PAGES}件以内で登録してください`).default([]),
  version: seenVersion,
});
export type MenuLayoutBody = z.infer<typeof menuLayoutBody>;
export type MenuLayoutInput = z.input<typeof menuLayoutBody>;

export const menuLayout = z.object({
  deviceType: menuDeviceType.schema,
  pages: z.array(
    z.object({
      name: z.string(),
      buttons: z.array(z.object({ itemId: z.number().int(), color: menuColor.schema })),
    }),
  ),
  /** 0 while the cinema has none saved. */
  version: z.number().int(),
  updatedAt: z.string().nullable(),
});
export type MenuLayout = z.infer<typeof menuLayout>;

// What a cinema sells and at what price, resolved in one place for the device menu, the sale's
// re-pricing and the staff screens (docs/device-api.md: "prices").

/** The cinema's row of an item: none means the cinema does not sell it. */
export interface CinemaItemSetting {
  enabled: boolean;
  price: number | null;
  saleFrom: string | null;
  saleTo: string | null;
  soldOutOn: string | null;
}
interface ItemMaster {
  name: string;
  price: number;
  state: ShopItemState;
  saleFrom: string | null;
  saleTo: string | null;
}

/** The price the cinema sells the item at: its own, else the master's. */
export const cinemaItemPrice = (
  master: Pick<ItemMaster, 'price'>,
  setting: Pick<CinemaItemSetting, 'price'> | null | undefined,
) => setting?.price ?? master.price;

/** Why the cinema does not sell the item on this business day, or null when it does (売り切れ aside). */
export function cinemaItemUnsold(
  master: ItemMaster,
  setting: CinemaItemSetting | null | undefined,
  businessDate: string,
): string | null {
  if (!setting?.enabled) return `${master.name}はこの劇場で販売していません`;
  if (master.state !== 'selling') return `${master.name}は${shopItemState.labels[master.state]}です`;
  const from = setting.saleFrom ?? master.saleFrom;
  const to = setting.saleTo ?? master.saleTo;
  if ((from && businessDate < from) || (to && businessDate > to))
    return `${master.name}は${businessDate}の販売期間外です`;
  return null;
}
