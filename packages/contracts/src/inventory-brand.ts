import { z } from 'zod';
import { sortedList } from './common.js';
import { optionalDateField } from './dates.js';
import { queryBool } from './fields.js';
import { ja } from './messages.js';
import { checkInventoryPeriod, inventoryLabels as L, inventoryTarget, inventoryTargetKind } from './inventory.js';

// 在庫一覧 for head office with no cinema chosen (docs/reports.md, "the report screens"): each stock target's
// movements and 期末理論在庫 summed over the brand's cinemas, with every cinema's own figures beside the total.

export const inventoryBrandSortFields = [
  'code',
  'name',
  'opening',
  'received',
  'sold',
  'adjusted',
  'moved',
  'closing',
  'value',
] as const;

export const inventoryBrandQuery = sortedList(inventoryBrandSortFields)
  .extend({
    /** Business days, both inclusive; by default this month up to today. */
    from: optionalDateField(L.from).transform((v) => v ?? undefined),
    to: optionalDateField(L.to).transform((v) => v ?? undefined),
    kind: z.enum(inventoryTargetKind.values, { error: ja.requiredSelect(L.kind) }).optional(),
    /** Only targets under their minimum in at least one cinema. */
    belowMinimum: queryBool,
    /** Only targets whose 期末理論在庫 is below zero in at least one cinema (docs/domain.md, "stock"). */
    negative: queryBool,
  })
  .superRefine(checkInventoryPeriod);
export type InventoryBrandQuery = z.infer<typeof inventoryBrandQuery>;

const movements = {
  opening: z.number().int(),
  received: z.number().int(),
  sold: z.number().int(),
  adjusted: z.number().int(),
  moved: z.number().int(),
  /** 期末理論在庫. */
  closing: z.number().int(),
  /** 在庫金額: closing × unit cost, rounded; null without a cost. */
  value: z.number().int().nullable(),
};

/** One cinema's part of a brand row: its whole stock (every location). */
export const inventoryCinemaStock = z.object({
  cinemaId: z.number().int(),
  cinemaCode: z.string(),
  cinemaName: z.string(),
  ...movements,
  /** The cinema's stock at the period's end is under the minimum (the minimum is per cinema). */
  belowMinimum: z.boolean(),
  negative: z.boolean(),
});
export type InventoryCinemaStock = z.infer<typeof inventoryCinemaStock>;

export const inventoryBrandRow = z.object({
  ...inventoryTarget,
  /** The brand's total: the sum of `cinemas`. */
  ...movements,
  unitCost: z.number().nullable(),
  minStock: z.number().int().nullable(),
  /** How many cinemas are under the minimum, and below zero. */
  belowMinimumCinemas: z.number().int(),
  negativeCinemas: z.number().int(),
  /** Every cinema of the brand, in code order, with zeros where it has no stock of the target. */
  cinemas: z.array(inventoryCinemaStock),
});
export type InventoryBrandRow = z.infer<typeof inventoryBrandRow>;
