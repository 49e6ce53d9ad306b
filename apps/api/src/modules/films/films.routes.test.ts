import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feeRateOn, type Film, type FilmListItem, type FilmNameItem, type FilmOption } from '@cinema/contracts';
import { films } from '../../db/schema/index.js';
import { brandIdsByCode } from '../../test/fixtures.js';
import { createTestApp, type TestContext } from '../../test/helper.js';
import { distributorId, filmAccounts, filmId, requests } from './films.fixtures.js';

let t: TestContext;
let r: ReturnType<typeof requests>;
let hq: string;
let hq2: string;
let shinjuku: string;
let noFilm: string;

const listOf = async (token: string, query = '') => {
  const res = await r.list(token, query);
  expect(res.statusCode).toBe(200);
  return res.json().data as { list: FilmListItem[]; total: number; page: number; pageSize: number };
};

beforeAll(async () => {
  t = await createTestApp();
  r = requests(t);
  ({ hq, hq2, shinjuku, staff: noFilm } = await filmAccounts(t, 'no-film', { dashboard: ['view'] }));
});
afterAll(() => t.close());

describe('film list', () => {
  it('lists the brand’s demo films, display order first, without long texts', async () => {
    const data = await listOf(hq);
    expect(data).toMatchObject({ total: 40, page: 0, pageSize: 9999 });
    expect(data.list.slice(0, 5).map((f) => f.displayOrder)).toEqual([1, 2, 3, 4, 5]);
    expect(data.list[0]).not.toHaveProperty('synopsis');
    expect(data.list[0]).not.toHaveProperty('filmFeeTerms');
    expect(new Set(data.list.map((f) => f.classification))).toEqual(new Set(['G', 'PG12', 'R15+', 'R18+']));
    expect(data.list.filter((f) => f.releaseDateType !== 'date').map((f) => f.releaseText)).toEqual(
      expect.arrayContaining(['2027年春', null]),
    );
    expect((await listOf(hq2)).total).toBe(10);
    expect((await listOf(shinjuku)).total).toBe(40);
  });

  it('finds by name, original name or kana (hiragana typed is folded to katakana)', async () => {
    expect((await listOf(hq, `?keyword=${encodeURIComponent('手紙')}`)).list.map((f) => f.name)).toEqual([
      '百年目の手紙',
    ]);
    expect((await listOf(hq, '?keyword=Gray')).list.map((f) => f.name)).toEqual(['グレイ・ゾーン']);
    expect((await listOf(hq, `?keyword=${encodeURIComponent('ひゃくねん')}`)).list.map((f) => f.name)).toEqual([
      '百年目の手紙',
    ]);
  });

  it('filters by release range, classification, distributor and approval state', async () => {
    const ranged = await listOf(hq, '?releaseFrom=2026-11-01&releaseTo=2026-11-30');
    expect(ranged.total).toBeGreaterThan(0);
    expect(ranged.list.every((f) => f.releaseDate! >= '2026-11-01' && f.releaseDate! <= '2026-11-30')).toBe(true);
    expect((await listOf(hq, '?classification=R18%2B')).list.map((f) => f.name).sort()).toEqual(
      ['夜の底の花', '深紅の契約'].sort(),
    );
    const d1 = await distributorId(t, 'CL', 'D001');
    const byDist = await listOf(hq, `?distributorId=${d1}`);
    expect(byDist.total).toBeGreaterThan(0);
    expect(byDist.list.every((f) => f.distributorId === d1 && f.distributorName === '東邦映画配給株式会社')).toBe(true);
    const pending = await listOf(hq, '?approvalStatus=pending');
    expect(pending.total).toBe(4);
    expect(pending.list.every((f) => f.createdByCinemaName === 'シネマライン新宿' && f.approvedBy === null)).toBe(true);
  });

  it('sorts by kana, release date and update time, and pages', async () => {
    const byKana = await listOf(hq, '?sortField=nameKana&sortOrder=ascend');
    const kana = byKana.list.map((f) => f.nameKana);
    expect(kana).toEqual([...kana].sort());
    const byDate = (await listOf(hq, '?sortField=releaseDate&sortOrder=descend&releaseFrom=2000-01-01')).list.map(
      (f) => f.releaseDate!,
    );
    expect(byDate).toEqual([...byDate].sort().reverse());
    const page = await listOf(hq, '?page=1&pageSize=15');
    expect(page).toMatchObject({ total: 40, page: 1, pageSize: 15 });
    expect(page.list).toHaveLength(15);
  });

  it('answers 400 in Japanese for a bad filter, 403 without the film permission', async () => {
    const bad = await r.list(hq, '?releaseFrom=2026-13-01&classification=PG15');
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .errors.map((e: { field: string }) => e.field)
        .sort(),
    ).toEqual(['classification', 'releaseFrom']);
    expect(bad.json().errors.find((e: { field: string }) => e.field === 'releaseFrom').message).toBe(
      '「公開日（から）」は日付（YYYY-MM-DD）で入力してください',
    );
    expect((await r.list(noFilm)).statusCode).toBe(403);
  });
});

describe('film pickers', () => {
  it('listMap offers approved films only; creatFilmNameList every film with its length and trailers', async () => {
    const map = (await r.listMap(shinjuku)).json().data as FilmOption[];
    expect(map).toHaveLength(36);
    expect(map.map((f) => f.name)).not.toContain('こぐまのポッケ');
    const names = (await r.names(noFilm)).json().data as FilmNameItem[];
    expect(names).toHaveLength(40);
    expect(names.find((f) => f.name === 'こぐまのポッケ')).toMatchObject({
      nameKana: 'コグマノポッケ',
      lengthMinutes: 72,
      approvalStatus: 'pending',
    });
    // The timeline sizes a dropped film as trailers + length, as the API will end it.
    const cl = (await brandIdsByCode(t)).CL!;
    const stored = await t.database.db
      .select({ name: films.name, trailerMinutes: films.trailerMinutes })
      .from(films)
      .where(eq(films.brandId, cl));
    expect(names.map((f) => [f.name, f.trailerMinutes]).sort()).toEqual(
      stored.map((f) => [f.name, f.trailerMinutes]).sort(),
    );
    expect(((await r.listMap(hq2)).json().data as FilmOption[]).map((f) => f.name)).toContain('なにわ商店街物語');
    expect((await t.app.inject({ url: '/api/film/listMap' })).statusCode).toBe(401);
  });
});

describe('film detail', () => {
  it('answers every field with the sliding fee terms in their order', async () => {
    const id = await filmId(t, '風の向こうの街');
    const res = await r.detail(shinjuku, id);
    expect(res.statusCode).toBe(200);
    const f = res.json().data as Film;
    expect(f).toMatchObject({
      name: '風の向こうの街',
      nameKana: 'カゼノムコウノマチ',
      classification: 'G',
      approvalStatus: 'approved',
      approvedByName: 'シネマライン本部',
    });
    expect(f.synopsis).toContain('『風の向こうの街』');
    expect(f.coverImage?.url).toMatch(/^\/api\/system\/file\//);
    expect(f.stillImages).toHaveLength(2);
    const poster = await t.app.inject({ url: f.coverImage!.url });
    expect(poster.statusCode).toBe(200);
    expect(poster.headers['content-type']).toBe('image/png');
    expect(f.filmFeeTerms.filter((x) => x.category === 'main').map((x) => x.rate)).toEqual([60, 55, 50]);
    expect(feeRateOn(f.filmFeeTerms, 'main', f.releaseDate!)).toBe(60);
    expect(feeRateOn(f.filmFeeTerms, 'late', f.releaseDate!)).toBe(50);
  });

  it('answers 404 for another brand’s film and for an unknown id', async () => {
    const id = await filmId(t, '風の向こうの街');
    expect((await r.detail(hq2, id)).statusCode).toBe(404);
    expect((await r.detail(hq, 999999)).statusCode).toBe(404);
    expect((await r.detail(noFilm, id)).statusCode).toBe(403);
  });
});
