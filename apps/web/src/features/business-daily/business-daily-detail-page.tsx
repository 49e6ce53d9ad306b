import { ReportPage } from '../../ui/report-page/report-page.js';
import type { ReportQuery, SummaryFigure } from '../../ui/report-page/report-types.js';
import {
  detailSections,
  screeningColumns,
  screeningLines,
  type ScreeningLine,
} from './business-daily-detail-columns.js';
import { businessDailyKeys, fetchBusinessDailyDetail, type BusinessDailyDetailData } from './business-daily-fetch.js';

// /business-daily-detail 営業日報（明細） (docs/reports.md, "営業日報"): where the day's totals came from.

type Data = BusinessDailyDetailData<ScreeningLine>;

async function fetchDetail(q: ReportQuery): Promise<Data> {
  const detail = await fetchBusinessDailyDetail(q);
  return { rows: screeningLines(detail.screenings), detail };
}

const summary = ({ detail }: Data): SummaryFigure[] => [
  { title: '上映回数', value: detail.screenings.length, suffix: '回' },
  { title: '動員', value: detail.screenings.reduce((s, r) => s + r.paid + r.comps, 0), suffix: '人' },
  { title: '興収税込', value: detail.screenings.reduce((s, r) => s + r.boxOffice, 0), suffix: '円' },
  { title: '売店売上（税込）', value: detail.shop.reduce((s, r) => s + r.gross, 0), suffix: '円' },
];

export default function BusinessDailyDetailPage() {
  return (
    <ReportPage<ScreeningLine, Data>
      title="営業日報（明細）"
      module="reports"
      basis="mixed"
      periodLabel="営業日"
      queryKey={[...businessDailyKeys.all, 'detail']}
      fetch={fetchDetail}
      columns={screeningColumns}
      rowKey={(r) => `${r.kind}-${r.screeningId}`}
      summary={summary}
      sections={(d) => detailSections(d.detail)}
      emptyText="この営業日に公開した上映回はありません。"
    />
  );
}
