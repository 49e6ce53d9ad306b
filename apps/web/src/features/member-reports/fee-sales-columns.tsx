import { membershipFeeKind, transactionKind, type FeeSalesDay, type FeeSalesLine } from '@cinema/contracts';
import { figureColumn } from '../../ui/report-page/report-columns.js';
import type { ReportColumn } from '../../ui/report-page/report-types.js';

// 会費売上's blocks (docs/membership.md, "会員レポート"): 日付 × 費目, and the detail of each 会費 line.

const figure = <T,>(key: keyof T & string, title: string) => figureColumn<T>(key, title, { total: 'sum' });

/** The day block; online adds 決済手数料. */
export const feeSalesDayColumns = (online: boolean): ReportColumn<FeeSalesDay>[] => [
  {
    key: 'date',
    title: '日付',
    type: 'date',
    value: (r) => r.date,
    fixed: true,
    alwaysShown: true,
    total: () => '合計',
  },
  { key: 'feeKind', title: '費目', value: (r) => membershipFeeKind.labels[r.feeKind], fixed: true },
  figure('count', '件数'),
  figure('gross', '税込（円）'),
  figure('tax', '消費税（10%・円）'),
  figure('net', '税抜（円）'),
  figure('refundCount', '返金件数'),
  figure('refundAmount', '返金額（円）'),
  ...(online ? [figure<FeeSalesDay>('paymentFee', '決済手数料（円）')] : []),
];

export const feeSalesLineColumns: ReportColumn<FeeSalesLine>[] = [
  { key: 'date', title: '販売営業日', type: 'date', value: (r) => r.date, fixed: true, total: () => '合計' },
  { key: 'transactionNo', title: '取引番号', value: (r) => String(r.transactionNo) },
  { key: 'kind', title: '区分', value: (r) => transactionKind.labels[r.kind] },
  { key: 'memberNo', title: '会員番号', value: (r) => r.memberNo },
  { key: 'memberName', title: '氏名', value: (r) => r.memberName },
  { key: 'feeKind', title: '費目', value: (r) => membershipFeeKind.labels[r.feeKind] },
  figure('amount', '金額（税込・円）'),
  figure('tax', '消費税（円）'),
  { key: 'validUntil', title: '有効期限', value: (r) => r.validUntil },
  { key: 'paymentMethods', title: '決済方法', value: (r) => r.paymentMethods || null },
  { key: 'staffName', title: '担当者', value: (r) => r.staffName },
  { key: 'cinemaName', title: '劇場', value: (r) => r.cinemaName },
];
