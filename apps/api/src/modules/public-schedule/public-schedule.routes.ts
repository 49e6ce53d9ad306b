import {
  businessDateOf,
  dateRange,
  ja,
  PUBLIC_SCHEDULE_CALLS_PER_MINUTE,
  publicScheduleEndpoints,
} from '@cinema/contracts';
import { cinemaFor } from '../../platform/cinema.js';
import { ok } from '../../platform/http.js';
import { buildPublicWeek } from './public-schedule.build.js';
import { onEvent } from '../../platform/events.js';
import { forgetPublicSchedules } from './public-schedule.cache.js';
import type { ModuleOptions } from '../../platform/module-options.js';
import { handleAll } from '../../platform/endpoints.js';
import { AppError, found } from '../../platform/errors.js';
import { findPublicCinema, publicCinemaById } from './public-schedule.repository.js';
import { etagMatches, publicScheduleAnswer, scheduleDate } from './public-schedule.service.js';

/** Calls per client address per minute: a website's visitors each call from their own address. */
export const PUBLIC_SCHEDULE_RATE_LIMIT = PUBLIC_SCHEDULE_CALLS_PER_MINUTE;

export const cinemaNotFound = '劇場が見つかりません。劇場コードとブランドコード（brand）を確認してください。';

// Unauthenticated and read-only, for cinema websites and kiosks (any origin may read it).
export const publicScheduleHandlers = ({ db }: ModuleOptions) => {
  // A stop of online sales changes what the public schedule says: its cached answers go.
  onEvent(db, 'onlineSales.changed', ({ cinemaId }) => forgetPublicSchedules(db, cinemaId));
  // Publishing (or taking back) a range changes what customers may see at once.
  onEvent(db, 'schedule.published', ({ cinemaId }) => forgetPublicSchedules(db, cinemaId));
  return handleAll(publicScheduleEndpoints, {
    schedule: [
      async ({ params, query, req, reply }) => {
        // The brand's own domain first (its website), then ?brand= (kiosks, other hosts).
        const host = req.hostname.toLowerCase().replace(/:\d+$/, '');
        const cinema = found(
          await findPublicCinema(db, host || null, query.brand ?? null, params.code),
          cinemaNotFound,
        );
        const now = new Date();
        const answer = await publicScheduleAnswer(db, cinema, scheduleDate(cinema, query.date, now), now);
        const maxAge = Math.max(0, Math.min(30, Math.ceil((answer.expiresAt - now.getTime()) / 1000)));
        reply.headers({
          etag: answer.etag,
          'cache-control': `public, max-age=${maxAge}`,
          'access-control-allow-origin': '*',
        });
        if (etagMatches(req.headers['if-none-match'], answer.etag)) return reply.code(304).send();
        // Already serialised, and checked against the contract, when it was cached: a JSON string
        // is sent as it is (the answer schema describes it, Fastify does not serialise it again).
        return reply.type('application/json; charset=utf-8').send(answer.body);
      },
      {
        rateLimit: {
          max: PUBLIC_SCHEDULE_RATE_LIMIT,
          timeWindow: '1 minute',
          errorResponseBuilder: () => new AppError('too_many_requests', ja.publicTooManyRequests),
        },
      },
    ],
    // The console's view of the same, a week at a time, straight from the database (no cache: staff
    // check what they have just published).
    week: async ({ actor, query }) => {
      const cinema = found(await publicCinemaById(db, (await cinemaFor(db, actor, query.cinemaId)).id));
      const now = new Date();
      const today = businessDateOf(now, cinema.cutoffHour);
      const from = query.date ?? today;
      return ok(await buildPublicWeek(db, cinema, from, today, dateRange(from, 7), now));
    },
  });
};
