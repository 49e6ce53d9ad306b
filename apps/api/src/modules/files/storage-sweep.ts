import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { files } from '../../db/schema/index.js';
import type { FileStorage } from '../../platform/storage/index.js';

/** Files younger than this are left alone: an upload stores its bytes a moment before its row. */
export const ORPHAN_MIN_AGE_MS = 60 * 60 * 1000;
const BATCH = 500;

/**
 * The start-up sweep of the file store: half-written temporary files, and stored files without a
 * row in `files` (a crash between storing and recording, a row deleted with its brand), once they
 * are an hour old. Answers what it removed.
 */
export async function sweepStorage(db: Db, storage: FileStorage, now = new Date()) {
  const before = new Date(now.getTime() - ORPHAN_MIN_AGE_MS);
  const temporary = await storage.removeTemporary(before);
  let orphans = 0;
  let batch: string[] = [];
  const flush = async () => {
    const known = new Set(
      (await db.select({ key: files.key }).from(files).where(inArray(files.key, batch))).map((r) => r.key),
    );
    for (const key of batch)
      if (!known.has(key)) {
        await storage.delete(key);
        orphans++;
      }
    batch = [];
  };
  for await (const { key, modifiedAt } of storage.list()) {
    if (modifiedAt >= before) continue;
    batch.push(key);
    if (batch.length >= BATCH) await flush();
  }
  if (batch.length) await flush();
  return { temporary, orphans };
}
