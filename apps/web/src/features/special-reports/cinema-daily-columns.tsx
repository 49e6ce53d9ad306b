import { Tag } from 'antd';
import type { CinemaDailyFigures, CinemaDailyFilm, CinemaDailyRow } from '@cinema/contracts';
import { dateWithWeekday } from '../../lib/format.js';
import type { Period } from '../../ui/report-page/report-period.js';
import type { ReportColumn } from '../../ui/report-page/report-types.js';

// 全劇場日報（速報）'s columns (docs/reports.md, "特別レポート"): what management reads first fits the screen; 前年同曜日's
// own figures and the month's 動員 and 興収 wait in 表示列, and every column is exported and printed. The 全社計 row is
// the server's (ratios of the sums, not sums of ratios).

type Row = CinemaDailyRow;

const figure = (key: keyof CinemaDailyFigures, title: string, defaultHidden?: boolean): ReportColumn<Row> => ({
  key,
  title,
  type: 'figure',
  value: (r) => r[key],
  defaultHidden,
});
const rate = (key: keyof CinemaDailyFigures, title: string): ReportColumn<Row> => ({
  key,
  title,
  type: 'percent',
  value: (r) => r[key],
});

const periodText = (p: Period) =>
  p.from === p.to ? dateWithWeekday(p.from) : `${dateWithWeekday(p.from)}〜${dateWithWeekday(p.to)}`;

/** The columns, 前年同曜日's titled with the day it is (the period 364 days back). */
export function cinemaDailyColumns(lastYear: Period): ReportColumn<Row>[] {
  const last = periodText(lastYear);
  return [
    {
      key: 'cinema',
      title: '劇場',
      value: (r) => `${r.cinemaCode} ${r.cinemaName}`,
      fixed: true,
      alwaysShown: true,
      total: () => '全社計',
    },
    figure('persons', '動員'),
    figure('lastYearPersons', `前年同曜日動員（${last}）`, true),
    rate('personsRatio', '動員前年比'),
    figure('gross', '興収（円）'),
    figure('lastYearGross', `前年同曜日興収（${last}・円）`, true),
    rate('grossRatio', '興収前年比'),
    figure('shop', '売店売上（円）'),
    figure('other', 'その他売上（円）', true),
    figure('shopPerPerson', '一人当たり売店（円）'),
    figure('total', '合計（円）'),
    figure('monthPersons', '月累計動員', true),
    figure('monthGross', '月累計興収（円）', true),
    figure('monthTotal', '月累計（円）'),
    rate('goalRate', '目標達成率'),
    {
      key: 'closed',
      title: '締め状態',
      value: (r) => (r.closed ? '締め済み' : '未締め'),
      render: (r) => <Tag color={r.closed ? 'green' : 'default'}>{r.closed ? '締め済み' : '未締め'}</Tag>,
    },
  ];
}

/** The chain's top 10 films of the period, by 興収. */
export const topFilmColumns: ReportColumn<CinemaDailyFilm>[] = [
  { key: 'rank', title: '順位', type: 'figure', value: (f) => f.rank, width: 64 },
  { key: 'filmName', title: '作品', value: (f) => f.filmName, alwaysShown: true },
  { key: 'persons', title: '動員', type: 'figure', value: (f) => f.persons },
  { key: 'gross', title: '興収（円）', type: 'figure', value: (f) => f.gross },
  { key: 'screens', title: 'スクリーン数', type: 'figure', value: (f) => f.screens },
];
