import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bankNotFound, branchNotFound } from '@cinema/contracts';
import { signIn } from '../../test/fixtures.js';
import { auth, createTestApp, type TestContext } from '../../test/helper.js';
import { csvBase64 } from '../shop-items/shop-items.fixtures.js';

// 入金口座 from a spreadsheet: every row judged as the form would, bank and branch against the 全銀 master.
let t: TestContext;
let hq: string;
let hq2: string;
let shinjuku: string;

const header = '口座の呼び名,用途,金融機関コード,支店コード,預金種目,口座番号,口座名義（半角カナ）,既定の口座,備考';
const good = [
  '取込 入金用,入金用,0001,110,普通,1234567,かぶしきがいしゃ　しねまらいん,はい,',
  '取込 振込用,振込用,0005,001,当座,7654321,ｶ)ｼﾈﾏﾗｲﾝ,,支払専用',
];
type Row = { name: string; purpose: string; isDefault: boolean; accountHolder: string; accountType: string };
const importFile = (token: string, lines: string[], commit: boolean) =>
  t.app.inject({
    method: 'POST',
    url: '/api/deposit/import',
    headers: auth(token),
    payload: { fileName: 'deposits.csv', content: csvBase64(lines), commit },
  });
const deposits = async (token = hq) =>
  (await t.app.inject({ url: '/api/deposit/list?pageSize=100', headers: auth(token) })).json().data.list as Row[];

beforeAll(async () => {
  t = await createTestApp();
  [hq, hq2, shinjuku] = await signIn(t, 'hq', 'hq2', 'shinjuku');
});
afterAll(() => t.close());

describe('deposit import', () => {
  it('names an unknown bank or branch, a second default and a bad number per row, and writes nothing', async () => {
    const before = await deposits();
    const res = await importFile(
      hq,
      [
        header,
        ...good,
        '銀行なし,入金用,9998,001,普通,1111111,ｱｲｳ,,',
        '支店なし,入金用,0001,999,普通,1111111,ｱｲｳ,,',
        '既定が二つ,入金用,0001,110,普通,2222222,ｱｲｳ,はい,',
        '番号違い,入金用,0001,110,普通,12345,ｱｲｳ,,',
      ],
      false,
    );
    const data = res.json().data;
    expect(data).toMatchObject({ total: 6, valid: 2, invalid: 4, committed: false });
    const errors = data.rows.map((r: { errors: { column: string; message: string }[] }) =>
      r.errors.map((e) => e.column),
    );
    expect(errors).toEqual([[], [], ['金融機関コード'], ['支店コード'], ['既定の口座'], ['口座番号']]);
    expect(data.rows[2].errors[0].message).toBe(bankNotFound);
    expect(data.rows[3].errors[0].message).toBe(branchNotFound);
    expect(await deposits()).toEqual(before);
  });

  it('writes a valid file in one step, the new default taking over its purpose, holders in half-width kana', async () => {
    const res = await importFile(hq, [header, ...good], true);
    expect(res.json()).toMatchObject({ data: { committed: true, total: 2 }, message: '2件を取り込みました' });
    const list = await deposits();
    const receipt = list.filter((d) => d.purpose === 'receipt');
    expect(receipt.filter((d) => d.isDefault).map((d) => d.name)).toEqual(['取込 入金用']);
    expect(list.find((d) => d.name === '取込 入金用')).toMatchObject({ accountHolder: 'ｶﾌﾞｼｷｶﾞｲｼﾔ ｼﾈﾏﾗｲﾝ' });
    expect(list.find((d) => d.name === '取込 振込用')).toMatchObject({ accountType: 'current', isDefault: false });
  });

  it('is head office’s own: cinema staff are refused, another brand’s import lands in its own brand', async () => {
    expect((await importFile(shinjuku, [header, ...good], true)).statusCode).toBe(403);
    const other = await importFile(hq2, [header, good[1]!.replace('取込 振込用', 'ミライ取込')], true);
    expect(other.json().data.committed).toBe(true);
    expect((await deposits()).some((d) => d.name === 'ミライ取込')).toBe(false);
    expect((await deposits(hq2)).some((d) => d.name === 'ミライ取込')).toBe(true);
  });
});
