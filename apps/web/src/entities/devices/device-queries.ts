import { useQuery } from '@tanstack/react-query';
import { deviceEndpoints } from '@cinema/contracts';
import { endpointQuery, featureKeys } from '../../api/query.js';

// Devices are read by their own screens and picked in the notification filter.
export const deviceKeys = featureKeys('devices');

/** The devices of the session's scope, of one cinema when given. */
export const useDeviceOptions = (cinemaId?: number | null) =>
  useQuery({
    ...endpointQuery(deviceKeys.options(cinemaId ?? null), deviceEndpoints.listMap, {
      query: { cinemaId: cinemaId ?? undefined },
    }),
    staleTime: 60_000,
  });
