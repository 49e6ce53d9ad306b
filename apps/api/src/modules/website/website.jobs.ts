import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { websitePages } from '../../db/schema/index.js';
import { audit } from '../../platform/audit.js';
import { systemActor } from '../../platform/actor.js';
import { defineJob } from '../../platform/jobs/index.js';
import { titleOf } from './website.content.js';
import { addRevision, statusOf } from './website.revisions.js';

// 公開予約 (docs/website.md, "the API"): enqueued by 公開 with a date-time, to run then. It publishes the draft as it
// is at that moment, unless the booking was withdrawn or moved (the page's publishAt no longer says this time).
// The public site's cache keeps a page at most 5 s, so every process shows it within seconds.

export const websitePublishDueJob = defineJob({
  queue: 'website-publish-due',
  payload: z.object({ pageId: z.number().int(), at: z.string() }),
  run: async ({ tx, payload }) => {
    const [row] = await tx.select().from(websitePages).where(eq(websitePages.id, payload.pageId)).for('update');
    if (!row?.publishAt || row.publishAt.toISOString() !== payload.at) return;
    const actor = systemActor('website-publish-due', {
      kind: 'cinemas',
      brandId: row.brandId,
      cinemaIds: [row.cinemaId],
    });
    const next = { draft: row.draft, published: row.draft, publishAt: null, publishedAt: new Date() };
    await tx
      .update(websitePages)
      .set({ ...next, status: statusOf(next), version: row.version + 1, updatedAt: new Date() })
      .where(and(eq(websitePages.id, row.id), eq(websitePages.version, row.version)));
    await addRevision(tx, row.id, 'publish', row.draft, row.updatedByName);
    await audit(tx, actor, {
      action: 'publish',
      entity: 'websitePage',
      entityId: row.id,
      brandId: row.brandId,
      cinemaId: row.cinemaId,
      summary: `「${titleOf(row.draft)}」を予約どおり公開`,
    });
  },
});
