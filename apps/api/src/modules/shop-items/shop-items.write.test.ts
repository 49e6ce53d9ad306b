import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ja } from '@cinema/contracts';
import { auditRowsOf, fieldsOf } from '../../test/fixtures.js';
import { auth, createTestApp, type TestContext } from '../../test/helper.js';
import { popcornBody } from './shop-items.fixtures.js';

let t: TestContext;
let hq: string;
let hq2: string;
let shinjuku: string;

const send = (token: string, method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: auth(token), ...(payload ? { payload } : {}) });

beforeAll(async () => {
  t = await createTestApp();
  [hq, hq2, shinjuku] = await Promise.all([t.login('hq'), t.login('hq2'), t.login('shinjuku')]);
});
afterAll(() => t.close());

describe('shopItem create', () => {
  it('registers an item with its options, folding the kana, and records it in the audit log', async () => {
    const res = await send(hq, 'POST', '/api/shopItem/create', popcornBody({ janCode: '４９０１２３４５６７８９４' }));
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(ja.created);
    const item = res.json().data;
    expect(item).toMatchObject({
      code: 'T100',
      nameKana: 'テストポップコーン',
      janCode: '4901234567894',
      taxRate: 0.08,
      eatInTaxRate: 0.1,
      taxDisplay: 'inclusive',
      state: 'selling',
      productType: 'SALES_ITEM',
      minStock: 10,
      version: 1,
    });
    expect(item.options[0].choices.map((c: { name: string }) => c.name)).toEqual(['S', 'M', 'L']);
    expect(await auditRowsOf(t, 'shopItem', item.id, 'create')).toHaveLength(1);
  });

  it('answers each wrong field in Japanese', async () => {
    const res = await send(
      hq,
      'POST',
      '/api/shopItem/create',
      popcornBody({
        code: 'T101',
        janCode: '4901234567895',
        name: '',
        eatInTaxRate: null,
        taxRate: 0.05,
        saleFrom: '2026-12-01',
        saleTo: '2026-11-01',
        options: [{ name: 'サイズ', required: true, multiple: false, choices: [] }],
      }),
    );
    expect(res.statusCode).toBe(400);
    expect(fieldsOf(res.json())).toMatchObject({
      janCode: '「JANコード」のチェックデジットが正しくありません',
      name: '「商品名」を入力してください',
      taxRate: '「税率」を選択してください',
      'options.0.choices': '「選択肢」を1件以上登録してください',
    });
    const food = await send(hq, 'POST', '/api/shopItem/create', popcornBody({ code: 'T102', eatInTaxRate: null }));
    expect(fieldsOf(food.json()).eatInTaxRate).toContain('店内飲食の税率');
    const consign = await send(
      hq,
      'POST',
      '/api/shopItem/create',
      popcornBody({ code: 'T103', kind: 'otherGoods', productType: 'CONSIGNMENT', janCode: '123' }),
    );
    expect(fieldsOf(consign.json())).toMatchObject({
      consignor: '委託商品は「委託元」を入力してください',
      janCode: '「JANコード」は8桁または13桁の数字で入力してください',
    });
  });

  it('refuses a code or JAN code the brand already uses (409), but another brand may use them', async () => {
    const dup = await send(hq, 'POST', '/api/shopItem/create', popcornBody({ code: 'F001' }));
    expect(dup.statusCode).toBe(409);
    expect(fieldsOf(dup.json())).toEqual({ code: ja.codeInUse });
    const jan = await send(hq, 'POST', '/api/shopItem/create', popcornBody({ code: 'T104', janCode: '4901234567894' }));
    expect(jan.statusCode).toBe(409);
    expect(fieldsOf(jan.json())).toEqual({ janCode: 'このJANコードはすでに使用されています。' });
    const other = await send(hq2, 'POST', '/api/shopItem/create', popcornBody({ janCode: '4901234567894' }));
    expect(other.statusCode).toBe(200);
  });

  it('leaves writes to head office: cinema staff are refused', async () => {
    const res = await send(shinjuku, 'POST', '/api/shopItem/create', popcornBody({ code: 'T105' }));
    expect(res.statusCode).toBe(403);
  });
});

describe('shopItem update and delete', () => {
  it('saves a change with the version, refuses a stale one, and another brand’s item is not found', async () => {
    const created = (await send(hq, 'POST', '/api/shopItem/create', popcornBody({ code: 'T200' }))).json().data;
    const body = { ...popcornBody({ code: 'T200', price: 550, state: 'stopped' }), id: created.id, version: 1 };
    delete (body as { kind?: string }).kind;
    const saved = await send(hq, 'PUT', '/api/shopItem/update', body);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({ price: 550, state: 'stopped', version: 2 });
    const stale = await send(hq, 'PUT', '/api/shopItem/update', body);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('stale_version');
    const foreign = await send(hq2, 'PUT', '/api/shopItem/update', { ...body, version: 2 });
    expect(foreign.statusCode).toBe(404);
    expect((await send(shinjuku, 'PUT', '/api/shopItem/update', { ...body, version: 2 })).statusCode).toBe(403);

    expect((await send(hq2, 'DELETE', `/api/shopItem/delete/${created.id}`)).statusCode).toBe(404);
    const removed = await send(hq, 'DELETE', `/api/shopItem/delete/${created.id}`);
    expect(removed.statusCode).toBe(200);
    expect((await t.app.inject({ url: `/api/shopItem/detail/${created.id}`, headers: auth(hq) })).statusCode).toBe(404);
  });

  it('drops the eat-in rate of non-food items and the consignor of bought items', async () => {
    const res = await send(
      hq,
      'POST',
      '/api/shopItem/create',
      popcornBody({ code: 'T300', kind: 'commercial', shopGroup: 'product', taxRate: 0.1, consignor: '誰か' }),
    );
    expect(res.json().data).toMatchObject({ eatInTaxRate: null, consignor: null });
  });
});
