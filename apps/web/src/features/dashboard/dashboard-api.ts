import { queryOptions } from '@tanstack/react-query';
import type { DashboardSummary } from '@cinema/contracts';
import { api } from '../../api/client.js';

export const dashboardKeys = { all: ['dashboard'] as const };
export const dashboardSummaryQuery = () =>
  queryOptions({ queryKey: [...dashboardKeys.all, 'summary'], queryFn: () => api<DashboardSummary>('/api/dashboard/summary', { loading: false }) });
