import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ja } from '@cinema/contracts';
import { screenings, versions } from '../../db/schema/index.js';
import { brandIdsByCode, cinemaIds, fieldsOf } from '../../test/fixtures.js';
import { auth, createTestApp, type TestContext } from '../../test/helper.js';

let t: TestContext;
let hq: string;
let hq2: string;
let shinjuku: string;
let ids: Record<string, number>;
let brandIds: Record<string, number>;
const mine: Record<string, number> = {};

type Row = {
  id: number;
  kind: string;
  code: string;
  name: string;
  surcharge: number;
  active: boolean;
  cinemaId: number;
};
const get = (token: string, url: string) => t.app.inject({ url, headers: auth(token) });
const listOf = async (token: string, url: string) => (await get(token, url)).json().data.list as Row[];

async function insert(
  cinemaCode: string,
  brandCode: string,
  kind: 'language' | 'format' | 'sound' | 'extra',
  code: string,
  extra: Partial<typeof versions.$inferInsert> = {},
) {
  const [row] = await t.database.db
    .insert(versions)
    .values({ brandId: brandIds[brandCode]!, cinemaId: ids[cinemaCode]!, kind, code, name: `${code}テスト`, ...extra })
    .returning({ id: versions.id });
  return row!.id;
}

beforeAll(async () => {
  t = await createTestApp();
  [hq, hq2, shinjuku] = await Promise.all([t.login('hq'), t.login('hq2'), t.login('shinjuku')]);
  ids = await cinemaIds(t);
  brandIds = await brandIdsByCode(t);
  // The tests own the language rows of 新宿, whatever the demo data seeds there.
  // The demo's screenings name them: 新宿's schedule goes first.
  await t.database.db.delete(screenings).where(eq(screenings.cinemaId, ids['0101']!));
  await t.database.db.delete(versions).where(and(eq(versions.cinemaId, ids['0101']!), eq(versions.kind, 'language')));
  mine.sub = await insert('0101', 'CL', 'language', 'SUBTITLE', { name: '字幕版', sortOrder: 2 });
  mine.dub = await insert('0101', 'CL', 'language', 'DUB', { name: '吹替版', sortOrder: 1 });
  mine.format = await insert('0101', 'CL', 'format', 'TSTFMT', { surcharge: 500, sortOrder: 999 });
  mine.sound = await insert('0101', 'CL', 'sound', 'TSTSND', { surcharge: 200 });
  mine.extra = await insert('0101', 'CL', 'extra', 'TSTEXT', { surcharge: 100, active: false });
  mine.ikebukuro = await insert('0102', 'CL', 'format', 'TSTFMT');
  mine.umeda = await insert('0201', 'MIRAI', 'format', 'TSTFMT');
});
afterAll(() => t.close());

describe('version list', () => {
  it('answers the language versions and formats of the chosen cinema, kinds in order', async () => {
    const res = await get(shinjuku, '/api/version/list');
    expect(res.statusCode).toBe(200);
    const { list, total, page, pageSize } = res.json().data;
    expect({ page, pageSize, total }).toEqual({ page: 0, pageSize: 9999, total: list.length });
    const rows = list as Row[];
    expect(new Set(rows.map((r) => r.kind))).toEqual(new Set(['language', 'format']));
    expect(rows.every((r) => r.cinemaId === ids['0101'])).toBe(true);
    // 字幕・吹替 first, each kind in its display order
    expect(rows.slice(0, 2).map((r) => r.code)).toEqual(['DUB', 'SUBTITLE']);
    expect(rows.find((r) => r.id === mine.format)).toMatchObject({
      code: 'TSTFMT',
      surcharge: 500,
      active: true,
      screenCount: 0,
      version: 1,
    });
  });

  it('filters by repeated kinds, active and keyword, and sorts by a named field', async () => {
    const sounds = await listOf(shinjuku, '/api/version/list?kinds=sound&kinds=extra&active=false');
    expect(sounds.map((r) => r.code)).toEqual(['TSTEXT']);
    const byKeyword = await listOf(shinjuku, '/api/version/list?keyword=tstfmt');
    expect(byKeyword.map((r) => r.id)).toEqual([mine.format]);
    const sorted = await listOf(shinjuku, '/api/version/list?kinds=language&sortField=code&sortOrder=descend');
    expect(sorted.map((r) => r.code)).toEqual(['SUBTITLE', 'DUB']);
  });

  it('rejects an unknown kind with the field named in Japanese', async () => {
    const res = await get(shinjuku, '/api/version/list?kinds=smell');
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('validation_failed');
    expect(Object.values(fieldsOf(res.json()))).toContain('「種別」を選択してください');
  });

  it('head office reads a cinema of its brand for its pickers, but must name the cinema', async () => {
    const none = await get(hq, '/api/version/list');
    expect(none.statusCode).toBe(400);
    expect(fieldsOf(none.json()).cinemaId).toBe(ja.selectCinema);
    const named = await listOf(hq, `/api/version/list?cinemaId=${ids['0102']}`);
    expect(named.some((r) => r.id === mine.ikebukuro)).toBe(true);
    expect(named.every((r) => r.cinemaId === ids['0102'])).toBe(true);
  });

  it('another tenant’s cinema, or a cinema outside the account, is not found; anonymous callers are refused', async () => {
    expect((await get(hq2, `/api/version/list?cinemaId=${ids['0101']}`)).statusCode).toBe(404);
    const other = await get(shinjuku, `/api/version/list?cinemaId=${ids['0102']}`);
    expect(other.statusCode).toBe(404);
    expect(other.json()).toMatchObject({ code: 'not_found', message: ja.notFound });
    const anonymous = await t.app.inject({ url: '/api/version/list' });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('otherVersion List', () => {
  it('answers sound formats and extras by default', async () => {
    const res = await get(shinjuku, '/api/otherVersion/List');
    expect(res.statusCode).toBe(200);
    const rows = res.json().data.list as Row[];
    expect(rows.every((r) => r.kind === 'sound' || r.kind === 'extra')).toBe(true);
    expect(rows.map((r) => r.id)).toEqual(expect.arrayContaining([mine.sound, mine.extra]));
    const active = await listOf(shinjuku, '/api/otherVersion/List?active=true');
    expect(active.map((r) => r.id)).not.toContain(mine.extra);
  });

  it('rejects a bad flag, another tenant’s cinema and anonymous callers', async () => {
    const bad = await get(shinjuku, '/api/otherVersion/List?active=maybe');
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(fieldsOf(bad.json()))).toContain('active');
    expect((await get(hq2, `/api/otherVersion/List?cinemaId=${ids['0101']}`)).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/otherVersion/List' })).statusCode).toBe(401);
  });
});

describe('version detail', () => {
  it('answers a version of the cinema', async () => {
    const res = await get(shinjuku, `/api/version/detail/${mine.sound}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      id: mine.sound,
      kind: 'sound',
      code: 'TSTSND',
      surcharge: 200,
      brandId: brandIds.CL,
    });
  });

  it('a version of another cinema or brand is not found', async () => {
    for (const id of [mine.ikebukuro, mine.umeda]) {
      const res = await get(shinjuku, `/api/version/detail/${id}`);
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('not_found');
    }
  });

  it('rejects a malformed id, and head office on this cinema screen', async () => {
    const bad = await get(shinjuku, '/api/version/detail/abc');
    expect(bad.statusCode).toBe(400);
    expect(fieldsOf(bad.json()).id).toBe('IDが正しくありません');
    // Head office reads a cinema's versions (docs/architecture.md, "access").
    expect((await get(hq, `/api/version/detail/${mine.ikebukuro}`)).statusCode).toBe(200);
  });
});
