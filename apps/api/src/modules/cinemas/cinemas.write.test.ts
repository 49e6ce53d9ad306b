import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ja } from '@cinema/contracts';
import { accountCinemas, accounts } from '../../db/schema/index.js';
import { auditRowsOf, brandIdsByCode, cinemaIds, fieldsOf } from '../../test/fixtures.js';
import { auth, createTestApp, type TestContext } from '../../test/helper.js';
import { newCinema } from './cinemas.fixtures.js';

let t: TestContext;
let admin: string;
let hq: string;
let shinjuku: string;
let ids: Record<string, number>;
let brandIds: Record<string, number>;

const create = (token: string, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/cinema/create', headers: auth(token), payload });
const update = (token: string, payload: object) =>
  t.app.inject({ method: 'PUT', url: '/api/cinema/update', headers: auth(token), payload });
const remove = (token: string, id: number) =>
  t.app.inject({ method: 'DELETE', url: `/api/cinema/delete/${id}`, headers: auth(token) });
const detail = async (token: string, id: number) =>
  (await t.app.inject({ url: `/api/cinema/detail/${id}`, headers: auth(token) })).json().data;
const auditRows = (action: string, id: number) => auditRowsOf(t, 'cinema', id, action);

beforeAll(async () => {
  t = await createTestApp();
  [admin, hq, shinjuku] = await Promise.all([t.login('admin'), t.login('hq'), t.login('shinjuku')]);
  ids = await cinemaIds(t);
  brandIds = await brandIdsByCode(t);
});
afterAll(() => t.close());

describe('cinema create', () => {
  it('a brand creates a cinema in its own brand, whatever brandId it sends, with an audit row', async () => {
    const res = await create(hq, newCinema('0104', { brandId: brandIds.MIRAI, openingDate: '2026-10-01' }));
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(ja.created);
    const created = res.json().data;
    expect(created).toMatchObject({
      code: '0104',
      brandId: brandIds.CL,
      brandCode: 'CL',
      postalCode: '1600022',
      screenCount: 0,
      version: 1,
    });
    const rows = await auditRows('create', created.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ brandId: brandIds.CL, userName: 'hq', summary: 'テスト劇場0104' });
  });

  it('superAdmin must name the brand', async () => {
    const missing = await create(admin, newCinema('0901'));
    expect(missing.statusCode).toBe(400);
    expect(fieldsOf(missing.json()).brandId).toBe('「ブランド」を選択してください');
    const unknown = await create(admin, newCinema('0901', { brandId: 99999 }));
    expect(unknown.statusCode).toBe(400);
    expect(fieldsOf(unknown.json()).brandId).toBe('「ブランド」を選択してください');
    const res = await create(admin, newCinema('0901', { brandId: brandIds.MIRAI }));
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ brandCode: 'MIRAI', code: '0901' });
  });

  it('refuses a code already used in the brand with 409 naming the field; other brands may reuse it', async () => {
    const dup = await create(hq, newCinema('0101'));
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toMatchObject({
      code: 'conflict',
      message: ja.codeInUse,
      errors: [{ field: 'code', message: ja.codeInUse }],
    });
    const elsewhere = await create(admin, newCinema('0101', { brandId: brandIds.MIRAI }));
    expect(elsewhere.statusCode).toBe(200);
  });

  it('names each bad field in Japanese', async () => {
    const res = await create(hq, newCinema('bad code', { name: '', businessDayCutoffHour: 40, status: 'gone' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('validation_failed');
    const fields = fieldsOf(res.json());
    expect(fields.name).toBe('「劇場名」を入力してください');
    expect(fields.businessDayCutoffHour).toBe(ja.cutoffHourRange);
    expect(fields.status).toBe('「状態」を選択してください');
    expect(fields.code).toContain('半角英数字');
  });

  it('a cinema account cannot create cinemas', async () => {
    const res = await create(shinjuku, newCinema('0199'));
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('no_permission');
  });
});

describe('cinema update', () => {
  it('saves with the version read, then refuses the same version as stale', async () => {
    const current = await detail(hq, ids['0102']!);
    const body = { ...current, phone: '03-9999-0000', businessDayCutoffHour: 28 };
    const res = await update(hq, body);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(ja.saved);
    expect(res.json().data).toMatchObject({
      phone: '03-9999-0000',
      businessDayCutoffHour: 28,
      version: current.version + 1,
    });
    expect(await auditRows('update', current.id)).toHaveLength(1);
    const stale = await update(hq, body);
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'stale_version', message: ja.staleVersion });
  });

  it('refuses taking another cinema’s code', async () => {
    const current = await detail(hq, ids['0103']!);
    const res = await update(hq, { ...current, code: '0101' });
    expect(res.statusCode).toBe(409);
    expect(res.json().errors[0].field).toBe('code');
  });

  it('another brand’s cinema is not found', async () => {
    const other = await detail(admin, ids['0201']!);
    const res = await update(hq, other);
    expect(res.statusCode).toBe(404);
    expect((await detail(admin, ids['0201']!)).version).toBe(other.version);
  });

  it('names a missing version and refuses a cinema account', async () => {
    const current = await detail(hq, ids['0101']!);
    const bad = await update(hq, { ...current, version: undefined });
    expect(bad.statusCode).toBe(400);
    expect(fieldsOf(bad.json()).version).toBe('「バージョン」を入力してください');
    const denied = await update(shinjuku, current);
    expect(denied.statusCode).toBe(403);
  });
});

describe('cinema delete', () => {
  it('deletes a cinema without screens or staff', async () => {
    const id = (await create(hq, newCinema('0150'))).json().data.id;
    const res = await remove(hq, id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: ja.deleted });
    const gone = await t.app.inject({ url: `/api/cinema/detail/${id}`, headers: auth(hq) });
    expect(gone.statusCode).toBe(404);
    expect(await auditRows('delete', id)).toHaveLength(1);
  });

  it('refuses a cinema with screens', async () => {
    const res = await remove(hq, ids['0101']!);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'conflict',
      message: 'スクリーンが登録されているため、この劇場は削除できません。',
    });
  });

  it('refuses a cinema with assigned accounts', async () => {
    const id = (await create(hq, newCinema('0151'))).json().data.id;
    const [staff] = await t.database.db.select().from(accounts).where(eq(accounts.userName, 'shinjuku'));
    await t.database.db.insert(accountCinemas).values({ accountId: staff!.id, cinemaId: id, brandId: brandIds.CL! });
    const res = await remove(hq, id);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('ユーザーが割り当てられているため、この劇場は削除できません。');
  });

  it('another brand’s cinema is not found, a bad id is named, a cinema account is refused', async () => {
    const other = await remove(hq, ids['0201']!);
    expect(other.statusCode).toBe(404);
    const bad = await t.app.inject({ method: 'DELETE', url: '/api/cinema/delete/0', headers: auth(hq) });
    expect(bad.statusCode).toBe(400);
    expect(fieldsOf(bad.json()).id).toBe('IDが正しくありません');
    const denied = await remove(shinjuku, ids['0101']!);
    expect(denied.statusCode).toBe(403);
  });
});
