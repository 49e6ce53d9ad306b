import { publicScheduleEndpoints } from '@cinema/contracts';
import { endpointQuery } from '../../api/query.js';
import { scheduleKeys } from '../../entities/schedules/schedule-keys.js';

/**
 * The week as customers are shown it (published screenings only), from `date` or, absent, from the
 * cinema's running business day. Under the schedules root: a change on the timeline or a
 * publication refreshes it.
 */
export const publicWeekQuery = (cinemaId: number | null | undefined, date: string | null) =>
  endpointQuery([...scheduleKeys.all, 'public-week', cinemaId ?? null, date], publicScheduleEndpoints.week, {
    query: date ? { date } : {},
  });
