import { ja, scheduleEndpoints } from '@cinema/contracts';
import type { ModuleOptions } from '../../platform/module-options.js';
import { cinemaFor } from '../../platform/cinema.js';
import { handleAll } from '../../platform/endpoints.js';
import { found } from '../../platform/errors.js';
import { done, ok } from '../../platform/http.js';
import { bulkCreate, copySchedule } from './schedules.batch.js';
import { publishPreview, publishRange, unpublishRange } from './schedules.publish.js';
import { listScreenings } from './schedules.repository.js';
import { createScreening, deleteScreening, saveScreening, screeningDetail } from './schedules.service.js';
import { cinemaTimes, warningsFor } from './schedules.time.js';
import { scheduleWeek } from './schedules.week.js';
import { screeningSeatMap } from './schedules.seat-map.js';
import { seatsTakenIn } from './schedules.seats.js';

// 上映スケジュール, one cinema at a time: the explicit cinemaId or the session's.
export const scheduleHandlers = ({ db }: ModuleOptions) =>
  handleAll(scheduleEndpoints, {
    list: async ({ actor, query }) => {
      const cinema = await cinemaFor(db, actor, query.cinemaId);
      const times = await cinemaTimes(db, cinema);
      return ok(await listScreenings(db, actor.scope, cinema.id, query, warningsFor(times), seatsTakenIn(db)));
    },
    week: async ({ actor, query }) => {
      const cinema = await cinemaFor(db, actor, query.cinemaId);
      return ok(await scheduleWeek(db, actor.scope, cinema, query.from));
    },
    detail: async ({ actor, params }) => ok(found(await screeningDetail(db, actor.scope, params.id))),
    // 座席: read-only, refreshed by the schedule while open.
    seatMap: async ({ actor, params }) => ok(await screeningSeatMap(db, actor.scope, params.id)),
    create: async ({ actor, body }) => ok(await createScreening(db, actor, body), ja.created),
    // Also the timeline's drag (move) and resize: any subset of the fields.
    update: async ({ actor, body }) => ok(await saveScreening(db, actor, body), ja.saved),
    delete: async ({ actor, params }) => {
      await deleteScreening(db, actor, params.id);
      return done(ja.deleted);
    },
    bulkCreate: async ({ actor, body }) => ok(await bulkCreate(db, actor, body), ja.created),
    copy: async ({ actor, body }) => ok(await copySchedule(db, actor, body), ja.created),
    publishPreview: async ({ actor, body }) => ok(await publishPreview(db, actor, body)),
    publish: async ({ actor, body }) => {
      const result = await publishRange(db, actor, body);
      return ok(result, `${result.count}件の上映回を公開しました。`);
    },
    unpublish: async ({ actor, body }) => {
      const result = await unpublishRange(db, actor, body);
      return ok(result, `${result.count}件の上映回を未公開に戻しました。`);
    },
  });
