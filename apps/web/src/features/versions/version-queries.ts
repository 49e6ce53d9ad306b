import { type versionEndpoints, type VersionKind } from '@cinema/contracts';
import { endpointQuery } from '../../api/query.js';
import { versionKeys } from '../../entities/versions/version-queries.js';

/** The API names a list for each screen (docs/api-conventions.md, "original names"), with its own casing: /version-management's and /version-other's. */
export type VersionListEndpoint = typeof versionEndpoints.list | typeof versionEndpoints.otherList;

export interface VersionFilters {
  keyword?: string;
  active?: 'true' | 'false';
}

/** One section's rows: per cinema (the list reads the chosen one), so choosing another cinema reads afresh. */
export const versionSectionQuery = (
  cinemaId: number | null,
  endpoint: VersionListEndpoint,
  kind: VersionKind,
  filters: VersionFilters,
) =>
  endpointQuery(versionKeys.list({ cinemaId, kind, ...filters }), endpoint as typeof versionEndpoints.list, {
    query: { kinds: [kind], ...filters },
  });
