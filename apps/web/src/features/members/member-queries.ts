import { useQuery } from '@tanstack/react-query';
import { membershipEndpoints } from '@cinema/contracts';
import { endpointQuery, featureKeys } from '../../api/query.js';

// 会員: read and written on the member screens.
export const memberKeys = featureKeys('members');

/** The brand's 会員制度 with their numbered ranks, for the search's ランク and the edit form. */
export const useMemberSystems = () =>
  useQuery(endpointQuery([...memberKeys.all, 'systems'], membershipEndpoints.listMap, { query: {} })).data?.list ?? [];
