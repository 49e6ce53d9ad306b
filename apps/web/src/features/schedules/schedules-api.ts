import type {
  FilmNameItem,
  Option,
  ScheduleBatchResult,
  ScheduleBulkCreateInput,
  ScheduleCopyInput,
  ScheduleCreateInput,
  ScheduleUpdateInput,
  ScheduleWeek,
  Screening,
  VersionRecord,
} from '@cinema/contracts';
import { api } from '../../api/client.js';

// Screenings are per cinema: keys carry the chosen cinema, so choosing another one reads afresh.
export const scheduleKeys = {
  all: ['schedules'] as const,
  week: (cinemaId: number | null | undefined, from: string) => ['schedules', cinemaId ?? null, 'week', from] as const,
  // Pickers under the roots of the features that own them, so a change there refreshes these.
  films: ['films', 'creatFilmNameList'] as const,
  versions: (cinemaId: number | null | undefined) => ['versions', cinemaId ?? null, 'schedule-options'] as const,
  priceTemplates: (cinemaId: number | null | undefined) => ['priceTemplates', cinemaId ?? null, 'listMap'] as const,
};

export const scheduleEndpoints = { detail: (id: string | number) => `/api/schedule/detail/${id}` };

/** Seven business days from `from`: every screen of the chosen cinema with its screenings. */
export const fetchWeek = (from: string) => api<ScheduleWeek>('/api/schedule/week', { query: { from }, loading: false, alert: false });

// The timeline says what went wrong itself (and snaps the block back), so no default alert here.
const quiet = { alert: false, successMessage: false } as const;
export const createScreening = (body: ScheduleCreateInput) =>
  api<Screening>('/api/schedule/create', { method: 'POST', body, loading: false, ...quiet });
export const updateScreening = (body: ScheduleUpdateInput) =>
  api<Screening>('/api/schedule/update', { method: 'PUT', body, loading: false, ...quiet });
export const deleteScreening = (id: number) => api(`/api/schedule/delete/${id}`, { method: 'DELETE' });

/** The form page saves with the client's usual alerts and field errors. */
export const saveScreening = (body: ScheduleCreateInput | ScheduleUpdateInput) =>
  'id' in body && body.id
    ? api<Screening>('/api/schedule/update', { method: 'PUT', body })
    : api<Screening>('/api/schedule/create', { method: 'POST', body });

// The dialogs list each refused slot under the client's own alert.
export const bulkCreateScreenings = (body: ScheduleBulkCreateInput) =>
  api<ScheduleBatchResult>('/api/schedule/bulkCreate', { method: 'POST', body, successMessage: false });
export const copyScreenings = (body: ScheduleCopyInput) =>
  api<ScheduleBatchResult>('/api/schedule/copy', { method: 'POST', body, successMessage: false });

/** Films of the brand; the timeline offers the approved ones (only those may be scheduled). */
export const listFilmNames = () =>
  api<FilmNameItem[]>('/api/film/creatFilmNameList', { loading: false, alert: false }).then((list) =>
    list.filter((f) => f.approvalStatus === 'approved'),
  );

/** The cinema's active 字幕・吹替 and 上映方式 rows. */
export const listScreeningVersions = () =>
  api<{ list: VersionRecord[] }>('/api/version/list', {
    query: { kinds: ['language', 'format'], active: true },
    loading: false,
    alert: false,
  }).then((a) => a.list);

export const listPriceTemplateOptions = () => api<Option[]>('/api/ticketRuleTemplate/listMap', { loading: false, alert: false });
