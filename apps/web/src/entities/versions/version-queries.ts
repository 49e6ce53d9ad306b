import { useQuery } from '@tanstack/react-query';
import { versionEndpoints, type EndpointData, type VersionKind } from '@cinema/contracts';
import { useSession } from '../../api/session.js';
import { endpointQuery, featureKeys } from '../../api/query.js';

// Formats and language versions are read by their masters, the screens and the schedules.
export const versionKeys = featureKeys('versions');

/**
 * The active rows of the given kinds of the cinema chosen in the session (the list call reads that
 * cinema): a screen's formats, a screening's 字幕・吹替 and 上映方式, the price preview's surcharges.
 * The key carries the cinema, so choosing another one reads afresh.
 */
export const activeVersionsQuery = (cinemaId: number | null | undefined, kinds: readonly VersionKind[]) => ({
  ...endpointQuery(versionKeys.options(cinemaId ?? null, 'active', ...kinds), versionEndpoints.list, {
    query: { kinds: [...kinds], active: 'true' },
  }),
  select: (answer: EndpointData<typeof versionEndpoints.list>) => answer.list,
});

/** The chosen cinema's active versions of these kinds (see activeVersionsQuery). */
export const useActiveVersions = (kinds: readonly VersionKind[]) => {
  const cinemaId = useSession()?.cinemaId;
  return useQuery(activeVersionsQuery(cinemaId, kinds));
};
