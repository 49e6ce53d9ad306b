import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ja } from '@cinema/contracts';
import { auditLogs } from '../../db/schema/index.js';
import { fieldsOf } from '../../test/fixtures.js';
import { auth, createTestApp, type TestContext } from '../../test/helper.js';
import { rolesFixture } from './roles.fixtures.js';

let t: TestContext;
let admin: string;
let hq: string;
let hq2: string;
let shinjuku: string;
let clId: number;
let miraiId: number;
let cl: Record<string, { id: number; version: number }>;
let mirai: Record<string, { id: number; version: number }>;

const names = (res: LightMyRequestResponse) => (res.json().data.list as { name: string }[]).map((r) => r.name);

beforeAll(async () => {
  t = await createTestApp();
  ({ admin, hq, hq2, shinjuku, clId, miraiId, cl, mirai } = await rolesFixture(t));
});
afterAll(() => t.close());

const newRole = (name: string, extra: Record<string, unknown> = {}) => ({
  name,
  description: '売店の担当者',
  isAdmin: false,
  permissions: { shop: ['view', 'create'] },
  ...extra,
});

describe('role create, update and delete', () => {
  let created: { id: number; version: number };

  it('creates a role in the caller brand, keeping brand modules and each type once', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/role/create',
      headers: auth(hq),
      payload: newRole('売店担当', {
        brandId: miraiId,
        permissions: { shop: ['create', 'view', 'view'], system: ['view'], film: [] },
      }),
    });
    expect(res.statusCode).toBe(200);
    created = res.json().data;
    expect(res.json().data).toMatchObject({
      name: '売店担当',
      brandId: clId,
      brandName: 'シネマライン',
      version: 1,
      accountCount: 0,
    });
    expect(res.json().data.permissions).toEqual({ shop: ['view', 'create'] });
    const rows = await t.database.db
      .select()
      .from(auditLogs)
      .where(
        and(eq(auditLogs.entity, 'role'), eq(auditLogs.action, 'create'), eq(auditLogs.entityId, String(created.id))),
      );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.userName).toBe('hq');
  });

  it('names bad fields in Japanese', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/role/create',
      headers: auth(hq),
      payload: newRole('', { permissions: { film: ['fly'] } }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('validation_failed');
    const fields = fieldsOf(res);
    expect(fields.name).toBe('「ロール名」を入力してください');
    expect(Object.keys(fields).some((f) => f.startsWith('permissions'))).toBe(true);
  });

  it('keeps names unique per brand only', async () => {
    const dup = await t.app.inject({
      method: 'POST',
      url: '/api/role/create',
      headers: auth(hq),
      payload: newRole('経理'),
    });
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toMatchObject({ code: 'conflict', errors: [{ field: 'name', message: ja.nameInUse }] });
    const elsewhere = await t.app.inject({
      method: 'POST',
      url: '/api/role/create',
      headers: auth(admin),
      payload: newRole('売店担当', { brandId: miraiId }),
    });
    expect(elsewhere.statusCode).toBe(200);
    expect(elsewhere.json().data.brandId).toBe(miraiId);
  });

  it('superAdmin must name a brand; cinema staff and anonymous callers cannot create', async () => {
    const noBrand = await t.app.inject({
      method: 'POST',
      url: '/api/role/create',
      headers: auth(admin),
      payload: newRole('本部'),
    });
    expect(noBrand.statusCode).toBe(400);
    expect(fieldsOf(noBrand)).toEqual({ brandId: '「ブランド」を選択してください' });
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/role/create', headers: auth(shinjuku), payload: newRole('X') }))
        .statusCode,
    ).toBe(403);
    expect((await t.app.inject({ method: 'POST', url: '/api/role/create', payload: newRole('X') })).statusCode).toBe(
      401,
    );
  });

  it('updates with the version read; a stale version answers 409', async () => {
    const body = {
      id: created.id,
      version: created.version,
      ...newRole('売店リーダー', { permissions: { shop: ['view', 'update'] } }),
    };
    const res = await t.app.inject({ method: 'PUT', url: '/api/role/update', headers: auth(hq), payload: body });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      name: '売店リーダー',
      version: 2,
      permissions: { shop: ['view', 'update'] },
    });
    const stale = await t.app.inject({ method: 'PUT', url: '/api/role/update', headers: auth(hq), payload: body });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'stale_version', message: ja.staleVersion });
  });

  it('refuses a taken name, a missing version, another brand role, cinema staff and anonymous callers', async () => {
    const taken = await t.app.inject({
      method: 'PUT',
      url: '/api/role/update',
      headers: auth(hq),
      payload: { id: created.id, version: 2, ...newRole('経理') },
    });
    expect(taken.statusCode).toBe(409);
    expect(fieldsOf(taken)).toEqual({ name: ja.nameInUse });
    const noVersion = await t.app.inject({
      method: 'PUT',
      url: '/api/role/update',
      headers: auth(hq),
      payload: { id: created.id, ...newRole('A') },
    });
    expect(noVersion.statusCode).toBe(400);
    expect(fieldsOf(noVersion)).toEqual({ version: '「バージョン」を入力してください' });
    const target = mirai['経理']!;
    const other = await t.app.inject({
      method: 'PUT',
      url: '/api/role/update',
      headers: auth(hq),
      payload: { ...target, ...newRole('乗っ取り') },
    });
    expect(other.statusCode).toBe(404);
    const after = await t.app.inject({ url: `/api/role/detail/${target.id}`, headers: auth(hq2) });
    expect(after.json().data.name).toBe('経理');
    const body = { id: created.id, version: 2, ...newRole('B') };
    expect(
      (await t.app.inject({ method: 'PUT', url: '/api/role/update', headers: auth(shinjuku), payload: body }))
        .statusCode,
    ).toBe(403);
    expect((await t.app.inject({ method: 'PUT', url: '/api/role/update', payload: body })).statusCode).toBe(401);
  });

  it('refuses to delete a role accounts hold, another brand role, and callers without access', async () => {
    const inUse = await t.app.inject({
      method: 'DELETE',
      url: `/api/role/delete/${cl['劇場スタッフ']!.id}`,
      headers: auth(hq),
    });
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json()).toMatchObject({ code: 'conflict', message: ja.roleInUse });
    const other = await t.app.inject({
      method: 'DELETE',
      url: `/api/role/delete/${mirai['経理']!.id}`,
      headers: auth(hq),
    });
    expect(other.statusCode).toBe(404);
    const bad = await t.app.inject({ method: 'DELETE', url: '/api/role/delete/0', headers: auth(hq) });
    expect(bad.statusCode).toBe(400);
    expect(fieldsOf(bad)).toEqual({ id: 'IDが正しくありません' });
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/role/delete/${created.id}`, headers: auth(shinjuku) }))
        .statusCode,
    ).toBe(403);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/role/delete/${created.id}` })).statusCode).toBe(401);
  });

  it('deletes an unused role', async () => {
    const res = await t.app.inject({ method: 'DELETE', url: `/api/role/delete/${created.id}`, headers: auth(hq) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: ja.deleted });
    expect((await t.app.inject({ url: `/api/role/detail/${created.id}`, headers: auth(hq) })).statusCode).toBe(404);
    expect(names(await t.app.inject({ url: '/api/role/list', headers: auth(hq) }))).toEqual([
      '管理者',
      '劇場スタッフ',
      '経理',
    ]);
  });
});
