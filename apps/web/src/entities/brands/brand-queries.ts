import { useQuery } from '@tanstack/react-query';
import { brandEndpoints } from '@cinema/contracts';
import { endpointQuery, featureKeys } from '../../api/query.js';

// Saving a brand refreshes every brand picker under this root.
export const brandKeys = featureKeys('brands');

/** The brands of the session's scope (a superAdmin sees all). */
export const useBrandOptions = (enabled = true) =>
  useQuery({ ...endpointQuery(brandKeys.options(), brandEndpoints.listMap, {}), staleTime: 60_000, enabled });
