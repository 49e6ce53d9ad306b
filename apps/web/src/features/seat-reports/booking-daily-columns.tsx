import { bookingDailyLabels, salesChannel, type BookingDailyRow, type BookingOutlookRow } from '@cinema/contracts';
import { figureColumn } from '../../ui/report-page/report-columns.js';
import type { ReportColumn } from '../../ui/report-page/report-types.js';
import { rateTotal } from './seat-report-data.js';

// 販売日報（前売・先売）'s two tables (docs/reports.md, "seat reports"): 販売日 × 作品, and 予約状況.

const L = bookingDailyLabels;

const figure = <T,>(key: keyof T & string, title: string, defaultHidden?: boolean) =>
  figureColumn<T>(key, title, { total: 'sum', sortable: true, defaultHidden });

type Row = BookingDailyRow;

export const bookingDailyColumns: ReportColumn<Row>[] = [
  { key: 'saleDate', title: L.saleDate, type: 'date', value: (r) => r.saleDate, fixed: true, sortable: true },
  { key: 'filmName', title: L.filmName, value: (r) => r.filmName, fixed: true, sortable: true, alwaysShown: true },
  figure<Row>('qty', L.qty),
  figure<Row>('amount', `${L.amount}（円）`),
  figure<Row>('refundQty', L.refundQty),
  figure<Row>('refundAmount', `${L.refundAmount}（円）`),
  figure<Row>('netQty', L.netQty, true),
  figure<Row>('netAmount', `${L.netAmount}（円）`),
  figure<Row>('sameDay', `上映${L.sameDay}`),
  figure<Row>('nextDay', `上映${L.nextDay}`),
  figure<Row>('withinWeek', `上映${L.withinWeek}`),
  figure<Row>('later', `上映${L.later}`),
  ...salesChannel.values.map((c) => figure<Row>(c, `${salesChannel.labels[c]}（枚）`, c === 'backoffice')),
];

type Outlook = BookingOutlookRow;

export const bookingOutlookColumns: ReportColumn<Outlook>[] = [
  {
    key: 'screeningDate',
    title: L.screeningDate,
    type: 'date',
    value: (r) => r.screeningDate,
    fixed: true,
    sortable: true,
  },
  { key: 'filmName', title: L.filmName, value: (r) => r.filmName, fixed: true, sortable: true, alwaysShown: true },
  figure<Outlook>('screenings', L.screenings),
  figure<Outlook>('sellable', L.sellable),
  figure<Outlook>('sold', L.sold),
  {
    key: 'soldRate',
    title: L.soldRate,
    type: 'percent',
    value: (r) => r.soldRate,
    total: rateTotal(
      (r) => r.sold,
      (r) => r.sellable,
    ),
    sortable: true,
  },
  { key: 'compareDate', title: L.compareDate, type: 'date', value: (r) => r.compareDate },
  { ...figure<Outlook>('compareSold', L.compareSold), total: undefined },
  { key: 'compareRatio', title: L.compareRatio, type: 'percent', value: (r) => r.compareRatio, sortable: true },
];
