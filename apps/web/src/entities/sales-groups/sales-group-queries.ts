import { useQuery } from '@tanstack/react-query';
import { salesGroupEndpoints } from '@cinema/contracts';
import { endpointQuery, featureKeys } from '../../api/query.js';

// 販売グループ: the list, its form's choices and the 券種・会費 assignments share this root; the shop item form
// picks from its options.
export const salesGroupKeys = featureKeys('salesGroups');

/** The brand's active 販売グループ as 「コード 名称」 options. */
export const useSalesGroupOptions = () =>
  useQuery({
    ...endpointQuery(salesGroupKeys.options(), salesGroupEndpoints.listMap, {}),
    staleTime: 60_000,
    select: (d) => d.map((o) => ({ value: o.id, label: o.name })),
  });
