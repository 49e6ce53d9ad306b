import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ja } from '@cinema/contracts';
import { devices } from '../../db/schema/index.js';
import { cinemaIds } from '../../test/fixtures.js';
import { auth, createTestApp, type TestContext } from '../../test/helper.js';
import { newDevice } from '../devices/devices.fixtures.js';
import { readDeviceToken } from './device-token.js';
import { DEVICE_TOKEN_RATE_LIMIT } from './device-api.routes.js';

// The device API's door (docs/device-api.md): a registered device exchanges its code and key for a
// token, and every /api/device/* call after that is that device's, in its cinema, and no other's.
let t: TestContext;
let hq: string;
let ids: Record<string, number>;

const register = async (code: string, type: string, cinema = '0101') =>
  (
    await t.app.inject({
      method: 'POST',
      url: '/api/device/create',
      headers: auth(hq),
      payload: { ...newDevice(code, { type }), cinemaId: ids[cinema] },
    })
  ).json().data as { id: number; secret: string };
const exchange = (deviceCode: unknown, secret: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/device/token', payload: { deviceCode, secret } });
const tokenOf = async (code: string, secret: string) => (await exchange(code, secret)).json().data.token as string;
const methods = (token?: string) =>
  t.app.inject({ method: 'GET', url: '/api/device/payment-methods', headers: token ? auth(token) : {} });
/** What the cinema's payment settings say a channel accepts, in display order. */
const acceptedOn = async (cinema: string, channel: string) => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/payment/cinemaSettings?cinemaId=${ids[cinema]}`,
    headers: auth(hq),
  });
  const list = res.json().data.list as { code: string; active: boolean; channels: string[] }[];
  return list.filter((m) => m.active && m.channels.includes(channel)).map((m) => m.code);
};

beforeAll(async () => {
  t = await createTestApp();
  hq = await t.login('hq');
  ids = await cinemaIds(t);
});
afterAll(() => t.close());

describe('POST /api/device/token', () => {
  it('limits tries per device code with its own message: another register behind the same address is not held back', async () => {
    const pos = await register('POS61', 'pos');
    const other = await register('POS62', 'pos');
    for (let i = 0; i < DEVICE_TOKEN_RATE_LIMIT; i++) expect((await exchange('POS61', 'wrong')).statusCode).toBe(401);
    const limited = await exchange('POS61', pos.secret);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'too_many_requests', message: ja.deviceTokenTooManyRequests });
    expect((await exchange('POS62', other.secret)).statusCode).toBe(200);
  });

  it('exchanges a registered device’s code and key for a token of that device and cinema, kept by no cache', async () => {
    const pos = await register('POS70', 'pos');
    const res = await exchange('POS70', pos.secret);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const data = res.json().data;
    expect(data.device).toMatchObject({ id: pos.id, code: 'POS70', type: 'pos' });
    expect(data.cinema).toMatchObject({ id: ids['0101'], businessDayCutoffHour: expect.any(Number) });
    const hours = (Date.parse(data.expiresAt) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(11.9);
    expect(hours).toBeLessThanOrEqual(12);
    // The key as typed on a device: lower case, without hyphens.
    expect((await exchange('POS70', pos.secret.toLowerCase().replaceAll('-', ''))).statusCode).toBe(200);
  });

  it('refuses a wrong key or code in Japanese, and names a missing field', async () => {
    const pos = await register('POS71', 'pos');
    for (const [code, secret] of [
      ['POS71', 'ABCDE-FGHJK-MNPQR-STUVW-XYZ23-45678'],
      ['POS72', pos.secret],
    ]) {
      const res = await exchange(code, secret);
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe(ja.deviceKeyInvalid);
    }
    const res = await exchange('', pos.secret);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContainEqual(expect.objectContaining({ field: 'deviceCode' }));
  });
});

describe('最終通信', () => {
  const lastSeen = async (id: number) =>
    (await t.database.db.select({ at: devices.lastSeenAt }).from(devices).where(eq(devices.id, id)))[0]!.at;

  it('is set when a device signs in and calls, so the 端末 list stops saying 未接続 for a device that is selling', async () => {
    const pos = await register('POS79', 'pos');
    expect(await lastSeen(pos.id)).toBeNull();
    const token = await tokenOf('POS79', pos.secret);
    const signedIn = await lastSeen(pos.id);
    expect(signedIn).not.toBeNull();

    // A call after a silence of an hour moves it on; the list reads the same column.
    await t.database.db
      .update(devices)
      .set({ lastSeenAt: new Date(Date.now() - 60 * 60_000) })
      .where(eq(devices.id, pos.id));
    expect((await methods(token)).statusCode).toBe(200);
    expect(Date.now() - (await lastSeen(pos.id))!.getTime()).toBeLessThan(60_000);
    const listed = await t.app.inject({ method: 'GET', url: `/api/device/detail/${pos.id}`, headers: auth(hq) });
    expect(Date.now() - Date.parse(listed.json().data.lastSeenAt)).toBeLessThan(60_000);
  });
});

describe('GET /api/device/payment-methods', () => {
  it('answers the methods the device’s own cinema accepts on its channel, in display order', async () => {
    const pos = await register('POS73', 'pos');
    const kiosk = await register('KIOSK73', 'kiosk', '0102');
    const posList = (await methods(await tokenOf('POS73', pos.secret))).json().data;
    expect(posList.map((m: { code: string }) => m.code)).toEqual(await acceptedOn('0101', 'pos'));
    expect(posList.length).toBeGreaterThan(0);
    expect(posList[0]).toEqual({
      id: expect.any(Number),
      code: expect.any(String),
      name: expect.any(String),
      kind: expect.any(String),
      givesChange: expect.any(Boolean),
    });
    const kioskList = (await methods(await tokenOf('KIOSK73', kiosk.secret))).json().data;
    expect(kioskList.map((m: { code: string }) => m.code)).toEqual(await acceptedOn('0102', 'kiosk'));
    // The cinema's own web or app ticketing is a device of type online, on the online channel.
    const web = await register('WEB73', 'online');
    const webList = (await methods(await tokenOf('WEB73', web.secret))).json().data;
    expect(webList.map((m: { code: string }) => m.code)).toEqual(await acceptedOn('0101', 'online'));
    expect(webList.map((m: { code: string }) => m.code)).not.toEqual(posList.map((m: { code: string }) => m.code));
  });

  it('refuses devices that sell nothing', async () => {
    const signage = await register('SIG73', 'signage');
    const res = await methods(await tokenOf('SIG73', signage.secret));
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(ja.deviceDoesNotSell);
  });

  it('refuses no token, a staff session’s token, a tampered token and an expired one', async () => {
    const pos = await register('POS74', 'pos');
    const token = await tokenOf('POS74', pos.secret);
    const parts = token.split('.');
    const otherDevice = [parts[0], String(Number(parts[1]) + 1), ...parts.slice(2)].join('.');
    for (const bad of [undefined, hq, otherDevice, `${token}x`, 'dv1.1.1.1.x']) {
      const res = await methods(bad);
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe(ja.deviceTokenInvalid);
    }
    expect(readDeviceToken(token)).toMatchObject({ deviceId: pos.id });
    expect(readDeviceToken(token, Date.now() + 12 * 3_600_000 + 1000)).toBeNull();
  });

  it('ends every token of a device when its key is rotated or it is switched to 無効: at once through this process, within the principal TTL from another', async () => {
    const pos = await register('POS75', 'pos');
    const token = await tokenOf('POS75', pos.secret);
    expect((await methods(token)).statusCode).toBe(200);
    const rotated = await t.app.inject({
      method: 'POST',
      url: `/api/device/rotateSecret/${pos.id}`,
      headers: auth(hq),
    });
    expect(rotated.statusCode).toBe(200);
    expect((await methods(token)).statusCode).toBe(401);

    const fresh = await tokenOf('POS75', rotated.json().data.secret);
    expect((await methods(fresh)).statusCode).toBe(200);
    // Another process switches it off (a write straight to the database): this one has the device
    // cached for at most the principal TTL (900 ms), then reads it again.
    await t.database.db.update(devices).set({ status: 'inactive' }).where(eq(devices.id, pos.id));
    await new Promise((r) => setTimeout(r, 1000));
    expect((await methods(fresh)).statusCode).toBe(401);
    expect((await exchange('POS75', rotated.json().data.secret)).statusCode).toBe(401);
  });
});
