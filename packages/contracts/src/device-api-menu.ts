import { z } from 'zod';
import { menuColor } from './cinema-shop-items.js';
import { labelList } from './device-document-fields.js';
import { shopGroup, taxHandling } from './enums.js';
import { shopItemOptionGroupRecord } from './shop-item-options.js';
import { shopItemKind } from './shop-items.js';

// The shop menu a POS or kiosk sells now (GET /api/device/items), at the cinema's price.

const rate = (what: string) => z.number().describe(`${what}（0.1 = 10%、0.08 = 軽減税率8%）`);

const optionGroup = shopItemOptionGroupRecord
  .extend({
    name: z.string().describe('オプショングループ名（販売の options[].group に送る値、例: サイズ）'),
    required: z.boolean().describe('必ず1つ以上選ぶグループなら true'),
    multiple: z.boolean().describe('複数選べるグループなら true（false は1つだけ）'),
    choices: z
      .array(
        z
          .object({
            name: z.string().describe('選択肢名（販売の options[].choice に送る値、例: L）'),
            priceDelta: z.number().int().describe('この選択肢で加える金額（円、税の扱いは商品と同じ）'),
          })
          .describe('選択肢'),
      )
      .describe('選択肢（表示順）'),
  })
  .describe('オプショングループ');

/** One item of the shop menu a POS or kiosk sells now, at the cinema's price. */
export const deviceMenuItem = z
  .object({
    id: z.number().int().describe('商品ID（販売の明細の itemId に送る値）'),
    kind: shopItemKind.schema.describe(`商品の種類: ${labelList(shopItemKind)}`),
    code: z.string().describe('商品コード（ブランドが登録した値）'),
    janCode: z.string().nullable().describe('JANコード（13桁または8桁）。なければ null。'),
    name: z.string().describe('商品名'),
    nameKana: z.string().nullable().describe('商品名のカナ。なければ null。'),
    shopGroup: shopGroup.schema.describe(`売店の区分: ${labelList(shopGroup)}`),
    category: z.string().nullable().describe('カテゴリ名（メニューの分類）。なければ null。'),
    imageUrl: z.string().nullable().describe('商品画像の URL（このAPIのパス）。なければ null。'),
    recommended: z.boolean().describe('おすすめ商品なら true'),
    /** Yen: the cinema's price, else the master price; option choices add their priceDelta. */
    price: z
      .number()
      .int()
      .describe(
        '価格（円）。劇場の価格、なければ商品マスタの価格。税込か税抜かは taxDisplay。オプションは priceDelta を加算。',
      ),
    taxRate: rate('税率。フード・ドリンクは持ち帰り・シアター内の税率'),
    /** Food and drink eaten at the lobby tables; null for everything else. */
    eatInTaxRate: z
      .number()
      .nullable()
      .describe('店内飲食（ロビーのテーブル）の税率。フード・ドリンク以外は null。販売の eatIn で選びます。'),
    taxDisplay: taxHandling.schema.describe(`price の税の扱い: ${labelList(taxHandling)}`),
    /** 本日売り切れ: shown greyed, not sold. A set is, too, when a fixed item or every choice of a group is. */
    soldOut: z
      .boolean()
      .describe(
        '本日売り切れ（営業日が変わると解除）。セットは、固定の内容のどれか、または選択グループの選択肢がすべて売り切れのときも true。',
      ),
    options: z.array(optionGroup).describe('オプショングループ（表示順）'),
    /** Sets only: fixed rows and the alternatives of each choice group. */
    components: z
      .array(
        z
          .object({
            itemId: z.number().int().describe('内容の商品ID'),
            name: z.string().describe('内容の商品名'),
            quantity: z.number().int().describe('数量'),
            choiceGroup: z
              .string()
              .nullable()
              .describe('選択グループ名（販売の choices[].group）。固定の内容は null。'),
            optionChoice: z
              .string()
              .nullable()
              .describe('内容の商品に決まっているオプションの選択肢（例: M）。なければ null。'),
            /** 本日売り切れ of this item at the cinema. */
            soldOut: z.boolean().describe('この商品が本日売り切れなら true'),
          })
          .describe('セットの内容'),
      )
      .describe('セットの内容（セットのみ。固定の内容と、選択グループごとの選択肢）'),
  })
  .describe('売店商品');
export type DeviceMenuItem = z.infer<typeof deviceMenuItem>;

export const deviceMenu = z.object({
  businessDate: z.string().describe('メニューの営業日（YYYY-MM-DD、劇場の現在の営業日）'),
  items: z.array(deviceMenuItem).describe('今販売する商品（表示順）'),
  /** The menu of this device's type; null when the cinema has none (or the device is the online channel). */
  layout: z
    .object({
      version: z
        .number()
        .int()
        .describe('メニュー配置の版（保存するたびに増えます。変わったら画面を作り直してください）'),
      pages: z
        .array(
          z
            .object({
              name: z.string().describe('ページ名（タブ）'),
              buttons: z
                .array(
                  z
                    .object({
                      itemId: z.number().int().describe('商品ID（items の id）'),
                      color: menuColor.schema.describe(`ボタンの色: ${labelList(menuColor)}`),
                      colorHex: z.string().describe('ボタンの色（#rrggbb）'),
                    })
                    .describe('商品ボタン'),
                )
                .describe('ボタン（表示順）'),
            })
            .describe('ページ'),
        )
        .describe('ページ（表示順）'),
    })
    .nullable()
    .describe('この端末の種別（POS・自動券売機）のメニュー配置。劇場が作っていない場合とオンライン販売の端末は null。'),
});
export type DeviceMenu = z.infer<typeof deviceMenu>;
