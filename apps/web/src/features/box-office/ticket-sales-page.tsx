import { useSearchParams } from 'react-router';
import {
  boxOfficeEndpoints,
  salesChannel,
  ticketKind,
  ticketSalesBasis,
  type TicketSales,
  type TicketSalesBasis,
  type TicketSalesRow,
} from '@cinema/contracts';
import { call } from '../../api/client.js';
import { useFilmNames } from '../../entities/films/film-queries.js';
import { ReportPage } from '../../ui/report-page/report-page.js';
import type { ReportChartSpec, ReportData, ReportQuery, SummaryFigure } from '../../ui/report-page/report-types.js';
import { cinemasOf, reportKey, totalsOf } from './box-office-queries.js';
import { ticketSalesColumns } from './ticket-sales-columns.js';

type Row = TicketSalesRow;
type Data = ReportData<Row> & { answer?: TicketSales };

const basisOf = (v: string | null | undefined): TicketSalesBasis => (v === 'saleDay' ? 'saleDay' : 'screeningDay');
const oneOf = <T extends string>(values: readonly T[], v: string | undefined) =>
  values.find((x) => x === v) ?? undefined;

const fetchTicketSales =
  (columns: ReturnType<typeof ticketSalesColumns>) =>
  async (q: ReportQuery): Promise<Data> => {
    const basis = basisOf(q.extra.basis);
    const answer = await call(
      boxOfficeEndpoints.ticketSales,
      {
        query: {
          ...cinemasOf(q),
          from: q.from,
          to: q.to,
          basis,
          filmId: q.extra.filmId,
          ticketKind: oneOf(ticketKind.values, q.extra.ticketKind),
          channel: oneOf(salesChannel.values, q.extra.channel),
        },
      },
      { loading: false, alert: false },
    );
    return { rows: answer.list, totals: totalsOf(columns, answer.total), answer };
  };

function summary(data: Data): SummaryFigure[] {
  const a = data.answer;
  if (!a) return [];
  return [
    { title: '枚数', value: a.total.tickets, suffix: '枚' },
    { title: '販売額', value: a.total.sales, suffix: '円' },
    a.basis === 'screeningDay'
      ? { title: '計上額（興収）', value: a.total.booked, suffix: '円' }
      : { title: '払戻額', value: a.total.refundAmount, suffix: '円' },
    { title: '平均単価', value: a.total.averagePrice, suffix: '円' },
  ];
}

/** The 区分's amounts side by side (the chart has no pie: a bar per 区分 says the same). */
function chart(data: Data): ReportChartSpec | null {
  const a = data.answer;
  if (!a) return null;
  const screening = a.basis === 'screeningDay';
  const key = screening ? 'booked' : 'sales';
  return {
    type: 'bar',
    series: [{ key, name: screening ? '計上額（円）' : '販売額（円）' }],
    points: a.list
      .filter((r) => r.kind === 'group')
      .map((r) => ({ label: r.label.replace(/計$/, ''), [key]: screening ? r.booked : r.sales })),
  };
}

/** /ticket-sales 券種別売上: 券種 by 区分, 有料・招待 on 上映日 (R1) or 当日券・前売券 on 販売日 (R3). */
export default function TicketSalesPage() {
  const [params] = useSearchParams();
  const basis = basisOf(params.get('basis'));
  const films = useFilmNames().data ?? [];
  const columns = ticketSalesColumns(basis);
  const criteria = [
    { key: 'basis', label: '集計基準', width: 130, options: ticketSalesBasis.options },
    { key: 'filmId', label: '作品', width: 200, options: films.map((f) => ({ value: f.id, label: f.name })) },
    { key: 'ticketKind', label: '券種', width: 140, options: ticketKind.options },
    { key: 'channel', label: 'チャネル', width: 140, options: salesChannel.options },
  ];
  return (
    <ReportPage<Row>
      title="券種別売上"
      module="reports"
      basis={basis}
      periodLabel={basis === 'screeningDay' ? '上映日' : '販売日'}
      queryKey={reportKey('ticketSales')}
      fetch={fetchTicketSales(columns)}
      columns={columns}
      rowKey={(r) => `${r.kind}-${r.group}-${r.key ?? ''}`}
      criteria={criteria}
      summary={summary}
      chart={chart}
    />
  );
}
