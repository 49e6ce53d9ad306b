import { normalisedCutoffHour, type Cinema, type CinemaCreateBody, type CinemaUpdateBody } from '@cinema/contracts';
import { api } from '../../api/client.js';

export const cinemaKeys = { all: ['cinemas'] as const };
export const cinemaEndpoints = { list: '/api/cinema/list', detail: (id: string | number) => `/api/cinema/detail/${id}` };

export const createCinema = (body: CinemaCreateBody) => api<Cinema>('/api/cinema/create', { method: 'POST', body });
export const updateCinema = (body: CinemaUpdateBody) => api<Cinema>('/api/cinema/update', { method: 'PUT', body });
export const deleteCinema = (id: number) => api(`/api/cinema/delete/${id}`, { method: 'DELETE' });

/** The cut-off hour on the 36-hour scale: 5 and 29 both read 29:00 (翌5:00). */
export const cutoffLabel = (hour: number) => {
  const h = normalisedCutoffHour(hour);
  return `${h}:00（翌${h - 24}:00）`;
};
