import type { FilmNameItem, ScheduleWeek } from '@cinema/contracts';
import { api } from '../../api/client.js';

// The planning timeline's week call, read for customers; keys under the schedules root, so a
// change on the timeline refreshes this page too.
export const cinemaScheduleKeys = {
  week: (cinemaId: number | null | undefined, from: string) => ['schedules', cinemaId ?? null, 'week', from] as const,
  films: ['films', 'creatFilmNameList', 'all'] as const,
};

export const fetchPublishedWeek = (from: string) =>
  api<ScheduleWeek>('/api/schedule/week', { query: { from }, loading: false, alert: false });
export const fetchFilmLengths = () =>
  api<FilmNameItem[]>('/api/film/creatFilmNameList', { loading: false, alert: false }).then(
    (list) => new Map(list.map((f) => [f.id, f.lengthMinutes])),
  );
