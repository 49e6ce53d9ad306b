import type { SaleWeeklyRow } from '@cinema/contracts';
import type { ReportColumn } from '../../ui/report-page/report-types.js';

type Row = SaleWeeklyRow;

const WEEKDAYS = ['日', '月', '火', '水', '木', '金', '土'] as const;
/** The weekday labels of a 興行週 starting on `weekStartDay` (0 = Sunday): 金 土 日 月 火 水 木 by default. */
export const weekdaysFrom = (weekStartDay: number) => [
  ...WEEKDAYS.slice(weekStartDay),
  ...WEEKDAYS.slice(0, weekStartDay),
];

const figure = (key: string, title: string, value: (r: Row) => number | null): ReportColumn<Row> => ({
  key,
  title,
  type: 'figure',
  value,
});

/**
 * 週間売上's columns (docs/reports.md, "box-office reports"): the 作品 (or the money block's line), a column per day
 * of the brand's 興行週, then 週計, 前週計, 前週比, 週目, 累計 and 構成比.
 */
export function saleWeeklyColumns(weekStartDay: number): ReportColumn<Row>[] {
  return [
    {
      key: 'label',
      title: '作品',
      value: (r) => r.label,
      render: (r) => (r.kind === 'film' ? r.label : <strong>{r.label}</strong>),
      fixed: true,
      alwaysShown: true,
    },
    ...weekdaysFrom(weekStartDay).map((day, i) => figure(`d${i}`, day, (r) => r.days[i] ?? null)),
    figure('weekTotal', '週計', (r) => r.weekTotal),
    figure('lastWeekTotal', '前週計', (r) => r.lastWeekTotal),
    { key: 'lastWeekRatio', title: '前週比', type: 'percent', value: (r) => r.lastWeekRatio },
    figure('filmWeek', '週目', (r) => r.filmWeek),
    figure('cumulative', '累計', (r) => r.cumulative),
    { key: 'share', title: '構成比', type: 'percent', value: (r) => r.share },
  ];
}
