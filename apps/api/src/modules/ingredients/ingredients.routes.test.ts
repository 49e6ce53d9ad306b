import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ingredientInUse, ja } from '@cinema/contracts';
import { fieldsOf } from '../../test/fixtures.js';
import { auth, createTestApp, type TestContext } from '../../test/helper.js';

let t: TestContext;
let hq: string;
let hq2: string;
let shinjuku: string;

type Ingredient = { id: number; code: string; name: string; unit: string; unitCost: number; brandId: number };
const get = (token: string, url: string) => t.app.inject({ url, headers: auth(token) });
const send = (token: string, method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: auth(token), ...(payload ? { payload } : {}) });
const listOf = async (token: string, query = '') =>
  (await get(token, `/api/ingredient/list${query}`)).json().data.list as Ingredient[];

beforeAll(async () => {
  t = await createTestApp();
  [hq, hq2, shinjuku] = await Promise.all([t.login('hq'), t.login('hq2'), t.login('shinjuku')]);
});
afterAll(() => t.close());

describe('ingredient', () => {
  it('lists the brand’s ingredients with the cost per unit, kana-insensitive', async () => {
    const list = await listOf(hq);
    expect(list[0]).toMatchObject({ code: 'M001', name: 'ポップコーン豆', unit: 'g' });
    expect(list[0]!.unitCost).toBeCloseTo(4500 / 22680, 3);
    expect((await listOf(shinjuku)).length).toBe(list.length);
    expect((await listOf(hq, `?keyword=${encodeURIComponent('そーせーじ')}`)).map((x) => x.code)).toEqual(['M012']);
    expect((await listOf(hq, '?unit=ml')).every((x) => x.unit === 'ml')).toBe(true);
    const options = (await get(hq, '/api/ingredient/listMap')).json().data as { name: string }[];
    expect(options[0]!.name).toBe('ポップコーン豆（g）');
  });

  it('registers and updates for head office, in Japanese when wrong; staff and other brands are refused', async () => {
    const body = { code: 'M900', name: 'ナチョスチップ', unit: 'g', purchasePrice: 2000, purchaseQuantity: 1000 };
    const created = await send(hq, 'POST', '/api/ingredient/create', body);
    expect(created.statusCode).toBe(200);
    const item = created.json().data;
    expect(item).toMatchObject({ unitCost: 2, stockControlled: true, version: 1 });
    const bad = await send(hq, 'POST', '/api/ingredient/create', {
      code: 'M901',
      name: '',
      unit: 'kg',
      purchaseQuantity: 0,
    });
    expect(fieldsOf(bad.json())).toMatchObject({
      name: '「原材料名」を入力してください',
      unit: '「単位」を選択してください',
      purchaseQuantity: '「仕入数量」は1〜10000000の数値を入力してください',
    });
    const dup = await send(hq, 'POST', '/api/ingredient/create', body);
    expect(dup.statusCode).toBe(409);
    expect(fieldsOf(dup.json())).toEqual({ code: ja.codeInUse });
    expect((await send(shinjuku, 'POST', '/api/ingredient/create', { ...body, code: 'M902' })).statusCode).toBe(403);
    const update = { ...body, id: item.id, version: 1, purchasePrice: 2500 };
    expect((await send(hq2, 'PUT', '/api/ingredient/update', update)).statusCode).toBe(404);
    expect((await get(hq2, `/api/ingredient/detail/${item.id}`)).statusCode).toBe(404);
    const saved = await send(hq, 'PUT', '/api/ingredient/update', update);
    expect(saved.json().data).toMatchObject({ purchasePrice: 2500, version: 2 });
    expect((await send(hq, 'DELETE', `/api/ingredient/delete/${item.id}`)).statusCode).toBe(200);
  });

  it('an ingredient a recipe uses cannot be deleted', async () => {
    const corn = (await listOf(hq)).find((x) => x.code === 'M001')!;
    const res = await send(hq, 'DELETE', `/api/ingredient/delete/${corn.id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(ingredientInUse);
  });
});
