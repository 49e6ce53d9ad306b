import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ja } from '@cinema/contracts';
import { restrictCodes, restrictRules } from '../../db/schema/index.js';
import { cinemaIds, fieldsOf } from '../../test/fixtures.js';
import { auth, createTestApp, type TestContext } from '../../test/helper.js';
import { addCinemaStaff } from '../../test/staff.js';

let t: TestContext;
let hq: string;
let shinjuku: string;
let umeda: string;
let ids: Record<string, number>;

type Code = {
  id: number;
  code: string;
  label: string;
  minAge: number;
  standard: boolean;
  cinemaId: number;
  notice: string | null;
};
const get = (token: string, url: string) => t.app.inject({ url, headers: auth(token) });
const listOf = async (token: string, query = '') =>
  (await get(token, `/api/restrict/list${query}`)).json().data.list as Code[];

beforeAll(async () => {
  t = await createTestApp();
  // Cinema staff of the other brand, for the cross-tenant checks.
  await addCinemaStaff(t.database.db, {
    userName: 'umeda-restrict',
    cinemaCodes: ['0201'],
    brandCode: 'MIRAI',
    permissions: { film: ['view'] },
  });
  [hq, shinjuku, umeda] = await Promise.all([t.login('hq'), t.login('shinjuku'), t.login('umeda-restrict')]);
  ids = await cinemaIds(t);
});
afterAll(() => t.close());

describe('restrict list', () => {
  it('answers the chosen cinema’s codes in display order, the four 映倫 codes first', async () => {
    const res = await get(shinjuku, '/api/restrict/list');
    expect(res.statusCode).toBe(200);
    const { list, total, page, pageSize } = res.json().data;
    expect({ total, page, pageSize }).toEqual({ total: 5, page: 0, pageSize: 9999 });
    const rows = list as Code[];
    expect(rows.map((r) => [r.code, r.minAge, r.standard])).toEqual([
      ['G', 0, true],
      ['PG12', 0, true],
      ['R15+', 15, true],
      ['R18+', 18, true],
      ['R20', 20, false],
    ]);
    expect(rows[1]!.label).toBe('12歳未満（小学生以下）は保護者の助言・指導が必要');
    expect(rows.every((r) => r.cinemaId === ids['0101'])).toBe(true);
  });

  it('filters by keyword and sorts by a named field', async () => {
    expect((await listOf(shinjuku, '?keyword=r1')).map((r) => r.code)).toEqual(['R15+', 'R18+']);
    expect((await listOf(shinjuku, '?sortField=minAge&sortOrder=descend')).map((r) => r.code).slice(0, 2)).toEqual([
      'R20',
      'R18+',
    ]);
  });

  it('gives a cinema without codes the four 映倫 codes on its first visit', async () => {
    await t.database.db.delete(restrictCodes).where(eq(restrictCodes.cinemaId, ids['0201']!));
    expect((await listOf(umeda)).map((r) => r.code)).toEqual(['G', 'PG12', 'R15+', 'R18+']);
    expect((await listOf(umeda)).length).toBe(4);
  });

  it('rejects a malformed cinema id and a bad page in Japanese terms', async () => {
    const res = await get(shinjuku, '/api/restrict/list?cinemaId=abc&page=-1');
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('validation_failed');
    expect(fieldsOf(res.json()).cinemaId).toBe('IDが正しくありません');
    expect(Object.keys(fieldsOf(res.json()))).toContain('page');
  });

  it('lets head office read this cinema screen, and refuses anonymous callers', async () => {
    expect((await get(hq, `/api/restrict/list?cinemaId=${ids['0101']}`)).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/restrict/list' })).statusCode).toBe(401);
  });

  it('another brand’s cinema, or another cinema of the brand, is not found', async () => {
    const other = await get(umeda, `/api/restrict/list?cinemaId=${ids['0101']}`);
    expect(other.statusCode).toBe(404);
    expect(other.json()).toMatchObject({ code: 'not_found', message: ja.notFound });
    expect((await get(shinjuku, `/api/restrict/list?cinemaId=${ids['0102']}`)).statusCode).toBe(404);
  });
});

describe('restrict lateHourRule (read)', () => {
  it('answers the cinema’s confirmed rule with its prefecture', async () => {
    const res = await get(shinjuku, '/api/restrict/lateHourRule');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      cinemaId: ids['0101'],
      cinemaName: 'シネマライン新宿',
      prefectureCode: '13',
      prefectureName: '東京都',
      cutoff: '23:00',
      suggestedCutoff: '23:00',
      confirmed: true,
      version: 1,
    });
  });

  it('suggests the prefecture’s cut-off, unconfirmed, until the cinema saves its own', async () => {
    await t.database.db.delete(restrictRules).where(eq(restrictRules.cinemaId, ids['0201']!));
    const res = await get(umeda, '/api/restrict/lateHourRule');
    expect(res.json().data).toMatchObject({
      prefectureName: '大阪府',
      cutoff: '22:00',
      suggestedCutoff: '22:00',
      confirmed: false,
      version: 0,
      updatedAt: null,
      note: null,
    });
  });

  it('rejects a malformed cinema id, head office, another tenant and anonymous callers', async () => {
    const bad = await get(shinjuku, '/api/restrict/lateHourRule?cinemaId=0');
    expect(bad.statusCode).toBe(400);
    expect(fieldsOf(bad.json()).cinemaId).toBe('IDが正しくありません');
    expect((await get(hq, `/api/restrict/lateHourRule?cinemaId=${ids['0101']}`)).statusCode).toBe(200);
    const other = await get(umeda, `/api/restrict/lateHourRule?cinemaId=${ids['0101']}`);
    expect(other.statusCode).toBe(404);
    expect(other.json().code).toBe('not_found');
    expect((await t.app.inject({ url: '/api/restrict/lateHourRule' })).statusCode).toBe(401);
  });
});
