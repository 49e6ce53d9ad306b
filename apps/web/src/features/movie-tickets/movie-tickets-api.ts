import type { MovieTicket, MovieTicketCreateInput, MovieTicketUpdateInput } from '@cinema/contracts';
import { api } from '../../api/client.js';

export const movieTicketKeys = { all: ['movieTickets'] as const };
export const movieTicketEndpoints = { list: '/api/movieTicket/list' };

export const createMovieTicket = (body: MovieTicketCreateInput) => api<MovieTicket>('/api/movieTicket/create', { method: 'POST', body });
export const updateMovieTicket = (body: MovieTicketUpdateInput) => api<MovieTicket>('/api/movieTicket/update', { method: 'PUT', body });
export const deleteMovieTicket = (id: number) => api(`/api/movieTicket/delete/${id}`, { method: 'DELETE' });

/** The screen shows the answer (or moviTicketNotFound) itself, so no alert and no overlay. */
export const lookupMovieTicket = (code: string) =>
  api<MovieTicket>('/api/movieTicket/lookup', { query: { code }, alert: false, loading: false });
