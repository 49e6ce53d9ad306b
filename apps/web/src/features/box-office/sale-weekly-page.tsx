import { Tag } from 'antd';
import {
  addDays,
  boxOfficeEndpoints,
  saleWeeklyMetric,
  weekStartOf,
  type SaleWeekly,
  type SaleWeeklyRow,
} from '@cinema/contracts';
import { call } from '../../api/client.js';
import { useFilmNames } from '../../entities/films/film-queries.js';
import { dateWithWeekday } from '../../lib/format.js';
import type { Period } from '../../ui/report-page/report-period.js';
import { ReportPage } from '../../ui/report-page/report-page.js';
import type { ReportChartSpec, ReportData, ReportQuery, SummaryFigure } from '../../ui/report-page/report-types.js';
import { cinemasOf, reportKey, useBoxOfficeSetting } from './box-office-queries.js';
import { saleWeeklyColumns, weekdaysFrom } from './sale-weekly-columns.js';

type Row = SaleWeeklyRow;
type Data = ReportData<Row> & { answer?: SaleWeekly };

async function fetchWeekly(q: ReportQuery): Promise<Data> {
  const answer = await call(
    boxOfficeEndpoints.weekly,
    {
      query: {
        ...cinemasOf(q),
        // The report reads the whole 興行週 that holds the period's first day.
        week: q.from,
        metric: q.extra.metric === 'admissions' ? 'admissions' : 'boxOffice',
        filmId: q.extra.filmId,
      },
    },
    { loading: false, alert: false },
  );
  return { rows: answer.list, answer };
}

const unitOf = (a: SaleWeekly) => (a.metric === 'admissions' ? '人' : '円');

function summary(data: Data): SummaryFigure[] {
  const a = data.answer;
  const films = a?.list.find((r) => r.kind === 'films');
  const sales = a?.list.find((r) => r.kind === 'sales');
  if (!a || !films) return [];
  return [
    { title: `作品計（${saleWeeklyMetric.labels[a.metric]}）`, value: films.weekTotal, suffix: unitOf(a) },
    { title: '前週比', value: films.lastWeekRatio, type: 'percent' },
    { title: '合計売上', value: sales?.weekTotal ?? null, suffix: '円' },
  ];
}

const TOP = 5;
/** The five biggest films of the week, day by day. */
function chart(data: Data): ReportChartSpec | null {
  const a = data.answer;
  if (!a) return null;
  const films = a.list.filter((r) => r.kind === 'film').slice(0, TOP);
  if (!films.length) return null;
  const names = weekdaysFrom(a.weekStartDay);
  return {
    type: 'line',
    series: films.map((f, i) => ({ key: `f${i}`, name: f.label })),
    points: names.map((name, d) => ({
      label: `${name} ${addDays(a.from, d).slice(5).replace('-', '/')}`,
      ...Object.fromEntries(films.map((f, i) => [`f${i}`, f.days[d] ?? 0])),
    })),
  };
}

/** /sale-weekly 週間売上（週報）: one 興行週 of the brand, per film by 上映日, then 売店 and 合計売上 by 販売日. */
export default function SaleWeeklyPage() {
  const setting = useBoxOfficeSetting();
  const films = useFilmNames().data ?? [];
  const wsd = setting.weekStartDay;
  // The week last finished opens first: a 週報 is read once the week is over.
  const lastWeek = (today: string): Period => {
    const from = addDays(weekStartOf(today, wsd), -7);
    return { from, to: addDays(from, 6) };
  };
  const weekOf = (q: ReportQuery) => {
    const from = weekStartOf(q.from, wsd);
    return `興行週：${dateWithWeekday(from)}〜${dateWithWeekday(addDays(from, 6))}`;
  };
  // The brand's 興行週 decides the columns and the presets: the page waits for it.
  if (!setting.loaded) return null;
  return (
    <ReportPage<Row>
      title="週間売上"
      module="reports"
      basis="screeningDay"
      periodLabel="興行週"
      weekStartDay={wsd}
      defaultPeriod={lastWeek}
      queryKey={reportKey('weekly')}
      fetch={fetchWeekly}
      columns={saleWeeklyColumns(wsd)}
      rowKey={(r) => `${r.kind}-${r.filmId ?? 0}`}
      criteria={[
        { key: 'metric', label: '指標（興収）', width: 130, options: saleWeeklyMetric.options },
        { key: 'filmId', label: '作品', width: 200, options: films.map((f) => ({ value: f.id, label: f.name })) },
      ]}
      summary={summary}
      chart={chart}
      extra={(q) => <Tag color="blue">{weekOf(q)}</Tag>}
    />
  );
}
