import { useQuery } from '@tanstack/react-query';
import { cinemaEndpoints } from '@cinema/contracts';
import { endpointQuery, featureKeys } from '../../api/query.js';

// Cinemas are picked on most screens: saving one refreshes every picker under this root.
export const cinemaKeys = featureKeys('cinemas');

/** The cinemas of the session's scope, narrowed to one brand when given. */
export const useCinemaOptions = (brandId?: number | null, enabled = true) =>
  useQuery({
    ...endpointQuery(cinemaKeys.options(brandId ?? null), cinemaEndpoints.listMap, {
      query: { brandId: brandId ?? undefined },
    }),
    staleTime: 60_000,
    enabled,
  });
