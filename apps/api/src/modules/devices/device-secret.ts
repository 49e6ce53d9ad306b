import { createHash, randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { DeviceType } from '@cinema/contracts';
import type { Db } from '../../db/client.js';
import { devices } from '../../db/schema/index.js';

// A registration secret is 24 random bytes (192 bits) in base64url: nobody guesses it, so a
// plain SHA-256 is a safe and fast way to store it, and the device API can find a device by it.
export const newDeviceSecret = () => randomBytes(24).toString('base64url');
export const hashDeviceSecret = (secret: string) => createHash('sha256').update(secret).digest('hex');

export interface VerifiedDevice {
  id: number;
  brandId: number;
  cinemaId: number;
  code: string;
  name: string;
  type: DeviceType;
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
    })
    .from(devices)
    .where(and(eq(devices.code, code), eq(devices.secretHash, hashDeviceSecret(secret)), eq(devices.status, 'active')));
  return row ?? null;
}
