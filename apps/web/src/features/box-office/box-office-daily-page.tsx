import { useSearchParams } from 'react-router';
import { boxOfficeEndpoints, type BoxOfficeDaily, type BoxOfficeDailyRow } from '@cinema/contracts';
import { call } from '../../api/client.js';
import { useSession } from '../../api/session.js';
import { useDistributorOptions, useFilmNames } from '../../entities/films/film-queries.js';
import { dateWithWeekday } from '../../lib/format.js';
import { ReportPage } from '../../ui/report-page/report-page.js';
import type { ReportChartSpec, ReportData, ReportQuery, SummaryFigure } from '../../ui/report-page/report-types.js';
import { boxOfficeDailyColumns } from './box-office-daily-columns.js';
import { cinemasOf, reportKey, onOff, totalsOf, useBoxOfficeSetting } from './box-office-queries.js';

type Row = BoxOfficeDailyRow;
/** The answer as the page keeps it: the rows for the table, the rest for the summary and the chart. */
type Data = ReportData<Row> & { answer?: BoxOfficeDaily };

const on = (v: string | undefined) => v === 'true';

const fetchDaily =
  (columns: ReturnType<typeof boxOfficeDailyColumns>) =>
  async (q: ReportQuery): Promise<Data> => {
    const answer = await call(
      boxOfficeEndpoints.daily,
      {
        query: {
          ...cinemasOf(q),
          from: q.from,
          to: q.to,
          filmId: q.extra.filmId,
          distributorId: q.extra.distributorId,
          formatCode: q.extra.formatCode,
          byFormat: q.extra.byFormat === 'true' ? 'true' : undefined,
          byCinema: q.extra.byCinema === 'true' ? 'true' : undefined,
        },
      },
      { loading: false, alert: false },
    );
    return { rows: answer.list, totals: totalsOf(columns, answer.total), answer };
  };

const span = (p: { from: string; to: string }) =>
  p.from === p.to ? dateWithWeekday(p.from) : `${dateWithWeekday(p.from)}〜${dateWithWeekday(p.to)}`;

/** 興収, 動員 and the comparisons of the 合計, each naming the days it is compared with (docs/reports.md). */
function summary(data: Data): SummaryFigure[] {
  const a = data.answer;
  if (!a) return [];
  return [
    { title: '興収税込', value: a.total.gross, suffix: '円' },
    { title: '興収税抜', value: a.total.net, suffix: '円' },
    { title: '動員', value: a.total.persons, suffix: '人' },
    { title: `前日比（${span(a.previousDay)}）`, value: a.total.previousDayRatio, type: 'percent' },
    { title: `前週同曜日比（${span(a.lastWeek)}）`, value: a.total.lastWeekRatio, type: 'percent' },
  ];
}

const TOP = 5;
/** 興収 per 上映日, stacked by film: the five biggest of the period and the rest as その他. */
function chart(data: Data): ReportChartSpec | null {
  const a = data.answer;
  if (!a?.chart.length) return null;
  const byFilm = new Map<number, number>();
  for (const c of a.chart) byFilm.set(c.filmId, (byFilm.get(c.filmId) ?? 0) + c.gross);
  const top = [...byFilm.entries()]
    .sort((x, y) => y[1] - x[1])
    .slice(0, TOP)
    .map(([id]) => id);
  const names = new Map(a.list.filter((r) => r.kind === 'film').map((r) => [r.filmId ?? 0, r.filmName ?? '-']));
  const dates = [...new Set(a.chart.map((c) => c.date))].sort();
  const series = top.map((id) => ({ key: `f${id}`, name: names.get(id) ?? '-' }));
  if (byFilm.size > TOP) series.push({ key: 'rest', name: 'その他' });
  return {
    type: 'bar',
    stacked: true,
    series,
    points: dates.map((date) => {
      const point: Record<string, number | string> = { label: date.slice(5).replace('-', '/') };
      for (const c of a.chart.filter((x) => x.date === date)) {
        const k = top.includes(c.filmId) ? `f${c.filmId}` : 'rest';
        point[k] = ((point[k] as number | undefined) ?? 0) + c.gross;
      }
      return point as ReportChartSpec['points'][number];
    }),
  };
}

/** /box-office-daily 興行収入日報: per film (× 上映方式), a 小計 per 配給会社, a 劇場計 per cinema when asked, 上映日基準. */
export default function BoxOfficeDailyPage() {
  const [params] = useSearchParams();
  const isBrand = useSession()?.adminType === 'brand';
  const setting = useBoxOfficeSetting();
  const films = useFilmNames().data ?? [];
  const distributors = useDistributorOptions().data ?? [];
  const byCinema = isBrand && on(params.get('byCinema') ?? undefined);
  const columns = boxOfficeDailyColumns({ byCinema, byFormat: on(params.get('byFormat') ?? undefined) });
  const criteria = [
    { key: 'filmId', label: '作品', width: 200, options: films.map((f) => ({ value: f.id, label: f.name })) },
    {
      key: 'distributorId',
      label: '配給会社',
      width: 180,
      options: distributors.map((d) => ({ value: d.id, label: d.name })),
    },
    {
      key: 'formatCode',
      label: '上映方式',
      width: 140,
      options: setting.formats.map((f) => ({ value: f.code, label: f.name })),
    },
    onOff('byFormat', '上映方式別', '作品×上映方式'),
    ...(isBrand ? [onOff('byCinema', '劇場別', '劇場別に表示')] : []),
  ];
  return (
    <ReportPage<Row>
      title="興行収入日報"
      module="reports"
      basis="screeningDay"
      periodLabel="上映日"
      queryKey={reportKey('daily')}
      fetch={fetchDaily(columns)}
      columns={columns}
      rowKey={(r) => `${r.kind}-${r.cinemaId ?? 0}-${r.distributorName ?? ''}-${r.filmId ?? 0}-${r.formatName ?? ''}`}
      criteria={criteria}
      summary={summary}
      chart={chart}
    />
  );
}
