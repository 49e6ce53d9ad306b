import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { partMessages, shopItemMessages } from '@cinema/contracts';
import { fieldsOf } from '../../test/fixtures.js';
import { auth, createTestApp, type TestContext } from '../../test/helper.js';
import { popcornBody } from './shop-items.fixtures.js';

let t: TestContext;
let hq: string;
let hq2: string;

type Item = {
  id: number;
  code: string;
  recipe: { ingredientName: string; optionChoice: string | null; quantity: number }[];
};
const get = (token: string, url: string) => t.app.inject({ url, headers: auth(token) });
const send = (token: string, method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: auth(token), ...(payload ? { payload } : {}) });
const byCode = async (token: string, kind: string) =>
  Object.fromEntries(
    ((await get(token, `/api/shopItem/list?kind=${kind}`)).json().data.list as Item[]).map((x) => [x.code, x]),
  );
let ingredientId: Record<string, number>;

beforeAll(async () => {
  t = await createTestApp();
  [hq, hq2] = await Promise.all([t.login('hq'), t.login('hq2')]);
  const list = (await get(hq, '/api/ingredient/list')).json().data.list as { id: number; code: string }[];
  ingredientId = Object.fromEntries(list.map((x) => [x.code, x.id]));
});
afterAll(() => t.close());

describe('recipes', () => {
  it('the demo popcorn uses more corn for L than for S', async () => {
    const popcorn = (await byCode(hq, 'concession'))['F001'] as Item;
    const corn = popcorn.recipe.filter((r) => r.ingredientName === 'ポップコーン豆');
    expect(corn.map((r) => [r.optionChoice, r.quantity])).toEqual([
      ['S', 40],
      ['M', 60],
      ['L', 90],
    ]);
  });

  it('saves a recipe per unit and per option, refusing unknown options and another brand’s ingredients', async () => {
    const recipe = [
      { ingredientId: ingredientId['M001']!, quantity: 50 },
      { ingredientId: ingredientId['M001']!, optionGroup: 'サイズ', optionChoice: 'L', quantity: 30 },
    ];
    const res = await send(hq, 'POST', '/api/shopItem/create', popcornBody({ code: 'R100', recipe }));
    expect(res.statusCode).toBe(200);
    expect(res.json().data.recipe).toMatchObject([
      { ingredientName: 'ポップコーン豆', unit: 'g', optionChoice: null, quantity: 50 },
      { optionGroup: 'サイズ', optionChoice: 'L', quantity: 30 },
    ]);
    const wrong = await send(
      hq,
      'POST',
      '/api/shopItem/create',
      popcornBody({
        code: 'R101',
        recipe: [{ ingredientId: ingredientId['M001']!, optionGroup: 'サイズ', optionChoice: 'XL', quantity: 1 }],
      }),
    );
    expect(fieldsOf(wrong.json())).toEqual({ 'recipe.0.optionChoice': partMessages.unknownOption });
    const foreign = await send(hq2, 'POST', '/api/shopItem/create', popcornBody({ code: 'R102', recipe }));
    expect(foreign.statusCode).toBe(400);
    expect(fieldsOf(foreign.json())).toEqual({ 'recipe.0.ingredientId': partMessages.unknownIngredient });
  });
});

describe('sets', () => {
  it('the demo pair set holds a popcorn L and a choice of two M drinks', async () => {
    const set = (await byCode(hq, 'set'))['S001'] as unknown as {
      price: number;
      components: { itemCode: string; quantity: number; choiceGroup: string | null; optionChoice: string | null }[];
    };
    expect(set.price).toBe(1500);
    expect(set.components[0]).toMatchObject({ itemCode: 'F001', quantity: 1, choiceGroup: null, optionChoice: 'L' });
    expect(set.components.filter((c) => c.choiceGroup === 'ドリンクM お好きなもの')).toHaveLength(6);
  });

  it('a set needs contents of the brand’s own non-set items; an item in a set cannot be deleted', async () => {
    const items = await byCode(hq, 'concession');
    const sets = await byCode(hq, 'set');
    const setBody = (
      components: { itemId: number; quantity?: number; choiceGroup?: string; optionChoice?: string }[],
    ) => popcornBody({ kind: 'set', code: `X${components.length}${Date.now() % 1000}`, options: [], components });
    const empty = await send(hq, 'POST', '/api/shopItem/create', setBody([]));
    expect(fieldsOf(empty.json())).toEqual({ components: partMessages.noComponents });
    const nested = await send(hq, 'POST', '/api/shopItem/create', setBody([{ itemId: sets['S001']!.id }]));
    expect(fieldsOf(nested.json())).toEqual({ 'components.0.itemId': partMessages.unknownItem });
    const ok = await send(
      hq,
      'POST',
      '/api/shopItem/create',
      setBody([
        { itemId: items['F002']!.id, quantity: 1 },
        { itemId: items['D001']!.id, choiceGroup: 'ドリンク', optionChoice: 'L' },
        { itemId: items['D002']!.id, choiceGroup: 'ドリンク', optionChoice: 'L' },
      ]),
    );
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.components).toHaveLength(3);
    const foreign = await send(hq2, 'POST', '/api/shopItem/create', setBody([{ itemId: items['F002']!.id }]));
    expect(foreign.statusCode).toBe(400);
    const del = await send(hq, 'DELETE', `/api/shopItem/delete/${items['F002']!.id}`);
    expect(del.statusCode).toBe(409);
    expect(del.json().message).toBe(shopItemMessages.inSet);
  });
});
