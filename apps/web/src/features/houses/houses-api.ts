import type { House, HouseCopyBody, HouseCreateInput, HouseUpdateInput, VersionRecord } from '@cinema/contracts';
import { api } from '../../api/client.js';

// Screens are per cinema: keys carry the chosen cinema, so choosing another one reads afresh.
export const houseKeys = {
  all: ['houses'] as const,
  list: (cinemaId: number | null | undefined) => ['houses', cinemaId ?? null] as const,
  // Under the versions feature's root, so a change to the formats refreshes this picker too.
  formats: (cinemaId: number | null | undefined) => ['versions', cinemaId ?? null, 'format', 'house-options'] as const,
};

export const houseEndpoints = { list: '/api/house/list', detail: (id: string | number) => `/api/house/detail/${id}` };

export const createHouse = (body: HouseCreateInput) => api<House>('/api/house/create', { method: 'POST', body });
export const updateHouse = (body: HouseUpdateInput) => api<House>('/api/house/update', { method: 'PUT', body });
export const copyHouse = (body: HouseCopyBody) => api<House>('/api/house/copy', { method: 'POST', body });
export const deleteHouse = (id: number) => api(`/api/house/delete/${id}`, { method: 'DELETE' });

/** The cinema's screen formats (2D, IMAX …) a screen can show: active rows of kind 'format'. */
export const listFormats = () =>
  api<{ list: VersionRecord[] }>('/api/version/list', { query: { kinds: ['format'], active: true }, loading: false, alert: false }).then(
    (a) => a.list.map((v) => ({ value: v.id, label: v.name })),
  );
