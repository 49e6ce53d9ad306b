import { useQuery } from '@tanstack/react-query';
import { inventoryAdjustmentEndpoints, stockLocationEndpoints } from '@cinema/contracts';
import { call } from '../../api/client.js';
import { endpointQuery, featureKeys } from '../../api/query.js';
import { useSession } from '../../api/session.js';

export const inventoryKeys = featureKeys('inventory');

/** The chosen cinema's stock locations (売店, 倉庫), as select options. */
export function useLocationOptions() {
  const cinemaId = useSession()?.cinemaId ?? null;
  const q = useQuery({
    queryKey: [...inventoryKeys.all, 'locations', cinemaId],
    queryFn: () => call(inventoryAdjustmentEndpoints.locations, { query: {} }, { loading: false, alert: false }),
  });
  return (q.data ?? []).map((l) => ({ value: l.id, label: l.name }));
}

/**
 * The chosen cinema's 保管場所 with their 販売用 mark (read while the dialog is open), under the
 * screen's key root: a change to them refreshes the 保管場所 filter and the 受払表 with the list.
 */
export function useStockLocations(enabled: boolean) {
  const cinemaId = useSession()?.cinemaId ?? null;
  return useQuery({
    ...endpointQuery([...inventoryKeys.all, 'stockLocations', cinemaId], stockLocationEndpoints.list, { query: {} }),
    enabled,
  });
}

/** A signed quantity as the 受払表 shows it: +10, -3, 0 (one minus sign on every screen, docs/glossary.md). */
export { signedNum as signed } from '../../lib/format.js';
