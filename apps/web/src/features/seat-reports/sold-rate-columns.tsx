import {
  screeningCategory,
  soldRateLabels,
  soldRateUnit,
  type SoldRateRow,
  type SoldRateUnit,
} from '@cinema/contracts';
import type { ReportColumn } from '../../ui/report-page/report-types.js';
import { rateTotal } from './seat-report-data.js';

// 販売率's columns (docs/reports.md, "seat reports"): what identifies the row (a screening's day, start, screen and
// film, or the unit's name), then the seats and their rates. A rate's 合計 is the rate of the sums.

type Row = SoldRateRow;
const L = soldRateLabels;

type CountKey = 'screenings' | 'seats' | 'blocked' | 'sellable' | 'paid' | 'comps' | 'sold' | 'admitted';

const count = (key: CountKey, title: string, defaultHidden?: boolean): ReportColumn<Row> => ({
  key,
  title,
  type: 'figure',
  value: (r) => r[key],
  total: 'sum',
  sortable: true,
  defaultHidden,
});
const rate = (key: 'soldRate' | 'paidRate' | 'admittedRate', part: (r: Row) => number, whole: (r: Row) => number) => ({
  key,
  title: L[key],
  type: 'percent' as const,
  value: (r: Row) => r[key],
  total: rateTotal(part, whole),
  sortable: true,
});

const figures: ReportColumn<Row>[] = [
  count('seats', L.seats),
  count('blocked', L.blocked),
  count('sellable', L.sellable),
  count('paid', L.paid),
  count('comps', L.comps),
  count('sold', L.sold, true),
  rate(
    'soldRate',
    (r) => r.sold,
    (r) => r.sellable,
  ),
  rate(
    'paidRate',
    (r) => r.paid,
    (r) => r.sellable,
  ),
  count('admitted', L.admitted),
  rate(
    'admittedRate',
    (r) => r.admitted,
    (r) => r.sold,
  ),
];

const screeningColumns: ReportColumn<Row>[] = [
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
  {
    key: 'category',
    title: L.category,
    value: (r) => (r.category ? screeningCategory.labels[r.category] : null),
    defaultHidden: true,
  },
  { key: 'formatName', title: L.formatName, value: (r) => r.formatName, defaultHidden: true },
];

/** The columns of a unit: a screening's own, or the unit's name and how many screenings it sums. */
export function soldRateColumns(unit: SoldRateUnit): ReportColumn<Row>[] {
  if (unit === 'screening') return [...screeningColumns, ...figures];
  return [
    { key: 'label', title: soldRateUnit.labels[unit], value: (r) => r.label, fixed: true, alwaysShown: true },
    count('screenings', L.screenings),
    ...figures,
  ];
}
