import { useQuery } from '@tanstack/react-query';
import {
  accumulatedEndpoints,
  accumulatedStatus,
  type AccumulatedQueryInput,
  type AccumulatedRow,
} from '@cinema/contracts';
import { call } from '../../api/client.js';
import { featureKeys } from '../../api/query.js';
import { filmNamesQuery, useDistributorOptions } from '../../entities/films/film-queries.js';
import type { ReportCriterion, ReportData, ReportQuery, SummaryFigure } from '../../ui/report-page/report-types.js';

export const accumulatedKeys = featureKeys('accumulated');

/** Head office's rows: 作品 × 劇場 (the default) or 作品 over the chosen cinemas. */
const byCinemaOptions = [
  { value: 'true', label: '作品×劇場' },
  { value: 'false', label: '作品（劇場合計）' },
];

/** 上映状況 (上映中 unless chosen), 作品, 配給会社 and, for head office, the rows: kept in the URL with the 基準日. */
export function useAccumulatedCriteria(headOffice: boolean): ReportCriterion[] {
  const films = useQuery(filmNamesQuery()).data ?? [];
  const distributors = useDistributorOptions().data ?? [];
  return [
    { key: 'status', label: '上映状況', options: accumulatedStatus.options, defaultValue: 'showing', width: 120 },
    { key: 'filmId', label: '作品', options: films.map((f) => ({ value: f.id, label: f.name })), width: 220 },
    {
      key: 'distributorId',
      label: '配給会社',
      options: distributors.map((d) => ({ value: d.id, label: d.name })),
      width: 180,
    },
    ...(headOffice
      ? [{ key: 'byCinema', label: '表示単位', options: byCinemaOptions, defaultValue: 'true', width: 170 }]
      : []),
  ];
}

/** The list call's query: the 基準日 is the day chosen; no cinemas is 全劇場計 (every cinema the user may see). */
export const accumulatedQuery = (q: ReportQuery) =>
  ({
    baseDate: q.to,
    cinemaIds: q.cinemaIds ?? undefined,
    status: q.extra.status,
    filmId: q.extra.filmId,
    distributorId: q.extra.distributorId,
    byCinema: q.extra.byCinema,
  }) as AccumulatedQueryInput;

/** A row with what it was read for: its 興行週 are read for the same 基準日 and cinemas. */
export type AccumulatedLine = AccumulatedRow & { baseDate: string; askedCinemaIds: number[] | undefined };

export async function fetchAccumulated(q: ReportQuery): Promise<ReportData<AccumulatedLine>> {
  const query = accumulatedQuery(q);
  const answer = await call(accumulatedEndpoints.list, { query }, { loading: false, alert: false });
  return {
    rows: answer.list.map((r) => ({ ...r, baseDate: answer.baseDate, askedCinemaIds: q.cinemaIds ?? undefined })),
  };
}

const sum = (rows: AccumulatedRow[], pick: (r: AccumulatedRow) => number) => rows.reduce((s, r) => s + pick(r), 0);

export function accumulatedSummary({ rows }: ReportData<AccumulatedLine>): SummaryFigure[] {
  const admissions = sum(rows, (r) => r.admissions);
  const boxOffice = sum(rows, (r) => r.boxOffice);
  return [
    { title: '作品数', value: new Set(rows.map((r) => r.filmId)).size, suffix: '作品' },
    { title: '累計動員', value: admissions, suffix: '人' },
    { title: '累計興収（税込）', value: boxOffice, suffix: '円' },
    { title: '直近週興収', value: sum(rows, (r) => r.weekBoxOffice), suffix: '円' },
  ];
}
