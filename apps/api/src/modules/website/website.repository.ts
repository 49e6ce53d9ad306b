import { and, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import {
  websitePublicPath,
  type WebsitePage,
  type WebsitePageListItem,
  type WebsitePageListQuery,
  type WebsiteRevision,
  type WebsiteSingleKind,
} from '@cinema/contracts';
import type { Db } from '../../db/client.js';
import { websitePageRevisions, websitePages } from '../../db/schema/index.js';
import { listAnswer } from '../../platform/list.js';
import { titleOf } from './website.content.js';

// Reads of 劇場サイト's pages (docs/website.md, "the API"), always within one cinema.

type Row = typeof websitePages.$inferSelect;
const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function pageOf(row: Row): WebsitePage {
  const shown = row.published ?? row.draft;
  return {
    id: row.id,
    cinemaId: row.cinemaId,
    kind: row.kind,
    status: row.status,
    draft: row.draft,
    published: row.published ?? null,
    publishAt: iso(row.publishAt),
    publishedAt: iso(row.publishedAt),
    publicPath: websitePublicPath(row.kind, row.id, shown),
    updatedAt: row.updatedAt.toISOString(),
    updatedByName: row.updatedByName,
    version: row.version,
  };
}

function listItemOf(row: Row): WebsitePageListItem {
  const c = row.draft;
  return {
    id: row.id,
    kind: row.kind,
    title: titleOf(c),
    status: row.status,
    category: typeof c.category === 'string' ? c.category : null,
    pinned: c.pinned === true,
    path: row.path,
    publishAt: iso(row.publishAt),
    publishedAt: iso(row.publishedAt),
    publicPath: websitePublicPath(row.kind, row.id, row.published ?? c),
    updatedAt: row.updatedAt.toISOString(),
    updatedByName: row.updatedByName,
  };
}

export async function findPage(db: Db, cinemaId: number, id: number) {
  const [row] = await db
    .select()
    .from(websitePages)
    .where(and(eq(websitePages.id, id), eq(websitePages.cinemaId, cinemaId)));
  return row ?? null;
}

export async function findSingle(db: Db, cinemaId: number, kind: WebsiteSingleKind) {
  const [row] = await db
    .select()
    .from(websitePages)
    .where(and(eq(websitePages.cinemaId, cinemaId), eq(websitePages.kind, kind)));
  return row ?? null;
}

export async function listPages(db: Db, cinemaId: number, q: WebsitePageListQuery) {
  const word = q.keyword?.trim();
  const where: SQL | undefined = and(
    eq(websitePages.cinemaId, cinemaId),
    eq(websitePages.kind, q.kind),
    q.status ? eq(websitePages.status, q.status) : undefined,
    word
      ? or(ilike(sql`${websitePages.draft}->>'title'`, `%${word}%`), ilike(websitePages.path, `%${word}%`))
      : undefined,
  );
  // お知らせ: pinned first, then the newest; the others in the order they were made.
  const order =
    q.kind === 'news'
      ? [desc(sql`coalesce((${websitePages.draft}->>'pinned')::boolean, false)`), desc(websitePages.createdAt)]
      : [websitePages.createdAt];
  const [total] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(websitePages)
    .where(where);
  const rows = await db
    .select()
    .from(websitePages)
    .where(where)
    .orderBy(...order, desc(websitePages.id))
    .limit(q.pageSize)
    .offset(q.page * q.pageSize);
  return listAnswer(rows.map(listItemOf), total?.n ?? 0, q);
}

export async function revisionsOf(db: Db, pageId: number): Promise<WebsiteRevision[]> {
  const rows = await db
    .select()
    .from(websitePageRevisions)
    .where(eq(websitePageRevisions.pageId, pageId))
    .orderBy(desc(websitePageRevisions.no));
  return rows.map((r) => ({
    no: r.no,
    action: r.action,
    title: r.title,
    content: r.content,
    at: r.at.toISOString(),
    byName: r.byName,
  }));
}
