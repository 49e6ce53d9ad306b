import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, createTestApp, type TestContext } from '../../test/helper.js';
import { fieldsOf } from '../../test/fixtures.js';
import { csvBase64, shiftJis } from './shop-items.fixtures.js';

let t: TestContext;
let hq: string;
let hq2: string;
let shinjuku: string;

const header =
  '商品コード,JANコード,商品名,商品名カナ,売店グループ,カテゴリ,販売価格,税率,店内飲食の税率,在庫管理,最低在庫数';
const good = [
  'I001,,キャラメルポップコーン,きゃらめるぽっぷこーん,フード・ドリンク,ポップコーン,500,8%,10%,する,10',
  'I002,4901234567894,ホットドッグ,ﾎｯﾄﾄﾞｯｸﾞ,food,ホットフード,"1,000",8%,10%,0,',
];
const importFile = (token: string, lines: string[], commit: boolean, fileName = 'items.csv') =>
  t.app.inject({
    method: 'POST',
    url: '/api/shopItem/import?kind=concession',
    headers: auth(token),
    payload: { fileName, content: csvBase64(lines), commit },
  });
const codes = async (token: string) =>
  (
    (await t.app.inject({ url: '/api/shopItem/list?kind=concession', headers: auth(token) })).json().data.list as {
      code: string;
    }[]
  ).map((x) => x.code);

beforeAll(async () => {
  t = await createTestApp();
  [hq, hq2, shinjuku] = await Promise.all([t.login('hq'), t.login('hq2'), t.login('shinjuku')]);
});
afterAll(() => t.close());

describe('shopItem import', () => {
  it('dry run answers each row with Japanese errors and row numbers, and writes nothing', async () => {
    const res = await importFile(hq, [header, ...good, 'F001,,,,,,abc,5%,,,', 'I001,,重複,,food,,100,8%,10%,,'], false);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ total: 4, valid: 2, invalid: 2, committed: false });
    expect(data.rows[0]).toEqual({ row: 2, label: 'I001 キャラメルポップコーン', ok: true, errors: [] });
    expect(data.rows[2].row).toBe(4);
    expect(data.rows[2].errors).toEqual(
      expect.arrayContaining([
        { column: '商品名', message: '「商品名」を入力してください' },
        { column: '売店グループ', message: '「売店グループ」を選択してください' },
        { column: '販売価格', message: '「販売価格」を入力してください' },
        { column: '税率', message: '「税率」を選択してください' },
      ]),
    );
    expect(data.rows[3].errors).toEqual([{ column: '商品コード', message: '「商品コード」が2行目と重複しています' }]);
    expect(await codes(hq)).not.toContain('I001');
  });

  it('a commit with an error row writes nothing and says why', async () => {
    const res = await importFile(hq, [header, ...good, 'F001,,既存コード,,food,,100,8%,10%,,'], true);
    expect(res.json().data).toMatchObject({ committed: false, invalid: 1 });
    expect(res.json().data.rows[2].errors).toEqual([
      { column: '商品コード', message: 'このコードはすでに使用されています。' },
    ]);
    expect(res.json().message).toContain('1行にエラーがあるため');
    expect(await codes(hq)).not.toContain('I001');
  });

  it('a valid file is written in one go, Shift_JIS too', async () => {
    const res = await importFile(hq, [header, ...good], true);
    expect(res.json()).toMatchObject({ message: '2件を取り込みました', data: { committed: true, valid: 2 } });
    expect(await codes(hq)).toEqual(expect.arrayContaining(['I001', 'I002']));
    const sjis = await t.app.inject({
      method: 'POST',
      url: '/api/shopItem/import?kind=commercial',
      headers: auth(hq),
      payload: {
        fileName: 'グッズ.csv',
        content: shiftJis(
          '商品コード,商品名,売店グループ,販売価格,税率\r\nG901,ﾊﾟﾝﾌﾚｯﾄ特別版,グッズ,1200,10%\r\n',
        ).toString('base64'),
        commit: true,
      },
    });
    expect(sjis.json().data).toMatchObject({ committed: true, rows: [{ label: 'G901 ﾊﾟﾝﾌﾚｯﾄ特別版', ok: true }] });
  });

  it('refuses a file without the required columns, an unknown type, cinema staff and another brand’s scope', async () => {
    const missing = await importFile(hq, ['商品名', 'a'], false);
    expect(missing.statusCode).toBe(400);
    expect(fieldsOf(missing.json()).content).toBe('必須の列がありません：商品コード、売店グループ、販売価格、税率');
    const pdf = await importFile(hq, [header], false, 'items.pdf');
    expect(fieldsOf(pdf.json()).fileName).toBe('CSV（.csv）またはExcel（.xlsx）ファイルを選択してください');
    expect((await importFile(shinjuku, [header, ...good], false)).statusCode).toBe(403);
    // The same codes are free in another brand: imports write to the caller's brand only.
    const other = await importFile(hq2, [header, ...good], true);
    expect(other.json().data.committed).toBe(true);
  });
});
