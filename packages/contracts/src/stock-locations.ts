import { z } from 'zod';
import { id, requiredText, versionField } from './fields.js';
import { ja } from './messages.js';

// 保管場所: where a cinema keeps stock (売店, 倉庫). Exactly one is 販売用, the one sales take stock
// from; every cinema gets 売店 as that one when it is created. Managed from 在庫一覧.

/** The location a cinema starts with, the one its sales deduct from. */
export const defaultStockLocationName = '売店';

export const stockLocationLabels = {
  name: '保管場所名',
  forSales: '販売用',
} as const;
const L = stockLocationLabels;

export const stockLocationMessages = {
  nameInUse: 'この劇場には同じ名前の保管場所がすでにあります',
  salesRequired: `「${L.forSales}」の保管場所は1つ必要です。ほかの保管場所を「${L.forSales}」にすると切り替わります`,
  salesDelete: `「${L.forSales}」の保管場所は削除できません。ほかの保管場所を「${L.forSales}」にしてから削除してください。`,
  inUse: 'この保管場所には入出庫または棚卸の記録があるため削除できません。',
} as const;

const stockLocationFields = {
  name: requiredText(L.name, 30),
  forSales: z.boolean({ error: ja.requiredSelect(L.forSales) }).default(false),
};
export const stockLocationCreateBody = z.object({ cinemaId: id.optional(), ...stockLocationFields });
export type StockLocationCreateBody = z.infer<typeof stockLocationCreateBody>;
export type StockLocationCreateInput = z.input<typeof stockLocationCreateBody>;
export const stockLocationUpdateBody = z.object({ id, version: versionField, ...stockLocationFields });
export type StockLocationUpdateBody = z.infer<typeof stockLocationUpdateBody>;

export const stockLocation = z.object({
  id: z.number().int(),
  brandId: z.number().int(),
  cinemaId: z.number().int(),
  name: z.string(),
  forSales: z.boolean(),
  /** Movements or counts recorded there: such a location cannot be deleted. */
  inUse: z.boolean(),
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type StockLocation = z.infer<typeof stockLocation>;

export const stockLocationListQuery = z.object({ cinemaId: id.optional() });
export type StockLocationListQuery = z.infer<typeof stockLocationListQuery>;
