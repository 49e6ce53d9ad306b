import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { DEMO_PASSWORD } from '../../seed/demo.js';
import { auth, createTestApp, type TestContext } from '../../test/helper.js';
import { accountsFixture, type AccountsFixture } from '../accounts/accounts.fixtures.js';

// What an outside tester found (docs/security.md): a colleague behind one address is not held back
// by another's logins, a session cannot lock its account's sign-in, a device's 登録キー is never
// cached, and a missing script is a 404, not the app's HTML.

let t: TestContext;
let f: AccountsFixture;

beforeAll(async () => {
  t = await createTestApp();
  f = await accountsFixture(t);
});
afterAll(() => t.close());

const login = (userName: string, password: string, remoteAddress = '10.9.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/login', remoteAddress, payload: { userName, password } });

describe('one office behind one address', () => {
  it('signs a colleague in after forty logins a minute from that address', async () => {
    for (let i = 0; i < 40; i++) expect((await login('hq', DEMO_PASSWORD)).statusCode).toBe(200);
    expect((await login('shinjuku', DEMO_PASSWORD)).statusCode).toBe(200);
  });
});

describe('changing one’s password', () => {
  it('with a wrong current password, never locks the account’s sign-in', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/account/create',
      headers: auth(f.hq),
      payload: f.newAccount('pw-lock-staff'),
    });
    expect(created.statusCode).toBe(200);
    const first = (await login('pw-lock-staff', 'start-2026', '10.9.1.1')).json().data.token as string;
    const change = (token: string, oldPassword: string, newPassword: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/account/changePassword',
        headers: auth(token),
        payload: { oldPassword, newPassword, confirmPassword: newPassword },
      });
    expect((await change(first, 'start-2026', 'mine-2026x')).statusCode).toBe(200);
    const token = (await login('pw-lock-staff', 'mine-2026x', '10.9.1.1')).json().data.token as string;
    const answers = [];
    for (let i = 0; i < 12; i++) answers.push((await change(token, `wrong-${i}-2026`, 'other-2026x')).statusCode);
    expect(answers.slice(0, 5)).toEqual([400, 400, 400, 400, 400]);
    // This session may not try any more for now; the account still signs in, from anywhere.
    expect(answers.at(-1)).toBe(429);
    expect((await login('pw-lock-staff', 'mine-2026x', '10.9.1.1')).statusCode).toBe(200);
    expect((await login('pw-lock-staff', 'mine-2026x', '10.9.1.2')).statusCode).toBe(200);
  });
});

describe('a device’s registration key', () => {
  it('is answered with Cache-Control: no-store on create and rotate', async () => {
    const cinemaId = (await t.app.inject({ url: '/api/cinema/listMap', headers: auth(f.hq) })).json().data[0].id;
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/device/create',
      headers: auth(f.hq),
      payload: { code: 'NOSTORE1', name: '登録キー', type: 'pos', status: 'active', cinemaId },
    });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.headers['cache-control']).toBe('no-store');
    const rotated = await t.app.inject({
      method: 'POST',
      url: `/api/device/rotateSecret/${created.json().data.id}`,
      headers: auth(f.hq),
    });
    expect(rotated.statusCode, rotated.body).toBe(200);
    expect(rotated.headers['cache-control']).toBe('no-store');
  });
});

describe('the built app', () => {
  it('answers 404 for a missing script, and the app’s page for a screen', async () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'web-dist-'));
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>app</title>');
    const app = await buildApp({ db: t.database.db, webDist: dist });
    try {
      const missing = await app.inject({ url: '/assets/index-0ld.js' });
      expect(missing.statusCode).toBe(404);
      expect(missing.headers['content-type']).not.toContain('text/html');
      const screen = await app.inject({ url: '/movie/update/3' });
      expect(screen.statusCode).toBe(200);
      expect(screen.body).toContain('<title>app</title>');
    } finally {
      await app.close();
      fs.rmSync(dist, { recursive: true, force: true });
    }
  });
});
