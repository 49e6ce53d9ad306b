import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, ja, publicSchedule, publicScheduleParams, publicScheduleQuery } from '@cinema/contracts';
import type { Db } from '../../db/client.js';
import { publicAccess } from '../../platform/access.js';
import { AppError, notFound } from '../../platform/errors.js';
import { findPublicCinema } from './public-schedule.repository.js';
import { etagMatches, publicScheduleAnswer, scheduleDate } from './public-schedule.service.js';

/** Calls per client address per minute: a website's visitors each call from their own address. */
export const PUBLIC_SCHEDULE_RATE_LIMIT = 120;
const answerSchema = envelope(publicSchedule);

export const cinemaNotFound = '劇場が見つかりません。劇場コードとブランドコード（brand）を確認してください。';

// Unauthenticated and read-only, for cinema websites and kiosks (any origin may read it).
export const publicScheduleRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/public/cinemas/:code/schedule',
    {
      config: {
        access: publicAccess,
        rateLimit: {
          max: PUBLIC_SCHEDULE_RATE_LIMIT,
          timeWindow: '1 minute',
          errorResponseBuilder: () => new AppError('too_many_requests', ja.publicTooManyRequests),
        },
      },
      schema: { params: publicScheduleParams, querystring: publicScheduleQuery, response: { 200: answerSchema, 304: z.null() } },
    },
    async (req, reply) => {
      // The brand's own domain first (its website), then ?brand= (kiosks, other hosts).
      const host = req.hostname.toLowerCase().replace(/:\d+$/, '');
      const cinema = await findPublicCinema(db, host || null, req.query.brand ?? null, req.params.code);
      if (!cinema) throw notFound(cinemaNotFound);
      const now = new Date();
      const answer = await publicScheduleAnswer(db, cinema, scheduleDate(cinema, req.query.date, now), now);
      const maxAge = Math.max(0, Math.min(30, Math.ceil((answer.expiresAt - now.getTime()) / 1000)));
      reply.headers({ etag: answer.etag, 'cache-control': `public, max-age=${maxAge}`, 'access-control-allow-origin': '*' });
      if (etagMatches(req.headers['if-none-match'], answer.etag)) return reply.code(304).send(null);
      // Already serialised, and checked against the contract, when it was cached: a JSON string is
      // sent as it is, so the typed reply is told it is the answer it holds.
      return reply.type('application/json; charset=utf-8').send(answer.body as unknown as z.infer<typeof answerSchema>);
    },
  );
};
