import { useSearchParams } from 'react-router';
import type { SoldRateRow } from '@cinema/contracts';
import { ReportPage } from '../../ui/report-page/report-page.js';
import { SoldRateCharts } from './sold-rate-charts.js';
import { soldRateColumns } from './sold-rate-columns.js';
import {
  fetchSoldRate,
  soldRateSummary,
  unitOf,
  useSoldRateCriteria,
  type SoldRateData,
} from './sold-rate-criteria.js';
import { defaultPeriod, seatReportKeys } from './seat-report-data.js';

/**
 * /sold-rate 販売率（座席稼働率） (docs/reports.md, "seat reports"): the chosen cinema's screenings by 上映日, per screening
 * or summed per film, screen, time band or weekday, with the heat map 曜日 × 時間帯 and a bar per film.
 */
export default function SoldRatePage() {
  const [params] = useSearchParams();
  const criteria = useSoldRateCriteria();
  return (
    <ReportPage<SoldRateRow, SoldRateData>
      title="販売率（座席稼働率）"
      module="reports"
      basis="screeningDay"
      cinemas="chosen"
      periodLabel="上映日"
      defaultPeriod={defaultPeriod}
      queryKey={[...seatReportKeys.all, 'soldRate']}
      fetch={fetchSoldRate}
      columns={soldRateColumns(unitOf(params.get('unit')))}
      rowKey={(r) => r.key}
      criteria={criteria}
      summary={soldRateSummary}
      chart={(data) => <SoldRateCharts chart={data.chart} />}
      emptyText="この期間の上映回はありません。条件を変えて検索してください。"
    />
  );
}
