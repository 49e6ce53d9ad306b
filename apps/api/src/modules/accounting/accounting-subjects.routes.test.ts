import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountingMessages, ja } from '@cinema/contracts';
import { auditRowsOf, fieldsOf, signIn } from '../../test/fixtures.js';
import { auth, createTestApp, type TestContext } from '../../test/helper.js';

let t: TestContext;
let hq: string;
let hq2: string;
let shinjuku: string;

type Subject = { id: number; code: string; name: string; kind: string; active: boolean; version: number };
const get = (token: string, url: string) => t.app.inject({ url, headers: auth(token) });
const send = (token: string, method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: auth(token), payload });
const subjectsOf = async (token: string, query = '') =>
  (await get(token, `/api/accountingSubject/list${query}`)).json().data.list as Subject[];
const body = { code: 'A900', name: '雑収入', kind: 'nonopIncome', taxKind: 'taxableSales10' };

beforeAll(async () => {
  t = await createTestApp();
  [hq, hq2, shinjuku] = await signIn(t, 'hq', 'hq2', 'shinjuku');
});
afterAll(() => t.close());

describe('勘定科目 list', () => {
  it('answers the demo brand’s chart in display order, filtered by kind, active and keyword', async () => {
    const all = await subjectsOf(hq);
    expect(all.slice(0, 3).map((s) => s.name)).toEqual(['現金', '普通預金', '売掛金']);
    expect((await subjectsOf(hq, '?kind=earnings')).map((s) => s.name)).toEqual([
      '売上高（興行収入）',
      '売上高（売店）',
      '売上高（その他）',
    ]);
    expect((await subjectsOf(hq, '?keyword=映画料')).map((s) => s.code)).toEqual(['600']);
    expect((await subjectsOf(hq, '?active=false')).length).toBe(0);
    expect(await subjectsOf(hq2)).toEqual([]);
  });

  it('refuses cinema staff (403) and an unknown sort field (400)', async () => {
    expect((await get(shinjuku, '/api/accountingSubject/list')).statusCode).toBe(403);
    expect((await get(shinjuku, '/api/accountingSetting/detail')).statusCode).toBe(403);
    expect((await get(hq, '/api/accountingSubject/list?sortField=brandId')).statusCode).toBe(400);
  });
});

describe('勘定科目 create, update, delete', () => {
  it('creates a subject (full-width code folded), audits it, and refuses the same code with 409 on the field', async () => {
    const res = await send(hq, 'POST', '/api/accountingSubject/create', { ...body, code: 'Ａ９００' });
    expect(res.statusCode).toBe(200);
    const made = res.json().data as Subject;
    expect(made).toMatchObject({ code: 'A900', name: '雑収入', active: true, version: 1 });
    expect(await auditRowsOf(t, 'accountingSubject', made.id, 'create')).toHaveLength(1);
    const again = await send(hq, 'POST', '/api/accountingSubject/create', { ...body, name: '重複' });
    expect(again.statusCode).toBe(409);
    expect(fieldsOf(again)).toEqual({ code: 'コード「A900」はすでに使われています' });
    // Another brand may use the same code.
    expect((await send(hq2, 'POST', '/api/accountingSubject/create', body)).statusCode).toBe(200);
  });

  it('names each bad field in Japanese', async () => {
    const res = await send(hq, 'POST', '/api/accountingSubject/create', {
      code: 'A-1',
      name: 'あ'.repeat(41),
      kind: 'assets',
    });
    expect(res.statusCode).toBe(400);
    expect(fieldsOf(res)).toEqual({
      code: '「コード」は半角英数字で入力してください',
      name: ja.maxLength('名称', 40),
      kind: '「科目区分」を選択してください',
      taxKind: '「税区分」を選択してください',
    });
    const long = await send(hq, 'POST', '/api/accountingSubject/create', { ...body, code: 'A1234567890' });
    expect(fieldsOf(long)).toEqual({ code: ja.maxLength('コード', 10) });
  });

  it('updates with the version read; a stale save says who saved last', async () => {
    const s = (await subjectsOf(hq, '?keyword=A900'))[0]!;
    const ok = await send(hq, 'PUT', '/api/accountingSubject/update', { ...body, ...s, name: '雑収入（その他）' });
    expect(ok.json().data).toMatchObject({ name: '雑収入（その他）', version: 2 });
    const stale = await send(hq, 'PUT', '/api/accountingSubject/update', { ...body, ...s, name: '古い' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'stale_version', lastSaved: { userName: expect.any(String) } });
    const clash = await send(hq, 'PUT', '/api/accountingSubject/update', { ...body, ...s, version: 2, code: '100' });
    expect(fieldsOf(clash)).toEqual({ code: accountingMessages.codeInUse('100') });
  });

  it('refuses to delete a subject the settings use, naming where; deletes an unused one', async () => {
    const cash = (await subjectsOf(hq, '?keyword=現金'))[0]!;
    const refused = await send(hq, 'DELETE', `/api/accountingSubject/delete/${cash.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(accountingMessages.subjectInUse(['日報の借方科目']));
    const shop = (await subjectsOf(hq, '?keyword=510'))[0]!;
    const byGroup = await send(hq, 'DELETE', `/api/accountingSubject/delete/${shop.id}`);
    expect(byGroup.statusCode).toBe(409);
    expect(byGroup.json().message).toBe(accountingMessages.subjectInSalesGroups(['売店（飲食）', '売店（物販）']));
    const unused = (await subjectsOf(hq, '?keyword=A900'))[0]!;
    expect((await send(hq, 'DELETE', `/api/accountingSubject/delete/${unused.id}`)).statusCode).toBe(200);
    expect((await get(hq, `/api/accountingSubject/detail/${unused.id}`)).statusCode).toBe(404);
    expect(await auditRowsOf(t, 'accountingSubject', unused.id, 'delete')).toHaveLength(1);
  });

  it('answers 404 for another brand’s subject and leaves it unchanged', async () => {
    const other = (await subjectsOf(hq2))[0]!;
    expect((await get(hq, `/api/accountingSubject/detail/${other.id}`)).statusCode).toBe(404);
    const upd = await send(hq, 'PUT', '/api/accountingSubject/update', { ...body, ...other, name: '乗っ取り' });
    expect(upd.statusCode).toBe(404);
    expect((await send(hq, 'DELETE', `/api/accountingSubject/delete/${other.id}`)).statusCode).toBe(404);
    expect((await subjectsOf(hq2))[0]!.name).toBe('雑収入');
  });

  it('refuses cinema staff writes', async () => {
    expect((await send(shinjuku, 'POST', '/api/accountingSubject/create', body)).statusCode).toBe(403);
  });
});
