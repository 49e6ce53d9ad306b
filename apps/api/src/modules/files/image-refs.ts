import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import { fileUrl, type ImageRef } from '@cinema/contracts';
import type { Db } from '../../db/client.js';
import { files } from '../../db/schema/index.js';
import { invalidField } from '../../platform/errors.js';
import { normalizeImageUrl } from './image-links.js';

export const imageNotFound = '画像が見つかりません。もう一度アップロードしてください';
const filePathPrefix = fileUrl('');

/** One image field of a save: its name for the error, and what the form sent. */
export interface ImageField {
  field: string;
  ref: ImageRef;
}

/**
 * Images as stored: an uploaded file of the brand (or of the platform), by id or by its
 * /api/system/file/ path, with the file's own URL. Where `links` allows, an external http(s) link
 * is kept as it is and listed in `external`, for the save to register with the image proxy.
 * Anything else answers 400 on its field. `brandId` null: a brand not created yet.
 */
export async function resolveImageRefs(
  db: Db,
  brandId: number | null,
  fields: ImageField[],
  links: 'allow' | 'refuse',
) {
  const ids = fields.flatMap(({ ref }) => (ref.fileId != null ? [ref.fileId] : []));
  const keys = fields.flatMap(({ ref }) =>
    ref.fileId == null && ref.url.startsWith(filePathPrefix) ? [ref.url.slice(filePathPrefix.length)] : [],
  );
  const ownBrand = brandId == null ? isNull(files.brandId) : or(eq(files.brandId, brandId), isNull(files.brandId));
  const known =
    ids.length || keys.length
      ? await db
          .select({ id: files.id, key: files.key })
          .from(files)
          .where(
            and(
              ownBrand,
              or(ids.length ? inArray(files.id, ids) : undefined, keys.length ? inArray(files.key, keys) : undefined),
            ),
          )
      : [];
  const external: string[] = [];
  const images = fields.map(({ field, ref }): ImageRef => {
    const file =
      ref.fileId != null ? known.find((f) => f.id === ref.fileId) : known.find((f) => fileUrl(f.key) === ref.url);
    if (file) return { fileId: file.id, url: fileUrl(file.key) };
    const link = ref.fileId == null && links === 'allow' ? normalizeImageUrl(ref.url) : null;
    if (!link) throw invalidField(field, imageNotFound);
    external.push(link);
    return { fileId: null, url: link };
  });
  return { images, external };
}
