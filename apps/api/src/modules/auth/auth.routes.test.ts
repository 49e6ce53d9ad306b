import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ja } from '@cinema/contracts';
import { accounts } from '../../db/schema/index.js';
import { DEMO_PASSWORD } from '../../seed/demo.js';
import { fieldsOf } from '../../test/fixtures.js';
import { auth, createTestApp, type TestContext } from '../../test/helper.js';

let t: TestContext;
let admin: string;
let hq: string;
let ids: Record<string, number>;
let clId: number;
let cinemas: Record<string, number>;
let staffRole: number;

// Each scenario signs in from its own address, so the per-address limits of one never touch another.
const login = (userName: string, password: string, remoteAddress = '10.0.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/login', remoteAddress, payload: { userName, password } });
const current = (token: string, headers: Record<string, string> = {}) =>
  t.app.inject({ url: '/api/session/current', headers: auth(token, headers) });

/** A fresh cinema account of シネマライン, created through the users API. */
async function newStaff(userName: string, password = 'start-2026') {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/account/create',
    headers: auth(hq),
    payload: {
      userName,
      displayName: userName,
      email: `${userName}@cinemaline.example.jp`,
      password,
      confirmPassword: password,
      type: 'cinema',
      roleId: staffRole,
      cinemaIds: [cinemas['シネマライン横浜']],
      active: true,
    },
  });
  expect(res.statusCode).toBe(200);
  return res.json().data as { id: number; version: number };
}

const expirePassword = (id: number) =>
  t.database.db
    .update(accounts)
    .set({ passwordChangedAt: new Date(Date.now() - 200 * 86_400_000) })
    .where(eq(accounts.id, id));

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
  hq = await t.login('hq');
  const list = (await t.app.inject({ url: '/api/account/list', headers: auth(admin) })).json().data.list as {
    id: number;
    userName: string;
  }[];
  ids = Object.fromEntries(list.map((a) => [a.userName, a.id]));
  const session = (await current(hq)).json().data;
  clId = session.brandId;
  cinemas = Object.fromEntries(session.cinemas.map((c: { id: number; name: string }) => [c.name, c.id]));
  staffRole = (await t.app.inject({ url: '/api/role/listMap', headers: auth(hq) })).json().data[1].id;
});
afterAll(() => t.close());

describe('POST /api/login', () => {
  it('answers the session of a brand account with every cinema of the brand', async () => {
    const res = await login('hq', DEMO_PASSWORD);
    expect(res.statusCode).toBe(200);
    const s = res.json().data;
    expect(s.token).toMatch(/^[\w-]{40,}$/);
    expect(s).toMatchObject({
      userName: 'hq',
      accountId: ids.hq,
      adminType: 'brand',
      isAdmin: true,
      brandId: clId,
      brandCode: 'CL',
      cinemaId: null,
    });
    expect(s.moduleMap).toMatchObject({ film: true, users: true });
    expect(s.permissionMap.users).toEqual(['view', 'create', 'update', 'delete', 'export']);
    expect(s.cinemas.map((c: { name: string }) => c.name)).toEqual([
      'シネマライン新宿',
      'シネマライン池袋',
      'シネマライン横浜',
    ]);
    expect(res.body).not.toContain('passwordHash');
  });

  it('preselects the only cinema of cinema staff', async () => {
    const s = (await login('shinjuku', DEMO_PASSWORD)).json().data;
    expect(s).toMatchObject({ adminType: 'cinema', isAdmin: false, cinemaId: cinemas['シネマライン新宿'] });
    expect(s.cinemas).toHaveLength(1);
    expect(s.cinemaObj).toMatchObject({ id: cinemas['シネマライン新宿'], name: 'シネマライン新宿' });
    expect(s.permissionMap.users).toBeUndefined();
  });

  it('answers a wrong password and an unknown user alike', async () => {
    const wrong = await login('hq', 'wrong-2026', '10.0.1.1');
    const unknown = await login('nobody', 'wrong-2026', '10.0.1.1');
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ success: false, code: 'auth_fail', message: ja.usernamePwNotMatch });
    }
    expect(Object.keys(wrong.json()).sort()).toEqual(Object.keys(unknown.json()).sort());
  });

  it('names a missing field, refuses malformed JSON with 400 and a body over 1 MB with 413', async () => {
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      remoteAddress: '10.0.2.1',
      payload: { userName: 'hq' },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().code).toBe('validation_failed');
    expect(fieldsOf(missing)).toEqual({ password: '「パスワード」を入力してください' });
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      remoteAddress: '10.0.2.1',
      headers: { 'content-type': 'application/json' },
      payload: '{"userName": "hq",',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ success: false, code: 'bad_request' });
    const huge = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      remoteAddress: '10.0.2.1',
      payload: { userName: 'hq', password: 'x'.repeat(1024 * 1024 + 10) },
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toMatchObject({ code: 'payload_too_large', message: ja.payloadTooLarge });
  });

  it('refuses an inactive account even with the right password', async () => {
    const staff = await newStaff('closed-staff');
    const detail = (await t.app.inject({ url: `/api/account/detail/${staff.id}`, headers: auth(hq) })).json().data;
    const off = await t.app.inject({
      method: 'PUT',
      url: '/api/account/update',
      headers: auth(hq),
      payload: { ...detail, active: false },
    });
    expect(off.statusCode).toBe(200);
    const res = await login('closed-staff', 'start-2026', '10.0.3.1');
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'account_inactive', message: ja.accountInactive });
  });
});

describe('expired passwords', () => {
  let expiredId: number;
  const update = (payload: Record<string, string>) =>
    t.app.inject({ method: 'POST', url: '/api/updateExpiredPassword', remoteAddress: '10.0.4.1', payload });

  it('refuses login until a new password is set, checking the new one', async () => {
    expiredId = (await newStaff('expired-staff', 'old-pass-1')).id;
    await expirePassword(expiredId);
    const res = await login('expired-staff', 'old-pass-1', '10.0.4.1');
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'password_expired', message: ja.passwordExpired });

    const same = await update({
      userName: 'expired-staff',
      oldPassword: 'old-pass-1',
      newPassword: 'old-pass-1',
      confirmPassword: 'old-pass-1',
    });
    expect(same.statusCode).toBe(400);
    expect(fieldsOf(same)).toEqual({ newPassword: ja.passwordSameAsOld });
    const mismatch = await update({
      userName: 'expired-staff',
      oldPassword: 'old-pass-1',
      newPassword: 'new-pass-2',
      confirmPassword: 'new-pass-3',
    });
    expect(mismatch.statusCode).toBe(400);
    expect(fieldsOf(mismatch)).toEqual({ confirmPassword: ja.passwordConfirmMismatch });

    const ok = await update({
      userName: 'expired-staff',
      oldPassword: 'old-pass-1',
      newPassword: 'new-pass-2',
      confirmPassword: 'new-pass-2',
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ success: true, message: ja.passwordChanged });
    expect((await login('expired-staff', 'new-pass-2', '10.0.4.1')).statusCode).toBe(200);
    expect((await login('expired-staff', 'old-pass-1', '10.0.4.1')).json().code).toBe('auth_fail');
  });

  it('takes the original call without a confirmation, and never passwords in the query string', async () => {
    await expirePassword(expiredId);
    expect((await login('expired-staff', 'new-pass-2', '10.0.4.2')).json().code).toBe('password_expired');
    const fields = { userName: 'expired-staff', oldPassword: 'new-pass-2', newPassword: 'third-pass-3' };
    const query = await t.app.inject({
      method: 'POST',
      url: `/api/updateExpiredPassword?${new URLSearchParams(fields).toString()}`,
      remoteAddress: '10.0.4.2',
    });
    expect(query.statusCode).toBe(400);
    expect((await login('expired-staff', 'new-pass-2', '10.0.4.2')).json().code).toBe('password_expired');
    const res = await update(fields);
    expect(res.statusCode, res.body).toBe(200);
    expect((await login('expired-staff', 'third-pass-3', '10.0.4.2')).statusCode).toBe(200);
  });
});

describe('POST /api/logout', () => {
  it('revokes the token', async () => {
    const token = (await login('hq', DEMO_PASSWORD, '10.0.6.1')).json().data.token;
    const res = await t.app.inject({ method: 'POST', url: '/api/logout', headers: auth(token) });
    expect(res.statusCode).toBe(200);
    const after = await current(token);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toMatchObject({ code: 'auth_invalid', message: ja.authInvalid });
    expect((await t.app.inject({ method: 'POST', url: '/api/logout' })).statusCode).toBe(401);
  });
});
