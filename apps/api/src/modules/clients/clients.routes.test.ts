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

type Client = Record<string, unknown> & { id: number; code: string; version: number; bankAccount: unknown };
const get = (token: string, url: string) => t.app.inject({ url, headers: auth(token) });
const send = (token: string, method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: auth(token), payload });
const clientsOf = async (token: string, query = '') =>
  (await get(token, `/api/client/list${query}`)).json().data.list as Client[];

const newClient = {
  code: 'ｃ１００',
  name: '株式会社テスト興業',
  kana: 'てすとこうぎょう',
  type: 'corporation',
  role: 'customer',
  postalCode: '160-0022',
  prefectureCode: '13',
  city: '新宿区',
  addressLine: '新宿3-1-1',
  phone: '03-1234-5678',
  contactName: '総務 田中',
  email: 'tanaka@test-kogyo.example.jp',
  invoiceNumber: 'ｔ１１８０３０１０１８７７１',
  closingDay: 20,
  paymentMonth: 1,
  paymentDay: 10,
  holidayRule: 'after',
  bankAccount: {
    bankCode: '0001',
    branchCode: '100',
    accountType: 'ordinary',
    accountNumber: '１２３４５６７',
    accountHolder: 'カ）テストコウギョウ',
  },
};

beforeAll(async () => {
  t = await createTestApp();
  await addBrandStaff(t.database.db, { userName: 'hq-client-viewer', permissions: { clientManagement: ['view'] } });
  [hq, hq2, shinjuku, viewer] = await signIn(t, 'hq', 'hq2', 'shinjuku', 'hq-client-viewer');
});
afterAll(() => t.close());

describe('client list and listMap', () => {
  it('answers the demo clients with group names, 登録番号 and the 振込先 with the master’s names', async () => {
    const list = await clientsOf(hq);
    expect(list.map((c) => c.code)).toEqual([
      'C001',
      'C002',
      'C003',
      'D001',
      'D002',
      'D003',
      'D004',
      'D005',
      'D006',
      'P001',
      'P002',
      'S001',
    ]);
    const toho = list.find((c) => c.code === 'D001')!;
    expect(toho).toMatchObject({ role: 'distributor', clientGroupName: '配給会社', closingDay: 31 });
    expect(toho.invoiceNumber).toMatch(/^T\d{13}$/);
    expect(toho.bankAccount).toMatchObject({ bankCode: '0001', bankName: 'みずほ', branchName: '東京中央' });
  });

  it('filters by role, type, group, state and keyword (kana too)', async () => {
    expect((await clientsOf(hq, '?role=payment')).map((c) => c.code)).toEqual(['P001', 'P002']);
    expect((await clientsOf(hq, '?keyword=ムビチケ')).map((c) => c.code)).toEqual(['P002']);
    expect((await clientsOf(hq, '?keyword=ショウチク')).map((c) => c.code)).toEqual(['D003']);
    const groups = (await get(hq, '/api/clientGroup/list')).json().data.list as { id: number; code: string }[];
    const corpA = groups.find((g) => g.code === 'CORP-A')!;
    expect((await clientsOf(hq, `?clientGroupId=${corpA.id}`)).map((c) => c.code)).toEqual(['C001', 'C002']);
    expect(await clientsOf(hq, '?active=false')).toEqual([]);
  });

  it('listMap defaults to page 0 and pageSize 9999 and answers id-name pairs', async () => {
    const res = await get(hq, '/api/client/listMap?role=distributor');
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect({ page: data.page, pageSize: data.pageSize, total: data.total }).toEqual({
      page: 0,
      pageSize: 9999,
      total: 6,
    });
    expect(Object.keys(data.list[0]).sort()).toEqual(['clientGroupId', 'code', 'id', 'name', 'role']);
    expect((await get(hq, '/api/client/listMap?pageSize=10000')).statusCode).toBe(400);
  });

  it('refuses cinema staff, and shows each brand only its own', async () => {
    expect((await get(shinjuku, '/api/client/list')).statusCode).toBe(403);
    expect((await get(shinjuku, '/api/client/listMap')).statusCode).toBe(403);
    expect((await clientsOf(hq2)).map((c) => c.name)).toEqual([
      '北星映画配給株式会社',
      'さくらフィルム',
      'ユニオン映像株式会社',
    ]);
  });
});

describe('client create and update', () => {
  it('creates a client: code, kana, 登録番号, account number folded, holder turned into half-width kana', async () => {
    const res = await send(hq, 'POST', '/api/client/create', newClient);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(ja.created);
    const made = res.json().data as Client;
    expect(made).toMatchObject({
      code: 'c100',
      kana: 'テストコウギョウ',
      postalCode: '1600022',
      invoiceNumber: 'T1180301018771',
      holidayRule: 'after',
      bankAccount: {
        bankName: 'みずほ',
        branchName: '本店',
        accountNumber: '1234567',
        accountHolder: 'ｶ)ﾃｽﾄｺｳｷﾞﾖｳ',
      },
    });
    expect(await auditRowsOf(t, 'client', made.id, 'create')).toHaveLength(1);
    const again = await send(hq, 'POST', '/api/client/create', { ...newClient, bankAccount: null });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(ja.codeInUse);
  });

  it('names each bad field in Japanese, the 登録番号 check digit included', async () => {
    const res = await send(hq, 'POST', '/api/client/create', {
      ...newClient,
      code: 'X1',
      name: '',
      kana: '漢字',
      role: 'friend',
      invoiceNumber: 'T1180301018772',
      closingDay: 32,
      email: 'no-at-sign',
      bankAccount: { ...newClient.bankAccount, accountNumber: '12345', accountHolder: '株式会社' },
    });
    expect(res.statusCode).toBe(400);
    expect(fieldsOf(res)).toMatchObject({
      name: '「取引先名」を入力してください',
      kana: '「取引先名（カナ）」はカタカナまたはひらがなで入力してください',
      role: '「取引区分」を選択してください',
      invoiceNumber: '「登録番号（インボイス）」のチェックデジットが一致しません。番号を確認してください',
      closingDay: ja.numberRange('締日', 1, 31),
      email: ja.invalidEmail,
      'bankAccount.accountNumber':
        '「口座番号」は7桁の数字で入力してください（6桁以下のときは先頭に0を付けてください）',
      'bankAccount.accountHolder': '「口座名義（半角カナ）」はカナ・英字・数字で入力してください（漢字は使えません）',
    });
    const format = await send(hq, 'POST', '/api/client/create', { ...newClient, code: 'X2', invoiceNumber: '1234' });
    expect(fieldsOf(format).invoiceNumber).toBe(
      '「登録番号（インボイス）」は「T」と13桁の数字で入力してください（例：T1234567890123）',
    );
  });

  it('refuses a bank or branch the 全銀 master does not have', async () => {
    const bank = await send(hq, 'POST', '/api/client/create', {
      ...newClient,
      code: 'X3',
      bankAccount: { ...newClient.bankAccount, bankCode: '0002' },
    });
    expect(bank.statusCode).toBe(400);
    expect(fieldsOf(bank)['bankAccount.bankCode']).toBe(
      '金融機関コードが全銀マスターにありません。一覧から選択してください。',
    );
    const branch = await send(hq, 'POST', '/api/client/create', {
      ...newClient,
      code: 'X4',
      bankAccount: { ...newClient.bankAccount, branchCode: '999' },
    });
    expect(fieldsOf(branch)['bankAccount.branchCode']).toBe(
      '支店コードがこの金融機関の支店にありません。一覧から選択してください。',
    );
  });

  it('refuses another brand’s group as the client’s group', async () => {
    const other = (await get(hq2, '/api/clientGroup/list')).json().data.list[0] as { id: number };
    const res = await send(hq, 'POST', '/api/client/create', { ...newClient, code: 'X5', clientGroupId: other.id });
    expect(res.statusCode).toBe(400);
    expect(fieldsOf(res).clientGroupId).toBe('「取引先グループ」を選択してください');
  });

  it('updates with the version read (removing the account), and refuses a stale one', async () => {
    const c = (await clientsOf(hq, '?keyword=c100'))[0]!;
    const res = await send(hq, 'PUT', '/api/client/update', {
      ...newClient,
      id: c.id,
      version: c.version,
      bankAccount: null,
      active: false,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ bankAccount: null, active: false, version: 2 });
    const stale = await send(hq, 'PUT', '/api/client/update', { ...newClient, id: c.id, version: c.version });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('stale_version');
  });

  it('lets a view-only role read but not write, and cinema staff neither', async () => {
    const c = (await clientsOf(hq, '?keyword=c100'))[0]!;
    expect((await get(viewer, `/api/client/detail/${c.id}`)).statusCode).toBe(200);
    expect((await send(viewer, 'POST', '/api/client/create', { ...newClient, code: 'V1' })).statusCode).toBe(403);
    expect((await send(viewer, 'DELETE', `/api/client/delete/${c.id}`)).statusCode).toBe(403);
    expect((await send(shinjuku, 'POST', '/api/client/create', { ...newClient, code: 'V2' })).statusCode).toBe(403);
  });

  it('answers 404 for another brand’s client on read, update and delete', async () => {
    const other = (await clientsOf(hq2))[0]!;
    expect((await get(hq, `/api/client/detail/${other.id}`)).statusCode).toBe(404);
    const upd = await send(hq, 'PUT', '/api/client/update', { ...newClient, id: other.id, version: other.version });
    expect(upd.statusCode).toBe(404);
    expect((await send(hq, 'DELETE', `/api/client/delete/${other.id}`)).statusCode).toBe(404);
    expect((await clientsOf(hq2))[0]!.name).toBe('北星映画配給株式会社');
  });

  it('deletes a client', async () => {
    const c = (await clientsOf(hq, '?keyword=c100'))[0]!;
    expect((await send(hq, 'DELETE', `/api/client/delete/${c.id}`)).statusCode).toBe(200);
    expect((await get(hq, `/api/client/detail/${c.id}`)).statusCode).toBe(404);
  });
});
