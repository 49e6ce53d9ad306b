import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { addDays, daysBetween, MAX_PERIOD_DAYS } from '@cinema/contracts';
import { businessToday } from '../../lib/business-today.js';
import { featureKeys } from '../../api/query.js';
import { useSession } from '../../api/session.js';
import { weekdayOf } from '../../lib/format.js';
import { readCriteria } from '../../ui/report-page/report-criteria.js';
import type { Period, PeriodPreset } from '../../ui/report-page/report-period.js';
import type { ReportQuery } from '../../ui/report-page/report-types.js';

// What the special reports' pages read of their criteria beside the report skeleton: the period (a column per day, the
// date 前年同曜日 compares with) and the query the skeleton fetches with, read from the URL the same way.
export const specialReportKeys = featureKeys('specialReports');

/** The criteria as ReportPage reads them from the URL (its defaults included), for what the page draws around it. */
export function useShownCriteria(
  defaultPeriod: PeriodPreset | ((today: string) => Period),
  extraKeys: string[] = [],
  singleDay = false,
) {
  const [params] = useSearchParams();
  const session = useSession();
  const [today] = useState(businessToday);
  const query: ReportQuery = readCriteria(params, {
    today,
    defaultPeriod,
    session,
    cinemaMode: 'brand',
    extraKeys,
    singleDay,
  });
  return { query, session, today };
}

/** The period's days, a column each (the API refuses a longer period, so at most 31 are drawn). */
export const daysOf = (p: Period) =>
  Array.from({ length: Math.min(MAX_PERIOD_DAYS, Math.max(0, daysBetween(p.from, p.to) + 1)) }, (_, i) =>
    addDays(p.from, i),
  );

/** A day column's title: 11/28（土）. */
export const dayTitle = (date: string) =>
  `${Number(date.slice(5, 7))}/${Number(date.slice(8, 10))}（${weekdayOf(date)}）`;
