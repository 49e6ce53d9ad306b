import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ja } from '@cinema/contracts';
import { auditRowsOf, fieldsOf, signIn } from '../../test/fixtures.js';
import { auth, createTestApp, type TestContext } from '../../test/helper.js';
import { addBrandStaff } from '../../test/staff.js';

let t: TestContext;
let hq: string;
let hq2: string;
let shinjuku: string;
let viewer: string;

type Deposit = { id: number; name: string; purpose: string; isDefault: boolean; version: number } & Record<
  string,
  unknown
>;
const get = (token: string, url: string) => t.app.inject({ url, headers: auth(token) });
const send = (token: string, method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: auth(token), payload });
const depositsOf = async (token: string, query = '') =>
  (await get(token, `/api/deposit/list${query}`)).json().data.list as Deposit[];

const newDeposit = {
  name: 'りそな 本店（入金用）',
  purpose: 'receipt',
  bankCode: '0001',
  branchCode: '110',
  accountType: 'current',
  accountNumber: '０９８７６５４',
  accountHolder: 'かぶしきがいしゃ　しねまらいん',
  isDefault: true,
};

beforeAll(async () => {
  t = await createTestApp();
  await addBrandStaff(t.database.db, { userName: 'hq-deposit-viewer', permissions: { clientManagement: ['view'] } });
  [hq, hq2, shinjuku, viewer] = await signIn(t, 'hq', 'hq2', 'shinjuku', 'hq-deposit-viewer');
});
afterAll(() => t.close());

describe('deposit', () => {
  it('lists the brand’s two accounts, one default per purpose, with the master’s names', async () => {
    const res = await get(hq, '/api/deposit/list');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ page: 0, pageSize: 9999, total: 2 });
    const list = res.json().data.list as Deposit[];
    expect(list.map((d) => [d.purpose, d.isDefault, d.bankName, d.branchName])).toEqual([
      ['receipt', true, 'みずほ', '本店'],
      ['payment', true, '三井住友', '新宿'],
    ]);
    expect((await depositsOf(hq, '?purpose=payment')).map((d) => d.purpose)).toEqual(['payment']);
  });

  it('creates an account: number folded, holder in half-width kana, and the default moves to it', async () => {
    const res = await send(hq, 'POST', '/api/deposit/create', newDeposit);
    expect(res.statusCode).toBe(200);
    const made = res.json().data as Deposit;
    expect(made).toMatchObject({ accountNumber: '0987654', accountHolder: 'ｶﾌﾞｼｷｶﾞｲｼﾔ ｼﾈﾏﾗｲﾝ', isDefault: true });
    expect(await auditRowsOf(t, 'deposit', made.id, 'create')).toHaveLength(1);
    const receipts = await depositsOf(hq, '?purpose=receipt');
    expect(receipts.filter((d) => d.isDefault).map((d) => d.id)).toEqual([made.id]);
  });

  it('names each bad field in Japanese and refuses a bank the master does not have', async () => {
    const res = await send(hq, 'POST', '/api/deposit/create', {
      ...newDeposit,
      name: '',
      purpose: 'savings',
      accountType: 'time',
      accountNumber: '12-34',
      accountHolder: '',
    });
    expect(res.statusCode).toBe(400);
    expect(fieldsOf(res)).toMatchObject({
      name: '「口座の呼び名」を入力してください',
      purpose: '「用途」を選択してください',
      accountType: '「預金種目」を選択してください',
      accountNumber: '「口座番号」は7桁の数字で入力してください（6桁以下のときは先頭に0を付けてください）',
      accountHolder: '「口座名義（半角カナ）」を入力してください',
    });
    const bank = await send(hq, 'POST', '/api/deposit/create', { ...newDeposit, bankCode: '0002' });
    expect(fieldsOf(bank).bankCode).toBe('金融機関コードが全銀マスターにありません。一覧から選択してください。');
  });

  it('updates with the version read and refuses a stale one', async () => {
    const d = (await depositsOf(hq, '?purpose=payment'))[0]!;
    const body = { ...newDeposit, purpose: 'payment', id: d.id, version: d.version, name: '三井住友 新宿（振込）' };
    const ok = await send(hq, 'PUT', '/api/deposit/update', body);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().message).toBe(ja.saved);
    const stale = await send(hq, 'PUT', '/api/deposit/update', body);
    expect(stale.statusCode).toBe(409);
  });

  it('lets a view-only role read but not write; cinema staff neither', async () => {
    expect((await get(viewer, '/api/deposit/list')).statusCode).toBe(200);
    expect((await send(viewer, 'POST', '/api/deposit/create', newDeposit)).statusCode).toBe(403);
    expect((await get(shinjuku, '/api/deposit/list')).statusCode).toBe(403);
  });

  it('answers 404 for another brand’s account, and deletes its own', async () => {
    const other = (await depositsOf(hq2))[0]!;
    expect((await get(hq, `/api/deposit/detail/${other.id}`)).statusCode).toBe(404);
    expect((await send(hq, 'PUT', '/api/deposit/update', { ...newDeposit, id: other.id, version: 1 })).statusCode).toBe(
      404,
    );
    expect((await send(hq, 'DELETE', `/api/deposit/delete/${other.id}`)).statusCode).toBe(404);
    expect((await depositsOf(hq2)).length).toBe(1);
    const own = (await depositsOf(hq, '?keyword=りそな'))[0]!;
    expect((await send(hq, 'DELETE', `/api/deposit/delete/${own.id}`)).statusCode).toBe(200);
  });
});
