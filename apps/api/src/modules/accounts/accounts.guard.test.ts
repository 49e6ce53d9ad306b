import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ja } from '@cinema/contracts';
import { auth, createTestApp, type TestContext } from '../../test/helper.js';

// Rules that keep an account from raising its own access or locking itself out.
let t: TestContext;
let hq: string;
let clerk: string;
let ids: { admin: number; staff: number; shinjuku: number; hq: number; cinema: number };

const roleIdByName = async (token: string, name: string) =>
  (await t.app.inject({ url: '/api/role/list', headers: auth(token) }))
    .json()
    .data.list.find((r: { name: string }) => r.name === name).id as number;

beforeAll(async () => {
  t = await createTestApp();
  hq = await t.login('hq');
  const accounts = (await t.app.inject({ url: '/api/account/list', headers: auth(hq) })).json().data.list;
  const cinema = (await t.app.inject({ url: '/api/cinema/listMap', headers: auth(hq) })).json().data[0].id;
  ids = {
    admin: await roleIdByName(hq, '管理者'),
    staff: await roleIdByName(hq, '劇場スタッフ'),
    shinjuku: accounts.find((a: { userName: string }) => a.userName === 'shinjuku').id,
    hq: accounts.find((a: { userName: string }) => a.userName === 'hq').id,
    cinema,
  };
  // A head-office clerk who may manage users but is not an administrator.
  const role = await t.app.inject({
    method: 'POST',
    url: '/api/role/create',
    headers: auth(hq),
    payload: {
      name: '人事',
      description: null,
      isAdmin: false,
      permissions: { users: ['view', 'create', 'update'], dashboard: ['view'] },
    },
  });
  await t.app.inject({
    method: 'POST',
    url: '/api/account/create',
    headers: auth(hq),
    payload: {
      userName: 'clerk',
      displayName: '人事 担当',
      email: 'clerk@cinemaline.example.jp',
      type: 'brand',
      brandId: null,
      roleId: role.json().data.id,
      cinemaIds: [],
      active: true,
      note: null,
      password: 'clerk-2026',
      confirmPassword: 'clerk-2026',
    },
  });
  clerk = await t.login('clerk', 'clerk-2026');
});
afterAll(() => t.close());

const newAccount = (roleId: number) => ({
  userName: `u${roleId}x`,
  displayName: '新人',
  email: `u${roleId}x@example.jp`,
  type: 'cinema',
  brandId: null,
  roleId,
  cinemaIds: [ids.cinema],
  active: true,
  note: null,
  password: 'newbie-2026',
  confirmPassword: 'newbie-2026',
});

describe('no one hands out more than they hold', () => {
  it('a non-admin cannot give an account the admin role, but can give a plain one', async () => {
    const denied = await t.app.inject({
      method: 'POST',
      url: '/api/account/create',
      headers: auth(clerk),
      payload: newAccount(ids.admin),
    });
    expect(denied.statusCode).toBe(400);
    expect(denied.json().errors[0]).toEqual({ field: 'roleId', message: ja.adminRoleOnlyByAdmin });
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/account/create',
      headers: auth(clerk),
      payload: newAccount(ids.staff),
    });
    expect(ok.statusCode).toBe(200);
  });

  it('a non-admin cannot create an admin role or grant permissions it lacks', async () => {
    const role = (payload: object) =>
      t.app.inject({
        method: 'POST',
        url: '/api/role/create',
        headers: auth(clerk),
        payload: { description: null, ...payload },
      });
    const adminRole = await role({ name: '裏口', isAdmin: true, permissions: {} });
    expect(adminRole.statusCode).toBe(400);
    expect(adminRole.json().errors[0]).toEqual({ field: 'isAdmin', message: ja.adminRoleOnlyByAdmin });
    const beyond = await role({ name: '経理補助', isAdmin: false, permissions: { accounting: ['view'] } });
    expect(beyond.statusCode).toBe(400);
    expect(beyond.json().errors[0]).toEqual({ field: 'permissions', message: ja.permissionBeyondOwn });
    const within = await role({ name: '閲覧のみ', isAdmin: false, permissions: { users: ['view'] } });
    expect(within.statusCode).toBe(200);
  });
});

describe('no one locks themselves out', () => {
  it('refuses deactivating or demoting your own account', async () => {
    const me = (await t.app.inject({ url: `/api/account/detail/${ids.hq}`, headers: auth(hq) })).json().data;
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/account/update',
      headers: auth(hq),
      payload: { ...me, active: false, password: null, confirmPassword: null },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(ja.cannotChangeOwnAccess);
    const demote = await t.app.inject({
      method: 'PUT',
      url: '/api/account/update',
      headers: auth(hq),
      payload: { ...me, roleId: ids.staff, password: null, confirmPassword: null },
    });
    expect(demote.statusCode).toBe(409);
  });
});

describe('a password reset signs the account out', () => {
  it("revokes the account's sessions", async () => {
    const staffToken = await t.login('shinjuku');
    const before = await t.app.inject({ url: '/api/session/current', headers: auth(staffToken) });
    expect(before.statusCode).toBe(200);
    const record = (await t.app.inject({ url: `/api/account/detail/${ids.shinjuku}`, headers: auth(hq) })).json().data;
    const reset = await t.app.inject({
      method: 'PUT',
      url: '/api/account/update',
      headers: auth(hq),
      payload: { ...record, password: 'reset-2026a', confirmPassword: 'reset-2026a' },
    });
    expect(reset.statusCode).toBe(200);
    const after = await t.app.inject({ url: '/api/session/current', headers: auth(staffToken) });
    expect(after.statusCode).toBe(401);
    expect(await t.login('shinjuku', 'reset-2026a')).toBeTruthy();
  });
});
