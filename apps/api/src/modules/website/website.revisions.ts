import { sql } from 'drizzle-orm';
import type { WebsiteContent, WebsitePageStatus } from '@cinema/contracts';
import type { Db } from '../../db/client.js';
import { websitePageRevisions, type websitePages } from '../../db/schema/index.js';
import { titleOf } from './website.content.js';

// A page's status and its revisions (docs/website.md, "the API"), shared by the service and the 公開予約 job.

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Row = typeof websitePages.$inferSelect;
export type RevisionAction = 'save' | 'publish' | 'unpublish' | 'restore';
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** What the status is once the draft is what it is (a 公開予約 stays until it is carried out or withdrawn). */
export function statusOf(row: Pick<Row, 'draft' | 'published' | 'publishAt' | 'publishedAt'>): WebsitePageStatus {
  if (row.publishAt) return 'scheduled';
  if (!row.published) return row.publishedAt ? 'unpublished' : 'draft';
  return same(row.draft, row.published) ? 'published' : 'changed';
}

export async function addRevision(
  tx: Tx,
  pageId: number,
  action: RevisionAction,
  content: WebsiteContent,
  by: string | null,
) {
  await tx.insert(websitePageRevisions).values({
    pageId,
    no: sql`(select coalesce(max(no), 0) + 1 from website_page_revisions where page_id = ${pageId})`,
    action,
    title: titleOf(content),
    content,
    byName: by,
  });
}
