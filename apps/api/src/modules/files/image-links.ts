import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { imageLinks } from '../../db/schema/index.js';

/** The one spelling of an image link (WHATWG URL), or null for anything but plain http(s) URLs. */
export function normalizeImageUrl(raw: string): string | null {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    return null;
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.username || url.password) return null;
  url.hash = '';
  return url.href.length <= 2048 ? url.href : null;
}

/**
 * Records an external image link so the image proxy may fetch it (call it wherever a record saves
 * an http image URL, inside the same transaction). Answers false for a URL that is not http(s).
 */
export async function registerImageUrl(db: Db, url: string, brandId: number | null): Promise<boolean> {
  const normalized = normalizeImageUrl(url);
  if (!normalized) return false;
  await db.insert(imageLinks).values({ url: normalized, brandId }).onConflictDoNothing();
  return true;
}

export async function registeredImageUrl(db: Db, url: string): Promise<string | null> {
  const normalized = normalizeImageUrl(url);
  if (!normalized) return null;
  const [row] = await db
    .select({ url: imageLinks.url })
    .from(imageLinks)
    .where(eq(imageLinks.url, normalized))
    .limit(1);
  return row?.url ?? null;
}
