import { z } from 'zod';
import { queryIds } from './fields.js';
import { specialReportPeriod } from './special-reports.js';
import { periodFields } from './transaction-history.js';

// 売店売上明細（日別） (/CL-shopSale-detail-report, docs/reports.md, "特別レポート"): per shop item, 税率 and 店内/持帰り, the
// 数量 and 金額 (tax included, after discounts) of each sales business day of the period (a month), and the month's total.

export const shopSaleDetailQuery = z.object({ cinemaIds: queryIds, ...periodFields }).superRefine(specialReportPeriod);
export type ShopSaleDetailQuery = z.infer<typeof shopSaleDetailQuery>;

const perDay = z.array(z.number().int());

export const shopSaleDetailFigures = z.object({
  /** 数量 and 金額 of each day of `days`. */
  quantities: perDay,
  amounts: perDay,
  totalQuantity: z.number().int(),
  totalAmount: z.number().int(),
  /** 消費税 allocated to the lines (docs/sales.md, "tax"), and 金額 less it. */
  tax: z.number().int(),
  netOfTax: z.number().int(),
});
export type ShopSaleDetailFigures = z.infer<typeof shopSaleDetailFigures>;

export const shopSaleDetailRow = shopSaleDetailFigures.extend({
  itemId: z.number().int(),
  code: z.string(),
  name: z.string(),
  taxRate: z.number(),
  /** 店内 (true) or 持帰り (false) for food and drink; null for items without an eat-in rate. */
  eatIn: z.boolean().nullable(),
});
export type ShopSaleDetailRow = z.infer<typeof shopSaleDetailRow>;

export const shopSaleDetail = z.object({
  days: z.array(z.string()),
  rows: z.array(shopSaleDetailRow),
  totals: shopSaleDetailFigures,
});
export type ShopSaleDetail = z.infer<typeof shopSaleDetail>;
