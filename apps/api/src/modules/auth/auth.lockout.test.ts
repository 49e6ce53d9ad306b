import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ja } from '@cinema/contracts';
import { DEMO_PASSWORD } from '../../seed/demo.js';
import { auditRowsOf } from '../../test/fixtures.js';
import { auth, createTestApp, type TestContext } from '../../test/helper.js';
import { accountsFixture, type AccountsFixture } from '../accounts/accounts.fixtures.js';

// Failed sign-ins lock a login id from one address, or the account from everywhere, never an
// address for everyone (an office shares one address, and so does everyone behind a proxy).

let t: TestContext;
let f: AccountsFixture;

const login = (userName: string, password: string, remoteAddress: string) =>
  t.app.inject({ method: 'POST', url: '/api/login', remoteAddress, payload: { userName, password } });
const detailOf = async (id: number, token = f.hq) =>
  (await t.app.inject({ url: `/api/account/detail/${id}`, headers: auth(token) })).json().data;
const unlock = (id: number, token = f.hq) =>
  t.app.inject({ method: 'POST', url: `/api/account/unlock/${id}`, headers: auth(token) });

async function newStaff(userName: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/account/create',
    headers: auth(f.hq),
    payload: f.newAccount(userName),
  });
  expect(res.statusCode).toBe(200);
  return res.json().data.id as number;
}

beforeAll(async () => {
  t = await createTestApp();
  f = await accountsFixture(t);
});
afterAll(() => t.close());

describe('login throttling', () => {
  it('five wrong passwords lock that login id from that address, and say how long to wait', async () => {
    await newStaff('typo-staff');
    for (let i = 0; i < 5; i++) expect((await login('typo-staff', `wrong-${i}-2026`, '10.1.0.1')).statusCode).toBe(401);
    const locked = await login('typo-staff', 'start-2026', '10.1.0.1');
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({ code: 'too_many_requests', message: ja.accountLocked(15) });
    expect(locked.json().message).toBe(
      'ログインに連続して失敗したため、ロックされています。あと約15分後に再度お試しください。',
    );
    // A colleague at the same address signs in; so does the same user from their own machine.
    expect((await login('shinjuku', DEMO_PASSWORD, '10.1.0.1')).statusCode).toBe(200);
    expect((await login('typo-staff', 'start-2026', '10.1.0.2')).statusCode).toBe(200);
  });

  it('twenty failures of several users at one address do not lock out another user there', async () => {
    for (const name of ['a-user', 'b-user', 'c-user', 'd-user'])
      for (let i = 0; i < 5; i++) await login(name, `wrong-${i}-2026`, '10.1.1.1');
    expect((await login('hq', DEMO_PASSWORD, '10.1.1.1')).statusCode).toBe(200);
  });

  it('ten failures spread over addresses lock the account everywhere; the list and detail show it', async () => {
    const id = await newStaff('spread-staff');
    for (let i = 0; i < 10; i++) await login('spread-staff', `wrong-${i}-2026`, `10.1.2.${i + 1}`);
    const res = await login('spread-staff', 'start-2026', '10.1.2.99');
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toBe(ja.accountLocked(15));

    const detail = await detailOf(id);
    expect(detail.locked).toBe(true);
    expect(new Date(detail.lockedUntil).getTime()).toBeGreaterThan(Date.now() + 14 * 60_000);
    const list = (await t.app.inject({ url: '/api/account/list', headers: auth(f.hq) })).json().data.list as {
      userName: string;
      locked: boolean;
    }[];
    expect(list.find((a) => a.userName === 'spread-staff')?.locked).toBe(true);
    expect(list.find((a) => a.userName === 'shinjuku')?.locked).toBe(false);
  });
});

describe('POST /api/account/unlock/:id', () => {
  it('head office unlocks a locked account: audited, and its user signs in again', async () => {
    const id = await newStaff('unlock-staff');
    for (let i = 0; i < 5; i++) await login('unlock-staff', `wrong-${i}-2026`, '10.1.3.1');
    expect((await detailOf(id)).locked).toBe(true);

    // Cinema staff may not, nor another brand's head office.
    expect((await unlock(id, f.shinjuku)).statusCode).toBe(403);
    expect((await unlock(id, f.hq2)).statusCode).toBe(404);
    expect((await detailOf(id)).locked).toBe(true);

    const res = await unlock(id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: ja.accountUnlocked, data: { id, locked: false, lockedUntil: null } });
    const [row] = await auditRowsOf(t, 'account', id, 'unlock');
    expect(row).toMatchObject({ brandId: f.clId, summary: 'unlock-staffのロック解除' });
    expect((await login('unlock-staff', 'start-2026', '10.1.3.1')).statusCode).toBe(200);
  });

  it('superAdmin unlocks too; an account that is not locked answers 409', async () => {
    expect((await unlock(f.ids.shinjuku!)).statusCode).toBe(409);
    for (let i = 0; i < 5; i++) await login('hq2', `wrong-${i}-2026`, '10.1.4.1');
    expect((await unlock(f.ids.hq2!, f.admin)).statusCode).toBe(200);
    expect((await login('hq2', DEMO_PASSWORD, '10.1.4.1')).statusCode).toBe(200);
  });
});
