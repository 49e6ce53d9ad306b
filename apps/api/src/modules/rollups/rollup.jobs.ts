import { z } from 'zod';
import { addDays, dateField, tokyoDateOf } from '@cinema/contracts';
import { defineJob } from '../../platform/jobs/index.js';
import { checkInvariants, notifyFailures } from './invariants.js';
import { applyTransaction } from './rollup.service.js';

/** Applies one recorded document to the rollups R1–R7; a retry or a second enqueue counts nothing twice. */
export const salesRollupJob = defineJob({
  queue: 'sales-rollup',
  payload: z.object({ transactionId: z.uuid() }),
  run: async ({ tx, payload }) => {
    await applyTransaction(tx, payload.transactionId);
  },
});

/** SALES.md §5's invariants over a range of days (yesterday and today when none is given). */
export const salesInvariantsJob = defineJob({
  queue: 'sales-invariants',
  payload: z.object({ from: dateField('開始日').optional(), to: dateField('終了日').optional() }),
  maxAttempts: 1,
  run: async ({ tx, payload }) => {
    const today = tokyoDateOf(Date.now());
    const failures = await checkInvariants(tx, { from: payload.from ?? addDays(today, -1), to: payload.to ?? today });
    await notifyFailures(tx, failures);
  },
});
