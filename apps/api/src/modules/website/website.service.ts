import { and, eq, sql } from 'drizzle-orm';
import {
  websiteCollectionKind,
  websiteMessages,
  websitePageKind,
  type WebsiteContent,
  type WebsitePage,
  type WebsitePageCreateBody,
  type WebsitePageKind,
  type WebsitePageUpdateBody,
  type WebsitePublishBody,
  type WebsiteRestoreBody,
} from '@cinema/contracts';
import type { Db } from '../../db/client.js';
import { websitePageRevisions, websitePages } from '../../db/schema/index.js';
import type { Actor } from '../../platform/actor.js';
import { audit } from '../../platform/audit.js';
import { cinemaFor } from '../../platform/cinema.js';
import { conflict, found, invalidField, notFound, staleVersion, uniqueGuard } from '../../platform/errors.js';
import { afterCommit } from '../../platform/events.js';
import { enqueue } from '../../platform/jobs/index.js';
import { checkedContent, titleOf } from './website.content.js';
import { pageOf } from './website.repository.js';
import { addRevision, statusOf, type RevisionAction as Action } from './website.revisions.js';
import { websitePublishDueJob } from './website.jobs.js';

// 劇場サイト's writes (docs/website.md, "the API"): each one transaction with its revision and audit row, the page's
// version checked (409 when someone saved it since). Saving changes only the draft; 公開 copies the draft to what the
// public site shows, now or at `publishAt` (a job carries it out); 非公開 takes the page off the site.

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Row = typeof websitePages.$inferSelect;

const isCollection = (kind: WebsitePageKind) => (websiteCollectionKind.values as readonly string[]).includes(kind);
const guard = uniqueGuard({
  website_pages_path_uq: ['path', websiteMessages.pathTaken],
  website_pages_single_uq: ['kind', websiteMessages.singleExists],
});

async function lockPage(tx: Tx, cinemaId: number, id: number, version: number) {
  const [row] = await tx
    .select()
    .from(websitePages)
    .where(and(eq(websitePages.id, id), eq(websitePages.cinemaId, cinemaId)))
    .for('update');
  if (!row) throw notFound();
  if (row.version !== version)
    throw staleVersion({ userName: row.updatedByName, savedAt: row.updatedAt.toISOString() });
  return row;
}

/** Writes the page's new state, its next revision and the audit row; answers the page. */
async function record(tx: Tx, actor: Actor, row: Row, next: Partial<Row>, action: Action, content: WebsiteContent) {
  const merged = { ...row, ...next };
  const [saved] = await tx
    .update(websitePages)
    .set({
      ...next,
      status: statusOf(merged),
      updatedByName: actor.real.displayName,
      updatedAt: new Date(),
      version: sql`${websitePages.version} + 1`,
    })
    .where(eq(websitePages.id, row.id))
    .returning();
  const page = found(saved);
  await addRevision(tx, page.id, action, content, actor.real.displayName);
  await audit(tx, actor, {
    action: action === 'save' ? 'update' : action,
    entity: 'websitePage',
    entityId: page.id,
    brandId: page.brandId,
    cinemaId: page.cinemaId,
    summary: `${websitePageKind.labels[page.kind]}「${titleOf(content)}」を${websiteRevisionText[action]}`,
  });
  return page;
}
const websiteRevisionText: Record<Action, string> = {
  save: '下書き保存',
  publish: '公開',
  unpublish: '非公開に',
  restore: '下書きに復元',
};

const published = (db: Db, cinemaId: number) => afterCommit(db, 'website.published', { cinemaId });

export async function createPage(db: Db, actor: Actor, b: WebsitePageCreateBody): Promise<WebsitePage> {
  const cinema = await cinemaFor(db, actor);
  const content = await checkedContent(db, cinema.brandId, b.kind, b.content);
  const page = await guard(() =>
    db.transaction(async (tx) => {
      const [row] = await tx
        .insert(websitePages)
        .values({
          brandId: cinema.brandId,
          cinemaId: cinema.id,
          kind: b.kind,
          draft: content,
          path: b.kind === 'custom' ? String(content.path) : null,
          updatedByName: actor.real.displayName,
        })
        .returning();
      const saved = found(row);
      await addRevision(tx, saved.id, 'save', content, actor.real.displayName);
      await audit(tx, actor, {
        action: 'create',
        entity: 'websitePage',
        entityId: saved.id,
        brandId: cinema.brandId,
        cinemaId: cinema.id,
        summary: `${websitePageKind.labels[b.kind]}「${titleOf(content)}」を作成`,
      });
      return saved;
    }),
  );
  return pageOf(page);
}

export async function updatePage(db: Db, actor: Actor, b: WebsitePageUpdateBody): Promise<WebsitePage> {
  const cinema = await cinemaFor(db, actor);
  const page = await guard(() =>
    db.transaction(async (tx) => {
      const row = await lockPage(tx, cinema.id, b.id, b.version);
      const content = await checkedContent(tx, cinema.brandId, row.kind, b.content);
      const path = row.kind === 'custom' ? String(content.path) : null;
      return record(tx, actor, row, { draft: content, path }, 'save', content);
    }),
  );
  return pageOf(page);
}

export async function publishPage(db: Db, actor: Actor, b: WebsitePublishBody): Promise<WebsitePage> {
  const cinema = await cinemaFor(db, actor);
  const at = b.publishAt ? new Date(b.publishAt) : null;
  if (at && at.getTime() <= Date.now()) throw invalidField('publishAt', websiteMessages.publishAtPast);
  const page = await db.transaction(async (tx) => {
    const row = await lockPage(tx, cinema.id, b.id, b.version);
    if (at) {
      await enqueue(tx, websitePublishDueJob, { pageId: row.id, at: at.toISOString() }, { runAt: at });
      return record(tx, actor, row, { publishAt: at }, 'save', row.draft);
    }
    return record(
      tx,
      actor,
      row,
      { published: row.draft, publishAt: null, publishedAt: new Date() },
      'publish',
      row.draft,
    );
  });
  if (!at) published(db, cinema.id);
  return pageOf(page);
}

export async function unpublishPage(db: Db, actor: Actor, b: { id: number; version: number }): Promise<WebsitePage> {
  const cinema = await cinemaFor(db, actor);
  const page = await db.transaction(async (tx) => {
    const row = await lockPage(tx, cinema.id, b.id, b.version);
    return record(tx, actor, row, { published: null, publishAt: null }, 'unpublish', row.draft);
  });
  published(db, cinema.id);
  return pageOf(page);
}

export async function restoreRevision(db: Db, actor: Actor, b: WebsiteRestoreBody): Promise<WebsitePage> {
  const cinema = await cinemaFor(db, actor);
  const page = await db.transaction(async (tx) => {
    const row = await lockPage(tx, cinema.id, b.id, b.version);
    const [rev] = await tx
      .select({ content: websitePageRevisions.content })
      .from(websitePageRevisions)
      .where(and(eq(websitePageRevisions.pageId, row.id), eq(websitePageRevisions.no, b.revisionNo)));
    if (!rev) throw invalidField('revisionNo', '指定された版が見つかりません');
    const content = rev.content as WebsiteContent;
    return record(
      tx,
      actor,
      row,
      { draft: content, path: row.kind === 'custom' ? String(content.path) : null },
      'restore',
      content,
    );
  });
  return pageOf(page);
}

export async function deletePage(db: Db, actor: Actor, id: number): Promise<null> {
  const cinema = await cinemaFor(db, actor);
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(websitePages)
      .where(and(eq(websitePages.id, id), eq(websitePages.cinemaId, cinema.id)))
      .for('update');
    if (!row) throw notFound();
    if (!isCollection(row.kind)) throw conflict(websiteMessages.notCollection);
    await tx.delete(websitePages).where(eq(websitePages.id, row.id));
    await audit(tx, actor, {
      action: 'delete',
      entity: 'websitePage',
      entityId: row.id,
      brandId: row.brandId,
      cinemaId: row.cinemaId,
      summary: `${websitePageKind.labels[row.kind]}「${titleOf(row.draft)}」を削除`,
    });
  });
  published(db, cinema.id);
  return null;
}
