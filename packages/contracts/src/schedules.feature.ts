import { defineFeature } from './feature.js';
import { r } from './route-types.js';
import { scheduleEndpoints } from './schedules.endpoints.js';

// 上映スケジュール: the planning timeline per screen, with create/edit forms (cinema staff only).
const cinema = { roles: ['cinema'], module: 'performance', cinemaScoped: true } as const;

export const schedulesFeature = defineFeature({
  key: 'schedules',
  label: '上映スケジュール',
  endpoints: { schedule: { endpoints: scheduleEndpoints } },
  routes: [
    r({ ...cinema, path: '/schedule', group: 'performance', label: '上映スケジュール', menu: true }),
    r({
      ...cinema,
      path: '/schedule/create',
      group: 'performance',
      label: '上映スケジュール登録',
      permission: 'create',
    }),
    r({
      ...cinema,
      path: '/schedule/edit/:id',
      group: 'performance',
      label: '上映スケジュール編集',
      permission: 'update',
    }),
    // The week's screenings per film as customers read them, with a print view (reads the schedule's week call),
    // and the lobby board of today (docs/signage.md). It stays under 上映's permissions, as it always was.
    r({ ...cinema, path: '/cinema-schedule', group: 'also', label: '上映スケジュール表示', menu: true }),
  ],
  audits: { screening: '上映回' },
});
