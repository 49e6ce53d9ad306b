import type { SessionCinema, SessionData } from '@cinema/contracts';
import { allCinemasCode } from '../../lib/export-file.js';
import { isDate, presetPeriod, type Period, type PeriodPreset } from './report-period.js';
import type { ReportQuery } from './report-types.js';

// The criteria of a report live in the URL (?cinema=10,11&from=2026-11-01&to=2026-11-30&deviceId=7),
// so a link shows the same report and back/forward walk through earlier criteria.

export const ALL_CINEMAS = 'all';

/** Whether the user chooses cinemas (head office) or the report is fixed to one (cinema users, 'chosen' reports). */
export function cinemaChoice(session: SessionData | null, mode: 'brand' | 'chosen') {
  const fixed = !session || session.adminType === 'cinema' || mode === 'chosen';
  return { fixed, cinemas: session?.cinemas ?? [], chosen: session?.cinemaId ?? null };
}

export interface ReadOptions {
  today: string;
  weekStartDay?: number;
  defaultPeriod?: PeriodPreset | ((today: string) => Period);
  session: SessionData | null;
  cinemaMode: 'brand' | 'chosen';
  extraKeys: string[];
  /** The report's own criteria's defaults, by key. */
  extraDefaults?: Record<string, string | undefined>;
  /** A report of one day: the period's end is the day. */
  singleDay?: boolean;
}

/** The criteria the URL holds, each missing or invalid part replaced by its default. */
export function readCriteria(params: URLSearchParams, o: ReadOptions): ReportQuery {
  const from = params.get('from');
  const to = params.get('to');
  const d = o.defaultPeriod ?? 'yesterday';
  const range =
    isDate(from) && isDate(to) && from <= to
      ? { from, to }
      : typeof d === 'function'
        ? d(o.today)
        : presetPeriod(d, o.today, o.weekStartDay);
  const period = o.singleDay ? { from: range.to, to: range.to } : range;
  const { fixed, cinemas, chosen } = cinemaChoice(o.session, o.cinemaMode);
  let cinemaIds: number[] | null;
  if (fixed) cinemaIds = chosen == null ? [] : [chosen];
  else {
    const raw = params.get('cinema');
    const known = new Set(cinemas.map((c) => c.id));
    const ids = (raw ?? '')
      .split(',')
      .map(Number)
      .filter((id) => known.has(id));
    cinemaIds =
      raw === ALL_CINEMAS || (raw == null && chosen == null) ? null : ids.length ? ids : chosen ? [chosen] : null;
  }
  const extra = Object.fromEntries(o.extraKeys.map((k) => [k, params.get(k) || o.extraDefaults?.[k] || undefined]));
  return { ...period, cinemaIds, extra };
}

/** The URL's search params for criteria; params the report does not own are kept. */
export function writeCriteria(current: URLSearchParams, q: ReportQuery, cinemaFixed: boolean): URLSearchParams {
  const next = new URLSearchParams(current);
  next.set('from', q.from);
  next.set('to', q.to);
  if (cinemaFixed) next.delete('cinema');
  else next.set('cinema', q.cinemaIds == null ? ALL_CINEMAS : q.cinemaIds.join(','));
  for (const [k, v] of Object.entries(q.extra)) {
    if (v) next.set(k, v);
    else next.delete(k);
  }
  return next;
}

/** The cinemas a query covers, as people read them: one name, several names, or 全劇場計. */
export function cinemaLabel(ids: number[] | null, cinemas: SessionCinema[]): string {
  if (ids == null) return '全劇場計';
  const names = ids.map((id) => cinemas.find((c) => c.id === id)).map((c) => (c ? `${c.code} ${c.name}` : '-'));
  return names.join('、') || '-';
}

/**
 * The 劇場コード of a report's file name: the cinema's code; 全劇場 for 全劇場計 or every cinema; the
 * codes joined by + for some of them.
 */
export function cinemaFileCode(ids: number[] | null, cinemas: SessionCinema[]): string {
  if (ids == null || (cinemas.length > 1 && ids.length === cinemas.length)) return allCinemasCode;
  const codes = ids.map((id) => cinemas.find((c) => c.id === id)?.code).filter(Boolean);
  return codes.length ? codes.join('+') : allCinemasCode;
}
