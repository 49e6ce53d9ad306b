import { z } from 'zod';
import { sortedList } from './common.js';
import { optionalDateField } from './dates.js';
import { id, optionalText, refId } from './fields.js';
import { ja } from './messages.js';
import { toAsciiText } from './normalize.js';
import { stockMovementKind } from './stock.js';

// 在庫調整 (/inventory-adjustment, docs/reports.md, "the report screens"): movements other than sales, recorded by staff with
// a signed quantity. docs/api-conventions.md, "validation": a stock change number needs a plus or minus sign.

export const adjustmentKinds = [
  'receipt',
  'return',
  'disposal',
  'damage',
  'countDiff',
  'transferOut',
  'transferIn',
  'other',
] as const;
export type AdjustmentKind = (typeof adjustmentKinds)[number];
export const adjustmentKindOptions = adjustmentKinds.map((k) => ({ value: k, label: stockMovementKind.labels[k] }));
/** The sign each kind must carry; 棚卸差異 and その他 take either. */
export const adjustmentSign: Record<AdjustmentKind, 1 | -1 | 0> = {
  receipt: 1,
  transferIn: 1,
  return: -1,
  disposal: -1,
  damage: -1,
  transferOut: -1,
  countDiff: 0,
  other: 0,
};

export const inventoryAdjustmentLabels = {
  locationId: '保管場所',
  target: '対象',
  shopItemId: '商品',
  ingredientId: '原材料',
  kind: '区分',
  quantity: '数量（±）',
  reason: '理由',
} as const;
const L = inventoryAdjustmentLabels;

export const adjustmentMessages = {
  sign: `「${L.quantity}」は「＋」または「－」をつけて入力してください（例：＋10、－3）`,
  zero: `「${L.quantity}」は0以外の数を入力してください`,
  kindSign: (kind: AdjustmentKind) =>
    `「${stockMovementKind.labels[kind]}」の数量は「${adjustmentSign[kind] > 0 ? '＋' : '－'}」で入力してください`,
  target: `「${L.shopItemId}」または「${L.ingredientId}」を選択してください`,
};

/** ＋10 / -3 as typed (full width too) to a signed integer; no sign is refused, never guessed. */
export const signedQuantity = z
  .string({ error: adjustmentMessages.sign })
  .transform((v) => toAsciiText(v).replace(/\s/g, ''))
  .refine((v) => /^[+-]\d{1,7}$/.test(v), adjustmentMessages.sign)
  .transform((v) => Number(v))
  .refine((v) => v !== 0, adjustmentMessages.zero);

export const inventoryAdjustmentBody = z
  .object({
    cinemaId: id.optional(),
    locationId: refId(L.locationId),
    shopItemId: refId(L.shopItemId)
      .nullish()
      .transform((v) => v ?? null),
    ingredientId: refId(L.ingredientId)
      .nullish()
      .transform((v) => v ?? null),
    kind: z.enum(adjustmentKinds, { error: ja.requiredSelect(L.kind) }),
    quantity: signedQuantity,
    reason: optionalText(L.reason, 200),
  })
  .superRefine((v, ctx) => {
    if ((v.shopItemId == null) === (v.ingredientId == null))
      ctx.addIssue({ code: 'custom', path: ['shopItemId'], message: adjustmentMessages.target });
    const sign = adjustmentSign[v.kind];
    if (sign !== 0 && Math.sign(v.quantity) !== sign)
      ctx.addIssue({ code: 'custom', path: ['quantity'], message: adjustmentMessages.kindSign(v.kind) });
  });
export type InventoryAdjustmentBody = z.infer<typeof inventoryAdjustmentBody>;
export type InventoryAdjustmentInput = z.input<typeof inventoryAdjustmentBody>;

export const inventoryAdjustment = z.object({
  id: z.number().int(),
  occurredAt: z.string(),
  kind: stockMovementKind.schema,
  locationName: z.string(),
  code: z.string(),
  name: z.string(),
  /** 個, g or ml. */
  unit: z.string(),
  quantity: z.number().int(),
  unitCost: z.number().nullable(),
  amount: z.number().int().nullable(),
  reason: z.string().nullable(),
  staffName: z.string().nullable(),
});
export type InventoryAdjustment = z.infer<typeof inventoryAdjustment>;

export const inventoryAdjustmentSortFields = ['occurredAt'] as const;
export const inventoryAdjustmentListQuery = sortedList(inventoryAdjustmentSortFields).extend({
  cinemaId: id.optional(),
  kind: z.enum(adjustmentKinds, { error: ja.requiredSelect(L.kind) }).optional(),
  from: optionalDateField('開始日').transform((v) => v ?? undefined),
  to: optionalDateField('終了日').transform((v) => v ?? undefined),
});
export type InventoryAdjustmentListQuery = z.infer<typeof inventoryAdjustmentListQuery>;

export const stockLocationQuery = z.object({ cinemaId: id.optional() });
