import type { DiscountRule, DiscountRuleCreateInput, DiscountRuleUpdateInput } from '@cinema/contracts';
import { api } from '../../api/client.js';

// Rules are per cinema: keys carry the chosen cinema, so choosing another one reads afresh.
export const discountRuleKeys = {
  all: ['discountRules'] as const,
  list: (cinemaId: number | null | undefined) => ['discountRules', cinemaId ?? null] as const,
};

export const discountRuleEndpoints = {
  list: '/api/discountRule/list',
  detail: (id: string | number) => `/api/discountRule/detail/${id}`,
};

export const createDiscountRule = (body: DiscountRuleCreateInput) =>
  api<DiscountRule>('/api/discountRule/create', { method: 'POST', body });
export const updateDiscountRule = (body: DiscountRuleUpdateInput) => api<DiscountRule>('/api/discountRule/update', { method: 'PUT', body });
export const deleteDiscountRule = (id: number) => api(`/api/discountRule/delete/${id}`, { method: 'DELETE' });
