import { and, eq } from 'drizzle-orm';
import { websiteCollectionKind, type WebsitePageKind } from '@cinema/contracts';
import type { Db } from '../../db/client.js';
import { afterCommit } from '../../platform/events.js';
import { brands, cinemas, websitePages } from '../../db/schema/index.js';

// Rows for the public site's tests, written straight into website_pages (as if published), bypassing the API; each
// write tells 'website.published' as the API's publish does, unless a test plays another process (`tell: false`).

export async function cinemaOf(db: Db, brandCode: string, cinemaCode: string) {
  const [row] = await db
    .select({ id: cinemas.id, brandId: cinemas.brandId, email: cinemas.email })
    .from(cinemas)
    .innerJoin(brands, eq(brands.id, cinemas.brandId))
    .where(and(eq(brands.code, brandCode), eq(cinemas.code, cinemaCode)));
  if (!row) throw new Error(`no cinema ${brandCode}/${cinemaCode}`);
  return row;
}

/** A page with this published content (null: never published) and draft (default: the same); replaces a single. */
export async function putPage(
  db: Db,
  cinema: { id: number; brandId: number },
  kind: WebsitePageKind,
  published: Record<string, unknown> | null,
  draft: Record<string, unknown> | null = published,
) {
  if (!(websiteCollectionKind.values as readonly string[]).includes(kind))
    await db.delete(websitePages).where(and(eq(websitePages.cinemaId, cinema.id), eq(websitePages.kind, kind)));
  const [row] = await db
    .insert(websitePages)
    .values({
      brandId: cinema.brandId,
      cinemaId: cinema.id,
      kind,
      status: published ? 'published' : 'draft',
      draft: draft ?? {},
      published,
      path: kind === 'custom' ? String((draft ?? published ?? {}).path) : null,
      publishedAt: published ? new Date() : null,
    })
    .returning({ id: websitePages.id });
  if (!row) throw new Error('no page');
  afterCommit(db, 'website.published', { cinemaId: cinema.id });
  return row.id;
}

/** Takes every page of a cinema down (as if never published), so a test starts from defaults. */
export async function clearPages(db: Db, cinemaId: number) {
  await db.delete(websitePages).where(eq(websitePages.cinemaId, cinemaId));
  afterCommit(db, 'website.published', { cinemaId });
}

export async function setPublished(db: Db, id: number, published: Record<string, unknown> | null, tell = true) {
  const [row] = await db
    .update(websitePages)
    .set({ published })
    .where(eq(websitePages.id, id))
    .returning({ cinemaId: websitePages.cinemaId });
  if (tell && row) afterCommit(db, 'website.published', { cinemaId: row.cinemaId });
}
