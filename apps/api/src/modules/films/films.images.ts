import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import { fileUrl, type ImageRef } from '@cinema/contracts';
import type { Db } from '../../db/client.js';
import { files } from '../../db/schema/index.js';
import { invalidField } from '../../platform/errors.js';
import { normalizeImageUrl, registerImageUrl } from '../files/image-links.js';

export const imageNotFound = '画像が見つかりません。もう一度アップロードしてください';
const filePathPrefix = fileUrl('');

interface FilmImages {
  coverImage: ImageRef | null;
  stillImages: ImageRef[];
}

/**
 * The film's images as stored: an uploaded file (by id, or by its /api/system/file/ path) of the
 * brand, with the file's own URL; or an external http(s) link, which the save registers so the
 * image proxy will fetch it. Anything else answers 400 on the field.
 */
export async function resolveFilmImages(db: Db, brandId: number, body: FilmImages): Promise<FilmImages & { external: string[] }> {
  const refs = [...(body.coverImage ? [body.coverImage] : []), ...body.stillImages];
  const ids = refs.flatMap((r) => (r.fileId != null ? [r.fileId] : []));
  const keys = refs.flatMap((r) => (r.fileId == null && r.url.startsWith(filePathPrefix) ? [r.url.slice(filePathPrefix.length)] : []));
  const ownBrand = or(eq(files.brandId, brandId), isNull(files.brandId));
  const known =
    ids.length || keys.length
      ? await db
          .select({ id: files.id, key: files.key })
          .from(files)
          .where(and(ownBrand, or(ids.length ? inArray(files.id, ids) : undefined, keys.length ? inArray(files.key, keys) : undefined)))
      : [];
  const external: string[] = [];
  const resolve = (ref: ImageRef, field: string): ImageRef => {
    const file = ref.fileId != null ? known.find((f) => f.id === ref.fileId) : known.find((f) => fileUrl(f.key) === ref.url);
    if (file) return { fileId: file.id, url: fileUrl(file.key) };
    const link = ref.fileId == null ? normalizeImageUrl(ref.url) : null;
    if (!link) throw invalidField(field, imageNotFound);
    external.push(link);
    return { fileId: null, url: link };
  };
  return {
    coverImage: body.coverImage ? resolve(body.coverImage, 'coverImage') : null,
    stillImages: body.stillImages.map((ref, i) => resolve(ref, `stillImages.${i}`)),
    external,
  };
}

/** Records the external links of a save, inside its transaction. */
export async function registerFilmImageLinks(db: Db, brandId: number, urls: string[]) {
  for (const url of new Set(urls)) await registerImageUrl(db, url, brandId);
}
