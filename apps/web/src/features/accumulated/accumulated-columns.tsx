import { Tag } from 'antd';
import { accumulatedStatus, type AccumulatedRow } from '@cinema/contracts';
import type { ReportColumn } from '../../ui/report-page/report-types.js';

type Row = AccumulatedRow;
/** The row's figures (numbers, or null where one does not apply). */
type FigureKey = { [K in keyof Row]: Row[K] extends number | null ? K : never }[keyof Row];

/** 第3週, or 先行 while only previews ran (docs/reports.md, "作品別累計成績"). */
export const weekLabel = (week: number | null) => (week == null ? '先行' : `第${week}週`);

const sumOf = (rows: Row[], pick: (r: Row) => number) => rows.reduce((s, r) => s + pick(r), 0);
const ratio = (a: number, b: number) => (b ? a / b : null);

const figure = (
  key: FigureKey,
  title: string,
  o: { defaultHidden?: boolean; total?: ReportColumn<Row>['total'] } = {},
): ReportColumn<Row> => ({
  key,
  title,
  type: 'figure',
  value: (r) => r[key],
  total: o.total ?? 'sum',
  defaultHidden: o.defaultHidden,
});

/**
 * The film's life to the 基準日. 劇場 only for head office (rows 作品 × 劇場), 映画料累計 only when the answer carries it
 * (head office). The 合計 row adds what adds up; 平均単価, 販売率 and 前週比 are the ratios of the sums, and the 映画料
 * total is unknown ('-') when a row's is. Shown at first: what fits 1366 px beside the menu; the rest in 表示列.
 */
export function accumulatedColumns(o: { cinema: boolean; filmFee: boolean }): ReportColumn<Row>[] {
  return [
    ...(o.cinema
      ? [
          {
            key: 'cinema',
            title: '劇場',
            value: (r: Row) => (r.cinemaCode ? `${r.cinemaCode} ${r.cinemaName ?? ''}` : '全劇場計'),
            fixed: true,
          },
        ]
      : []),
    { key: 'filmName', title: '作品', value: (r) => r.filmName, fixed: true, alwaysShown: true, sortable: true },
    { key: 'distributorName', title: '配給会社', value: (r) => r.distributorName, defaultHidden: true },
    { key: 'openDate', title: '公開日', type: 'date', value: (r) => r.openDate, sortable: true },
    { key: 'lastDate', title: '最終上映日', type: 'date', value: (r) => r.lastDate, defaultHidden: true },
    {
      key: 'status',
      title: '上映状況',
      value: (r) => accumulatedStatus.labels[r.status],
      render: (r) => (
        <Tag color={r.status === 'showing' ? 'blue' : 'default'}>{accumulatedStatus.labels[r.status]}</Tag>
      ),
    },
    { key: 'days', title: '上映日数', type: 'figure', value: (r) => r.days, defaultHidden: true },
    { key: 'week', title: '週目', value: (r) => weekLabel(r.week) },
    figure('screenings', '累計回数'),
    figure('paid', '有料動員', { defaultHidden: true }),
    figure('comps', '招待', { defaultHidden: true }),
    figure('admissions', '累計動員'),
    { ...figure('boxOffice', '累計興収（税込）（円）'), sortable: true },
    figure('boxOfficeExTax', '累計興収（税抜）（円）', { defaultHidden: true }),
    figure('averagePrice', '平均単価（円）', {
      total: (rows) =>
        ratio(
          sumOf(rows, (r) => r.boxOffice),
          sumOf(rows, (r) => r.admissions),
        ),
    }),
    {
      key: 'soldRate',
      title: '累計販売率',
      type: 'percent',
      value: (r) => r.soldRate,
      total: (rows) =>
        ratio(
          sumOf(rows, (r) => r.admissions),
          sumOf(rows, (r) => r.seats),
        ),
    },
    figure('weekBoxOffice', '直近週興収（円）'),
    figure('prevWeekBoxOffice', '前週同期間興収（円）', { defaultHidden: true }),
    {
      key: 'weekOnWeek',
      title: '前週比',
      type: 'percent',
      value: (r) => r.weekOnWeek,
      total: (rows) =>
        ratio(
          sumOf(rows, (r) => r.weekBoxOffice),
          sumOf(rows, (r) => r.prevWeekBoxOffice),
        ),
    },
    ...(o.filmFee
      ? [
          figure('filmFee', '映画料累計（暫定・税抜）（円）', {
            total: (rows: Row[]) => (rows.some((r) => r.filmFee == null) ? null : sumOf(rows, (r) => r.filmFee ?? 0)),
          }),
        ]
      : []),
  ];
}
