import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ja } from '@cinema/contracts';
import { cinemaIds, fieldsOf } from '../../test/fixtures.js';
import { auth, createTestApp, type TestContext } from '../../test/helper.js';
import { addCinemaStaff } from '../../test/staff.js';

let t: TestContext;
let admin: string;
let hq: string;
let hq2: string;
let shinjuku: string;
let noShop: string;

type Item = { id: number; code: string; name: string; brandId: number; kind: string; options: unknown[] };
const get = (token: string, url: string) => t.app.inject({ url, headers: auth(token) });
const listOf = async (token: string, query: string) =>
  (await get(token, `/api/shopItem/list${query}`)).json().data.list as Item[];
let itemOf: Record<string, Item>;

beforeAll(async () => {
  t = await createTestApp();
  await addCinemaStaff(t.database.db, {
    userName: 'sj-no-shop',
    cinemaCodes: ['0101'],
    permissions: { dashboard: ['view'] },
  });
  [admin, hq, hq2, shinjuku, noShop] = await Promise.all([
    t.login('admin'),
    t.login('hq'),
    t.login('hq2'),
    t.login('shinjuku'),
    t.login('sj-no-shop'),
  ]);
  itemOf = Object.fromEntries((await listOf(hq, '?kind=concession')).map((x) => [x.code, x]));
});
afterAll(() => t.close());

describe('shopItem list', () => {
  it('filters by 販売劇場: alcohol is sold at 新宿 only; another brand’s cinema answers 404', async () => {
    const ids = await cinemaIds(t);
    const category = (items: Item[]) => items.map((i) => (i as Item & { category: string | null }).category);
    const shinjukuMenu = await listOf(hq, `?kind=concession&pageSize=200&cinemaId=${ids['0101']}`);
    const otherMenu = await listOf(hq, `?kind=concession&pageSize=200&cinemaId=${ids['0102']}`);
    expect(category(shinjukuMenu)).toContain('アルコール');
    expect(category(otherMenu)).not.toContain('アルコール');
    expect(otherMenu.length).toBeGreaterThan(0);
    expect((await get(hq, `/api/shopItem/list?kind=concession&cinemaId=${ids['0201']}`)).statusCode).toBe(404);
  });

  it('answers the brand’s items of one kind in display order, with their options', async () => {
    const res = await get(hq, '/api/shopItem/list?kind=concession');
    expect(res.statusCode).toBe(200);
    const list = res.json().data.list as Item[];
    expect(list[0]).toMatchObject({
      code: 'F001',
      name: 'ポップコーン',
      shopGroup: 'food',
      taxRate: 0.08,
      eatInTaxRate: 0.1,
    });
    expect(list[0]!.options).toHaveLength(2);
    expect(list.every((x) => x.kind === 'concession')).toBe(true);
    expect((await listOf(hq, '?kind=otherGoods')).map((x) => x.code)).toEqual(['C001', 'C002']);
    expect((await listOf(hq, '?kind=otherRevenue')).map((x) => x.name)).toContain('3Dメガネ');
  });

  it('shows cinema staff their brand’s master, and each brand only its own', async () => {
    expect((await listOf(shinjuku, '?kind=concession')).length).toBe(Object.keys(itemOf).length);
    const other = await listOf(hq2, '?kind=concession');
    expect(other.every((x) => x.brandId !== itemOf['F001']!.brandId)).toBe(true);
    // Alcohol only at シネマライン.
    expect(other.some((x) => x.code === 'A001')).toBe(false);
    expect(itemOf['A001']).toBeDefined();
  });

  it('finds by hiragana, half-width katakana, code and JAN, and filters by group, category and state', async () => {
    expect((await listOf(hq, `?kind=concession&keyword=${encodeURIComponent('ぽっぷ')}`)).map((x) => x.code)).toEqual([
      'F001',
    ]);
    expect((await listOf(hq, `?kind=concession&keyword=${encodeURIComponent('ﾁｭﾛｽ')}`)).map((x) => x.code)).toEqual([
      'F003',
    ]);
    const goods = await listOf(hq, '?kind=commercial&category=' + encodeURIComponent('グッズ'));
    expect(goods.map((x) => x.code)).toEqual(['G001', 'G002', 'G003', 'G004']);
    const jan = (goods[0] as unknown as { janCode: string }).janCode;
    expect((await listOf(hq, `?kind=commercial&keyword=${jan}`)).map((x) => x.code)).toEqual(['G001']);
    expect((await listOf(hq, '?kind=commercial&shopGroup=food')).length).toBe(0);
    expect((await listOf(hq, '?kind=concession&state=stopped')).length).toBe(0);
  });

  it('asks for the kind and refuses bad filters in Japanese', async () => {
    const res = await get(hq, '/api/shopItem/list?state=open');
    expect(res.statusCode).toBe(400);
    expect(fieldsOf(res.json())).toEqual({
      kind: '「商品区分」を選択してください',
      state: '「状態」を選択してください',
    });
  });

  it('refuses staff without the 売店 module, superAdmin and anonymous callers', async () => {
    const denied = await get(noShop, '/api/shopItem/list?kind=concession');
    expect(denied.statusCode).toBe(403);
    expect(denied.json()).toMatchObject({ code: 'no_permission', message: ja.noPermission });
    expect((await get(admin, '/api/shopItem/list?kind=concession')).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/shopItem/list?kind=concession' })).statusCode).toBe(401);
  });
});

describe('shopItem detail', () => {
  it('answers an item with its option groups to head office and cinema staff', async () => {
    for (const token of [hq, shinjuku]) {
      const res = await get(token, `/api/shopItem/detail/${itemOf['F001']!.id}`);
      expect(res.statusCode).toBe(200);
      expect(res.json().data.options[0]).toMatchObject({
        name: 'フレーバー',
        required: true,
        multiple: false,
        choices: [
          { name: '塩', priceDelta: 0 },
          { name: 'キャラメル', priceDelta: 50 },
          { name: 'ハーフ＆ハーフ', priceDelta: 100 },
        ],
      });
    }
  });

  it('another brand’s item is not found', async () => {
    const other = await get(hq2, `/api/shopItem/detail/${itemOf['F001']!.id}`);
    expect(other.statusCode).toBe(404);
    expect(other.json()).toMatchObject({ code: 'not_found', message: ja.notFound });
    expect((await get(noShop, `/api/shopItem/detail/${itemOf['F001']!.id}`)).statusCode).toBe(403);
  });
});
