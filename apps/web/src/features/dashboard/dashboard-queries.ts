import { useQuery } from '@tanstack/react-query';
import { dashboardEndpoints } from '@cinema/contracts';
import { endpointQuery, featureKeys } from '../../api/query.js';

export const dashboardKeys = featureKeys('dashboard');

/** What the session's scope holds and what changed recently; a failure is alerted (the page shows only a skeleton). */
export const useDashboardSummary = () =>
  useQuery(endpointQuery([...dashboardKeys.all, 'summary'], dashboardEndpoints.summary, {}, { loading: false }));

/**
 * Today's sales figures per cinema from the rollups (with the same weekday last week); every 10 s
 * while the demo's sales history is being written, so its progress moves and the notice goes.
 */
export const useDashboardSales = () =>
  useQuery({
    ...endpointQuery([...dashboardKeys.all, 'sales'], dashboardEndpoints.sales, {}, { loading: false }),
    refetchInterval: (query) => (query.state.data?.salesHistory ? 10_000 : 60_000),
  });
