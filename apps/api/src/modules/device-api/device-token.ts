import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { DevicePrincipal } from '../../platform/device-principal.js';
import { brands, cinemas, devices } from '../../db/schema/index.js';
import { derivedKey } from '../files/index.js';

// A device token is stateless: `dv1.<device id>.<secret issued at, ms>.<expiry, s>.<HMAC>`. It
// names the registration key it was exchanged for (by its issue time), so rotating the key or
// switching the device to 無効 ends every token at once: each call re-reads the device row by its
// primary key, which costs less than a token table would and keeps nothing to clean up.

export const DEVICE_TOKEN_TTL_SECONDS = 12 * 60 * 60;
const PREFIX = 'dv1';

const sign = (payload: string) => createHmac('sha256', derivedKey('device-token')).update(payload).digest('base64url');

export function issueDeviceToken(deviceId: number, secretIssuedAt: Date, now = Date.now()) {
  const exp = Math.floor(now / 1000) + DEVICE_TOKEN_TTL_SECONDS;
  const payload = `${PREFIX}.${deviceId}.${secretIssuedAt.getTime()}.${exp}`;
  return { token: `${payload}.${sign(payload)}`, expiresAt: new Date(exp * 1000).toISOString() };
}

/** The fields of a well-formed, correctly signed and unexpired token, or null. */
export function readDeviceToken(token: string, now = Date.now()) {
  const parts = token.split('.');
  if (parts.length !== 5 || parts[0] !== PREFIX || token.length > 200) return null;
  const [, id, issued, exp, signature] = parts as [string, string, string, string, string];
  if (![id, issued, exp].every((p) => /^[0-9]{1,15}$/.test(p))) return null;
  const expected = Buffer.from(sign(parts.slice(0, 4).join('.')));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  if (Number(exp) * 1000 <= now) return null;
  return { deviceId: Number(id), secretIssuedAt: Number(issued) };
}

/** The device a token belongs to, while its key is current and the device is 有効; else null. */
export async function verifyDeviceToken(db: Db, token: string, now = Date.now()): Promise<DevicePrincipal | null> {
  const read = readDeviceToken(token, now);
  if (!read || read.deviceId > 2_147_483_647) return null;
  const [row] = await db
    .select({
      id: devices.id,
      brandId: devices.brandId,
      cinemaId: devices.cinemaId,
      code: devices.code,
      name: devices.name,
      type: devices.type,
      secretIssuedAt: devices.secretIssuedAt,
      lastSeenAt: devices.lastSeenAt,
      cutoffHour: cinemas.businessDayCutoffHour,
      roundingMode: brands.fractionRounding,
      issuerName: brands.companyName,
      registrationNo: brands.invoiceNumber,
    })
    .from(devices)
    .innerJoin(cinemas, eq(cinemas.id, devices.cinemaId))
    .innerJoin(brands, eq(brands.id, devices.brandId))
    .where(and(eq(devices.id, read.deviceId), eq(devices.status, 'active')));
  if (!row || row.secretIssuedAt.getTime() !== read.secretIssuedAt) return null;
  const { secretIssuedAt: _issued, lastSeenAt, ...device } = row;
  if (!lastSeenAt || now - lastSeenAt.getTime() >= SEEN_EVERY_MS) await markSeen(db, device.id, now);
  return device;
}

/** 最終通信 is written at most this often per device: a register calling every second costs no write per call. */
const SEEN_EVERY_MS = 30_000;

/** The device's 最終通信 (the 端末 list): set by every authenticated call and by the token exchange. */
export async function markSeen(db: Db, deviceId: number, now = Date.now()) {
  const at = new Date(now);
  // The condition keeps two processes from writing the same second twice and never moves the time back.
  await db
    .update(devices)
    .set({ lastSeenAt: at })
    .where(
      and(
        eq(devices.id, deviceId),
        or(isNull(devices.lastSeenAt), lt(devices.lastSeenAt, new Date(now - SEEN_EVERY_MS))),
      ),
    );
}
