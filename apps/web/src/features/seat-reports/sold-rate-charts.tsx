import { lazy, Suspense } from 'react';
import { Flex, Skeleton, Typography } from 'antd';
import { reportWeekday, timeBand, type SoldRateChart } from '@cinema/contracts';
import type { ReportChartSpec } from '../../ui/report-page/report-types.js';
import { HeatMap } from './heat-map.js';

// 販売率's charts (docs/reports.md, "seat reports"): the heat map 曜日 × 時間帯 and a bar per film, for the screenings the
// criteria pick whatever the 集計単位.

const ReportChart = lazy(() => import('../../ui/report-page/report-chart.js'));

/** At most this many films in the bar chart, the best sellers first. */
const FILMS_SHOWN = 15;

export function filmBars(films: SoldRateChart['films']): ReportChartSpec {
  return {
    type: 'bar',
    series: [{ key: 'soldRate', name: '販売率（%）' }],
    points: films.slice(0, FILMS_SHOWN).map((f) => ({
      label: f.filmName.length > 12 ? `${f.filmName.slice(0, 12)}…` : f.filmName,
      soldRate: f.soldRate == null ? null : Math.round(f.soldRate * 1000) / 10,
    })),
  };
}

export function SoldRateCharts({ chart }: { chart: SoldRateChart }) {
  const cells = new Map(chart.heat.map((c) => [`${c.weekday}|${c.band}`, c]));
  return (
    <Flex wrap gap={24} align="start">
      <HeatMap
        caption="曜日 × 時間帯の販売率"
        rows={reportWeekday.options.map((o) => ({ key: o.value, label: o.label }))}
        columns={timeBand.options.map((o) => ({ key: o.value, label: o.label }))}
        cell={(row, column) => {
          const c = cells.get(`${row}|${column}`);
          return c && { value: c.soldRate, note: `上映${c.screenings}回、${c.sold}人／${c.sellable}席` };
        }}
      />
      <div style={{ flex: '1 1 420px', minWidth: 320 }}>
        <Typography.Text strong>作品別の販売率</Typography.Text>
        <Suspense fallback={<Skeleton active paragraph={{ rows: 5 }} />}>
          <ReportChart spec={filmBars(chart.films)} />
        </Suspense>
      </div>
    </Flex>
  );
}
