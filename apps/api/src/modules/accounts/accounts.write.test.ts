import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ja } from '@cinema/contracts';
import { accounts, auditLogs } from '../../db/schema/index.js';
import { fieldsOf } from '../../test/fixtures.js';
import { auth, createTestApp, type TestContext } from '../../test/helper.js';
import { accountsFixture, type AccountsFixture } from './accounts.fixtures.js';
import { guardUnique } from './accounts.service.js';

let t: TestContext;
let admin: string;
let hq: string;
let hq2: string;
let shinjuku: string;
let clId: number;
let miraiId: number;
let ids: Record<string, number>;
let roles: Record<string, number>;
let cinemas: Record<string, number>;
let miraiCinema: number;
let miraiAdminRole: number;
let newAccount: AccountsFixture['newAccount'];

const userNames = (res: LightMyRequestResponse) =>
  (res.json().data.list as { userName: string }[]).map((a) => a.userName);
const get = (url: string, token?: string) => t.app.inject({ url, headers: token ? auth(token) : {} });
const send = (method: 'POST' | 'PUT', url: string, payload: object, token?: string) =>
  t.app.inject({ method, url, payload, headers: token ? auth(token) : {} });

beforeAll(async () => {
  t = await createTestApp();
  ({ admin, hq, hq2, shinjuku, clId, miraiId, ids, roles, cinemas, miraiCinema, miraiAdminRole, newAccount } =
    await accountsFixture(t));
});
afterAll(() => t.close());

describe('POST /api/account/create', () => {
  it('creates a cinema account in the caller brand that can sign in to its cinema only', async () => {
    const res = await send('POST', '/api/account/create', newAccount('ikebukuro', { brandId: miraiId }), hq);
    expect(res.statusCode).toBe(200);
    const created = res.json().data;
    ids.ikebukuro = created.id;
    expect(created).toMatchObject({ brandId: clId, cinemaNames: ['シネマライン池袋'], version: 1 });
    const session = (
      await t.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { userName: 'IKEBUKURO', password: 'start-2026' },
      })
    ).json().data;
    expect(session.cinemas.map((c: { name: string }) => c.name)).toEqual(['シネマライン池袋']);
    const [row] = await t.database.db
      .select()
      .from(auditLogs)
      .where(
        and(
          eq(auditLogs.entity, 'account'),
          eq(auditLogs.action, 'create'),
          eq(auditLogs.entityId, String(created.id)),
        ),
      );
    expect(row!.userName).toBe('hq');
    expect(JSON.stringify(row!.detail)).not.toMatch(/start-2026|argon2|password"/i);
  });

  it('names bad fields in Japanese', async () => {
    const payload = newAccount('bad name!', {
      email: 'nope',
      password: 'short1',
      confirmPassword: 'other',
      cinemaIds: [],
    });
    const res = await send('POST', '/api/account/create', payload, hq);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('validation_failed');
    expect(fieldsOf(res)).toMatchObject({
      userName: '「ログインID」は半角英数字と記号（. _ @ -）で入力してください',
      email: ja.invalidEmail,
      password: '「パスワード」は8文字以上で入力してください',
      confirmPassword: ja.passwordConfirmMismatch,
      cinemaIds: '「担当劇場」を選択してください',
    });
  });

  it('keeps user names and e-mail addresses unique regardless of case', async () => {
    const name = await send('POST', '/api/account/create', newAccount('HQ'), hq);
    expect(name.statusCode).toBe(409);
    expect(name.json()).toMatchObject({ code: 'conflict', errors: [{ field: 'userName', message: ja.userNameInUse }] });
    const mail = await send(
      'POST',
      '/api/account/create',
      newAccount('hq-new', { email: 'HQ@CinemaLine.example.jp' }),
      hq,
    );
    expect(mail.statusCode).toBe(409);
    expect(fieldsOf(mail)).toEqual({ email: ja.emailInUse });
  });

  it('answers 409 with the field when the database itself catches a duplicate', async () => {
    const race = () =>
      t.database.db.insert(accounts).values({
        userName: 'Admin',
        displayName: 'x',
        email: 'race@example.jp',
        type: 'superAdmin',
        passwordHash: 'x',
      });
    await expect(guardUnique(race)).rejects.toMatchObject({
      code: 'conflict',
      errors: [{ field: 'userName', message: ja.userNameInUse }],
    });
  });

  it('refuses a superAdmin, a role or cinema of another brand from a brand account', async () => {
    const type = await send('POST', '/api/account/create', newAccount('boss', { type: 'superAdmin' }), hq);
    expect(type.statusCode).toBe(400);
    expect(Object.keys(fieldsOf(type))).toEqual(['type']);
    const role = await send('POST', '/api/account/create', newAccount('r1', { roleId: miraiAdminRole }), hq);
    expect(role.statusCode).toBe(400);
    expect(fieldsOf(role)).toEqual({ roleId: '「ロール」を選択してください' });
    const cinema = await send(
      'POST',
      '/api/account/create',
      newAccount('c1', { cinemaIds: [cinemas['シネマライン池袋'], miraiCinema] }),
      hq,
    );
    expect(cinema.statusCode).toBe(400);
    expect(Object.keys(fieldsOf(cinema))).toEqual(['cinemaIds']);
  });

  it('superAdmin creates platform accounts that brands never see, and must name a brand otherwise', async () => {
    const res = await send(
      'POST',
      '/api/account/create',
      newAccount('ops', { type: 'superAdmin', roleId: null, cinemaIds: [], email: 'ops@example.jp' }),
      admin,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ type: 'superAdmin', brandId: null, roleId: null, cinemaIds: [] });
    expect(userNames(await get('/api/account/list', hq))).not.toContain('ops');
    const noBrand = await send('POST', '/api/account/create', newAccount('nobrand'), admin);
    expect(noBrand.statusCode).toBe(400);
    expect(Object.keys(fieldsOf(noBrand))).toEqual(['brandId']);
  });

  it('refuses cinema staff, accounts whose role lacks the users module, and anonymous callers', async () => {
    expect((await send('POST', '/api/account/create', newAccount('x1'), shinjuku)).statusCode).toBe(403);
    const keiri = await send(
      'POST',
      '/api/account/create',
      newAccount('keiri', { type: 'brand', roleId: roles['経理'], cinemaIds: [] }),
      hq,
    );
    expect(keiri.statusCode).toBe(200);
    const token = await t.login('keiri', 'start-2026');
    expect((await send('POST', '/api/account/create', newAccount('x2'), token)).json().code).toBe('no_permission');
    expect((await get('/api/account/list', token)).statusCode).toBe(403);
    expect((await send('POST', '/api/account/create', newAccount('x3'))).statusCode).toBe(401);
  });
});

describe('PUT /api/account/update', () => {
  const current = async () => (await get(`/api/account/detail/${ids.ikebukuro}`, hq)).json().data;

  it('replaces cinema links and resets the password', async () => {
    const before = await current();
    const body = {
      ...before,
      displayName: '池袋・横浜 担当',
      cinemaIds: [cinemas['シネマライン横浜'], cinemas['シネマライン池袋']],
      password: 'reset-2026',
      confirmPassword: 'reset-2026',
    };
    const res = await send('PUT', '/api/account/update', body, hq);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      displayName: '池袋・横浜 担当',
      version: before.version + 1,
      cinemaNames: ['シネマライン池袋', 'シネマライン横浜'],
    });
    expect(res.json().data.passwordChangedAt > before.passwordChangedAt).toBe(true);
    expect(await t.login('ikebukuro', 'reset-2026')).toEqual(expect.any(String));
  });

  it('answers 409 for a stale version and for an e-mail in use', async () => {
    const before = await current();
    const stale = await send('PUT', '/api/account/update', { ...before, version: before.version - 1 }, hq);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('stale_version');
    const mail = await send('PUT', '/api/account/update', { ...before, email: 'SHINJUKU@cinemaline.example.jp' }, hq);
    expect(mail.statusCode).toBe(409);
    expect(fieldsOf(mail)).toEqual({ email: ja.emailInUse });
  });

  it('names bad fields and refuses promotion to superAdmin', async () => {
    const before = await current();
    const bad = await send('PUT', '/api/account/update', { ...before, displayName: '' }, hq);
    expect(bad.statusCode).toBe(400);
    expect(fieldsOf(bad)).toEqual({ displayName: '「氏名」を入力してください' });
    const promote = await send('PUT', '/api/account/update', { ...before, type: 'superAdmin' }, hq);
    expect(promote.statusCode).toBe(400);
    expect(Object.keys(fieldsOf(promote))).toEqual(['type']);
  });

  it('another brand or platform account answers 404; cinema staff 403; no token 401', async () => {
    const other = (await get(`/api/account/detail/${ids.hq2}`, hq2)).json().data;
    expect((await send('PUT', '/api/account/update', { ...other, displayName: '乗っ取り' }, hq)).statusCode).toBe(404);
    expect((await get(`/api/account/detail/${ids.hq2}`, hq2)).json().data.displayName).toBe('ミライシネマ本部');
    const platform = (await get(`/api/account/detail/${ids.admin}`, admin)).json().data;
    expect((await send('PUT', '/api/account/update', platform, hq)).statusCode).toBe(404);
    const before = await current();
    expect((await send('PUT', '/api/account/update', before, shinjuku)).statusCode).toBe(403);
    expect((await send('PUT', '/api/account/update', before)).statusCode).toBe(401);
  });
});
