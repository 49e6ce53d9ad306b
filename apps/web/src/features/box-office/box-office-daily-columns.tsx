import type { BoxOfficeDailyRow } from '@cinema/contracts';
import type { ReportColumn } from '../../ui/report-page/report-types.js';

type Row = BoxOfficeDailyRow;

const figure = (key: keyof Row, title: string, extra: Partial<ReportColumn<Row>> = {}): ReportColumn<Row> => ({
  key,
  title,
  type: 'figure',
  value: (r) => r[key],
  ...extra,
});
const percent = (key: keyof Row, title: string, extra: Partial<ReportColumn<Row>> = {}): ReportColumn<Row> => ({
  key,
  title,
  type: 'percent',
  value: (r) => r[key],
  ...extra,
});

/** What the 作品 column says of a row: the film, or which 小計 it is. */
export const filmLabel = (r: Row) =>
  r.kind === 'distributor' ? '小計' : r.kind === 'cinema' ? '劇場計' : r.kind === 'total' ? '合計' : r.filmName;

const strongUnlessFilm = (r: Row) => (r.kind === 'film' ? filmLabel(r) : <strong>{filmLabel(r)}</strong>);

/**
 * 興行収入日報's columns (docs/reports.md, "box-office reports"): 劇場 when head office groups by cinema, 配給会社,
 * 作品 and 上映方式 when split; the figures right-aligned. The 合計 row is the server's (the 小計 rows are rows).
 */
export function boxOfficeDailyColumns(o: { byCinema: boolean; byFormat: boolean }): ReportColumn<Row>[] {
  return [
    ...(o.byCinema ? [{ key: 'cinemaName', title: '劇場', value: (r: Row) => r.cinemaName, fixed: true }] : []),
    { key: 'distributorName', title: '配給会社', value: (r) => r.distributorName, fixed: true },
    { key: 'filmName', title: '作品', value: filmLabel, render: strongUnlessFilm, fixed: true, alwaysShown: true },
    ...(o.byFormat ? [{ key: 'formatName', title: '上映方式', value: (r: Row) => r.formatName }] : []),
    { key: 'releaseDate', title: '公開日', type: 'date', value: (r) => r.releaseDate },
    figure('week', '週目'),
    figure('screenings', '回数'),
    figure('paid', '動員（有料）', { defaultHidden: true }),
    figure('comps', '動員（招待）', { defaultHidden: true }),
    figure('persons', '動員（計）'),
    figure('gross', '興収税込（円）'),
    figure('net', '興収税抜（円）'),
    figure('averagePrice', '平均単価（円）'),
    percent('soldRate', '販売率'),
    percent('previousDayRatio', '前日比'),
    percent('lastWeekRatio', '前週同曜日比'),
    figure('cumulativePersons', '累計動員'),
    figure('cumulativeGross', '累計興収（円）'),
  ];
}
