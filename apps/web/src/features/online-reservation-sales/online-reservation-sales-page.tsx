import { useSearchParams } from 'react-router';
import {
  onlineReservationSalesEndpoints,
  onlineReservationSalesLabels as L,
  onlineSalesBasis,
  paymentKind,
  type OnlineReservationSalesRow,
  type OnlineReservationSales,
  type PaymentKind,
} from '@cinema/contracts';
import { featureKeys } from '../../api/query.js';
import { useBrandOptions } from '../../entities/brands/brand-queries.js';
import { idCriterion, periodQuery, reportFetch } from '../../ui/report-page/report-fetch.js';
import { ReportPage } from '../../ui/report-page/report-page.js';
import type { ReportData, SummaryFigure } from '../../ui/report-page/report-types.js';
import { onlineSalesColumns } from './online-reservation-sales-columns.js';

// オンライン予約売上 (docs/reports.md, "オンライン予約売上"): the platform operator's settlement view of the online channel.
export const onlineReservationSalesKeys = featureKeys('onlineReservationSales');

type Data = ReportData<OnlineReservationSalesRow> & { answer: OnlineReservationSales };

/** The report's call for the criteria: 集計基準, ブランド, 劇場, 決済方法 and 日別 as chosen. */
export const fetchOnlineSales = reportFetch(
  onlineReservationSalesEndpoints.report,
  (q) => ({
    ...periodQuery(q),
    basis: q.extra.basis === 'screeningDay' ? ('screeningDay' as const) : undefined,
    brandId: idCriterion(q.extra.brandId),
    methodKind: q.extra.methodKind as PaymentKind | undefined,
    byDay: q.extra.byDay === 'true' ? ('true' as const) : undefined,
  }),
  (answer): Data => ({ rows: answer.rows, totals: answer.totals, answer }),
);

const summary = ({ answer: { totals: t } }: Data): SummaryFigure[] => [
  { title: L.amount, value: t.amount, suffix: '円' },
  { title: L.refundAmount, value: t.refundAmount, suffix: '円' },
  { title: L.net, value: t.net, suffix: '円' },
  { title: L.fee, value: t.fee, suffix: '円' },
  { title: L.payout, value: t.payout, suffix: '円' },
];

export default function OnlineReservationSalesPage() {
  const [params] = useSearchParams();
  const brands = useBrandOptions().data ?? [];
  const byDay = params.get('byDay') === 'true';
  return (
    <ReportPage<OnlineReservationSalesRow, Data>
      title="オンライン予約売上"
      module="reports"
      basis={params.get('basis') === 'screeningDay' ? 'screeningDay' : 'saleDay'}
      queryKey={onlineReservationSalesKeys.all}
      fetch={fetchOnlineSales}
      columns={onlineSalesColumns(byDay)}
      rowKey={(r) => `${r.kind}-${r.brandId}-${r.cinemaId ?? ''}-${r.date ?? ''}`}
      criteria={[
        { key: 'basis', label: `${L.basis}（決済日）`, width: 170, options: onlineSalesBasis.options },
        {
          key: 'brandId',
          label: L.brandId,
          options: brands.map((b) => ({ value: b.id, label: `${b.code} ${b.name}` })),
        },
        { key: 'methodKind', label: L.methodKind, width: 170, options: paymentKind.options },
        { key: 'byDay', label: L.byDay, width: 110, options: [{ value: 'true', label: '日別に表示' }] },
      ]}
      summary={summary}
      emptyText="オンラインの決済がある劇場はありません。条件を変えて検索してください。"
    />
  );
}
