import type { Role, RoleCreateBody, RoleUpdateBody } from '@cinema/contracts';
import { api } from '../../api/client.js';

export const roleKeys = { all: ['roles'] as const };
export const roleEndpoints = { list: '/api/role/list', detail: (id: string | number) => `/api/role/detail/${id}` };

export const createRole = (body: RoleCreateBody) => api<Role>('/api/role/create', { method: 'POST', body });
export const updateRole = (body: RoleUpdateBody) => api<Role>('/api/role/update', { method: 'PUT', body });
export const deleteRole = (id: number) => api(`/api/role/delete/${id}`, { method: 'DELETE' });
