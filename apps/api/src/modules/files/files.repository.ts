import { eq } from 'drizzle-orm';
import { fileUrl, type UploadedFile } from '@cinema/contracts';
import type { Db } from '../../db/client.js';
import { files } from '../../db/schema/index.js';
import { tenantWhere, type Scope } from '../../platform/scope.js';
import { privatePurposes, signedFileUrl } from './private-files.js';

type Row = typeof files.$inferSelect;
export const toUploadedFile = (r: Row): UploadedFile => ({
  id: r.id,
  url: privatePurposes.includes(r.purpose) ? signedFileUrl(r.key) : fileUrl(r.key),
  name: r.originalName,
  contentType: r.contentType,
  size: r.size,
  width: r.width,
  height: r.height,
});

/** A file the scope may see: its brand's, or any for superAdmin; another brand's is not found. */
export async function findFile(db: Db, scope: Scope, id: number) {
  const [row] = await db
    .select()
    .from(files)
    .where(tenantWhere(scope, { brandId: files.brandId }, eq(files.id, id)));
  return row ?? null;
}
