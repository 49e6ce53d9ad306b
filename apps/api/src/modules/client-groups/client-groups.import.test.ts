import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../test/fixtures.js';
import { auth, createTestApp, type TestContext } from '../../test/helper.js';
import { csvBase64 } from '../shop-items/shop-items.fixtures.js';

let t: TestContext;
let hq: string;
let hq2: string;
let shinjuku: string;

const header = 'グループコード,グループ名,表示順';
const good = ['G-IMP1,法人顧客（関西）,30', 'G-IMP2,協賛企業,'];
const importFile = (token: string, lines: string[], commit: boolean) =>
  t.app.inject({
    method: 'POST',
    url: '/api/clientGroup/import',
    headers: auth(token),
    payload: { fileName: 'groups.csv', content: csvBase64(lines), commit },
  });
const codesOf = async (token: string) =>
  (
    (await t.app.inject({ url: '/api/clientGroup/list', headers: auth(token) })).json().data.list as {
      code: string;
    }[]
  ).map((g) => g.code);

beforeAll(async () => {
  t = await createTestApp();
  [hq, hq2, shinjuku] = await signIn(t, 'hq', 'hq2', 'shinjuku');
});
afterAll(() => t.close());

describe('clientGroup import', () => {
  it('dry run names error rows and columns in Japanese and writes nothing', async () => {
    const res = await importFile(hq, [header, ...good, 'G-IMP3,,abc', 'G-IMP1,重複,', 'DIST,既存,'], false);
    const data = res.json().data;
    expect(data).toMatchObject({ total: 5, valid: 2, invalid: 3, committed: false });
    expect(data.rows[2]).toMatchObject({ row: 4, ok: false });
    expect(data.rows[2].errors).toEqual(
      expect.arrayContaining([
        { column: 'グループ名', message: '「グループ名」を入力してください' },
        expect.objectContaining({ column: '表示順' }),
      ]),
    );
    expect(data.rows[3].errors).toEqual([
      { column: 'グループコード', message: '「グループコード」が2行目と重複しています' },
    ]);
    expect(data.rows[4].errors).toEqual([
      { column: 'グループコード', message: 'このコードはすでに使用されています。' },
    ]);
    expect(await codesOf(hq)).not.toContain('G-IMP1');
  });

  it('a valid file commits every row; cinema staff are refused; another brand writes to its own', async () => {
    expect((await importFile(shinjuku, [header, ...good], false)).statusCode).toBe(403);
    const res = await importFile(hq, [header, ...good], true);
    expect(res.json()).toMatchObject({ message: '2件を取り込みました', data: { committed: true } });
    expect(await codesOf(hq)).toEqual(expect.arrayContaining(['G-IMP1', 'G-IMP2']));
    expect(await codesOf(hq2)).not.toContain('G-IMP1');
    // The same codes are free in another brand: imports check and write the caller's brand only.
    expect((await importFile(hq2, [header, ...good], false)).json().data).toMatchObject({ invalid: 0, valid: 2 });
  });
});
