import {
  arriveDailyEndpoints,
  type ArriveClaimRow,
  type ArriveDailyQuery,
  type ArriveDailyRow,
} from '@cinema/contracts';
import { call } from '../../api/client.js';
import { useFilmNames } from '../../entities/films/film-queries.js';
import { ReportPage } from '../../ui/report-page/report-page.js';
import { reportSection } from '../../ui/report-page/report-sections.js';
import type { ReportData, ReportQuery, SummaryFigure } from '../../ui/report-page/report-types.js';
import { arriveClaimColumns, arriveDailyColumns } from './arrive-daily-columns.js';
import { chosenId, defaultPeriod, ratioOf, seatReportKeys } from './seat-report-data.js';

// /arrive-daily 着券日報（入場者） (docs/reports.md, "seat reports"): per screening of the chosen cinema, the seats sold and
// used by what they were bought with; its footer 前売・ムビチケ着券集計 is what is claimed from ムビチケ and the
// distributors, printed and exported with it (a sheet of its own in Excel).

type ArriveData = ReportData<ArriveDailyRow> & { claims: ArriveClaimRow[] };

const queryOf = (q: ReportQuery): ArriveDailyQuery => ({ from: q.from, to: q.to, filmId: chosenId(q.extra.filmId) });
const settings = { loading: false, alert: false };

async function fetchArrivals(q: ReportQuery): Promise<ArriveData> {
  const [screenings, claims] = await Promise.all([
    call(arriveDailyEndpoints.list, { query: queryOf(q) }, settings),
    call(arriveDailyEndpoints.claims, { query: queryOf(q) }, settings),
  ]);
  return { rows: screenings.list, claims: claims.list };
}

const total = <T,>(rows: T[], pick: (r: T) => number) => rows.reduce((a, r) => a + pick(r), 0);

const summary = ({ rows, claims }: ArriveData): SummaryFigure[] => [
  { title: '上映回数', value: rows.length, suffix: '回' },
  { title: '販売数', value: total(rows, (r) => r.sold), suffix: '人' },
  { title: '着券数', value: total(rows, (r) => r.admitted), suffix: '人' },
  {
    title: '着券率',
    value: ratioOf(
      total(rows, (r) => r.admitted),
      total(rows, (r) => r.sold),
    ),
    type: 'percent',
  },
  { title: '前売・ムビチケ計上額', value: total(claims, (r) => r.amount), suffix: '円' },
];

export default function ArriveDailyPage() {
  const films = useFilmNames().data ?? [];
  return (
    <ReportPage<ArriveDailyRow, ArriveData>
      title="着券日報（入場者）"
      module="reports"
      basis="screeningDay"
      cinemas="chosen"
      periodLabel="上映日"
      defaultPeriod={defaultPeriod}
      queryKey={[...seatReportKeys.all, 'arriveDaily']}
      fetch={fetchArrivals}
      columns={arriveDailyColumns}
      rowKey={(r) => String(r.screeningId)}
      criteria={[
        { key: 'filmId', label: '作品', width: 220, options: films.map((f) => ({ value: f.id, label: f.name })) },
      ]}
      summary={summary}
      sections={(data) => [
        reportSection({
          key: 'claims',
          title: '前売・ムビチケ着券集計',
          note: '着券した前売券・鑑賞券とムビチケの枚数 × 計上単価 = 計上額（ムビチケ・配給会社への請求の基礎）',
          columns: arriveClaimColumns,
          rows: data.claims,
          rowKey: (r) => `${r.kind}-${r.ticketName}-${r.filmId}-${r.unitAmount}`,
        }),
      ]}
      emptyText="この期間の上映回はありません。条件を変えて検索してください。"
    />
  );
}
