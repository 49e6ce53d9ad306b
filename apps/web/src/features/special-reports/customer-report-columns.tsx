import type { CustomerReportBucket, CustomerReportDay, CustomerReportHour } from '@cinema/contracts';
import { figureColumn } from '../../ui/report-page/report-columns.js';
import type { ReportColumn } from '../../ui/report-page/report-types.js';

// 客数・客層報告's columns (docs/reports.md, "特別レポート"): the day block's figures, each a column 表示列 can hide (客単価
// waits there), and the 客層 and 時間帯 blocks' tables.

const figure = <T,>(key: keyof T & string, title: string, defaultHidden?: boolean) =>
  figureColumn<T>(key, title, { defaultHidden });

export const customerDayColumns: ReportColumn<CustomerReportDay>[] = [
  {
    key: 'date',
    title: '日付',
    type: 'date',
    value: (r) => r.date,
    fixed: true,
    alwaysShown: true,
    total: () => '合計',
  },
  figure('amount', '売上（税抜・円）'),
  figure('customers', '客数（会計件数）'),
  figure('admissions', '入場者数'),
  figure('perCustomer', '客単価（税抜・円）', true),
];

/** A 客層 block: its buckets (居住地, 年代 or 性別) with 件数 and 構成比; the 合計 row is the block's sum (100 %). */
export const bucketColumns = (title: string): ReportColumn<CustomerReportBucket>[] => [
  { key: 'label', title, value: (r) => r.label, fixed: true, total: () => '合計' },
  { key: 'customers', title: '件数', type: 'figure', value: (r) => r.customers, total: 'sum' },
  {
    key: 'ratio',
    title: '構成比',
    type: 'percent',
    value: (r) => r.ratio,
    total: (rows) => (rows.some((r) => r.customers !== 0) ? 1 : null),
  },
  { key: 'amount', title: '売上（税抜・円）', type: 'figure', value: (r) => r.amount, total: 'sum' },
];

/** 時間帯別 on the sales day's 36-hour scale (25時台 is 1 a.m. of the next calendar day). */
export const customerHourColumns: ReportColumn<CustomerReportHour>[] = [
  { key: 'hour', title: '時間帯', value: (r) => `${r.hour}時台`, fixed: true, total: () => '合計' },
  { key: 'ticketTxns', title: '会計件数（チケット）', type: 'figure', value: (r) => r.ticketTxns, total: 'sum' },
  { key: 'shopTxns', title: '会計件数（売店）', type: 'figure', value: (r) => r.shopTxns, total: 'sum' },
  { key: 'amount', title: '売上（税込・円）', type: 'figure', value: (r) => r.amount, total: 'sum' },
];
