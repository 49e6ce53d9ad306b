import type { Brand, BrandCreateBody, BrandUpdateBody, DomainUpdateBody } from '@cinema/contracts';
import { api } from '../../api/client.js';

export const brandKeys = { all: ['brands'] as const };
export const brandEndpoints = { list: '/api/brand/list', detail: (id: string | number) => `/api/brand/detail/${id}` };

export const createBrand = (body: BrandCreateBody) => api<Brand>('/api/brand/create', { method: 'POST', body });
export const updateBrand = (body: BrandUpdateBody) => api<Brand>('/api/brand/update', { method: 'PUT', body });
export const deleteBrand = (id: number) => api(`/api/brand/delete/${id}`, { method: 'DELETE' });
export const updateDomain = (body: DomainUpdateBody) => api<Brand>('/api/brand/updateDomain', { method: 'PUT', body });
