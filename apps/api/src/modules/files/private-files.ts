import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { fileUrl, type UploadPurpose } from '@cinema/contracts';
import type { Db } from '../../db/client.js';
import { brands, files, globalSettings } from '../../db/schema/index.js';

// A brand's 社印 (company stamp) is private: it certifies documents, so it is not served to anyone
// who has its URL. Its file answers only a signed URL, valid for a short while; the URL is handed
// out only in answers its brand's signed-in users (and superAdmin) may read (the brand, the upload).
// <img> tags need no token that way. Posters and logos stay public.

/** Purposes whose files are private from the upload on. */
export const privatePurposes: readonly UploadPurpose[] = ['brandStamp'];

const TTL_SECONDS = 30 * 60;
// Expiry rounded up to this step, so a URL stays the same for a while and the browser may cache it.
const STEP_SECONDS = 15 * 60;

let signingKey: Buffer | null = null;

/** Reads (or makes, once, for every process) the signing key; called when the app is built. */
export async function loadFileUrlKey(db: Db) {
  const fresh = randomBytes(32).toString('hex');
  await db
    .update(globalSettings)
    .set({ fileUrlKey: fresh })
    .where(and(eq(globalSettings.id, 1), isNull(globalSettings.fileUrlKey)));
  const [row] = await db
    .select({ key: globalSettings.fileUrlKey })
    .from(globalSettings)
    .where(eq(globalSettings.id, 1));
  // No settings row (an empty database in a unit test): a key for this process only.
  signingKey = Buffer.from(row?.key ?? fresh, 'hex');
}

const keyOrFail = () => {
  if (!signingKey) throw new Error('file URL key not loaded (loadFileUrlKey)');
  return signingKey;
};
/**
 * A key for another purpose (device tokens), derived from the same secret so a database holds
 * one key: knowing one derived key tells nothing of the file URL key or another purpose's.
 */
export const derivedKey = (purpose: string) => createHmac('sha256', keyOrFail()).update(`purpose:${purpose}`).digest();

const signatureOf = (key: string, exp: number) =>
  createHmac('sha256', keyOrFail()).update(`${key}\n${exp}`).digest('base64url');

/** The file's URL with an expiry and a signature. */
export function signedFileUrl(key: string, now = Date.now()) {
  const exp = Math.ceil((now / 1000 + TTL_SECONDS) / STEP_SECONDS) * STEP_SECONDS;
  return `${fileUrl(key)}?exp=${exp}&sig=${signatureOf(key, exp)}`;
}

/** Whether a signature is the server's for this key and has not run out. */
export function validSignature(key: string, exp: number | undefined, sig: string | undefined, now = Date.now()) {
  if (exp == null || !sig || exp * 1000 < now) return false;
  const expected = Buffer.from(signatureOf(key, exp));
  const given = Buffer.from(sig);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** Whether a stored file is private: uploaded as a 社印, or in use as some brand's 社印. */
export async function isPrivateFile(db: Db, key: string) {
  const [row] = await db
    .select({ id: files.id })
    .from(files)
    .where(
      and(
        eq(files.key, key),
        or(
          inArray(files.purpose, [...privatePurposes]),
          sql`exists (select 1 from ${brands} where (${brands.stampImage}->>'fileId')::int = ${files.id})`,
        ),
      ),
    );
  return !!row;
}

/** A brand's 社印 as its readers receive it: with a signed URL. */
export const signedStamp = <R extends { fileId: number; url: string } | null>(ref: R): R =>
  ref && ref.url.startsWith(fileUrl('')) ? { ...ref, url: signedFileUrl(ref.url.slice(fileUrl('').length)) } : ref;
