import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { lastMonthInJapan } from '@cinema/contracts';

// A document page's criteria kept in its URL (docs/web-conventions.md, "criteria in the URL"): a link can open it on a
// month and a client, and reloading keeps them. Each page says its fields' kinds once; a month is last month unless
// the URL names one (and clearing the picker keeps the month shown), an id or an amount is a positive number, a flag
// is on or absent.

type Kind = 'month' | 'number' | 'flag';
export type UrlCriteria<S extends Record<string, Kind>> = {
  [P in keyof S]: S[P] extends 'month' ? string : S[P] extends 'flag' ? true | undefined : number | undefined;
};
/** The criteria as a query of the API: a flag is 'true' (queryBool), nothing absent is sent. */
export type UrlQuery<S extends Record<string, Kind>> = {
  [P in keyof S]: S[P] extends 'month' ? string : S[P] extends 'flag' ? 'true' | undefined : number | undefined;
};

export function useUrlCriteria<const S extends Record<string, Kind>>(spec: S) {
  const [params, setParams] = useSearchParams();
  const [lastMonth] = useState(lastMonthInJapan);
  const entries = Object.entries(spec) as [keyof S & string, Kind][];
  const read = (key: string, kind: Kind) => {
    const raw = params.get(key);
    if (kind === 'month') return raw || lastMonth;
    if (kind === 'flag') return raw === 'true' || undefined;
    return Number(raw) > 0 ? Number(raw) : undefined;
  };
  const criteria = Object.fromEntries(entries.map(([key, kind]) => [key, read(key, kind)])) as UrlCriteria<S>;
  const query = Object.fromEntries(
    entries.map(([key, kind]) => [key, kind === 'flag' ? (criteria[key] ? 'true' : undefined) : criteria[key]]),
  ) as UrlQuery<S>;
  /** New criteria from the form: absent values leave the URL, a cleared month keeps the one shown. */
  const change = (next: Partial<Record<keyof S, unknown>>) => {
    const kept = entries.flatMap(([key, kind]): [string, string][] => {
      const v = kind === 'month' ? next[key] || criteria[key] : next[key];
      return v === undefined || v === null || v === false || v === '' ? [] : [[key, String(v)]];
    });
    setParams(Object.fromEntries(kept), { replace: true });
  };
  return { criteria, query, change };
}
