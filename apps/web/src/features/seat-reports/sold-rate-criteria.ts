import {
  reportWeekday,
  screeningCategory,
  soldRateEndpoints,
  soldRateLabels,
  soldRateUnit,
  timeBand,
  type ReportWeekday,
  type ScreeningCategory,
  type SoldRateChart,
  type SoldRateRow,
  type SoldRateUnit,
  type TimeBand,
} from '@cinema/contracts';
import { call } from '../../api/client.js';
import { useSession } from '../../api/session.js';
import { useFilmNames } from '../../entities/films/film-queries.js';
import { useHouseOptions } from '../../entities/houses/house-queries.js';
import { useActiveVersions } from '../../entities/versions/version-options.js';
import type { ReportCriterion, ReportData, ReportQuery, SummaryFigure } from '../../ui/report-page/report-types.js';
import { chosen, chosenId, ratioOf } from './seat-report-data.js';

// 販売率's own criteria (docs/reports.md, "seat reports"): 集計単位, and the screenings it counts by 作品, スクリーン,
// 曜日, 時間帯, 興行区分 and 上映方式, each kept in the URL with the period.

const L = soldRateLabels;

export function useSoldRateCriteria(): ReportCriterion[] {
  const cinemaId = useSession()?.cinemaId ?? null;
  const films = useFilmNames().data ?? [];
  const houses = useHouseOptions().data ?? [];
  const formats = useActiveVersions(cinemaId, ['format']).data ?? [];
  return [
    { key: 'unit', label: L.unit, width: 130, options: soldRateUnit.options, defaultValue: 'screening' },
    { key: 'filmId', label: '作品', width: 220, options: films.map((f) => ({ value: f.id, label: f.name })) },
    { key: 'houseId', label: 'スクリーン', options: houses.map((h) => ({ value: h.id, label: h.name })) },
    { key: 'weekday', label: '曜日', width: 100, options: reportWeekday.options },
    { key: 'timeBand', label: '時間帯', width: 150, options: timeBand.options },
    { key: 'category', label: L.category, options: screeningCategory.options },
    { key: 'formatId', label: L.formatName, options: formats.map((v) => ({ value: v.id, label: v.name })) },
  ];
}

const isUnit = (v: string | undefined | null): v is SoldRateUnit => soldRateUnit.values.includes(v as SoldRateUnit);
/** The unit chosen in the URL; 上映回 when none (or none known) is. */
export const unitOf = (v: string | undefined | null): SoldRateUnit => (isUnit(v) ? v : 'screening');

/** The screenings the criteria pick; the call adds 集計単位. */
export const soldRateFilters = (q: ReportQuery) => ({
  from: q.from,
  to: q.to,
  filmId: chosenId(q.extra.filmId),
  houseId: chosenId(q.extra.houseId),
  weekday: chosen(q.extra.weekday) as ReportWeekday | undefined,
  timeBand: chosen(q.extra.timeBand) as TimeBand | undefined,
  category: chosen(q.extra.category) as ScreeningCategory | undefined,
  formatId: chosenId(q.extra.formatId),
});

/** The rows of the unit, and the heat map and bars of the same screenings. */
export type SoldRateData = ReportData<SoldRateRow> & { chart: SoldRateChart };

export async function fetchSoldRate(q: ReportQuery): Promise<SoldRateData> {
  const { list, heat, films } = await call(
    soldRateEndpoints.list,
    { query: { ...soldRateFilters(q), unit: unitOf(q.extra.unit) } },
    { loading: false, alert: false },
  );
  return { rows: list, chart: { heat, films } };
}

const sum = (rows: SoldRateRow[], pick: (r: SoldRateRow) => number) => rows.reduce((a, r) => a + pick(r), 0);

export const soldRateSummary = ({ rows }: ReportData<SoldRateRow>): SummaryFigure[] => [
  { title: L.screenings, value: sum(rows, (r) => r.screenings), suffix: '回' },
  { title: L.sellable, value: sum(rows, (r) => r.sellable), suffix: '席' },
  { title: L.sold, value: sum(rows, (r) => r.sold), suffix: '人' },
  {
    title: L.soldRate,
    value: ratioOf(
      sum(rows, (r) => r.sold),
      sum(rows, (r) => r.sellable),
    ),
    type: 'percent',
  },
  {
    title: L.admittedRate,
    value: ratioOf(
      sum(rows, (r) => r.admitted),
      sum(rows, (r) => r.sold),
    ),
    type: 'percent',
  },
];
