import type { DistributorCreateInput, DistributorOption, Distributor, Film, FilmCreateInput, FilmUpdateInput } from '@cinema/contracts';
import { api } from '../../api/client.js';

// Distributors sit under their own key root (their contract is distributors.ts), so adding one
// from the film form refreshes every distributor picker.
export const filmKeys = {
  all: ['films'] as const,
  distributors: ['distributors', 'listMap'] as const,
};

export const filmEndpoints = { list: '/api/film/list', detail: (id: string | number) => `/api/film/detail/${id}` };

export const createFilm = (body: FilmCreateInput) => api<Film>('/api/film/create', { method: 'POST', body });
export const updateFilm = (body: FilmUpdateInput) => api<Film>('/api/film/update', { method: 'PUT', body });
export const deleteFilm = (id: number) => api(`/api/film/delete/${id}`, { method: 'DELETE' });
export const approveFilm = (id: number) => api<Film>(`/api/film/approve/${id}`, { method: 'POST' });

export const listDistributorOptions = () => api<DistributorOption[]>('/api/filmmakers/listMap', { loading: false });
export const createDistributor = (body: DistributorCreateInput) => api<Distributor>('/api/filmmakers/create', { method: 'POST', body });
