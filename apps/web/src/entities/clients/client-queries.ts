import { useQuery } from '@tanstack/react-query';
import { clientEndpoints } from '@cinema/contracts';
import { endpointQuery, featureKeys } from '../../api/query.js';

// Coupons, paper tickets (and later receivables) name a 取引先: one list of the brand's active clients.
export const clientOptionKeys = featureKeys('clientOptions');

/** The brand's active clients as 「コード 名称」 options. */
export const useClientOptions = () =>
  useQuery({
    ...endpointQuery(clientOptionKeys.options(), clientEndpoints.listMap, { query: { active: 'true' } }),
    staleTime: 60_000,
    select: (d) => d.list.map((c) => ({ value: c.id, label: `${c.code} ${c.name}` })),
  });
