import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ja, type Film } from '@cinema/contracts';
import { imageLinks } from '../../db/schema/index.js';
import { auditRowsOf, fieldsOf, signIn } from '../../test/fixtures.js';
import { createTestApp, type TestContext } from '../../test/helper.js';
import { distributorId, fileOf, filmId, newFilm, requests } from './films.fixtures.js';
import { imageNotFound } from './films.images.js';
import { unknownDistributor, workIdInUse } from './films.service.js';

let t: TestContext;
let r: ReturnType<typeof requests>;
let hq: string;
let hq2: string;
let shinjuku: string;

const auditRows = (action: string, id: number) => auditRowsOf(t, 'film', id, action);
const created = async (name: string, extra: object = {}, token = hq) => {
  const res = await r.create(token, newFilm(name, extra));
  expect(res.statusCode).toBe(200);
  return res.json().data as Film;
};
const main = (rate: number, periodStart: string, periodEnd: string | null) => ({
  category: 'main' as const,
  rate,
  periodStart,
  periodEnd,
});

beforeAll(async () => {
  t = await createTestApp();
  r = requests(t);
  [hq, hq2, shinjuku] = await signIn(t, 'hq', 'hq2', 'shinjuku');
});
afterAll(() => t.close());

describe('film create', () => {
  it('registers head office’s film as approved, with fee terms, images and an audit row', async () => {
    const cover = await fileOf(t, 'CL', '2026/11/cover-test.png');
    const d = await distributorId(t, 'CL', 'D002');
    const res = await r.create(
      hq,
      newFilm('テスト作品A', {
        nameKana: 'てすとさくひんえー',
        distributorId: d,
        workId: 'T-001',
        coverImage: { fileId: cover, url: '/anything' },
        stillImages: [{ fileId: null, url: 'http://images.example.jp/still1.png' }],
        filmFeeTerms: [
          main(60, '2026-12-04', '2026-12-17'),
          main(55.25, '2026-12-18', null),
          { category: 'late', rate: 50, periodStart: '2026-12-04' },
        ],
      }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(ja.created);
    const f = res.json().data as Film;
    expect(f).toMatchObject({
      nameKana: 'テストサクヒンエー',
      distributorName: '東栄シネマ配給株式会社',
      approvalStatus: 'approved',
      approvedByName: 'シネマライン本部',
      version: 1,
    });
    expect(f.approvedAt).not.toBeNull();
    expect(f.coverImage).toEqual({ fileId: cover, url: '/api/system/file/2026/11/cover-test.png' });
    expect(f.stillImages).toEqual([{ fileId: null, url: 'http://images.example.jp/still1.png' }]);
    expect(f.filmFeeTerms).toEqual([
      main(60, '2026-12-04', '2026-12-17'),
      main(55.25, '2026-12-18', null),
      { category: 'late', rate: 50, periodStart: '2026-12-04', periodEnd: null },
    ]);
    const links = await t.database.db
      .select()
      .from(imageLinks)
      .where(eq(imageLinks.url, 'http://images.example.jp/still1.png'));
    expect(links).toHaveLength(1);
    expect(await auditRows('create', f.id)).toHaveLength(1);
  });

  it('refuses overlapping periods of one category and a rate over 100, naming the field', async () => {
    const res = await r.create(
      hq,
      newFilm('重なり', { filmFeeTerms: [main(60, '2026-12-04', '2026-12-17'), main(120, '2026-12-10', null)] }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('validation_failed');
    expect(fieldsOf(res.json())['filmFeeTerms.1.rate']).toBe(
      '「歩率」は0〜100の数値（小数点以下2桁まで）を入力してください',
    );
    const overlap = await r.create(
      hq,
      newFilm('重なり', { filmFeeTerms: [main(60, '2026-12-04', '2026-12-17'), main(50, '2026-12-10', null)] }),
    );
    expect(fieldsOf(overlap.json())['filmFeeTerms.1.periodStart']).toBe(
      '「通常」の歩率の期間（2026/12/04〜2026/12/17）と（2026/12/10〜）が重なっています',
    );
  });

  it('names each bad field in Japanese', async () => {
    const res = await r.create(hq, {
      name: '',
      nameKana: '漢字',
      lengthMinutes: 0,
      releaseDateType: 'text',
      classification: 'PG15',
      officialUrl: 'ftp://x',
    });
    expect(res.statusCode).toBe(400);
    const fields = fieldsOf(res.json());
    expect(fields.name).toBe('「作品名」を入力してください');
    expect(fields.nameKana).toBe('「作品名（カナ）」はカタカナまたはひらがなで入力してください');
    expect(fields.lengthMinutes).toBe('「上映時間（分）」は1〜600の数値を入力してください');
    expect(fields.classification).toBe('「映倫区分」を選択してください');
    expect(fields.officialUrl).toBe('「公式サイトURL」はhttp://またはhttps://で始まるURLを入力してください');
  });

  it('takes distributors and files of the brand only', async () => {
    const mirai = await distributorId(t, 'MIRAI', 'D001');
    expect(fieldsOf((await r.create(hq, newFilm('他社', { distributorId: mirai }))).json()).distributorId).toBe(
      unknownDistributor,
    );
    const foreign = await fileOf(t, 'MIRAI', '2026/11/mirai.png');
    const res = await r.create(hq, newFilm('他社', { stillImages: [{ fileId: foreign, url: '/x' }] }));
    expect(res.statusCode).toBe(400);
    expect(fieldsOf(res.json())['stillImages.0']).toBe(imageNotFound);
    const badPath = await r.create(hq, newFilm('他社', { coverImage: { url: '/api/system/file/none.png' } }));
    expect(fieldsOf(badPath.json()).coverImage).toBe(imageNotFound);
  });

  it('keeps a work ID unique within the brand (409 on the field), free across brands', async () => {
    await created('作品ID1', { workId: 'DUP-1' });
    const dup = await r.create(hq, newFilm('作品ID2', { workId: 'DUP-1' }));
    expect(dup.statusCode).toBe(409);
    expect(dup.json().errors).toEqual([{ field: 'workId', message: workIdInUse }]);
    expect((await r.create(hq2, newFilm('作品ID3', { workId: 'DUP-1' }))).statusCode).toBe(200);
  });
});

describe('film update', () => {
  it('saves every field, replaces the fee terms and bumps the version', async () => {
    const f = await created('更新前', { filmFeeTerms: [main(60, '2026-12-04', null)] });
    const body = {
      ...newFilm('更新後', { releaseDateType: 'undecided', releaseDate: '2026-12-04', genre: 'SF' }),
      id: f.id,
      version: f.version,
      filmFeeTerms: [main(50, '2027-01-01', null)],
    };
    const res = await r.update(hq, body);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(ja.saved);
    expect(res.json().data).toMatchObject({
      name: '更新後',
      releaseDateType: 'undecided',
      releaseDate: null,
      genre: 'SF',
      version: 2,
      approvalStatus: 'approved',
    });
    expect((res.json().data as Film).filmFeeTerms).toEqual([main(50, '2027-01-01', null)]);
    const stale = await r.update(hq, body);
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'stale_version', message: ja.staleVersion });
    expect(await auditRows('update', f.id)).toHaveLength(1);
  });

  it('answers 404 for another brand’s film and 400 for a bad body', async () => {
    const id = await filmId(t, '風の向こうの街');
    expect((await r.update(hq2, { ...newFilm('x'), id, version: 1 })).statusCode).toBe(404);
    const bad = await r.update(hq, { ...newFilm('x'), id, version: 1, trailerMinutes: 61 });
    expect(fieldsOf(bad.json()).trailerMinutes).toBe('「予告編の長さ（分）」は0〜60の数値を入力してください');
  });
});

describe('film delete', () => {
  it('deletes with an audit row; the fee terms go with it', async () => {
    const f = await created('削除用', { filmFeeTerms: [main(60, '2026-12-04', null)] });
    const res = await r.remove(hq, f.id);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(ja.deleted);
    expect((await r.detail(hq, f.id)).statusCode).toBe(404);
    expect(await auditRows('delete', f.id)).toHaveLength(1);
  });

  it('refuses staff without the delete permission (403) and another brand (404)', async () => {
    const f = await created('削除不可');
    expect((await r.remove(shinjuku, f.id)).statusCode).toBe(403);
    expect((await r.remove(hq2, f.id)).statusCode).toBe(404);
    expect((await r.detail(hq, f.id)).statusCode).toBe(200);
  });
});
