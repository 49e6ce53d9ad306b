import type { LateHourRule, LateHourRuleInput, RestrictCode, RestrictCreateInput, RestrictUpdateInput } from '@cinema/contracts';
import { api } from '../../api/client.js';

export const restrictKeys = {
  all: ['restrict'] as const,
  /** Per cinema, so choosing another cinema reads afresh. */
  codes: (cinemaId: number | null) => ['restrict', 'codes', cinemaId] as const,
  rule: (cinemaId: number | null) => ['restrict', 'rule', cinemaId] as const,
};

export const listRestrictCodes = () => api<{ list: RestrictCode[]; total: number }>('/api/restrict/list', { loading: false, alert: false });
export const createRestrictCode = (body: RestrictCreateInput) => api<RestrictCode>('/api/restrict/create', { method: 'POST', body });
export const updateRestrictCode = (body: RestrictUpdateInput) => api<RestrictCode>('/api/restrict/update', { method: 'PUT', body });
export const deleteRestrictCode = (id: number) => api(`/api/restrict/delete/${id}`, { method: 'DELETE' });

export const fetchLateHourRule = () => api<LateHourRule>('/api/restrict/lateHourRule', { loading: false, alert: false });
export const saveLateHourRule = (body: LateHourRuleInput) => api<LateHourRule>('/api/restrict/lateHourRule', { method: 'PUT', body });
