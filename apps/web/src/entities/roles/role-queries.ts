import { useQuery } from '@tanstack/react-query';
import { roleEndpoints } from '@cinema/contracts';
import { endpointQuery, featureKeys } from '../../api/query.js';

// Users pick roles: saving a role refreshes the user form's select.
export const roleKeys = featureKeys('roles');

/** The roles of the scope, narrowed to one brand when given. */
export const useRoleOptions = (brandId?: number | null, enabled = true) =>
  useQuery({
    ...endpointQuery(roleKeys.options(brandId ?? null), roleEndpoints.listMap, {
      query: { brandId: brandId ?? undefined },
    }),
    staleTime: 60_000,
    enabled,
  });
