import { scheduleEndpoints } from '@cinema/contracts';
import { endpointQuery } from '../../api/query.js';
import { scheduleKeys } from './schedule-keys.js';

/**
 * Seven business days from `from`: every screen of the chosen cinema with its screenings. The
 * planning timeline and the public week read the same call; the key carries the cinema, so
 * choosing another one reads afresh, and a change on the timeline refreshes both.
 */
export const scheduleWeekQuery = (cinemaId: number | null | undefined, from: string) =>
  endpointQuery([...scheduleKeys.all, 'week', cinemaId ?? null, from], scheduleEndpoints.week, { query: { from } });
