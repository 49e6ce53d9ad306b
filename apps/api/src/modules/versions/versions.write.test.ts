import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ja } from '@cinema/contracts';
import { houseFormats, houses, screenings, versions } from '../../db/schema/index.js';
import { auditRowsOf, brandIdsByCode, cinemaIds, fieldsOf } from '../../test/fixtures.js';
import { auth, createTestApp, type TestContext } from '../../test/helper.js';

let t: TestContext;
let hq: string;
let shinjuku: string;
let ids: Record<string, number>;
let brandIds: Record<string, number>;

const newFormat = (code: string, extra: Record<string, unknown> = {}) => ({
  kind: 'format',
  code,
  name: `${code}上映`,
  surcharge: 500,
  sortOrder: 10,
  active: true,
  ...extra,
});

const create = (token: string, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/version/create', headers: auth(token), payload });
const update = (token: string, payload: object) =>
  t.app.inject({ method: 'PUT', url: '/api/version/update', headers: auth(token), payload });
const remove = (token: string, id: number) =>
  t.app.inject({ method: 'DELETE', url: `/api/version/delete/${id}`, headers: auth(token) });
const detail = async (id: number) =>
  (await t.app.inject({ url: `/api/version/detail/${id}`, headers: auth(shinjuku) })).json().data;
const auditRows = (action: string, id: number) => auditRowsOf(t, 'version', id, action);

async function insertElsewhere(cinemaCode: string, brandCode: string, code: string) {
  const values = {
    brandId: brandIds[brandCode]!,
    cinemaId: ids[cinemaCode]!,
    kind: 'format' as const,
    code,
    name: '他劇場の上映方式',
  };
  const [row] = await t.database.db.insert(versions).values(values).returning();
  return row!;
}

beforeAll(async () => {
  t = await createTestApp();
  [hq, shinjuku] = await Promise.all([t.login('hq'), t.login('shinjuku')]);
  ids = await cinemaIds(t);
  brandIds = await brandIdsByCode(t);
  // The tests own the language rows of 新宿, whatever the demo data seeds there.
  // The demo's screenings name them: 新宿's schedule goes first.
  await t.database.db.delete(screenings).where(eq(screenings.cinemaId, ids['0101']!));
  await t.database.db.delete(versions).where(and(eq(versions.cinemaId, ids['0101']!), eq(versions.kind, 'language')));
});
afterAll(() => t.close());

describe('version create', () => {
  it('adds a format with its surcharge to the chosen cinema, code in capitals, with an audit row', async () => {
    const res = await create(shinjuku, newFormat('screenx', { name: 'ScreenX', surcharge: 800 }));
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(ja.created);
    const created = res.json().data;
    expect(created).toMatchObject({
      kind: 'format',
      code: 'SCREENX',
      name: 'ScreenX',
      surcharge: 800,
      cinemaId: ids['0101'],
      brandId: brandIds.CL,
      version: 1,
    });
    const rows = await auditRows('create', created.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ userName: 'shinjuku', brandId: brandIds.CL, summary: '上映方式 SCREENX ScreenX' });
  });

  it('takes NONE, DUB or SUBTITLE for a language version and nothing else', async () => {
    const dub = await create(shinjuku, { kind: 'language', code: 'DUB', name: '吹替版', surcharge: 0 });
    expect(dub.statusCode).toBe(200);
    expect(dub.json().data).toMatchObject({ kind: 'language', code: 'DUB', sortOrder: 0, active: true });
    const bad = await create(shinjuku, { kind: 'language', code: 'IMAX', name: 'IMAX', surcharge: 0 });
    expect(bad.statusCode).toBe(400);
    expect(fieldsOf(bad.json()).code).toContain('NONE（なし）・DUB（吹替版）・SUBTITLE（字幕版）');
  });

  it('names each bad field in Japanese', async () => {
    const res = await create(shinjuku, { kind: 'smell', code: '3 D', name: '', surcharge: 10001, sortOrder: -1 });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('validation_failed');
    const fields = fieldsOf(res.json());
    expect(fields.kind).toBe('「種別」を選択してください');
    expect(fields.code).toContain('半角英数字');
    expect(fields.name).toBe('「表示名」を入力してください');
    expect(fields.surcharge).toBe('「加算料金」は0〜10000の数値を入力してください');
    expect(fields.sortOrder).toBe('「表示順」は0〜9999の数値を入力してください');
    const fraction = await create(shinjuku, newFormat('HALF', { surcharge: 99.5 }));
    expect(fieldsOf(fraction.json()).surcharge).toBe('「加算料金」は0〜10000の数値を入力してください');
  });

  it('refuses a code the cinema already has for the kind with 409 on code; other kinds may reuse it', async () => {
    expect((await create(shinjuku, newFormat('DUPE'))).statusCode).toBe(200);
    const dup = await create(shinjuku, newFormat('dupe'));
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toMatchObject({
      code: 'conflict',
      message: ja.codeInUse,
      errors: [{ field: 'code', message: ja.codeInUse }],
    });
    expect((await create(shinjuku, newFormat('DUPE', { kind: 'sound' }))).statusCode).toBe(200);
  });

  it('another tenant’s cinema is not found; head office is refused on this cinema screen', async () => {
    const other = await create(shinjuku, newFormat('OTHER', { cinemaId: ids['0201'] }));
    expect(other.statusCode).toBe(404);
    const denied = await create(hq, newFormat('HQ', { cinemaId: ids['0101'] }));
    expect(denied.statusCode).toBe(403);
    expect(denied.json().code).toBe('no_permission');
  });
});

describe('version update', () => {
  it('saves with the version read, then refuses the same version as stale', async () => {
    const current = (await create(shinjuku, newFormat('EDIT'))).json().data;
    const body = { ...current, name: 'IMAXレーザー', surcharge: 700 };
    const res = await update(shinjuku, body);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(ja.saved);
    expect(res.json().data).toMatchObject({ name: 'IMAXレーザー', surcharge: 700, version: current.version + 1 });
    expect(await auditRows('update', current.id)).toHaveLength(1);
    const stale = await update(shinjuku, body);
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'stale_version', message: ja.staleVersion });
  });

  it('keeps the kind, and refuses another row’s code', async () => {
    const current = (await create(shinjuku, newFormat('KEEP'))).json().data;
    const kind = await update(shinjuku, { ...current, kind: 'sound' });
    expect(kind.statusCode).toBe(400);
    expect(fieldsOf(kind.json()).kind).toBe('「種別」は変更できません。');
    const code = await update(shinjuku, { ...current, code: 'SCREENX' });
    expect(code.statusCode).toBe(409);
    expect(code.json().errors[0].field).toBe('code');
  });

  it('another cinema’s or brand’s version is not found and stays unchanged', async () => {
    for (const [cinema, brand] of [
      ['0102', 'CL'],
      ['0201', 'MIRAI'],
    ] as const) {
      const row = await insertElsewhere(cinema, brand, 'ELSEWHERE');
      const res = await update(shinjuku, {
        ...row,
        name: '書き換え',
        createdAt: undefined,
        updatedAt: undefined,
        brandId: undefined,
        cinemaId: undefined,
      });
      expect(res.statusCode).toBe(404);
      const [after] = await t.database.db.select().from(versions).where(eq(versions.id, row.id));
      expect(after).toMatchObject({ name: '他劇場の上映方式', version: 1 });
    }
  });

  it('names a missing version and refuses head office', async () => {
    const current = (await create(shinjuku, newFormat('VER'))).json().data;
    const bad = await update(shinjuku, { ...current, version: undefined });
    expect(bad.statusCode).toBe(400);
    expect(fieldsOf(bad.json()).version).toBe('「バージョン」を入力してください');
    expect((await update(hq, current)).statusCode).toBe(403);
  });
});

describe('version delete', () => {
  it('deletes an unused version', async () => {
    const id = (await create(shinjuku, newFormat('GONE'))).json().data.id;
    const res = await remove(shinjuku, id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: ja.deleted });
    expect((await t.app.inject({ url: `/api/version/detail/${id}`, headers: auth(shinjuku) })).statusCode).toBe(404);
    expect(await auditRows('delete', id)).toHaveLength(1);
  });

  it('refuses a format while a screen lists it, and counts the screens on the record', async () => {
    const id = (await create(shinjuku, newFormat('INUSE'))).json().data.id;
    const [screen] = await t.database.db.select().from(houses).where(eq(houses.cinemaId, ids['0101']!)).limit(1);
    await t.database.db.insert(houseFormats).values({ houseId: screen!.id, formatId: id });
    expect((await detail(id)).screenCount).toBe(1);
    const res = await remove(shinjuku, id);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'conflict',
      message: 'スクリーン1件の上映方式に設定されているため、削除できません。先にスクリーンの設定から外してください。',
    });
    expect((await detail(id)).id).toBe(id);
    await t.database.db
      .delete(houseFormats)
      .where(and(eq(houseFormats.houseId, screen!.id), eq(houseFormats.formatId, id)));
    expect((await remove(shinjuku, id)).statusCode).toBe(200);
  });

  it('another tenant’s version is not found, a bad id is named, head office is refused', async () => {
    const row = await insertElsewhere('0201', 'MIRAI', 'NOTMINE');
    expect((await remove(shinjuku, row.id)).statusCode).toBe(404);
    const bad = await t.app.inject({ method: 'DELETE', url: '/api/version/delete/0', headers: auth(shinjuku) });
    expect(bad.statusCode).toBe(400);
    expect(fieldsOf(bad.json()).id).toBe('IDが正しくありません');
    const mineId = (await create(shinjuku, newFormat('HQDEL'))).json().data.id;
    expect((await remove(hq, mineId)).statusCode).toBe(403);
  });
});
