import type { ShopSaleDetailRow } from '@cinema/contracts';
import type { ReportColumn } from '../../ui/report-page/report-types.js';
import { dayTitle } from './special-report-criteria.js';

// 売店売上明細（日別）'s columns (docs/reports.md, "特別レポート"): the item with its 税率 and 店内/持帰り, then each day's
// 数量 and 金額 (tax included, after discounts), then the period's 月計; the 合計 row is the server's.

type Row = ShopSaleDetailRow;

/** 10%, 8%（軽減）, 0%, 対象外: the rate a line was taxed at. */
export const taxRateText = (rate: number) =>
  rate === 0.1 ? '10%' : rate === 0.08 ? '8%（軽減）' : rate === 0 ? '0%（不課税）' : '対象外';

const eatInText = (eatIn: boolean | null) => (eatIn == null ? null : eatIn ? '店内' : '持帰り');

export function shopSaleDetailColumns(days: string[]): ReportColumn<Row>[] {
  return [
    { key: 'code', title: '商品コード', value: (r) => r.code, fixed: true },
    { key: 'name', title: '商品名', value: (r) => r.name, fixed: true, alwaysShown: true },
    { key: 'taxRate', title: '税率', value: (r) => taxRateText(r.taxRate) },
    { key: 'eatIn', title: '店内・持帰り', value: (r) => eatInText(r.eatIn) },
    ...days.flatMap((day, i): ReportColumn<Row>[] => [
      { key: `q-${day}`, title: `${dayTitle(day)} 数量`, type: 'figure', value: (r) => r.quantities[i] ?? 0 },
      { key: `a-${day}`, title: `${dayTitle(day)} 金額（円）`, type: 'figure', value: (r) => r.amounts[i] ?? 0 },
    ]),
    { key: 'totalQuantity', title: '月計 数量', type: 'figure', value: (r) => r.totalQuantity },
    { key: 'totalAmount', title: '月計 金額（円）', type: 'figure', value: (r) => r.totalAmount },
    { key: 'tax', title: '月計 消費税（円）', type: 'figure', value: (r) => r.tax, defaultHidden: true },
    { key: 'netOfTax', title: '月計 税抜金額（円）', type: 'figure', value: (r) => r.netOfTax, defaultHidden: true },
  ];
}

/** The server's 合計 under each column. */
export function shopSaleDetailTotals(days: string[], t: Omit<Row, 'itemId' | 'code' | 'name' | 'taxRate' | 'eatIn'>) {
  return {
    ...Object.fromEntries(
      days.flatMap((day, i) => [
        [`q-${day}`, t.quantities[i] ?? 0],
        [`a-${day}`, t.amounts[i] ?? 0],
      ]),
    ),
    totalQuantity: t.totalQuantity,
    totalAmount: t.totalAmount,
    tax: t.tax,
    netOfTax: t.netOfTax,
  } as Record<string, number>;
}
