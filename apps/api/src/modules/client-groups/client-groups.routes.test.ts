import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientGroupInUse, ja } from '@cinema/contracts';
import { auditRowsOf, fieldsOf, signIn } from '../../test/fixtures.js';
import { auth, createTestApp, type TestContext } from '../../test/helper.js';
import { addBrandStaff } from '../../test/staff.js';

let t: TestContext;
let hq: string;
let hq2: string;
let shinjuku: string;
let viewer: string;
let admin: string;

type Group = { id: number; code: string; name: string; sortOrder: number; clientCount: number; version: number };
const get = (token: string, url: string) => t.app.inject({ url, headers: auth(token) });
const send = (token: string, method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: auth(token), payload });
const groupsOf = async (token: string, query = '') =>
  (await get(token, `/api/clientGroup/list${query}`)).json().data.list as Group[];

beforeAll(async () => {
  t = await createTestApp();
  await addBrandStaff(t.database.db, { userName: 'hq-client-viewer', permissions: { clientManagement: ['view'] } });
  [hq, hq2, shinjuku, viewer, admin] = await signIn(t, 'hq', 'hq2', 'shinjuku', 'hq-client-viewer', 'admin');
});
afterAll(() => t.close());

describe('clientGroup list', () => {
  it('answers the brand’s groups in display order with their client counts', async () => {
    const res = await get(hq, '/api/clientGroup/list');
    expect(res.statusCode).toBe(200);
    const { list, page, pageSize } = res.json().data;
    expect({ page, pageSize }).toEqual({ page: 0, pageSize: 9999 });
    expect((list as Group[]).map((g) => [g.code, g.clientCount])).toEqual([
      ['DIST', 6],
      ['CORP-A', 2],
      ['CORP-B', 1],
    ]);
  });

  it('searches by keyword and shows each brand only its own', async () => {
    expect((await groupsOf(hq, '?keyword=法人')).map((g) => g.code)).toEqual(['CORP-A', 'CORP-B']);
    expect((await groupsOf(hq2)).map((g) => g.code)).toEqual(['DIST']);
    expect((await groupsOf(admin)).length).toBe(4);
  });

  it('refuses cinema staff and an unknown sort field', async () => {
    expect((await get(shinjuku, '/api/clientGroup/list')).statusCode).toBe(403);
    expect((await get(hq, '/api/clientGroup/list?sortField=brandId')).statusCode).toBe(400);
  });
});

describe('clientGroup create, update, delete', () => {
  it('creates a group (full-width code folded), audits it, and refuses the same code again', async () => {
    const res = await send(hq, 'POST', '/api/clientGroup/create', {
      code: 'ＧＲＰ１',
      name: '学校団体',
      sortOrder: 40,
    });
    expect(res.statusCode).toBe(200);
    const made = res.json().data as Group;
    expect(made).toMatchObject({ code: 'GRP1', name: '学校団体', clientCount: 0, version: 1 });
    expect(await auditRowsOf(t, 'clientGroup', made.id, 'create')).toHaveLength(1);
    const again = await send(hq, 'POST', '/api/clientGroup/create', { code: 'GRP1', name: '重複' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(ja.codeInUse);
  });

  it('names each bad field in Japanese', async () => {
    const res = await send(hq, 'POST', '/api/clientGroup/create', { code: 'a b', name: '', sortOrder: -1 });
    expect(res.statusCode).toBe(400);
    expect(fieldsOf(res)).toEqual({
      code: '「グループコード」は半角英数字・ハイフン・アンダースコアで入力してください',
      name: '「グループ名」を入力してください',
      sortOrder: ja.numberRange('表示順', 0, 9999),
    });
  });

  it('updates with the version read, and refuses a stale one', async () => {
    const g = (await groupsOf(hq, '?keyword=GRP1'))[0]!;
    const ok = await send(hq, 'PUT', '/api/clientGroup/update', { ...g, name: '学校・団体' });
    expect(ok.json().data).toMatchObject({ name: '学校・団体', version: 2 });
    const stale = await send(hq, 'PUT', '/api/clientGroup/update', { ...g, name: '古い' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('stale_version');
  });

  it('refuses to delete a group its clients use, and deletes an unused one', async () => {
    const dist = (await groupsOf(hq, '?keyword=DIST'))[0]!;
    const refused = await send(hq, 'DELETE', `/api/clientGroup/delete/${dist.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(clientGroupInUse(6));
    const unused = (await groupsOf(hq, '?keyword=GRP1'))[0]!;
    expect((await send(hq, 'DELETE', `/api/clientGroup/delete/${unused.id}`)).statusCode).toBe(200);
    expect((await get(hq, `/api/clientGroup/detail/${unused.id}`)).statusCode).toBe(404);
  });

  it('lets a view-only role read but not write', async () => {
    expect((await get(viewer, '/api/clientGroup/list')).statusCode).toBe(200);
    const res = await send(viewer, 'POST', '/api/clientGroup/create', { code: 'V1', name: '閲覧のみ' });
    expect(res.statusCode).toBe(403);
  });

  it('answers 404 for another brand’s group, and leaves it unchanged', async () => {
    const other = (await groupsOf(hq2))[0]!;
    expect((await get(hq, `/api/clientGroup/detail/${other.id}`)).statusCode).toBe(404);
    const upd = await send(hq, 'PUT', '/api/clientGroup/update', { ...other, name: '乗っ取り' });
    expect(upd.statusCode).toBe(404);
    expect((await send(hq, 'DELETE', `/api/clientGroup/delete/${other.id}`)).statusCode).toBe(404);
    expect((await groupsOf(hq2))[0]!.name).toBe('配給会社');
  });
});
