import { useQuery } from '@tanstack/react-query';
import { inventoryAdjustmentEndpoints } from '@cinema/contracts';
import { call } from '../../api/client.js';
import { featureKeys } from '../../api/query.js';
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

/** A signed quantity as the 受払表 shows it: ＋10, －3, 0. */
export const signed = (n: number) =>
  n > 0 ? `＋${n.toLocaleString('ja-JP')}` : n < 0 ? `－${(-n).toLocaleString('ja-JP')}` : '0';
