import path from 'node:path';
import { MAX_IMAGE_PIXELS, ja, type UploadPurpose, type UploadedFile } from '@cinema/contracts';
import type { Db } from '../../db/client.js';
import { files } from '../../db/schema/index.js';
import type { Actor } from '../../platform/actor.js';
import { audit } from '../../platform/audit.js';
import { AppError, invalidField } from '../../platform/errors.js';
import { ImageRefused, newFileKey, reencodeImage, sniffImage, type FileStorage } from '../../platform/storage/index.js';
import { toUploadedFile } from './files.repository.js';

export interface NewFile {
  brandId: number | null;
  createdBy: number | null;
  name: string;
  bytes: Buffer;
  purpose: UploadPurpose;
}

export const fileTypeRefused = () => invalidField('file', ja.fileTypeNotAllowed);

/** A display name without folders or control characters, kept to 200 characters. */
export function cleanFileName(name: string | undefined) {
  const printable = [...(name ?? '')].filter((ch) => ch.charCodeAt(0) >= 0x20 && ch.charCodeAt(0) !== 0x7f).join('');
  const base = path.basename(printable.replaceAll('\\', '/')).trim();
  return base.slice(-200) || 'image';
}

/**
 * Whether the size the header declares is one the console will decode (a PNG may claim 4 billion
 * pixels in a few bytes): 40 megapixels at most, and neither side 0.
 */
export const withinPixelBound = ({ width, height }: { width: number | null; height: number | null }) =>
  width === null || height === null || (width > 0 && height > 0 && width * height <= MAX_IMAGE_PIXELS);

/**
 * Stores an image and records it: the type comes from the bytes, the key is new and random.
 * Also what demo seeds call to store posters (no actor, so no audit row).
 */
export async function storeFile(db: Db, storage: FileStorage, file: NewFile, actor?: Actor): Promise<UploadedFile> {
  const sniffed = sniffImage(file.bytes);
  if (!sniffed) throw fileTypeRefused();
  // A side of 0 is a broken image, not a large one: each answered with its own reason.
  if (sniffed.width === 0 || sniffed.height === 0) throw invalidField('file', ja.imageUnreadable);
  if (!withinPixelBound(sniffed)) throw invalidField('file', ja.imageTooManyPixels);
  // Never stored as sent: decoded and encoded again, without metadata or anything appended.
  const image = await reencodeImage(file.bytes, sniffed).catch((err: unknown) => {
    if (!(err instanceof ImageRefused)) throw err;
    const message = err.reason === 'tooManyPixels' ? ja.imageTooManyPixels : ja.imageUnreadable;
    throw invalidField('file', message);
  });
  const key = newFileKey(sniffed.ext);
  await storage.put(key, image.bytes, sniffed.contentType);
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(files)
        .values({
          brandId: file.brandId,
          key,
          originalName: cleanFileName(file.name),
          contentType: sniffed.contentType,
          size: image.bytes.length,
          width: image.width,
          height: image.height,
          purpose: file.purpose,
          createdBy: file.createdBy,
        })
        .returning();
      if (actor) {
        await audit(tx, actor, {
          action: 'create',
          entity: 'file',
          entityId: row!.id,
          brandId: file.brandId,
          summary: row!.originalName,
          detail: { purpose: file.purpose, size: row!.size, contentType: row!.contentType },
        });
      }
      return toUploadedFile(row!);
    });
  } catch (err) {
    // No row, no file: the stored bytes would be unreachable.
    await storage.delete(key).catch(() => {});
    throw err;
  }
}

export const tooLarge = (mb: number) => new AppError('payload_too_large', ja.fileTooLarge(mb));
