import { randomUUID } from 'node:crypto';

export interface StoredObject {
  bytes: Buffer;
  contentType: string;
}

/**
 * Where uploaded files live. Keys are made by the server (newFileKey), never taken from a user.
 *
 * An S3-compatible store (AWS S3, MinIO, Cloudflare R2, Wasabi) plugs in as one more class:
 * put = PutObject with ContentType, get = GetObject (NoSuchKey answers null), delete =
 * DeleteObject, with bucket, endpoint and credentials read in config/env.ts. server.ts then
 * chooses it instead of LocalFileStorage; nothing else changes, because files are always served
 * through GET /api/system/file/<key> (public, cacheable) rather than by bucket URLs.
 */
export interface FileStorage {
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  get(key: string): Promise<StoredObject | null>;
  delete(key: string): Promise<void>;
  /** Every stored key with its last change, for the start-up sweep of orphans (ListObjectsV2 on S3). */
  list(): AsyncIterable<{ key: string; modifiedAt: Date }>;
  /** Removes half-written temporary files older than `before` (a crash mid-write); answers how many. */
  removeTemporary(before: Date): Promise<number>;
}

// Segments of letters, digits, '_' and '-', the last with one optional extension: no '..',
// no absolute paths, no backslashes, nothing a file system or bucket could read differently.
const keyPattern = /^(?:[A-Za-z0-9_-]+\/){0,7}[A-Za-z0-9_-]+(?:\.[a-z0-9]{1,8})?$/;

export const isSafeKey = (key: string) => key.length <= 200 && keyPattern.test(key);

export function assertSafeKey(key: string) {
  if (!isSafeKey(key)) throw new Error(`unsafe storage key: ${JSON.stringify(key)}`);
}

/** A new random key such as 2026/11/<uuid>.png; the month folders keep directories small. */
export function newFileKey(ext: string, now = new Date()) {
  const month = String(now.getUTCMonth() + 1).padStart(2, '0');
  return `${now.getUTCFullYear()}/${month}/${randomUUID()}.${ext}`;
}

const typesByExt: Record<string, string> = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };
export const contentTypeOfKey = (key: string) =>
  typesByExt[key.slice(key.lastIndexOf('.') + 1)] ?? 'application/octet-stream';
