import { z } from 'zod';
import { sortedList } from './common.js';
import { dateField, optionalDateField } from './dates.js';
import { labelled } from './enums.js';
import { id, pickId, queryBool, refId } from './fields.js';
import { ja } from './messages.js';
import { toAsciiText } from './normalize.js';

// 在庫一覧（受払表） and 棚卸 (/inventory, docs/reports.md, "the report screens"): per stock-controlled item and ingredient
// of the chosen cinema, the period's opening stock, movements by kind, the theoretical closing stock,
// the last count in the period and its difference, valued at the purchase price.

export const inventoryTargetKind = labelled(['item', 'ingredient'], { item: '商品', ingredient: '原材料' });
export type InventoryTargetKind = (typeof inventoryTargetKind.values)[number];

/** The longest period the 受払表 covers (docs/reports.md, "periods": [D] and [R] screens ≤ 31 days). */
export const MAX_INVENTORY_DAYS = 31;

export const inventoryLabels = {
  from: '開始日',
  to: '終了日',
  period: '期間',
  locationId: '保管場所',
  kind: '区分',
  belowMinimum: '最低在庫割れのみ',
  negative: 'マイナス在庫のみ',
  countDate: '棚卸日',
  counted: '実棚数',
  lines: '実棚数',
} as const;
const L = inventoryLabels;

export const inventoryMessages = {
  order: `「${L.from}」は「${L.to}」以前の日付を指定してください`,
  period: `「${L.period}」は${MAX_INVENTORY_DAYS}日以内で指定してください`,
  counted: `「${L.counted}」は0以上の整数で入力してください`,
  future: `「${L.countDate}」に未来の日付は指定できません`,
  noLines: `「${L.counted}」を1件以上入力してください`,
  target: '「商品」または「原材料」を選択してください',
  unknownTarget: '在庫管理の対象ではない商品・原材料が含まれています',
  duplicate: '同じ商品・原材料が2回以上入力されています',
};

const DAY = 86_400_000;
const spanDays = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / DAY) + 1;

export const inventorySortFields = [
  'code',
  'name',
  'opening',
  'received',
  'sold',
  'adjusted',
  'moved',
  'closing',
  'counted',
  'difference',
  'value',
] as const;
export type InventorySortField = (typeof inventorySortFields)[number];

/** 開始日 not after 終了日, and at most MAX_INVENTORY_DAYS days. */
export const checkInventoryPeriod = (q: { from?: string; to?: string }, ctx: z.RefinementCtx) => {
  if (q.from && q.to && q.from > q.to)
    ctx.addIssue({ code: 'custom', path: ['from'], message: inventoryMessages.order });
  else if (q.from && q.to && spanDays(q.from, q.to) > MAX_INVENTORY_DAYS)
    ctx.addIssue({ code: 'custom', path: ['to'], message: inventoryMessages.period });
};

export const inventoryListQuery = sortedList(inventorySortFields)
  .extend({
    cinemaId: id.optional(),
    /** Business days, both inclusive; by default this month up to today. */
    from: optionalDateField(L.from).transform((v) => v ?? undefined),
    to: optionalDateField(L.to).transform((v) => v ?? undefined),
    locationId: pickId(L.locationId).optional(),
    kind: z.enum(inventoryTargetKind.values, { error: ja.requiredSelect(L.kind) }).optional(),
    belowMinimum: queryBool,
    /** Only rows whose 期末理論在庫 is below zero (docs/domain.md, "stock"). */
    negative: queryBool,
  })
  .superRefine(checkInventoryPeriod);
export type InventoryListQuery = z.infer<typeof inventoryListQuery>;

/** What a row names: a shop item or an ingredient, with its code, name and unit. */
export const inventoryTarget = {
  /** 'item:12' or 'ingredient:5'. */
  key: z.string(),
  kind: inventoryTargetKind.schema,
  shopItemId: z.number().int().nullable(),
  ingredientId: z.number().int().nullable(),
  code: z.string(),
  name: z.string(),
  /** 個, g or ml. */
  unit: z.string(),
};

export const inventoryRow = z.object({
  ...inventoryTarget,
  opening: z.number().int(),
  received: z.number().int(),
  /** 販売 and 販売取消, recipe ingredients included; negative when it took stock out. */
  sold: z.number().int(),
  adjusted: z.number().int(),
  moved: z.number().int(),
  /** 期末理論在庫. */
  closing: z.number().int(),
  /** The last count in the period (実棚数), its date and difference (実棚 − 理論 then). */
  counted: z.number().int().nullable(),
  countDate: z.string().nullable(),
  difference: z.number().int().nullable(),
  /** Yen a unit (仕入単価); an ingredient's is its purchase price over its purchase quantity. */
  unitCost: z.number().nullable(),
  /** 在庫金額: closing × unit cost, rounded. */
  value: z.number().int().nullable(),
  minStock: z.number().int().nullable(),
  /** The cinema's stock of it (every location) at the period's end is under its minimum. */
  belowMinimum: z.boolean(),
  /**
   * マイナス在庫: the closing stock (of the location asked for, or all) is below zero. A sale or adjustment may take
   * more than is on hand; it is allowed and flagged here, never refused (docs/domain.md, "stock").
   */
  negative: z.boolean(),
});
export type InventoryRow = z.infer<typeof inventoryRow>;

// 棚卸: a location's count on a date.
export const stockCountQuery = z.object({
  cinemaId: id.optional(),
  locationId: pickId(L.locationId),
  /** Omitted: the cinema's current business day (営業日), not the calendar date: at 01:30 it is still yesterday. */
  countDate: dateField(L.countDate).optional(),
});
export type StockCountQuery = z.infer<typeof stockCountQuery>;

/** A counted quantity as typed: digits (full width too), a non-negative whole number of the unit. */
export const countedQuantity = z
  .union([z.number(), z.string()], { error: inventoryMessages.counted })
  .transform((v) => (typeof v === 'number' ? String(v) : toAsciiText(v).replace(/[\s,]/g, '')))
  .refine((v) => /^\d{1,7}$/.test(v), inventoryMessages.counted)
  .transform((v) => Number(v));

export const stockCountLineBody = z
  .object({
    shopItemId: refId('商品')
      .nullish()
      .transform((v) => v ?? null),
    ingredientId: refId('原材料')
      .nullish()
      .transform((v) => v ?? null),
    counted: countedQuantity,
  })
  .refine((l) => (l.shopItemId == null) !== (l.ingredientId == null), {
    path: ['shopItemId'],
    message: inventoryMessages.target,
  });

export const stockCountBody = z.object({
  cinemaId: id.optional(),
  locationId: refId(L.locationId),
  countDate: dateField(L.countDate),
  lines: z.array(stockCountLineBody, { error: inventoryMessages.noLines }).min(1, inventoryMessages.noLines).max(5000),
});
export type StockCountBody = z.infer<typeof stockCountBody>;
export type StockCountInput = z.input<typeof stockCountBody>;

export const stockCountLine = z.object({
  ...inventoryTarget,
  /** 理論在庫 at the end of the count date (before the count's difference). */
  theoretical: z.number().int(),
  counted: z.number().int().nullable(),
  difference: z.number().int().nullable(),
});
export type StockCountLine = z.infer<typeof stockCountLine>;

export const stockCount = z.object({
  locationId: z.number().int(),
  locationName: z.string(),
  countDate: z.string(),
  /** The cinema's current business day: the latest date a count may be saved for. */
  today: z.string(),
  /** When it was last saved and by whom; null before the first count of the date. */
  countedAt: z.string().nullable(),
  countedBy: z.string().nullable(),
  lines: z.array(stockCountLine),
});
export type StockCount = z.infer<typeof stockCount>;
