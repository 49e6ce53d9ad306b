import { useQuery } from '@tanstack/react-query';
import type { Account, AccountCreateBody, AccountUpdateBody, ChangePasswordBody, Option, ProfileUpdateBody } from '@cinema/contracts';
import { api } from '../../api/client.js';

export const accountKeys = { all: ['accounts'] as const };
export const accountEndpoints = { list: '/api/account/list', detail: (id: string | number) => `/api/account/detail/${id}` };

export const createAccount = (body: AccountCreateBody) => api<Account>('/api/account/create', { method: 'POST', body });
export const updateAccount = (body: AccountUpdateBody) => api<Account>('/api/account/update', { method: 'PUT', body });
export const deleteAccount = (id: number) => api(`/api/account/delete/${id}`, { method: 'DELETE' });
export const updateProfile = (body: ProfileUpdateBody) => api<Account>('/api/account/profile', { method: 'PUT', body });
export const changePassword = (body: ChangePasswordBody) => api('/api/account/changePassword', { method: 'POST', body });

/** The roles of the scope (GET /api/role/listMap), narrowed to one brand when given. */
export function useRoleOptions(brandId?: number | null, enabled = true) {
  return useQuery({
    // Under the roles key root, so saving a role refreshes the selects.
    queryKey: ['roles', 'listMap', brandId ?? null],
    queryFn: () => api<Option[]>('/api/role/listMap', { query: { brandId: brandId ?? undefined }, loading: false }),
    staleTime: 60_000,
    enabled,
  });
}
