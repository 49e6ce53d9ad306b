import type {
  PriceTemplate,
  PriceTemplateCopyBody,
  PriceTemplateCreateInput,
  PriceTemplateUpdateInput,
  VersionRecord,
} from '@cinema/contracts';
import { api } from '../../api/client.js';

// Templates are per cinema: keys carry the chosen cinema, so choosing another one reads afresh.
export const priceTemplateKeys = {
  all: ['priceTemplates'] as const,
  list: (cinemaId: number | null | undefined) => ['priceTemplates', cinemaId ?? null] as const,
  // Under the versions feature's root, so a change to the surcharges refreshes the preview too.
  versions: (cinemaId: number | null | undefined) => ['versions', cinemaId ?? null, 'price-preview'] as const,
};

export const priceTemplateEndpoints = {
  list: '/api/ticketRuleTemplate/list',
  detail: (id: string | number) => `/api/ticketRuleTemplate/detail/${id}`,
};

export const createPriceTemplate = (body: PriceTemplateCreateInput) =>
  api<PriceTemplate>('/api/ticketRuleTemplate/create', { method: 'POST', body });
export const updatePriceTemplate = (body: PriceTemplateUpdateInput) =>
  api<PriceTemplate>('/api/ticketRuleTemplate/update', { method: 'PUT', body });
export const copyPriceTemplate = (body: PriceTemplateCopyBody) =>
  api<PriceTemplate>('/api/ticketRuleTemplate/copy', { method: 'POST', body });
export const deletePriceTemplate = (id: number) => api(`/api/ticketRuleTemplate/delete/${id}`, { method: 'DELETE' });

/** The cinema's active versions of every kind, for the preview's format and extras. */
export const listPreviewVersions = () =>
  api<{ list: VersionRecord[] }>('/api/version/list', {
    query: { kinds: ['language', 'format', 'sound', 'extra'], active: true },
    loading: false,
    alert: false,
  }).then((a) => a.list);
