import { isValidElement, lazy, Suspense, type ReactNode } from 'react';
import { Card, Skeleton } from 'antd';
import type { ReportChartSpec } from './report-types.js';

const ReportChart = lazy(() => import('./report-chart.js'));

const isSpec = (v: unknown): v is ReportChartSpec =>
  !!v && typeof v === 'object' && !isValidElement(v) && 'series' in v && 'points' in v;

/** The chart slot: a spec is drawn by the lazily loaded chart library; any other node is shown as it is. */
export function ReportChartSlot({ chart }: { chart: ReportChartSpec | ReactNode }) {
  if (chart == null || chart === false) return null;
  return (
    <Card size="small" style={{ marginBottom: 16 }} className="report-chart">
      {isSpec(chart) ? (
        <Suspense fallback={<Skeleton active paragraph={{ rows: 5 }} />}>
          <ReportChart spec={chart} />
        </Suspense>
      ) : (
        chart
      )}
    </Card>
  );
}
