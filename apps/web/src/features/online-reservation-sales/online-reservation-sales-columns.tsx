import {
  onlineReservationSalesLabels as L,
  type OnlineReservationSalesRow,
  type OnlineSalesFigures,
} from '@cinema/contracts';
import { DayText } from '../../ui/report-page/report-cells.js';
import type { ReportColumn } from '../../ui/report-page/report-types.js';

type Row = OnlineReservationSalesRow;

/** ブランド計 and 劇場計 rows read in bold, as the subtotals of a paper report do. */
const strongIf = (row: Row, text: string | null) =>
  row.kind === 'brand' || (row.kind === 'cinema' && row.date == null) ? <strong>{text ?? '-'}</strong> : (text ?? '-');

const brandText = (r: Row) => `${r.brandCode} ${r.brandName}`;
const cinemaText = (r: Row) => (r.kind === 'brand' ? 'ブランド計' : `${r.cinemaCode ?? ''} ${r.cinemaName ?? ''}`);

/** A figure of the rows; the 合計 row is the server's (the subtotal rows would count twice in a sum). */
const figure = (key: keyof OnlineSalesFigures, title: string, defaultHidden?: boolean): ReportColumn<Row> => ({
  key,
  title,
  type: 'figure',
  value: (r) => r[key],
  defaultHidden,
});

/** ブランド → 劇場 (→ 日): who took the money, when, and what is to be paid out (docs/reports.md, "オンライン予約売上"). */
export function onlineSalesColumns(byDay: boolean): ReportColumn<Row>[] {
  return [
    {
      key: 'brand',
      title: 'ブランド',
      value: brandText,
      render: (r) => strongIf(r, brandText(r)),
      fixed: true,
      alwaysShown: true,
    },
    { key: 'cinema', title: '劇場', value: cinemaText, render: (r) => strongIf(r, cinemaText(r)), fixed: true },
    ...(byDay
      ? [
          {
            key: 'date',
            title: '営業日',
            type: 'date',
            value: (r: Row) => r.date,
            render: (r: Row) =>
              r.kind === 'day' ? <DayText value={r.date} /> : strongIf(r, r.kind === 'cinema' ? '劇場計' : null),
          } satisfies ReportColumn<Row>,
        ]
      : []),
    figure('payments', L.payments),
    figure('tickets', L.tickets),
    figure('refundTickets', L.refundTickets, true),
    figure('amount', `${L.amount}（円）`),
    figure('refundAmount', `${L.refundAmount}（円）`),
    figure('net', `${L.net}（円）`),
    figure('fee', `${L.fee}（円）`),
    figure('payout', `${L.payout}（円）`),
  ];
}
