import { lazy, Suspense } from 'react';
import { Skeleton, Typography } from 'antd';
import { addDays, dateRange, OUTLOOK_DAYS, type BookingOutlookRow } from '@cinema/contracts';
import { dateWithWeekday } from '../../lib/format.js';
import type { ReportChartSpec } from '../../ui/report-page/report-types.js';

// 販売日報's chart (docs/reports.md, "seat reports"): advance sales per film for the 14 上映日 after the base day, a bar
// per day stacked by film (the best sellers; the rest together as その他).

const ReportChart = lazy(() => import('../../ui/report-page/report-chart.js'));
const FILMS_SHOWN = 5;

export function advanceSalesSpec(rows: BookingOutlookRow[], asOf: string): ReportChartSpec {
  const byFilm = new Map<number, { name: string; sold: number }>();
  for (const r of rows) {
    const f = byFilm.get(r.filmId) ?? { name: r.filmName, sold: 0 };
    byFilm.set(r.filmId, { ...f, sold: f.sold + r.sold });
  }
  const top = [...byFilm.entries()].sort((a, b) => b[1].sold - a[1].sold).slice(0, FILMS_SHOWN);
  const shown = new Set(top.map(([id]) => id));
  const others = rows.some((r) => !shown.has(r.filmId) && r.sold > 0);
  return {
    type: 'bar',
    stacked: true,
    series: [
      ...top.map(([id, f]) => ({ key: `f${id}`, name: f.name })),
      ...(others ? [{ key: 'others', name: 'その他' }] : []),
    ],
    points: dateRange(addDays(asOf, 1), OUTLOOK_DAYS).map((day) => {
      const ofDay = rows.filter((r) => r.screeningDate === day);
      const sold = (pick: (r: BookingOutlookRow) => boolean) => ofDay.filter(pick).reduce((a, r) => a + r.sold, 0);
      return {
        label: day.slice(5).replace('-', '/'),
        ...Object.fromEntries(top.map(([id]) => [`f${id}`, sold((r) => r.filmId === id)])),
        ...(others ? { others: sold((r) => !shown.has(r.filmId)) } : {}),
      };
    }),
  };
}

/** The chart with what it shows as its caption (the chart chunk loads lazily, as the skeleton's does). */
export function AdvanceSalesChart({ rows, asOf }: { rows: BookingOutlookRow[]; asOf: string }) {
  return (
    <>
      <Typography.Text strong>
        {`作品別の前売販売済枚数：${dateWithWeekday(asOf)}終了時点、翌日から${OUTLOOK_DAYS}日間の上映日`}
      </Typography.Text>
      <Suspense fallback={<Skeleton active paragraph={{ rows: 5 }} />}>
        <ReportChart spec={advanceSalesSpec(rows, asOf)} />
      </Suspense>
    </>
  );
}
