import type { VersionCreateInput, VersionKind, VersionRecord, VersionUpdateInput } from '@cinema/contracts';
import { api } from '../../api/client.js';

export const versionKeys = {
  all: ['versions'] as const,
  /** One section's rows: per cinema, so choosing another cinema reads afresh. */
  list: (cinemaId: number | null, kind: VersionKind, filters: VersionFilters) => ['versions', cinemaId, kind, filters] as const,
};

/** SPEC.md section 7 names both lists, with their own casing. */
export const versionEndpoints = { management: '/api/version/list', other: '/api/otherVersion/List' } as const;

export interface VersionFilters {
  keyword?: string;
  active?: 'true' | 'false';
}

export const listVersions = (endpoint: string, kind: VersionKind, filters: VersionFilters) =>
  api<{ list: VersionRecord[]; total: number }>(endpoint, { query: { kinds: [kind], ...filters }, loading: false, alert: false });

export const createVersion = (body: VersionCreateInput) => api<VersionRecord>('/api/version/create', { method: 'POST', body });
export const updateVersion = (body: VersionUpdateInput) => api<VersionRecord>('/api/version/update', { method: 'PUT', body });
export const deleteVersion = (id: number) => api(`/api/version/delete/${id}`, { method: 'DELETE' });
