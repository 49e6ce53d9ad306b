import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  envelope,
  idParams,
  ja,
  listOf,
  okEnvelope,
  scheduleBatchResult,
  scheduleBulkCreateBody,
  scheduleCopyBody,
  scheduleCreateBody,
  scheduleListQuery,
  scheduleUpdateBody,
  scheduleWeek,
  scheduleWeekQuery,
  screening,
} from '@cinema/contracts';
import type { Db } from '../../db/client.js';
import { screenAccess } from '../../platform/access.js';
import { principalOf } from '../../platform/auth.plugin.js';
import { cinemaFor } from '../../platform/cinema.js';
import { notFound } from '../../platform/errors.js';
import { done, ok } from '../../platform/http.js';
import type { Scope } from '../../platform/scope.js';
import { bulkCreate, copySchedule } from './schedules.batch.js';
import { findScreening, listScreenings, toScreening } from './schedules.repository.js';
import { createScreening, deleteScreening, saveScreening } from './schedules.service.js';
import { cinemaTimes, warningsFor } from './schedules.time.js';
import { scheduleWeek as readWeek } from './schedules.week.js';

/** One screening as answers carry it, warnings included; null when the scope cannot see it. */
async function detail(db: Db, scope: Scope, id: number) {
  const row = await findScreening(db, scope, id);
  if (!row) return null;
  const times = await cinemaTimes(db, { id: row.cinemaId, brandId: row.brandId });
  return toScreening(row, warningsFor(times));
}

// 上映スケジュール, one cinema at a time: the explicit cinemaId or the session's.
export const schedulesRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/schedule/list',
    {
      config: { access: screenAccess('/schedule') },
      schema: { querystring: scheduleListQuery, response: { 200: envelope(listOf(screening)) } },
    },
    async (req) => {
      const p = principalOf(req);
      const cinema = await cinemaFor(db, p, req.query.cinemaId);
      const times = await cinemaTimes(db, cinema);
      return ok(await listScreenings(db, p.scope, cinema.id, req.query, warningsFor(times)));
    },
  );

  app.get(
    '/api/schedule/week',
    {
      config: { access: screenAccess('/schedule') },
      schema: { querystring: scheduleWeekQuery, response: { 200: envelope(scheduleWeek) } },
    },
    async (req) => {
      const p = principalOf(req);
      const cinema = await cinemaFor(db, p, req.query.cinemaId);
      return ok(await readWeek(db, p.scope, cinema, req.query.from));
    },
  );

  app.get(
    '/api/schedule/detail/:id',
    { config: { access: screenAccess('/schedule') }, schema: { params: idParams, response: { 200: envelope(screening) } } },
    async (req) => {
      const found = await detail(db, principalOf(req).scope, req.params.id);
      if (!found) throw notFound();
      return ok(found);
    },
  );

  app.post(
    '/api/schedule/create',
    {
      config: { access: screenAccess('/schedule/create', 'create') },
      schema: { body: scheduleCreateBody, response: { 200: envelope(screening) } },
    },
    async (req) => {
      const p = principalOf(req);
      const id = await createScreening(db, req, p, req.body);
      return ok((await detail(db, p.scope, id))!, ja.created);
    },
  );

  // Also the timeline's drag (move) and resize: any subset of the fields.
  app.put(
    '/api/schedule/update',
    {
      config: { access: screenAccess('/schedule/edit/:id', 'update') },
      schema: { body: scheduleUpdateBody, response: { 200: envelope(screening) } },
    },
    async (req) => {
      const p = principalOf(req);
      await saveScreening(db, req, p, req.body);
      return ok((await detail(db, p.scope, req.body.id))!, ja.saved);
    },
  );

  app.delete(
    '/api/schedule/delete/:id',
    { config: { access: screenAccess('/schedule', 'delete') }, schema: { params: idParams, response: { 200: okEnvelope } } },
    async (req) => {
      await deleteScreening(db, req, principalOf(req), req.params.id);
      return done(ja.deleted);
    },
  );

  app.post(
    '/api/schedule/bulkCreate',
    {
      config: { access: screenAccess('/schedule/create', 'create') },
      schema: { body: scheduleBulkCreateBody, response: { 200: envelope(scheduleBatchResult) } },
    },
    async (req) => ok(await bulkCreate(db, req, principalOf(req), req.body), ja.created),
  );

  app.post(
    '/api/schedule/copy',
    {
      config: { access: screenAccess('/schedule/create', 'create') },
      schema: { body: scheduleCopyBody, response: { 200: envelope(scheduleBatchResult) } },
    },
    async (req) => ok(await copySchedule(db, req, principalOf(req), req.body), ja.created),
  );
};
