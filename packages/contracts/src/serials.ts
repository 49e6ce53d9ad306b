import { z } from 'zod';
import { toAsciiText } from './normalize.js';
import { fail, one } from './invariant.js';

// Serial codes of coupons and paper tickets (クーポン・鑑賞券・招待券). Printed on cards and typed at
// the counter, so: no characters that read alike (0/O, 1/I/l; U is left out to make the alphabet 31
// long, a prime), unguessable (15 random characters: 74 bits from the platform's CSPRNG), and a
// check character so a mistyped code is refused before the database is asked.

export const SERIAL_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTVWXYZ';
const BASE = SERIAL_ALPHABET.length; // 31, prime: every weight below is invertible
export const SERIAL_RANDOM_LENGTH = 15;
export const SERIAL_LENGTH = SERIAL_RANDOM_LENGTH + 1;
export const SERIAL_GROUP = 4;

export const serialMessages = {
  required: '「シリアル番号」を入力してください',
  format: `「シリアル番号」は${SERIAL_LENGTH}文字の英数字（0・O・1・I・Uを除く）で入力してください`,
  check: 'シリアル番号に誤りがあります。入力し直してください',
  legacyFormat: `取り込むシリアル番号は${8}〜${32}文字の英数字で入力してください`,
  legacyLooksOurs: 'この形式のシリアル番号は当システムの発行番号と区別できないため取り込めません',
} as const;

const valueOf = (c: string) => SERIAL_ALPHABET.indexOf(c);

// Weighted sum mod 31 with distinct weights (data 2…16, check 1): a changed character changes the
// sum by weight × difference, never 0 mod a prime; swapping neighbours changes it by
// (a − b)(wᵢ − wᵢ₊₁), never 0 either. So every single typo and adjacent transposition is caught.
function checkCharOf(body: string): string {
  let sum = 0;
  for (const [i, ch] of [...body].entries()) sum += (i + 2) * valueOf(ch);
  return SERIAL_ALPHABET.charAt((BASE - (sum % BASE)) % BASE);
}

type RandomSource = (bytes: Uint8Array) => Uint8Array;
// Web Crypto, in Node 20 and every browser; contracts import nothing but zod, so it is typed here.
const webCrypto = (globalThis as unknown as { crypto: { getRandomValues(b: Uint8Array): Uint8Array } }).crypto;
const cryptoRandom: RandomSource = (bytes) => webCrypto.getRandomValues(bytes);

/**
 * `count` new serial codes (16 characters, no hyphens). Randomness is drawn 64 KiB at a time (the Web
 * Crypto limit per call), and rejection sampling keeps every character uniform.
 */
export function newSerialCodes(count: number, random: RandomSource = cryptoRandom): string[] {
  const limit = 256 - (256 % BASE); // 248
  const codes: string[] = [];
  let pool: Uint8Array = new Uint8Array(0);
  let at = 0;
  let body = '';
  while (codes.length < count) {
    if (at >= pool.length) {
      pool = random(new Uint8Array(Math.min(65_536, (count - codes.length) * 20 + 64)));
      at = 0;
    }
    const b = pool[at++] ?? fail('serial random pool exhausted');
    if (b >= limit) continue;
    body += SERIAL_ALPHABET[b % BASE];
    if (body.length === SERIAL_RANDOM_LENGTH) {
      codes.push(body + checkCharOf(body));
      body = '';
    }
  }
  return codes;
}

/** One new serial code. */
export const newSerialCode = (random: RandomSource = cryptoRandom): string =>
  one(newSerialCodes(1, random), 'serial code');

/** What a person typed or scanned, as stored: full width folded, upper case, no hyphens or spaces. */
export const normalizeSerial = (typed: string): string =>
  toAsciiText(typed)
    .toUpperCase()
    .replace(/[\s\-_ー・.]/g, '');

export type SerialParse = { ok: true; code: string } | { ok: false; reason: keyof typeof serialMessages };

/** Normalises and checks a typed code: its length, its alphabet and its check character. */
export function parseSerial(typed: string): SerialParse {
  const code = normalizeSerial(typed);
  if (!code) return { ok: false, reason: 'required' };
  if (code.length !== SERIAL_LENGTH || [...code].some((c) => valueOf(c) < 0)) return { ok: false, reason: 'format' };
  if (checkCharOf(code.slice(0, -1)) !== code.slice(-1)) return { ok: false, reason: 'check' };
  return { ok: true, code };
}

export const isValidSerial = (typed: string) => parseSerial(typed).ok;

/** For print and screen: XXXX-XXXX-XXXX-XXXX. */
export const formatSerial = (code: string): string =>
  (normalizeSerial(code).match(new RegExp(`.{1,${SERIAL_GROUP}}`, 'g')) ?? []).join('-');

/** A serial code field: accepts what a person types, answers the stored form or the Japanese reason. */
export const serialCodeField = z
  .string({ error: serialMessages.required })
  .max(100, serialMessages.format)
  .transform((v, ctx) => {
    const r = parseSerial(v);
    if (r.ok) return r.code;
    ctx.addIssue({ code: 'custom', message: serialMessages[r.reason] });
    return z.NEVER;
  });

// Serials a chain's old system printed (取込): any 8 to 32 letters and digits. They carry no check
// character of ours, so they are looked up as typed. A code of our own shape (16 characters of our
// alphabet) is always judged by our check character, so a typo in one of ours never reaches the
// database; an old code of that very shape cannot be told apart and is refused at import.
const LEGACY_SERIAL = /^[0-9A-Z]{8,32}$/;
const hasOurShape = (code: string) => code.length === SERIAL_LENGTH && [...code].every((c) => valueOf(c) >= 0);

/** A code from an old system, normalised for storage, or the Japanese reason it cannot be imported. */
export function parseLegacySerial(typed: string): SerialParse {
  const code = normalizeSerial(typed);
  if (!code) return { ok: false, reason: 'required' };
  if (!LEGACY_SERIAL.test(code)) return { ok: false, reason: 'legacyFormat' };
  if (hasOurShape(code)) return { ok: false, reason: 'legacyLooksOurs' };
  return { ok: true, code };
}

/** What staff type to check or use a serial: one of ours (check character verified) or an imported one. */
export const serialLookupField = z
  .string({ error: serialMessages.required })
  .max(100, serialMessages.format)
  .transform((v, ctx) => {
    const ours = parseSerial(v);
    if (ours.ok) return ours.code;
    const code = normalizeSerial(v);
    if (ours.reason !== 'check' && LEGACY_SERIAL.test(code)) return code;
    ctx.addIssue({ code: 'custom', message: serialMessages[ours.reason] });
    return z.NEVER;
  });
