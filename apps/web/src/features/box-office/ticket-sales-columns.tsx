import type { TicketSalesBasis, TicketSalesRow } from '@cinema/contracts';
import { ticketSalesGroup } from '@cinema/contracts';
import type { ReportColumn } from '../../ui/report-page/report-types.js';

type Row = TicketSalesRow;

const figure = (key: keyof Row, title: string): ReportColumn<Row> => ({
  key,
  title,
  type: 'figure',
  value: (r) => r[key],
});
const percent = (key: keyof Row, title: string): ReportColumn<Row> => ({
  key,
  title,
  type: 'percent',
  value: (r) => r[key],
});

/**
 * 券種別売上's columns (docs/reports.md, "box-office reports"), a row per 券種: on 上映日 with 標準単価, 割引額, 加算料金 and
 * 計上額; on 販売日 with the refunds of the day, which R3 holds instead.
 */
export function ticketSalesColumns(basis: TicketSalesBasis): ReportColumn<Row>[] {
  const screening = basis === 'screeningDay';
  return [
    {
      key: 'group',
      title: '券種区分',
      value: (r) => ticketSalesGroup.labels[r.group],
      fixed: true,
    },
    {
      key: 'label',
      title: '券種',
      value: (r) => r.label,
      render: (r) => (r.kind === 'group' ? <strong>{r.label}</strong> : r.label),
      fixed: true,
      alwaysShown: true,
    },
    figure('tickets', '枚数'),
    figure('refunds', '払戻枚数'),
    ...(screening ? [figure('standardPrice', '標準単価（円）')] : []),
    figure('sales', '販売額（円）'),
    ...(screening
      ? [figure('discount', '割引額（円）'), figure('surcharge', '加算料金（円）'), figure('booked', '計上額（円）')]
      : [figure('refundAmount', '払戻額（円）')]),
    figure('averagePrice', '平均単価（円）'),
    percent('ticketShare', '構成比（枚数）'),
    percent('amountShare', '構成比（金額）'),
  ];
}
