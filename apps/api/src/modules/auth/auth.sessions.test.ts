import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ja } from '@cinema/contracts';
import { DEMO_PASSWORD } from '../../seed/demo.js';
import { auth, createTestApp, type TestContext } from '../../test/helper.js';
import { accountsFixture, type AccountsFixture } from '../accounts/accounts.fixtures.js';

// Sessions: a password an administrator set is changed at first login, changing one's password
// ends the account's other sessions, a malformed changeAccountId is refused, and answers that
// carry a token are never cached.

let t: TestContext;
let f: AccountsFixture;

const signIn = async (userName: string, password: string) => {
  const res = await t.app.inject({ method: 'POST', url: '/api/login', payload: { userName, password } });
  expect(res.statusCode).toBe(200);
  return res.json().data as { token: string; mustChangePassword: boolean };
};
const get = (url: string, token: string, headers: Record<string, string> = {}) =>
  t.app.inject({ url, headers: auth(token, headers) });
const changePassword = (token: string, oldPassword: string, newPassword: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/account/changePassword',
    headers: auth(token),
    payload: { oldPassword, newPassword, confirmPassword: newPassword },
  });
const create = async (userName: string) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/account/create',
    headers: auth(f.hq),
    payload: f.newAccount(userName),
  });
  expect(res.statusCode).toBe(200);
  return res.json().data as { id: number; mustChangePassword: boolean };
};

beforeAll(async () => {
  t = await createTestApp();
  f = await accountsFixture(t);
});
afterAll(() => t.close());

describe('a password set by an administrator', () => {
  it('demo accounts sign in directly', async () => {
    expect((await signIn('hq', DEMO_PASSWORD)).mustChangePassword).toBe(false);
    expect((await signIn('shinjuku', DEMO_PASSWORD)).mustChangePassword).toBe(false);
  });

  it('must be changed at first login; until then every other call answers 403', async () => {
    const account = await create('first-staff');
    expect(account.mustChangePassword).toBe(true);
    const { token, mustChangePassword } = await signIn('first-staff', 'start-2026');
    expect(mustChangePassword).toBe(true);

    const refused = await get(`/api/account/detail/${account.id}`, token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'password_change_required', message: ja.passwordChangeRequired });
    expect((await get('/api/schedule/list', token)).json().code).toBe('password_change_required');
    // The session itself can be read (the web decides where to go from it).
    expect((await get('/api/session/current', token)).json().data.mustChangePassword).toBe(true);

    expect((await changePassword(token, 'start-2026', 'mine-2026x')).statusCode).toBe(200);
    expect((await get('/api/session/current', token)).json().data.mustChangePassword).toBe(false);
    expect((await get(`/api/account/detail/${account.id}`, token)).statusCode).toBe(200);
    expect((await signIn('first-staff', 'mine-2026x')).mustChangePassword).toBe(false);
  });

  it("an administrator's reset requires a change again", async () => {
    const account = await create('reset-staff');
    await t.login('reset-staff', 'start-2026');
    const detail = (await get(`/api/account/detail/${account.id}`, f.hq)).json().data;
    const reset = await t.app.inject({
      method: 'PUT',
      url: '/api/account/update',
      headers: auth(f.hq),
      payload: { ...detail, password: 'reset-2026x', confirmPassword: 'reset-2026x' },
    });
    expect(reset.statusCode).toBe(200);
    expect(reset.json().data.mustChangePassword).toBe(true);
    expect((await signIn('reset-staff', 'reset-2026x')).mustChangePassword).toBe(true);
  });
});

describe('changing one’s own password', () => {
  it('signs out every other session of the account and keeps the current one', async () => {
    await create('multi-staff');
    const here = await t.login('multi-staff', 'start-2026');
    const other = (await signIn('multi-staff', 'start-2026')).token;
    const colleague = await t.login('shinjuku');
    expect((await get('/api/session/current', other)).statusCode).toBe(200);

    expect((await changePassword(here, 'start-2026', 'changed-2026')).statusCode).toBe(200);
    expect((await get('/api/session/current', here)).statusCode).toBe(200);
    const ended = await get('/api/session/current', other);
    expect(ended.statusCode).toBe(401);
    expect(ended.json().code).toBe('auth_invalid');
    expect((await get('/api/session/current', colleague)).statusCode).toBe(200);
  });
});

describe('the changeAccountId header', () => {
  it('refuses a malformed account id with 400 instead of acting as oneself', async () => {
    for (const value of ['+5', '0x5', ' 5', '5 ', '5.0', '1e1', '-5', '0', '', '99999999999'].map((v) =>
      v.replace('5', String(f.ids.shinjuku)),
    )) {
      const res = await get('/api/session/current', f.hq, { changeAccountId: value });
      expect(res.statusCode, JSON.stringify(value)).toBe(400);
      expect(res.json()).toMatchObject({ code: 'bad_request', message: ja.invalidChangeAccountId });
    }
    const acting = await get('/api/session/current', f.hq, { changeAccountId: String(f.ids.shinjuku) });
    expect(acting.json().data).toMatchObject({ userName: 'shinjuku', originalUserName: 'hq' });
  });
});

describe('answers carrying a token', () => {
  it('are Cache-Control: no-store (login, session, acting as another account, return)', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { userName: 'hq', password: DEMO_PASSWORD },
    });
    const token = login.json().data.token;
    const answers = [
      login,
      await get('/api/session/current', token),
      await get(`/api/account/loginAs/${f.ids.shinjuku}`, token),
      await t.app.inject({ method: 'POST', url: '/api/session/restore', headers: auth(token) }),
      await get(`/api/brand/loginAs/${f.clId}`, f.admin),
    ];
    for (const res of answers) {
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
    }
    expect((await get('/api/account/list', token)).headers['cache-control']).toBeUndefined();
  });
});
