import { keys } from '../../api/storage.js';

// docs/web-conventions.md, "saved options": the film list's filter is remembered (localStorage 'movieFilter') and cleared
// when the app version changes (checkAppVersion). One browser may serve several staff, so the
// saved filters are kept per account.

export interface FilmFilter {
  keyword?: string;
  /** [from, to] as YYYY-MM-DD. */
  release?: (string | null)[] | null;
  classification?: string;
  distributorId?: number;
  approvalStatus?: string;
}

type Saved = Record<string, FilmFilter>;

const readAll = (): Saved => {
  try {
    const v: unknown = JSON.parse(localStorage.getItem(keys.movieFilter) ?? '{}');
    return v && typeof v === 'object' && !Array.isArray(v) ? (v as Saved) : {};
  } catch {
    return {};
  }
};

export const readFilmFilter = (user: string): FilmFilter => readAll()[user] ?? {};

export function writeFilmFilter(user: string, filter: FilmFilter) {
  // Only what was chosen: undefined and blank values do not need remembering.
  const kept = Object.fromEntries(Object.entries(filter).filter(([, v]) => v !== undefined && v !== null && v !== ''));
  localStorage.setItem(keys.movieFilter, JSON.stringify({ ...readAll(), [user]: kept }));
}

/** The list call's query: the release range becomes releaseFrom / releaseTo. */
export function filmFilterQuery({ release, ...rest }: Record<string, unknown>): Record<string, unknown> {
  const range = Array.isArray(release) ? (release as (string | null)[]) : [];
  return { ...rest, releaseFrom: range[0] ?? undefined, releaseTo: range[1] ?? undefined };
}
