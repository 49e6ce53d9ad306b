import {
  goalMeasure,
  revenueGoalEndpoints,
  type EndpointDef,
  type GoalMeasure,
  type RevenueGoalReport,
} from '@cinema/contracts';
import { call } from '../../api/client.js';
import { featureKeys } from '../../api/query.js';
import type {
  ReportChartSpec,
  ReportColumn,
  ReportData,
  ReportQuery,
  SummaryFigure,
} from '../../ui/report-page/report-types.js';

// 売上目標（予実） (docs/reports.md, "売上目標"): one row a cinema and 全劇場計, then the days of the month, for the
// measure chosen; the burn-up is the days' cumulative actual against the cumulative split.

export const revenueGoalKeys = featureKeys('revenueGoal');

/** A line of the table: a cinema's month, or a day of the month. */
export interface GoalLine {
  key: string;
  label: string;
  date: string | null;
  target: number | null;
  actual: number | null;
  achievement: number | null;
  cumTarget: number | null;
  progress: number | null;
  forecast: number | null;
  lastYear: number | null;
}

export type RevenueGoalData = ReportData<GoalLine> & { report: RevenueGoalReport; measure: GoalMeasure };

export const measureOf = (v: string | null | undefined): GoalMeasure =>
  goalMeasure.values.find((m) => m === v) ?? 'total';

const get = call as (e: EndpointDef, i: object, s: object) => Promise<unknown>;

/** A cinema's month (or 全劇場計) of the measure. */
export function cinemaLines(report: RevenueGoalReport, measure: GoalMeasure) {
  const rows = report.rows.map((r): GoalLine => ({
    key: String(r.cinemaId),
    label: `${r.cinemaCode} ${r.cinemaName}`,
    date: null,
    ...r.figures[measure],
  }));
  return { rows, totals: { label: '全劇場計', ...report.totals[measure] } };
}

/** The days of the month (the cinemas together) of the measure; 達成率 is the day's, 進捗率 the cumulative one. */
export function dayLines(report: RevenueGoalReport, measure: GoalMeasure): GoalLine[] {
  return report.days.map((d): GoalLine => {
    const f = d.figures[measure];
    return {
      key: d.date,
      label: d.date,
      date: d.date,
      target: f.target,
      actual: f.actual,
      achievement: f.actual != null && f.target ? f.actual / f.target : null,
      cumTarget: f.cumTarget,
      progress: f.progress,
      forecast: null,
      lastYear: f.lastYear,
    };
  });
}

export async function fetchRevenueGoal(q: ReportQuery): Promise<RevenueGoalData> {
  const report = (await get(
    revenueGoalEndpoints.report,
    { query: { baseDate: q.to, cinemaIds: q.cinemaIds ?? undefined } },
    { loading: false, alert: false },
  )) as RevenueGoalReport;
  const measure = measureOf(q.extra.measure);
  return { report, measure, ...cinemaLines(report, measure) };
}

export const measureCriterion = {
  key: 'measure',
  label: '項目',
  options: goalMeasure.options.map((o) => ({ value: o.value, label: o.label })),
  defaultValue: 'total',
  width: 110,
};

const unitOf = (m: GoalMeasure) => (m === 'persons' ? '（人）' : '（円）');

export function goalColumns(measure: GoalMeasure, byDay: boolean): ReportColumn<GoalLine>[] {
  const u = unitOf(measure);
  const fig = (key: keyof GoalLine, title: string): ReportColumn<GoalLine> => ({
    key,
    title: `${title}${u}`,
    type: 'figure',
    value: (r) => r[key],
    total: 'sum',
  });
  const pct = (key: keyof GoalLine, title: string): ReportColumn<GoalLine> => ({
    key,
    title,
    type: 'percent',
    value: (r) => r[key],
  });
  return [
    byDay
      ? { key: 'date', title: '日付', type: 'date', value: (r) => r.date, fixed: true, alwaysShown: true }
      : { key: 'label', title: '劇場', value: (r) => r.label, fixed: true, alwaysShown: true },
    fig('target', byDay ? '日割目標' : '目標'),
    fig('actual', '実績'),
    pct('achievement', '達成率'),
    { ...fig('cumTarget', '日割目標累計'), total: undefined },
    pct('progress', '進捗率'),
    ...(byDay ? [] : [fig('forecast', '着地見込')]),
    fig('lastYear', '前年実績'),
  ];
}

export function goalSummary(d: RevenueGoalData): SummaryFigure[] {
  const f = d.report.totals[d.measure];
  const suffix = d.measure === 'persons' ? '人' : '円';
  return [
    { title: `目標（${goalMeasure.labels[d.measure]}）`, value: f.target, suffix },
    { title: '実績（基準日まで）', value: f.actual, suffix },
    { title: '達成率', value: f.achievement, type: 'percent' },
    { title: '進捗率', value: f.progress, type: 'percent' },
    { title: '着地見込', value: f.forecast, suffix },
  ];
}

/** The burn-up: cumulative actual (to the 基準日) against the cumulative daily target. */
export function burnUp(d: RevenueGoalData): ReportChartSpec {
  return {
    type: 'line',
    series: [
      { key: 'cumTarget', name: '日割目標累計' },
      { key: 'cumActual', name: '実績累計' },
    ],
    points: d.report.days.map((day) => ({
      label: day.date.slice(8),
      cumTarget: day.figures[d.measure].cumTarget,
      cumActual: day.figures[d.measure].cumActual,
    })),
  };
}
