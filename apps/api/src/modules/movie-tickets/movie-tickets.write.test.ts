import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ja } from '@cinema/contracts';
import { auditRowsOf } from '../../test/fixtures.js';
import { auth, createTestApp, type TestContext } from '../../test/helper.js';

let t: TestContext;
let hq: string;
let hq2: string;
let shinjuku: string;

const ticket = (code: string, extra: Record<string, unknown> = {}) => ({
  code,
  name: `ムビチケ${code}`,
  kind: 'general',
  area: 'national',
  users: 1,
  sellAmount: 1600,
  bookedAmount: 1500,
  glassesFee: 0,
  ...extra,
});
type Method = 'POST' | 'PUT' | 'DELETE';
const call = (token: string, method: Method, url: string, payload?: object) =>
  t.app.inject({ method, url, headers: auth(token), payload });
const create = (token: string, payload: object) => call(token, 'POST', '/api/movieTicket/create', payload);
const update = (token: string, payload: object) => call(token, 'PUT', '/api/movieTicket/update', payload);
const remove = (token: string, id: number | string) => call(token, 'DELETE', `/api/movieTicket/delete/${id}`);
// The first message per field: an empty code is also not alphanumeric, and the form shows the first.
const fieldsOf = (body: { errors: { field: string; message: string }[] }) =>
  Object.fromEntries([...body.errors].reverse().map((e) => [e.field, e.message]));
const auditRows = (action: string, id: number) => auditRowsOf(t, 'movieTicket', id, action);

beforeAll(async () => {
  t = await createTestApp();
  [hq, hq2, shinjuku] = await Promise.all([t.login('hq'), t.login('hq2'), t.login('shinjuku')]);
});
afterAll(() => t.close());

describe('movieTicket create', () => {
  it('adds a ticket to head office’s brand with defaults, and an audit row', async () => {
    const res = await create(
      hq,
      ticket('0301', { name: 'ムビチケ一般（IMAX）', sellAmount: 2100, bookedAmount: 2000 }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(ja.created);
    const created = res.json().data;
    expect(created).toMatchObject({
      code: '0301',
      sellAmount: 2100,
      bookedAmount: 2000,
      glassesFee: 0,
      sortOrder: 0,
      active: true,
      version: 1,
    });
    const rows = await auditRows('create', created.id);
    expect(rows[0]).toMatchObject({ userName: 'hq', summary: '0301 ムビチケ一般（IMAX）' });
  });

  it('refuses a code the brand already has, but another brand may use it', async () => {
    const again = await create(hq, ticket('0101'));
    expect(again.statusCode).toBe(409);
    expect(fieldsOf(again.json())).toEqual({ code: ja.codeInUse });
    expect((await create(hq2, ticket('0101'))).statusCode).toBe(200);
  });

  it('names each bad field in Japanese', async () => {
    const res = await create(hq, {
      code: '',
      name: '',
      kind: 'adult',
      area: 'x',
      users: 11,
      sellAmount: -1,
      bookedAmount: 1.5,
      glassesFee: 20000,
    });
    expect(res.statusCode).toBe(400);
    expect(fieldsOf(res.json())).toEqual({
      code: '「券種コード」を入力してください',
      name: '「券種名」を入力してください',
      kind: '「券種区分」を選択してください',
      area: '「全国券・劇場券」を選択してください',
      users: '「利用人数」は1〜10の数値を入力してください',
      sellAmount: '「販売単価」は0〜100000の数値を入力してください',
      bookedAmount: '「計上単価」は0〜100000の数値を入力してください',
      glassesFee: '「メガネ代」は0〜10000の数値を入力してください',
    });
  });

  it('is head office’s: cinema staff may read the master but not add to it', async () => {
    const res = await create(shinjuku, ticket('0302'));
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('no_permission');
  });
});

describe('movieTicket update', () => {
  it('saves with the version read, then refuses a stale one with the 券種マスター message', async () => {
    const id = (await create(hq, ticket('0401'))).json().data.id as number;
    const saved = await update(hq, { ...ticket('0401', { bookedAmount: 1450, glassesFee: 100 }), id, version: 1 });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      message: ja.saved,
      data: { bookedAmount: 1450, glassesFee: 100, version: 2 },
    });
    expect(await auditRows('update', id)).toHaveLength(1);
    const stale = await update(hq, { ...ticket('0401', { name: '古い画面から' }), id, version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      code: 'stale_version',
      message: '券種マスターが更新されました。画面を再読み込みしてから、もう一度お試しください。',
    });
  });

  it('refuses a code taken by another ticket of the brand, and bad values', async () => {
    const id = (await create(hq, ticket('0402'))).json().data.id as number;
    const taken = await update(hq, { ...ticket('0101'), id, version: 1 });
    expect(taken.statusCode).toBe(409);
    expect(fieldsOf(taken.json()).code).toBe(ja.codeInUse);
    const bad = await update(hq, { ...ticket('0402', { users: 0 }), id, version: 0 });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(fieldsOf(bad.json())).sort()).toEqual(['users', 'version']);
  });

  it('hides another brand’s ticket and refuses cinema staff', async () => {
    const id = (await create(hq, ticket('0403'))).json().data.id as number;
    const other = await update(hq2, { ...ticket('0403'), id, version: 1 });
    expect(other.statusCode).toBe(404);
    expect(other.json().code).toBe('not_found');
    expect((await update(shinjuku, { ...ticket('0403'), id, version: 1 })).statusCode).toBe(403);
  });
});

describe('movieTicket delete', () => {
  it('deletes a ticket with an audit row; lookup then answers not found', async () => {
    const id = (await create(hq, ticket('0501'))).json().data.id as number;
    expect((await remove(hq2, id)).statusCode).toBe(404);
    expect((await remove(shinjuku, id)).statusCode).toBe(403);
    const res = await remove(hq, id);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(ja.deleted);
    expect(await auditRows('delete', id)).toHaveLength(1);
    const lookup = await t.app.inject({ url: '/api/movieTicket/lookup?code=0501', headers: auth(hq) });
    expect(lookup.json().code).toBe('moviTicketNotFound');
    expect((await remove(hq, 'abc')).statusCode).toBe(400);
  });
});
