import { defineFeature } from './feature.js';
import { revenueGoalEndpoints } from './revenue-goal.endpoints.js';
import { r } from './route-types.js';

// 売上目標（予実管理） (docs/reports.md, "売上目標"): head office enters targets and reads its cinemas; cinema staff read
// their own cinema's.
export const revenueGoalFeature = defineFeature({
  key: 'revenueGoal',
  label: '売上目標',
  endpoints: { revenueGoal: { endpoints: revenueGoalEndpoints } },
  routes: [
    r({
      group: 'reports',
      roles: ['cinema', 'brand'],
      module: 'reports',
      menu: true,
      path: '/revenue-goal',
      label: '売上目標（予実）',
    }),
  ],
  audits: { revenueGoal: '売上目標' },
});
