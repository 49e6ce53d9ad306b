import type { ImageRef } from '@cinema/contracts';
import type { Db } from '../../db/client.js';
import { registerImageUrl } from '../files/index.js';
import { resolveImageRefs } from '../files/index.js';
import { fail } from '@cinema/contracts';

export { imageNotFound } from '../files/index.js';

interface FilmImages {
  coverImage: ImageRef | null;
  stillImages: ImageRef[];
}

/**
 * The film's poster and stills as stored: uploaded files of the brand, or external http(s) links,
 * which the save registers so the image proxy will fetch them.
 */
export async function resolveFilmImages(
  db: Db,
  brandId: number,
  body: FilmImages,
): Promise<FilmImages & { external: string[] }> {
  const cover = body.coverImage ? [{ field: 'coverImage', ref: body.coverImage }] : [];
  const stills = body.stillImages.map((ref, i) => ({ field: `stillImages.${i}`, ref }));
  const { images, external } = await resolveImageRefs(db, brandId, [...cover, ...stills], 'allow');
  return {
    coverImage: cover.length ? (images[0] ?? fail('the cover was resolved')) : null,
    stillImages: images.slice(cover.length),
    external,
  };
}

/** Records the external links of a save, inside its transaction. */
export async function registerFilmImageLinks(db: Db, brandId: number, urls: string[]) {
  for (const url of new Set(urls)) await registerImageUrl(db, url, brandId);
}
