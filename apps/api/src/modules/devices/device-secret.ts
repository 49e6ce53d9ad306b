import { createHash, randomInt } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { DeviceType } from '@cinema/contracts';
import type { Db } from '../../db/client.js';
import { devices } from '../../db/schema/index.js';

// A registration key (登録キー) is typed into a device by hand or read from its QR code: 30
// characters from an alphabet without look-alikes (no O/0, I/l/1), about 148 bits, in groups of
// five. Nobody guesses it, so a plain SHA-256 is a safe and fast way to store it, and the device
// API can find a device by it.
export const KEY_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const GROUPS = 6;
const GROUP_LENGTH = 5;

export const newDeviceSecret = () =>
  Array.from({ length: GROUPS }, () =>
    Array.from({ length: GROUP_LENGTH }, () => KEY_ALPHABET[randomInt(KEY_ALPHABET.length)]).join(''),
  ).join('-');

/** A key as typed: case, hyphens and spaces do not matter. */
export const normalizeDeviceKey = (key: string) => key.toUpperCase().replace(/[\s-]/g, '');
export const hashDeviceSecret = (secret: string) =>
  createHash('sha256').update(normalizeDeviceKey(secret)).digest('hex');
// Keys issued before the alphabet (base64url, case-sensitive) were stored as they were.
const hashAsIssuedBefore = (secret: string) => createHash('sha256').update(secret).digest('hex');

export interface VerifiedDevice {
  id: number;
  brandId: number;
  cinemaId: number;
  code: string;
  name: string;
  type: DeviceType;
  /** When the current key was issued: a device token names it, so rotating the key ends the token. */
  secretIssuedAt: Date;
}

/**
 * The device a (code, secret) pair belongs to, or null. Only the current secret of an active
 * device verifies: a rotated secret or a device switched to 無効 stops working at once.
 * Codes are unique per cinema only; the secret itself tells devices of the same code apart.
 */
export async function verifyDeviceSecret(db: Db, code: string, secret: string): Promise<VerifiedDevice | null> {
  if (!code || !secret || secret.length > 200) return null;
  const [row] = await db
    .select({
      id: devices.id,
      brandId: devices.brandId,
      cinemaId: devices.cinemaId,
      code: devices.code,
      name: devices.name,
      type: devices.type,
      secretIssuedAt: devices.secretIssuedAt,
    })
    .from(devices)
    .where(
      and(
        eq(devices.code, code),
        inArray(devices.secretHash, [hashDeviceSecret(secret), hashAsIssuedBefore(secret)]),
        eq(devices.status, 'active'),
      ),
    );
  return row ?? null;
}
