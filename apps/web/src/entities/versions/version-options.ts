import { useQuery } from '@tanstack/react-query';
import { versionEndpoints, type VersionKind, type VersionRecord } from '@cinema/contracts';
import { endpointQuery } from '../../api/query.js';
import { versionKeys } from './version-queries.js';

// One function for every reader, so the rows keep their identity between renders (memoised pickers).
const rows = (answer: { list: VersionRecord[] }) => answer.list;

/**
 * The chosen cinema's active versions of the kinds asked for (the schedules' 字幕・吹替 and
 * 上映方式, the price preview's surcharges). Versions are per cinema: the key carries the cinema,
 * so choosing another one reads afresh, and saving a version refreshes these under its root.
 */
export const useActiveVersions = (cinemaId: number | null | undefined, kinds: readonly VersionKind[]) =>
  useQuery({
    ...endpointQuery(versionKeys.options(cinemaId ?? null, 'active', kinds), versionEndpoints.list, {
      query: { kinds: [...kinds], active: 'true' },
    }),
    select: rows,
  });
