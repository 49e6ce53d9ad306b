import {
  arrivalKind,
  arriveDailyLabels,
  type ArriveClaimRow,
  type ArriveDailyRow,
  type ArrivalKind,
} from '@cinema/contracts';
import type { ReportColumn } from '../../ui/report-page/report-types.js';
import { rateTotal } from './seat-report-data.js';

// 着券日報's two tables (docs/reports.md, "seat reports"): per screening, and 前売・ムビチケ着券集計.

const L = arriveDailyLabels;

const count = <T,>(key: keyof T & string, title: string): ReportColumn<T> => ({
  key,
  title,
  type: 'figure',
  value: (r) => r[key] as number,
  total: 'sum',
  sortable: true,
});

const byKind = (kind: ArrivalKind) => count<ArriveDailyRow>(kind, `着券（${arrivalKind.labels[kind]}）`);

export const arriveDailyColumns: ReportColumn<ArriveDailyRow>[] = [
  {
    key: 'businessDate',
    title: L.businessDate,
    type: 'date',
    value: (r) => r.businessDate,
    fixed: true,
    sortable: true,
  },
  { key: 'startTime', title: L.startTime, value: (r) => r.startTime, fixed: true, width: 70 },
  { key: 'houseName', title: L.houseName, value: (r) => r.houseName, sortable: true },
  { key: 'filmName', title: L.filmName, value: (r) => r.filmName, sortable: true, alwaysShown: true },
  count('sold', L.sold),
  count('admitted', L.admitted),
  count('notAdmitted', L.notAdmitted),
  {
    key: 'admittedRate',
    title: L.admittedRate,
    type: 'percent',
    value: (r) => r.admittedRate,
    total: rateTotal(
      (r) => r.admitted,
      (r) => r.sold,
    ),
    sortable: true,
  },
  ...arrivalKind.values.map(byKind),
];

export const arriveClaimColumns: ReportColumn<ArriveClaimRow>[] = [
  { key: 'kind', title: L.kind, value: (r) => arrivalKind.labels[r.kind], fixed: true, sortable: true },
  { key: 'ticketName', title: L.ticketName, value: (r) => r.ticketName, sortable: true, alwaysShown: true },
  { key: 'filmName', title: L.filmName, value: (r) => r.filmName, sortable: true },
  count('quantity', L.quantity),
  { key: 'unitAmount', title: `${L.unitAmount}（円）`, type: 'figure', value: (r) => r.unitAmount },
  count('amount', `${L.amount}（円）`),
];
