import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditRowsOf, cinemaIds, fieldsOf } from '../../test/fixtures.js';
import { auth, createTestApp, type TestContext } from '../../test/helper.js';
import { addCinemaStaff } from '../../test/staff.js';
import { verifyDeviceSecret } from './device-secret.js';
import { newDevice, storedHashOf } from './devices.fixtures.js';

// Rotation is what makes a leaked or lost secret harmless: the old one must stop working at once.
let t: TestContext;
let hq: string;
let hq2: string;
let viewer: string;
let ids: Record<string, number>;

const create = (token: string, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/device/create', headers: auth(token), payload });
const rotate = (token: string, id: number) =>
  t.app.inject({ method: 'POST', url: `/api/device/rotateSecret/${id}`, headers: auth(token) });
const storedHash = (id: number) => storedHashOf(t, id);
const auditRows = (id: number) => auditRowsOf(t, 'device', id);

beforeAll(async () => {
  t = await createTestApp();
  await addCinemaStaff(t.database.db, {
    userName: 'sj-rotate-viewer',
    cinemaCodes: ['0101'],
    permissions: { settings: ['view'] },
  });
  [hq, hq2, viewer] = await Promise.all([t.login('hq'), t.login('hq2'), t.login('sj-rotate-viewer')]);
  ids = await cinemaIds(t);
});
afterAll(() => t.close());

describe('device secret rotation', () => {
  it('replaces the secret: the stored hash changes, the old secret stops verifying, the new one works', async () => {
    const created = (await create(hq, { ...newDevice('KIOSK90', { type: 'kiosk' }), cinemaId: ids['0101'] })).json()
      .data;
    const before = await storedHash(created.id);
    const res = await rotate(hq, created.id);
    expect(res.statusCode).toBe(200);
    const { secret, ...after } = res.json().data;
    expect(secret).not.toBe(created.secret);
    expect(await storedHash(created.id)).not.toBe(before);
    expect(await verifyDeviceSecret(t.database.db, 'KIOSK90', created.secret)).toBeNull();
    expect(await verifyDeviceSecret(t.database.db, 'KIOSK90', secret)).toMatchObject({ id: created.id });
    expect(Date.parse(after.secretIssuedAt)).toBeGreaterThanOrEqual(Date.parse(created.secretIssuedAt));
    // The edit form read before the rotation still saves: the version did not move.
    expect(after.version).toBe(created.version);
    expect((await auditRows(created.id)).map((r) => r.detail)).toContainEqual({ secretRotated: true });
  });

  it('an inactive device does not verify', async () => {
    const created = (
      await create(hq, { ...newDevice('SIG90', { type: 'signage', status: 'inactive' }), cinemaId: ids['0101'] })
    ).json().data;
    expect(await verifyDeviceSecret(t.database.db, 'SIG90', created.secret)).toBeNull();
  });

  it('another brand’s device is not found, a bad id is named, staff without 編集 are refused', async () => {
    const created = (await create(hq, { ...newDevice('POS94'), cinemaId: ids['0101'] })).json().data;
    const before = await storedHash(created.id);
    expect((await rotate(hq2, created.id)).statusCode).toBe(404);
    expect((await rotate(viewer, created.id)).statusCode).toBe(403);
    expect(await storedHash(created.id)).toBe(before);
    const bad = await t.app.inject({ method: 'POST', url: '/api/device/rotateSecret/x', headers: auth(hq) });
    expect(fieldsOf(bad.json()).id).toBe('IDが正しくありません');
  });
});
