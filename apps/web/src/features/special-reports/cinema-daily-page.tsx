import { Alert } from 'antd';
import {
  addDays,
  LAST_YEAR_DAYS,
  specialReportEndpoints,
  type CinemaDaily,
  type CinemaDailyFigures,
  type CinemaDailyRow,
} from '@cinema/contracts';
import { dateWithWeekday } from '../../lib/format.js';
import { periodQuery, reportFetch } from '../../ui/report-page/report-fetch.js';
import { ReportPage } from '../../ui/report-page/report-page.js';
import { reportSection } from '../../ui/report-page/report-sections.js';
import type { ReportData, SummaryFigure } from '../../ui/report-page/report-types.js';
import { cinemaDailyColumns, topFilmColumns } from './cinema-daily-columns.js';
import { specialReportKeys, useShownCriteria } from './special-report-criteria.js';

// 全劇場日報（速報） (/cinema-daily, docs/reports.md, "特別レポート"): every cinema's day for head office's morning flash,
// and the chain's top 10 films under it (shown, printed and exported with it).

type Data = ReportData<CinemaDailyRow> & { answer: CinemaDaily };

export const fetchCinemaDaily = reportFetch(
  specialReportEndpoints.cinemaDaily,
  (q) => periodQuery(q),
  (answer): Data => ({ rows: answer.rows, totals: answer.totals, answer }),
);

const summary = ({ answer }: Data): SummaryFigure[] => {
  const t: CinemaDailyFigures = answer.totals;
  return [
    { title: '動員', value: t.persons, suffix: '人' },
    { title: '動員前年比', value: t.personsRatio, type: 'percent' },
    { title: '興収', value: t.gross, suffix: '円' },
    { title: '売店売上', value: t.shop, suffix: '円' },
    { title: '合計', value: t.total, suffix: '円' },
    { title: '月累計', value: t.monthTotal, suffix: '円' },
  ];
};

/** What the figures compare with and count on, above them on screen and in print. */
const heading = ({ answer }: Data) => (
  <Alert
    type="info"
    style={{ marginBottom: 16 }}
    data-testid="cinema-daily-compare"
    title={`前年同曜日：${dateWithWeekday(answer.lastYear.to)}、月累計：${dateWithWeekday(answer.monthFrom)}から`}
    description="動員・興収は上映日、売店・その他売上は販売日で集計しています。目標達成率は月累計÷売上目標の月の合計です（目標のない劇場は「-」）。締め状態は日次締めの開始後に表示します。"
  />
);

export default function CinemaDailyPage() {
  const { query } = useShownCriteria('yesterday', [], true);
  const lastYear = addDays(query.to, -LAST_YEAR_DAYS);
  return (
    <ReportPage<CinemaDailyRow, Data>
      title="全劇場日報（速報）"
      module="special"
      basis="mixed"
      singleDay
      periodLabel="営業日"
      queryKey={[...specialReportKeys.all, 'cinemaDaily']}
      fetch={fetchCinemaDaily}
      columns={cinemaDailyColumns({ from: lastYear, to: lastYear })}
      rowKey={(r) => String(r.cinemaId)}
      summary={summary}
      heading={heading}
      sections={({ answer }) => [
        reportSection({
          key: 'films',
          title: 'チェーン上位10作品（興収順）',
          note: '選択した劇場の合計。スクリーン数は当日に上映したスクリーンの数です。',
          columns: topFilmColumns,
          rows: answer.films,
          rowKey: (f) => String(f.filmId),
        }),
      ]}
      emptyText="劇場がありません。"
    />
  );
}
