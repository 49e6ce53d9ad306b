import dayjs from 'dayjs';

// A list's filters, sort and page in the URL's search params (docs/web-conventions.md, "pages"), so
// a list can be shared as a link and comes back as it was after 戻る. Readable where it can be:
// ?keyword=コーン&unit=ml&sortField=name&sortOrder=descend&page=2. A value that is not a plain
// string goes as JSON (numbers, booleans, arrays, dates), and a string that would read as JSON is
// quoted, so every value comes back as the type it was.

export type SortOrder = 'ascend' | 'descend';
export interface ListState {
  filters: Record<string, unknown>;
  /** 0-based, as the API counts; the URL shows it 1-based. */
  page: number;
  pageSize: number;
  sortField?: string;
  sortOrder?: SortOrder;
}

export const DEFAULT_PAGE_SIZE = 20;
const reserved = new Set(['page', 'pageSize', 'sortField', 'sortOrder', 'filters']);
/** `filters=none`: the user searched with no filter, so the page's starting filters do not apply. */
const NONE = 'none';
const isoInstant = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;

const empty = (v: unknown) => v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0);

const parsesAsJson = (s: string) => {
  try {
    JSON.parse(s);
    return true;
  } catch {
    return false;
  }
};

export function encodeValue(v: unknown): string {
  if (typeof v === 'string') return parsesAsJson(v) ? JSON.stringify(v) : v;
  return JSON.stringify(v);
}

const revive = (v: unknown): unknown =>
  typeof v === 'string' && isoInstant.test(v) ? dayjs(v) : Array.isArray(v) ? v.map(revive) : v;

export function decodeValue(s: string): unknown {
  try {
    return revive(JSON.parse(s));
  } catch {
    return s;
  }
}

const positiveInt = (s: string | null) => (s && /^\d{1,7}$/.test(s) ? Number(s) : undefined);

/** The list's state from the URL; the page's starting filters when the URL names none. */
export function readListState(params: URLSearchParams, initialFilters: Record<string, unknown> = {}): ListState {
  const filters: Record<string, unknown> = {};
  for (const [k, v] of params) if (!reserved.has(k)) filters[k] = decodeValue(v);
  const named = Object.keys(filters).length > 0 || params.get('filters') === NONE;
  const order = params.get('sortOrder');
  const sortField = params.get('sortField') ?? undefined;
  return {
    filters: named ? filters : initialFilters,
    page: Math.max(0, (positiveInt(params.get('page')) ?? 1) - 1),
    pageSize: positiveInt(params.get('pageSize')) || DEFAULT_PAGE_SIZE,
    ...(sortField && (order === 'ascend' || order === 'descend') ? { sortField, sortOrder: order } : {}),
  };
}

/** The URL's search params for a list state; defaults (page 1, 20 a page, no sort) are left out. */
export function writeListState(state: ListState, initialFilters: Record<string, unknown> = {}): URLSearchParams {
  const params = new URLSearchParams();
  const given = Object.entries(state.filters).filter(([, v]) => !empty(v));
  for (const [k, v] of given) params.set(k, encodeValue(v));
  if (!given.length && Object.values(initialFilters).some((v) => !empty(v))) params.set('filters', NONE);
  if (state.sortField && state.sortOrder) {
    params.set('sortField', state.sortField);
    params.set('sortOrder', state.sortOrder);
  }
  if (state.page > 0) params.set('page', String(state.page + 1));
  if (state.pageSize !== DEFAULT_PAGE_SIZE) params.set('pageSize', String(state.pageSize));
  return params;
}
