import { defineFeature } from './feature.js';
import { publicScheduleEndpoints } from './public-schedule.endpoints.js';

export const publicScheduleFeature = defineFeature({
  key: 'publicSchedule',
  label: '公開スケジュール（認証不要）',
  endpoints: { public: { endpoints: publicScheduleEndpoints } },
});
