import { useQuery } from '@tanstack/react-query';
import { clientGroupEndpoints } from '@cinema/contracts';
import { endpointQuery, featureKeys } from '../../api/query.js';

// 取引先 pick a 取引先グループ: saving a group refreshes the client form's select and filter.
export const clientGroupKeys = featureKeys('clientGroups');

/** The brand's groups in display order. */
export const useClientGroupOptions = () =>
  useQuery({
    ...endpointQuery(clientGroupKeys.options(), clientGroupEndpoints.list, { query: {} }),
    staleTime: 60_000,
    select: (d) => d.list.map((g) => ({ value: g.id, label: g.name })),
  });
