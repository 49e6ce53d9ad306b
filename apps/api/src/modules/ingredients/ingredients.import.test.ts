import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, createTestApp, type TestContext } from '../../test/helper.js';
import { csvBase64 } from '../shop-items/shop-items.fixtures.js';

// 原材料の一括登録: head office registers ingredients from a CSV or XLSX; a dry run answers each row,
// and nothing is written unless every row is valid.
let t: TestContext;
let hq: string;
let hq2: string;
let shinjuku: string;

const header = '原材料コード,原材料名,原材料名カナ,単位,仕入価格,仕入数量,在庫管理,最低在庫数';
const good = ['IM01,バターオイル,ばたーおいる,ml,"2,400",18000,する,3000', 'IM02,紙ナプキン,,個,900,1000,しない,'];
const importFile = (token: string, lines: string[], commit: boolean) =>
  t.app.inject({
    method: 'POST',
    url: '/api/ingredient/import',
    headers: auth(token),
    payload: { fileName: 'ingredients.csv', content: csvBase64(lines), commit },
  });
const codes = async (token: string) =>
  (
    (await t.app.inject({ url: '/api/ingredient/list?pageSize=500', headers: auth(token) })).json().data.list as {
      code: string;
    }[]
  ).map((x) => x.code);

beforeAll(async () => {
  t = await createTestApp();
  [hq, hq2, shinjuku] = await Promise.all([t.login('hq'), t.login('hq2'), t.login('shinjuku')]);
});
afterAll(() => t.close());

describe('POST /api/ingredient/import', () => {
  it('dry run answers each row with Japanese errors and row numbers, and writes nothing', async () => {
    const res = await importFile(hq, [header, ...good, 'IM03,,,kg,abc,0,,', 'IM01,重複,,g,1,1,,'], false);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ total: 4, valid: 2, invalid: 2, committed: false });
    expect(data.rows[0]).toEqual({ row: 2, label: 'IM01 バターオイル', ok: true, errors: [] });
    expect(data.rows[2].errors).toEqual(
      expect.arrayContaining([
        { column: '原材料名', message: '「原材料名」を入力してください' },
        { column: '単位', message: '「単位」を選択してください' },
      ]),
    );
    expect(data.rows[3].errors).toContainEqual(expect.objectContaining({ column: '原材料コード' }));
    expect(await codes(hq)).not.toContain('IM01');
  });

  it('commits valid files only, converts the units and cells, and refuses a code the brand uses', async () => {
    const refused = await importFile(hq, [header, ...good, 'IM04,,,g,,,,'], true);
    expect(refused.json().data.committed).toBe(false);
    expect(await codes(hq)).not.toContain('IM01');

    const res = await importFile(hq, [header, ...good], true);
    expect(res.json().data).toMatchObject({ committed: true, valid: 2 });
    const list = (await t.app.inject({ url: '/api/ingredient/list?keyword=IM0', headers: auth(hq) })).json().data.list;
    expect(list).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          code: 'IM01',
          unit: 'ml',
          purchasePrice: 2400,
          purchaseQuantity: 18000,
          minStock: 3000,
        }),
        expect.objectContaining({ code: 'IM02', unit: 'piece', stockControlled: false, minStock: null }),
      ]),
    );
    const again = await importFile(hq, [header, good[0]!], false);
    expect(again.json().data.rows[0].errors).toEqual([
      { column: '原材料コード', message: expect.stringContaining('使用') },
    ]);
    // Another brand's codes are its own.
    expect((await importFile(hq2, [header, good[0]!], false)).json().data.rows[0].ok).toBe(true);
  });

  it('is head office’s: cinema staff are refused', async () => {
    expect((await importFile(shinjuku, [header, ...good], false)).statusCode).toBe(403);
  });
});
