import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ja, type SalesGroup, type SalesGroupAssignments } from '@cinema/contracts';
import { auditRowsOf, fieldsOf, signIn } from '../../test/fixtures.js';
import { auth, createTestApp, type TestContext } from '../../test/helper.js';

let t: TestContext;
let hq: string;
let hq2: string;
let shinjuku: string;

const get = (token: string, url: string) => t.app.inject({ url, headers: auth(token) });
const send = (token: string, method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: auth(token), payload });
const groupsOf = async (token: string, query = '') =>
  (await get(token, `/api/salesGroup/list${query}`)).json().data.list as SalesGroup[];
const choices = async (token: string) =>
  (await get(token, '/api/salesGroup/assignments')).json().data as SalesGroupAssignments;
const idOf = (options: { id: number; name: string }[], name: string) => {
  const o = options.find((x) => x.name.endsWith(name));
  if (!o) throw new Error(`no option ${name}`);
  return o.id;
};

beforeAll(async () => {
  t = await createTestApp();
  [hq, hq2, shinjuku] = await signIn(t, 'hq', 'hq2', 'shinjuku');
});
afterAll(() => t.close());

describe('販売グループ', () => {
  it('answers the demo brand’s groups with their subjects, and none for the other brand', async () => {
    const list = await groupsOf(hq);
    expect(list.map((g) => g.name)).toEqual(['興行収入', '売店（飲食）', '売店（物販）', '会費', 'その他']);
    expect(list[0]).toMatchObject({ code: 'G10', subjectName: '500 売上高（興行収入）', costKind: 'filmFee' });
    expect(await groupsOf(hq2)).toEqual([]);
    const c = await choices(hq);
    expect(c.assignments.find((a) => a.target === 'general')?.salesGroupId).toBe(list[0]?.id);
    expect(c.assignments.find((a) => a.target === 'membershipFee')?.salesGroupId).toBe(list[3]?.id);
  });

  it('creates a group with a 取引先 as 補助科目1, audits it, and refuses the same code with 409', async () => {
    const c = await choices(hq);
    const body = {
      code: 'ｇ５０',
      name: '団体鑑賞',
      subjectId: idOf(c.subjects, '売上高（興行収入）'),
      sub1Method: 'client',
      sub1Value: String(c.clients[0]?.id),
      sub2Value: '団体',
    };
    const res = await send(hq, 'POST', '/api/salesGroup/create', body);
    expect(res.statusCode).toBe(200);
    const made = res.json().data as SalesGroup;
    expect(made).toMatchObject({
      code: 'g50',
      sub1Method: 'client',
      sub2Method: 'free',
      sub2Value: '団体',
      version: 1,
    });
    expect(await auditRowsOf(t, 'salesGroup', made.id, 'create')).toHaveLength(1);
    const again = await send(hq, 'POST', '/api/salesGroup/create', { ...body, code: 'g50' });
    expect(again.statusCode).toBe(409);
    expect(fieldsOf(again)).toEqual({ code: 'コード「g50」はすでに使われています' });
    const stale = await send(hq, 'PUT', '/api/salesGroup/update', { ...body, code: 'g50', id: made.id, version: 7 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('stale_version');
  });

  it('names bad fields: another brand’s subject or client, a choice without a value, a missing name', async () => {
    const c = await choices(hq);
    const other = await choices(hq2);
    const subjectId = idOf(c.subjects, '売上高（その他）');
    const bad = async (patch: object) =>
      fieldsOf(await send(hq, 'POST', '/api/salesGroup/create', { code: 'X1', name: 'x', subjectId, ...patch }));
    expect(await bad({ name: '' })).toEqual({ name: ja.required('名称') });
    expect(await bad({ sub1Method: 'cinema', sub1Value: null })).toEqual({
      sub1Value: '「補助科目1」を選択してください',
    });
    expect(await bad({ sub2Method: 'client', sub2Value: String(other.clients[0]?.id ?? 999999) })).toEqual({
      sub2Value: '「補助科目2」に選択できないものが含まれています',
    });
    const [foreign] = (await get(hq2, '/api/accountingSubject/list')).json().data.list as { id: number }[];
    expect(await bad({ subjectId: foreign?.id ?? 999999 })).toEqual({
      subjectId: '「勘定科目」に選択できないものが含まれています',
    });
  });

  it('refuses to delete a group in use (409 naming where), deletes an unused one', async () => {
    const boxOffice = (await groupsOf(hq)).find((g) => g.code === 'G10');
    const res = await send(hq, 'DELETE', `/api/salesGroup/delete/${boxOffice?.id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      '決済方法（2件）、券種・会費（9件）に割り当てられているため、この販売グループは削除できません',
    );
    const unused = (await groupsOf(hq, '?keyword=団体'))[0];
    expect((await send(hq, 'DELETE', `/api/salesGroup/delete/${unused?.id}`)).statusCode).toBe(200);
  });

  it('saves the 券種・会費 assignments whole, audited; refuses another brand’s group and a target twice', async () => {
    const c = await choices(hq);
    const other = idOf(c.groups, 'その他');
    const res = await send(hq, 'PUT', '/api/salesGroup/assign', {
      assignments: [
        { target: 'general', salesGroupId: other },
        { target: 'membershipFee', salesGroupId: null },
      ],
    });
    expect(res.statusCode).toBe(200);
    expect((res.json().data as SalesGroupAssignments).assignments).toEqual([
      { target: 'general', salesGroupId: other },
    ]);
    expect((await t.database.db.query.auditLogs.findMany()).some((a) => a.entity === 'salesGroupAssignment')).toBe(
      true,
    );
    const twice = await send(hq, 'PUT', '/api/salesGroup/assign', {
      assignments: [
        { target: 'child', salesGroupId: other },
        { target: 'child', salesGroupId: null },
      ],
    });
    expect(fieldsOf(twice)).toEqual({ 'assignments.1.target': '同じ割当先が2回指定されています' });
    const foreign = await send(hq2, 'PUT', '/api/salesGroup/assign', {
      assignments: [{ target: 'general', salesGroupId: other }],
    });
    expect(fieldsOf(foreign)).toEqual({ 'assignments.0.salesGroupId': '「名称」に選択できないものが含まれています' });
  });

  it('offers the active groups to any signed-in user of the brand (the shop item form)', async () => {
    const options = (await get(shinjuku, '/api/salesGroup/listMap')).json().data as { name: string }[];
    expect(options.map((o) => o.name)).toContain('G10 興行収入');
    expect((await get(hq2, '/api/salesGroup/listMap')).json().data).toEqual([]);
  });

  it('refuses cinema staff', async () => {
    expect((await get(shinjuku, '/api/salesGroup/list')).statusCode).toBe(403);
    expect((await send(shinjuku, 'PUT', '/api/salesGroup/assign', { assignments: [] })).statusCode).toBe(403);
  });
});
