import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { salesStopEndpoints, type SalesStopEndBody } from '@cinema/contracts';
import { call } from '../../api/client.js';
import { endpointQuery } from '../../api/query.js';
import { salesStopKeys } from '../../entities/sales-stops/sales-stop-keys.js';

/** The stops running now, for the banner above the list. */
export const useActiveSalesStops = () =>
  useQuery(
    endpointQuery(salesStopKeys.list({ state: 'active' }), salesStopEndpoints.list, { query: { state: 'active' } }),
  );

/** 終了: ends a running stop at once, then reads every sales-stop query again. */
export function useEndSalesStop() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: SalesStopEndBody) => call(salesStopEndpoints.end, { body }),
    onSuccess: () => qc.invalidateQueries({ queryKey: salesStopKeys.all }),
  });
}
