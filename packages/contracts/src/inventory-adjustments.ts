import { z } from 'zod';
import { sortedList } from './common.js';
import { optionalDateField } from './dates.js';
import { id, optionalText, refId } from './fields.js';
import { ja } from './messages.js';
import { toNumberText } from './normalize.js';
import { stockMovementKind } from './stock.js';

// 在庫調整 (/inventory-adjustment, docs/reports.md, "the report screens"): movements other than sales, recorded by staff.
// docs/domain.md, "stock": each kind carries its direction, so staff type how many (5) and the movement gets the sign
// (廃棄 5 is stored as −5); only 棚卸差異 and その他, which correct either way, take a typed ＋ or －.

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
/** The direction of each kind: +1 adds to stock, −1 takes out, 0 either (棚卸差異 and その他 take a typed sign). */
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
  quantity: '数量',
  reason: '理由',
} as const;
const L = inventoryAdjustmentLabels;

export const adjustmentMessages = {
  /** A kind with a direction: how many, the sign comes from the kind. */
  count: `「${L.quantity}」は1以上の整数で入力してください（増減は区分で決まります）`,
  /** 棚卸差異 and その他: the sign is what is asked. */
  sign: `「${L.quantity}」は「+」または「-」をつけて整数で入力してください（例：+10、-3。全角の＋－も使えます）`,
  zero: `「${L.quantity}」は0以外の数を入力してください`,
  target: `「${L.shopItemId}」または「${L.ingredientId}」を選択してください`,
};

/** The quantity as typed, folded (full width, ー for minus, separators); the kind decides what it may be. */
const quantityText = z
  .union([z.number(), z.string()], { error: adjustmentMessages.count })
  .transform((v) => toNumberText(String(v)));

/** Why a typed quantity does not fit the kind, or null when it does. */
export function quantityProblem(kind: AdjustmentKind, text: string): string | null {
  if (adjustmentSign[kind] === 0) {
    if (!/^[+-]\d{1,7}$/.test(text)) return adjustmentMessages.sign;
    return Number(text) === 0 ? adjustmentMessages.zero : null;
  }
  return /^\d{1,7}$/.test(text) && Number(text) > 0 ? null : adjustmentMessages.count;
}

/**
 * The movement a valid body records: the kind's sign on the typed count (廃棄 5 → −5, 入庫 5 → ＋5), or the typed
 * signed number for 棚卸差異 and その他. The API stores this; the form shows it before saving.
 */
export const movementQuantity = (kind: AdjustmentKind, text: string): number =>
  adjustmentSign[kind] === 0 ? Number(text) : adjustmentSign[kind] * Number(text);

/** What a typed quantity would record for the kind (the form shows it before saving), or null when it is refused. */
export function typedMovement(kind: AdjustmentKind, typed: number | string): number | null {
  const text = toNumberText(String(typed));
  return quantityProblem(kind, text) ? null : movementQuantity(kind, text);
}

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
    /**
     * A whole number above 0 (5, "５"): the kind gives the sign (movementQuantity). For 棚卸差異 and その他 a signed
     * number instead ("+10", "－3"). Answered as the stored, signed movement.
     */
    quantity: quantityText,
    reason: optionalText(L.reason, 200),
  })
  .superRefine((v, ctx) => {
    if ((v.shopItemId == null) === (v.ingredientId == null))
      ctx.addIssue({ code: 'custom', path: ['shopItemId'], message: adjustmentMessages.target });
    const problem = quantityProblem(v.kind, v.quantity);
    if (problem) ctx.addIssue({ code: 'custom', path: ['quantity'], message: problem });
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
  /** Signed as stored: −5 for a 廃棄 of 5. */
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
