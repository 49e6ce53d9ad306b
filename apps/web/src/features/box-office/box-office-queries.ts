import { useQuery } from '@tanstack/react-query';
import { boxOfficeEndpoints, DEFAULT_WEEK_START_DAY } from '@cinema/contracts';
import { endpointQuery, featureKeys } from '../../api/query.js';
import { useSession } from '../../api/session.js';
import type { ReportColumn, ReportQuery, ReportValue } from '../../ui/report-page/report-types.js';

// The box-office reports' query keys and what they share (docs/reports.md, "box-office reports").
export const boxOfficeKeys = featureKeys('boxOffice');
/** Each report's own key under the root: two reports of the same criteria never share a cached answer. */
export const reportKey = (report: 'daily' | 'ticketSales' | 'weekly') => [...boxOfficeKeys.all, report] as const;

/** The cinemas of a report's query: none for 全劇場計 (every cinema the caller may read). */
export const cinemasOf = (q: ReportQuery) => (q.cinemaIds == null ? {} : { cinemaIds: q.cinemaIds });

/** The caller's brand's 興行週 and 上映方式 (the criteria and 週間売上's columns need them first). */
export function useBoxOfficeSetting() {
  const brandId = useSession()?.brandId ?? null;
  const setting = useQuery({
    ...endpointQuery(boxOfficeKeys.options('setting', brandId), boxOfficeEndpoints.setting, {}),
    staleTime: 60_000,
  });
  return {
    loaded: !setting.isPending,
    weekStartDay: setting.data?.weekStartDay ?? DEFAULT_WEEK_START_DAY,
    formats: setting.data?.formats ?? [],
  };
}

/** The 合計 row from the server's total: each figure column's value of it (the 小計 rows would be counted twice). */
export function totalsOf<T>(columns: ReportColumn<T>[], total: T): Record<string, ReportValue> {
  return Object.fromEntries(
    columns.filter((c) => c.type === 'figure' || c.type === 'percent').map((c) => [c.key, c.value(total)]),
  );
}

/** A criterion that turns a breakdown on: one choice, cleared for off. */
export const onOff = (key: string, label: string, on: string, width = 150) => ({
  key,
  label,
  width,
  options: [{ value: 'true', label: on }],
});
