import { specialReportEndpoints, type BoxOfficeSale } from '@cinema/contracts';
import { call } from '../../api/client.js';
import { useFilmNames } from '../../entities/films/film-queries.js';
import { ReportPage } from '../../ui/report-page/report-page.js';
import type { ReportData, ReportQuery, SummaryFigure } from '../../ui/report-page/report-types.js';
import { fareColumns, fareLines, type FareLine } from './box-office-sale-rows.js';
import { daysOf, specialReportKeys, useShownCriteria } from './special-report-criteria.js';

// 興行成績報告書（料金別） (/box-office-sale-report, docs/reports.md, "特別レポート"): one film's 料金別人員 for its
// distributor, on the screening's business day.

type Data = ReportData<FareLine> & { answer: BoxOfficeSale | null };

/** Nothing is read until a film is chosen: the report is one film's. */
export async function fetchBoxOfficeSale(q: ReportQuery): Promise<Data> {
  const filmId = Number(q.extra.filmId);
  if (!filmId) return { rows: [], answer: null };
  const answer = await call(
    specialReportEndpoints.boxOfficeSale,
    { query: { from: q.from, to: q.to, filmId, cinemaIds: q.cinemaIds ?? undefined } },
    { loading: false, alert: false },
  );
  return { rows: fareLines(answer), answer };
}

const summary = ({ answer: a }: Data): SummaryFigure[] => [
  { title: '興収（税込）', value: a?.gross ?? null, suffix: '円' },
  { title: 'うち消費税', value: a?.tax ?? null, suffix: '円' },
  { title: '興収（税抜）', value: a?.net ?? null, suffix: '円' },
  { title: '計人員', value: a?.totals.totalPersons ?? null, suffix: '人' },
  { title: '回数', value: a?.screenings ?? null, suffix: '回' },
];

export default function BoxOfficeSalePage() {
  const { query } = useShownCriteria('yesterday', ['filmId']);
  const films = useFilmNames().data ?? [];
  return (
    <ReportPage<FareLine, Data>
      title="興行成績報告書（料金別）"
      module="special"
      basis="screeningDay"
      periodLabel="上映日"
      queryKey={[...specialReportKeys.all, 'boxOfficeSale']}
      fetch={fetchBoxOfficeSale}
      columns={fareColumns(daysOf(query))}
      rowKey={(l) => l.key}
      criteria={[
        { key: 'filmId', label: '作品', width: 260, options: films.map((f) => ({ value: f.id, label: f.name })) },
      ]}
      summary={summary}
      emptyText={
        query.extra.filmId
          ? 'この期間に作品の販売はありません。条件を変えて検索してください。'
          : '「作品」を選択してください。'
      }
    />
  );
}
