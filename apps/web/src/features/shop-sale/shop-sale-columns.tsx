import { Tag, Typography } from 'antd';
import { shopGroup, shopSaleTaxRate, type ShopSaleRow } from '@cinema/contracts';
import type { ReportColumn } from '../../ui/report-page/report-types.js';

type Row = ShopSaleRow;
type FigureKey = { [K in keyof Row]: Row[K] extends number | null ? K : never }[keyof Row];

const noCategory = 'カテゴリなし';
const rateLabel = (rate: number | null) =>
  rate == null
    ? null
    : (shopSaleTaxRate.labels[String(rate) as keyof typeof shopSaleTaxRate.labels] ?? `${rate * 100}%`);

/** 商品名, or what a subtotal row sums: 「ポップコーン 計」, 「フード・ドリンク 計」. */
export function rowName(r: Row): string {
  if (r.kind === 'item') return r.itemName ?? '-';
  if (r.kind === 'category') return `${r.category ?? noCategory} 計`;
  return `${shopGroup.labels[r.shopGroup]} 計`;
}

const rankColor = { A: 'red', B: 'gold', C: 'default' } as const;

const yen = (key: FigureKey, title: string, defaultHidden?: boolean): ReportColumn<Row> => ({
  key,
  title,
  type: 'figure',
  value: (r) => r[key],
  defaultHidden,
});

/**
 * Rows 商品 × 税率 with the subtotals of each カテゴリ and 売店グループ in place, bold (docs/reports.md, "売店売上（商品別）").
 * The 合計 row is the server's; no column sorts, so each subtotal stays under its items. Shown at first: what a
 * 1366 px screen fits beside the menu; 売上税込, 値引額 and 純売上税抜 wait in 表示列 (exported and printed always).
 */
export const shopSaleColumns: ReportColumn<Row>[] = [
  {
    key: 'shopGroup',
    title: '商品グループ',
    value: (r) => shopGroup.labels[r.shopGroup],
    fixed: true,
  },
  { key: 'category', title: 'カテゴリ', value: (r) => (r.kind === 'group' ? null : (r.category ?? noCategory)) },
  { key: 'itemCode', title: '商品コード', value: (r) => r.itemCode },
  {
    key: 'itemName',
    title: '商品名',
    value: rowName,
    render: (r) => (r.kind === 'item' ? rowName(r) : <Typography.Text strong>{rowName(r)}</Typography.Text>),
    fixed: true,
    alwaysShown: true,
  },
  { key: 'quantity', title: '数量', type: 'figure', value: (r) => r.quantity },
  yen('gross', '売上税込（円）', true),
  yen('discount', '値引額（円）', true),
  yen('net', '純売上税込（円）'),
  { key: 'taxRate', title: '税率', value: (r) => rateLabel(r.taxRate) },
  yen('tax', '消費税（円）'),
  yen('netExTax', '純売上税抜（円）', true),
  yen('cost', '原価（円）'),
  yen('grossProfit', '粗利（円）'),
  { key: 'grossProfitRate', title: '粗利率', type: 'percent', value: (r) => r.grossProfitRate },
  { key: 'share', title: '構成比', type: 'percent', value: (r) => r.share },
  {
    key: 'abcRank',
    title: 'ABCランク',
    value: (r) => r.abcRank,
    render: (r) => (r.abcRank ? <Tag color={rankColor[r.abcRank]}>{r.abcRank}</Tag> : '-'),
  },
];
