import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fieldsOf, signIn } from '../../test/fixtures.js';
import { auth, createTestApp, type TestContext } from '../../test/helper.js';
import { csvBase64 } from '../shop-items/shop-items.fixtures.js';

let t: TestContext;
let hq: string;
let hq2: string;
let shinjuku: string;

const header =
  '取引先コード,取引先名,取引先名（カナ）,法人・個人,取引区分,郵便番号,都道府県,市区町村,町名・番地,電話番号,登録番号（インボイス）,締日,入金・支払月,入金・支払日,休日の扱い,取引先グループ,有効';
const good = [
  'X001,株式会社インポート商事,いんぽーとしょうじ,法人,法人顧客,160-0022,東京都,新宿区,新宿3-1-1,03-1234-5678,T1180301018771,20日,翌月,末,翌営業日,CORP-A,有効',
  'X002,山田 太郎,ヤマダ タロウ,個人,supplier,,大阪,,,,,末日,当月,10,,,',
];
type Client = { code: string; name: string; clientGroupName: string | null; closingDay: number; paymentMonth: number };
const importFile = (token: string, lines: string[], commit: boolean) =>
  t.app.inject({
    method: 'POST',
    url: '/api/client/import',
    headers: auth(token),
    payload: { fileName: 'clients.csv', content: csvBase64(lines), commit },
  });
const clientsOf = async (token: string) =>
  (await t.app.inject({ url: '/api/client/list?pageSize=100', headers: auth(token) })).json().data.list as Client[];

beforeAll(async () => {
  t = await createTestApp();
  [hq, hq2, shinjuku] = await signIn(t, 'hq', 'hq2', 'shinjuku');
});
afterAll(() => t.close());

describe('client import', () => {
  it('dry run names each error row by number and Japanese column, and writes nothing', async () => {
    const res = await importFile(
      hq,
      [
        header,
        ...good,
        'X003,,かな,会社,法人顧客,12345,,,,,T1234567890123,,,,,NOPE,',
        'X001,重複,じゅうふく,法人,仕入先,,,,,,,,,,,,',
        'D001,既存,きそん,法人,仕入先,,,,,,,,,,,,',
      ],
      false,
    );
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ total: 5, valid: 2, invalid: 3, committed: false });
    expect(data.rows[0]).toEqual({ row: 2, label: 'X001 株式会社インポート商事', ok: true, errors: [] });
    expect(data.rows[2].row).toBe(4);
    expect(data.rows[2].errors).toEqual(
      expect.arrayContaining([
        { column: '取引先名', message: '「取引先名」を入力してください' },
        { column: '法人・個人', message: '「法人・個人」を選択してください' },
        { column: '郵便番号', message: '郵便番号は7桁の数字で入力してください（例：160-0022）' },
        expect.objectContaining({ column: '登録番号（インボイス）' }),
      ]),
    );
    expect(data.rows[3].errors).toEqual([
      { column: '取引先コード', message: '「取引先コード」が2行目と重複しています' },
    ]);
    expect(data.rows[4].errors).toEqual([{ column: '取引先コード', message: 'このコードはすでに使用されています。' }]);
    expect((await clientsOf(hq)).map((c) => c.code)).not.toContain('X001');
  });

  it('an unknown group code is a row error; a commit with an error row writes nothing', async () => {
    const res = await importFile(hq, [header, good[0]!.replace('CORP-A', 'NOPE')], true);
    expect(res.json().data).toMatchObject({ committed: false, invalid: 1 });
    expect(res.json().data.rows[0].errors).toEqual([
      {
        column: '取引先グループ',
        message: '取引先グループ「NOPE」が見つかりません。登録済みのグループのコードを入力してください',
      },
    ]);
    expect(res.json().message).toContain('1行にエラーがあるため');
    expect((await clientsOf(hq)).map((c) => c.code)).not.toContain('X001');
  });

  it('a valid file commits every row, with the group found by its code', async () => {
    const res = await importFile(hq, [header, ...good], true);
    expect(res.json()).toMatchObject({ message: '2件を取り込みました', data: { committed: true, valid: 2 } });
    const list = await clientsOf(hq);
    expect(list.find((c) => c.code === 'X001')).toMatchObject({
      clientGroupName: expect.any(String),
      type: 'corporation',
      role: 'customer',
      prefectureCode: '13',
      postalCode: '1600022',
      invoiceNumber: 'T1180301018771',
      closingDay: 20,
      paymentMonth: 1,
      paymentDay: 31,
      holidayRule: 'after',
      active: true,
      bankAccount: null,
    });
    expect(list.find((c) => c.code === 'X002')).toMatchObject({
      type: 'individual',
      role: 'supplier',
      prefectureCode: '27',
      closingDay: 31,
      paymentMonth: 0,
      paymentDay: 10,
      clientGroupName: null,
    });
  });

  it('refuses missing columns and cinema staff; another brand writes to its own brand and has no CORP-A', async () => {
    const missing = await importFile(hq, ['取引先名', 'a'], false);
    expect(missing.statusCode).toBe(400);
    expect(fieldsOf(missing.json()).content).toBe(
      '必須の列がありません：取引先コード、取引先名（カナ）、法人・個人、取引区分',
    );
    expect((await importFile(shinjuku, [header, ...good], false)).statusCode).toBe(403);
    const other = await importFile(hq2, [header, ...good], false);
    expect(other.json().data.rows[0].errors).toEqual([expect.objectContaining({ column: '取引先グループ' })]);
    expect(other.json().data.rows[1].ok).toBe(true);
    expect((await clientsOf(hq2)).map((c) => c.code)).not.toContain('X002');
  });
});
