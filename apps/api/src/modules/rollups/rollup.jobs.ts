import { z } from 'zod';
import { addDays, dateField, tokyoDateOf } from '@cinema/contracts';
import { cinemas } from '../../db/schema/index.js';
import { defineJob } from '../../platform/jobs/index.js';
import { checkInvariants, notifyFailures } from './invariants.js';
import { crossTenantReferences } from './tenancy-check.js';
import { applyTransactions } from './rollup.service.js';

/**
 * Applies recorded documents to the rollups R1–R7 and R10, up to 200 at a time while sales pour in; a retry
 * or a second enqueue counts nothing twice.
 */
export const salesRollupJob = defineJob({
  queue: 'sales-rollup',
  payload: z.object({ transactionId: z.uuid() }),
  run: async ({ tx, payload }) => {
    await applyTransactions(tx, [payload.transactionId]);
  },
  batch: {
    size: 200,
    run: async ({ tx, payloads }) => {
      await applyTransactions(tx, [...new Set(payloads.map((p) => p.transactionId))]);
    },
  },
});

/** The invariants (docs/sales.md, "invariants") over a range of days (from yesterday to a month ahead when none is given). */
export const salesInvariantsJob = defineJob({
  queue: 'sales-invariants',
  payload: z.object({ from: dateField('開始日').optional(), to: dateField('終了日').optional() }),
  maxAttempts: 1,
  run: async ({ tx, payload }) => {
    const today = tokyoDateOf(Date.now());
    // Box office (R1, R2) is keyed by the screening's day: advance sales reach a month ahead.
    const range = { from: payload.from ?? addDays(today, -1), to: payload.to ?? addDays(today, 31) };
    // One cinema at a time, so each scan reads the facts through their (brand, cinema, day) indexes.
    for (const c of await tx.select({ id: cinemas.id, brandId: cinemas.brandId }).from(cinemas))
      await notifyFailures(tx, await checkInvariants(tx, { ...range, brandId: c.brandId, cinemaId: c.id }));
    // And no row refers to another tenant's (once over every table, not per cinema).
    await notifyFailures(tx, await crossTenantReferences(tx, today));
  },
});
