import type { SalesStop, SalesStopCreateBody, SalesStopEndBody, SalesStopUpdateBody } from '@cinema/contracts';
import { api } from '../../api/client.js';

export const salesStopKeys = { all: ['salesStops'] as const, active: ['salesStops', 'active'] as const };
export const salesStopEndpoints = { list: '/api/salesStop/list' };

export const listActiveSalesStops = () =>
  api<{ list: SalesStop[]; total: number }>(salesStopEndpoints.list, { query: { state: 'active' }, loading: false, alert: false });
export const createSalesStop = (body: SalesStopCreateBody) => api<SalesStop>('/api/salesStop/create', { method: 'POST', body });
export const updateSalesStop = (body: SalesStopUpdateBody) => api<SalesStop>('/api/salesStop/update', { method: 'PUT', body });
export const endSalesStop = (body: SalesStopEndBody) => api<SalesStop>('/api/salesStop/end', { method: 'POST', body });
export const deleteSalesStop = (id: number) => api(`/api/salesStop/delete/${id}`, { method: 'DELETE' });
