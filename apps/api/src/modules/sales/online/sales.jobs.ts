import { z } from 'zod';
import { defineJob } from '../../../platform/jobs/index.js';
import { expireHolds } from './online.service.js';

/** Every minute: online holds past their 15 minutes become expired and their seats free. */
export const expireHoldsJob = defineJob({
  queue: 'sales.expireHolds',
  payload: z.object({}),
  maxAttempts: 3,
  run: async ({ tx }) => {
    await expireHolds(tx);
  },
});
