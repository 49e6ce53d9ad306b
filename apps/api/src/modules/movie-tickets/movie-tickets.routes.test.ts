import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ja } from '@cinema/contracts';
import { fieldsOf } from '../../test/fixtures.js';
import { auth, createTestApp, type TestContext } from '../../test/helper.js';
import { addCinemaStaff } from '../../test/staff.js';

let t: TestContext;
let admin: string;
let hq: string;
let hq2: string;
let shinjuku: string;
let noFilm: string;

type Ticket = {
  id: number;
  code: string;
  name: string;
  kind: string;
  area: string;
  users: number;
  sellAmount: number;
  bookedAmount: number;
  glassesFee: number;
  active: boolean;
  brandId: number;
};
const get = (token: string, url: string) => t.app.inject({ url, headers: auth(token) });
const listOf = async (token: string, query = '') =>
  (await get(token, `/api/movieTicket/list${query}`)).json().data.list as Ticket[];
let ticketOf: Record<string, Ticket>;

beforeAll(async () => {
  t = await createTestApp();
  // Staff whose role has no 作品 module at all.
  await addCinemaStaff(t.database.db, {
    userName: 'sj-no-film',
    cinemaCodes: ['0101'],
    permissions: { dashboard: ['view'] },
  });
  [admin, hq, hq2, shinjuku, noFilm] = await Promise.all([
    t.login('admin'),
    t.login('hq'),
    t.login('hq2'),
    t.login('shinjuku'),
    t.login('sj-no-film'),
  ]);
  ticketOf = Object.fromEntries((await listOf(hq)).map((x) => [x.code, x]));
});
afterAll(() => t.close());

describe('movieTicket list', () => {
  it('answers the brand’s ムビチケ 券種 in display order, with both unit prices', async () => {
    const res = await get(hq, '/api/movieTicket/list');
    expect(res.statusCode).toBe(200);
    const { list, total, page, pageSize } = res.json().data;
    expect({ total, page, pageSize }).toEqual({ total: 9, page: 0, pageSize: 9999 });
    expect((list as Ticket[])[0]).toMatchObject({
      code: '0101',
      name: 'ムビチケ一般',
      kind: 'general',
      area: 'national',
      users: 1,
      sellAmount: 1600,
      bookedAmount: 1500,
      glassesFee: 0,
      active: true,
    });
    expect(ticketOf['0103']).toMatchObject({ glassesFee: 100 });
    expect(ticketOf['0105']).toMatchObject({ users: 2, kind: 'other' });
  });

  it('shows cinema staff their brand’s master, and each brand only its own', async () => {
    expect((await listOf(shinjuku)).map((x) => x.code)).toEqual((await listOf(hq)).map((x) => x.code));
    const other = await listOf(hq2);
    expect(other.length).toBe(8);
    expect(other.every((x) => x.brandId !== ticketOf['0101']!.brandId)).toBe(true);
  });

  it('filters by kind, area, active and keyword, and sorts', async () => {
    expect((await listOf(hq, '?kind=child&area=theater')).map((x) => x.code)).toEqual(['0202']);
    expect((await listOf(hq, '?active=false')).map((x) => x.code)).toEqual(['0901']);
    expect((await listOf(hq, '?keyword=ペア')).map((x) => x.code)).toEqual(['0105', '0106']);
    expect((await listOf(hq, '?sortField=sellAmount&sortOrder=descend')).map((x) => x.sellAmount).slice(0, 2)).toEqual([
      3000, 2400,
    ]);
  });

  it('rejects bad filters in Japanese', async () => {
    const res = await get(hq, '/api/movieTicket/list?kind=adult&area=world');
    expect(res.statusCode).toBe(400);
    expect(fieldsOf(res.json())).toEqual({
      kind: '「券種区分」を選択してください',
      area: '「全国券・劇場券」を選択してください',
    });
  });

  it('refuses staff without the 作品 module, superAdmin (no brand of its own) and anonymous callers', async () => {
    const denied = await get(noFilm, '/api/movieTicket/list');
    expect(denied.statusCode).toBe(403);
    expect(denied.json()).toMatchObject({ code: 'no_permission', message: ja.noPermission });
    expect((await get(admin, '/api/movieTicket/list')).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/movieTicket/list' })).statusCode).toBe(401);
  });
});

describe('movieTicket detail', () => {
  it('answers a ticket of the brand to head office and cinema staff', async () => {
    for (const token of [hq, shinjuku]) {
      const res = await get(token, `/api/movieTicket/detail/${ticketOf['0104']!.id}`);
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({ code: '0104', name: 'ムビチケ小人（3D）', glassesFee: 100, version: 1 });
    }
  });

  it('another brand’s ticket is not found; a malformed id and staff without the module are refused', async () => {
    const other = await get(hq2, `/api/movieTicket/detail/${ticketOf['0101']!.id}`);
    expect(other.statusCode).toBe(404);
    expect(other.json()).toMatchObject({ code: 'not_found', message: ja.notFound });
    const bad = await get(hq, '/api/movieTicket/detail/abc');
    expect(bad.statusCode).toBe(400);
    expect(fieldsOf(bad.json()).id).toBe('IDが正しくありません');
    expect((await get(noFilm, `/api/movieTicket/detail/${ticketOf['0101']!.id}`)).statusCode).toBe(403);
  });
});

describe('movieTicket lookup', () => {
  it('answers the ticket a code stands for, full-width digits typed at the counter included', async () => {
    const res = await get(shinjuku, '/api/movieTicket/lookup?code=0103');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id: ticketOf['0103']!.id, name: 'ムビチケ一般（3D）', bookedAmount: 1800 });
    const wide = await get(hq, `/api/movieTicket/lookup?code=${encodeURIComponent('０１０５')}`);
    expect(wide.json().data).toMatchObject({ code: '0105', users: 2 });
  });

  it('answers 404 moviTicketNotFound for an unknown code and for another brand’s code', async () => {
    for (const [token, code] of [
      [hq, '9999'],
      [hq2, '0101'],
    ] as const) {
      const res = await get(token, `/api/movieTicket/lookup?code=${code}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({
        success: false,
        code: 'moviTicketNotFound',
        message: 'ムビチケの券種が見つかりません。',
      });
    }
  });

  it('asks for the code, and refuses staff without the module', async () => {
    const none = await get(hq, '/api/movieTicket/lookup');
    expect(none.statusCode).toBe(400);
    expect(fieldsOf(none.json()).code).toBe('「券種コード」を入力してください');
    const bad = await get(hq, '/api/movieTicket/lookup?code=01%2001');
    expect(fieldsOf(bad.json()).code).toBe('「券種コード」は半角英数字・ハイフン・アンダースコアで入力してください');
    expect((await get(noFilm, '/api/movieTicket/lookup?code=0101')).statusCode).toBe(403);
  });
});
