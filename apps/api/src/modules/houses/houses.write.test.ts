import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ja, type House } from '@cinema/contracts';
import { auditRowsOf, cinemaIds, fieldsOf } from '../../test/fixtures.js';
import { createTestApp, type TestContext } from '../../test/helper.js';
import { cinemaAccount, newHouse, requests, screenRole, smallPlan, versionIds } from './houses.fixtures.js';
import { unknownFormatMessage } from './houses.service.js';

let t: TestContext;
let r: ReturnType<typeof requests>;
let shinjuku: string;
let viewer: string;
let mirai: string;
let ids: Record<string, number>;
let formats: Record<string, number>;
let language: number;

const auditRows = (action: string, id: number) => auditRowsOf(t, 'house', id, action);
const created = async (code: string, extra: object = {}) => {
  const res = await r.create(shinjuku, newHouse(code, extra));
  expect(res.statusCode).toBe(200);
  return res.json().data as House;
};

beforeAll(async () => {
  t = await createTestApp();
  r = requests(t);
  shinjuku = await t.login('shinjuku');
  ids = await cinemaIds(t);
  ({ format: formats, language } = await versionIds(t, ids['0101']!));
  await screenRole(t, 'CL', 'スクリーン閲覧', ['view']);
  viewer = await cinemaAccount(t, 'viewer', 'CL', 'スクリーン閲覧', '0101');
  mirai = await cinemaAccount(t, 'umeda', 'MIRAI', '劇場スタッフ', '0201');
});
afterAll(() => t.close());

describe('house create', () => {
  it('creates a screen in the session cinema, counting its seats, with an audit row', async () => {
    const res = await r.create(
      shinjuku,
      newHouse('T1', { formatIds: [formats.IMAX!, formats['2D']!], standingCapacity: 12, sortOrder: 9 }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(ja.created);
    const h = res.json().data as House;
    expect(h).toMatchObject({
      code: 'T1',
      cinemaId: ids['0101'],
      cinemaName: 'シネマライン新宿',
      standingCapacity: 12,
      sortOrder: 9,
      version: 1,
    });
    expect(h.seatCounts).toEqual({
      general: 14,
      wheelchair: 1,
      vip: 0,
      special: 0,
      pair: 2,
      closed: 1,
      total: 18,
      sellable: 17,
    });
    expect(h.seatCount).toBe(17);
    expect(h.seatPlan).toEqual(smallPlan());
    expect(h.formats.map((f) => f.name)).toEqual(['2D', 'IMAX']);
    expect(await auditRows('create', h.id)).toHaveLength(1);
  });

  it('refuses a seat number already in the screen and a lone pair seat on the field seatPlan', async () => {
    const plan = smallPlan();
    plan.cells[1] = { type: 'general', number: '1' };
    plan.cells[15] = { type: 'general', number: '2' };
    const res = await r.create(shinjuku, newHouse('T2', { seatPlan: plan }));
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('validation_failed');
    expect(res.json().errors).toEqual([
      { field: 'seatPlan', message: '座席番号「A1」はすでに存在します' },
      { field: 'seatPlan', message: 'C列のペアシートは2席ずつ隣り合わせにしてください' },
    ]);
  });

  it('names each bad field in Japanese', async () => {
    const res = await r.create(shinjuku, {
      code: 'a b',
      name: '',
      standingCapacity: -1,
      seatPlan: { ...smallPlan(), cols: 0 },
    });
    expect(res.statusCode).toBe(400);
    const fields = fieldsOf(res.json());
    expect(fields.name).toBe('「スクリーン名」を入力してください');
    expect(fields.code).toBe('「スクリーンコード」は半角英数字・ハイフン・アンダースコアで入力してください');
    expect(fields.standingCapacity).toBe('「立見定員」は0〜9999の数値を入力してください');
    expect(Object.keys(fields).some((f) => f.startsWith('seatPlan'))).toBe(true);
  });

  it('takes formats only from the cinema’s own format versions', async () => {
    const ikebukuro = (await versionIds(t, ids['0102']!)).format;
    for (const formatIds of [[ikebukuro.IMAX!], [language], [999999]]) {
      const res = await r.create(shinjuku, newHouse('T3', { formatIds }));
      expect(res.statusCode).toBe(400);
      expect(fieldsOf(res.json()).formatIds).toBe(unknownFormatMessage);
    }
  });

  it('refuses a code used in the cinema with 409; another cinema may reuse it', async () => {
    const dup = await r.create(shinjuku, newHouse('01'));
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toMatchObject({ code: 'conflict', errors: [{ field: 'code', message: ja.codeInUse }] });
    expect((await r.create(mirai, newHouse('T1'))).statusCode).toBe(200);
  });

  it('needs the create permission, and a cinema of the account’s own', async () => {
    expect((await r.create(viewer, newHouse('T4'))).statusCode).toBe(403);
    expect((await r.create(shinjuku, newHouse('T4', { cinemaId: ids['0201'] }))).statusCode).toBe(404);
  });
});

describe('house update', () => {
  it('saves the plan, keeps the counts in sync and bumps the version', async () => {
    const h = await created('U1');
    const plan = smallPlan();
    plan.cells[1] = { type: 'closed', number: '2' };
    const res = await r.update(shinjuku, {
      ...newHouse('U1', { name: '改名', seatPlan: plan, formatIds: [formats['4DX']!] }),
      id: h.id,
      version: 1,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(ja.saved);
    expect(res.json().data).toMatchObject({
      name: '改名',
      version: 2,
      seatCount: 16,
      formats: [{ id: formats['4DX'], name: '4DX' }],
    });
    expect(res.json().data.seatCounts.closed).toBe(2);
    expect(await auditRows('update', h.id)).toHaveLength(1);
  });

  it('refuses a stale version (409), a taken code (409) and an unknown format (400)', async () => {
    const h = await created('U2');
    const body = { ...newHouse('U2'), id: h.id, version: 1 };
    expect((await r.update(shinjuku, body)).statusCode).toBe(200);
    const stale = await r.update(shinjuku, body);
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'stale_version', message: ja.staleVersion });
    const taken = await r.update(shinjuku, { ...body, code: '02', version: 2 });
    expect(taken.statusCode).toBe(409);
    expect(fieldsOf(taken.json()).code).toBe(ja.codeInUse);
    const wrong = await r.update(shinjuku, { ...body, formatIds: [language], version: 2 });
    expect(fieldsOf(wrong.json()).formatIds).toBe(unknownFormatMessage);
  });

  it('needs the update permission and hides other brands’ screens', async () => {
    const h = await created('U3');
    expect((await r.update(viewer, { ...newHouse('U3'), id: h.id, version: 1 })).statusCode).toBe(403);
    expect((await r.update(mirai, { ...newHouse('U3'), id: h.id, version: 1 })).statusCode).toBe(404);
  });
});

describe('house copy', () => {
  it('copies the plan, formats and standing capacity under a new name and code', async () => {
    const source = await created('C1', { formatIds: [formats['3D']!], standingCapacity: 5 });
    const res = await r.copy(shinjuku, { id: source.id, name: 'コピー', code: 'C2' });
    expect(res.statusCode).toBe(200);
    const copy = res.json().data as House;
    expect(copy.id).not.toBe(source.id);
    expect(copy).toMatchObject({
      name: 'コピー',
      code: 'C2',
      cinemaId: source.cinemaId,
      formatIds: source.formatIds,
      standingCapacity: 5,
      version: 1,
    });
    expect(copy.seatPlan).toEqual(source.seatPlan);
    expect(copy.seatCounts).toEqual(source.seatCounts);
    expect((await auditRows('create', copy.id))[0]).toMatchObject({
      summary: 'コピー',
      detail: { copiedFrom: source.id },
    });
    // Saving the copy leaves the source's plan alone.
    const plan = smallPlan();
    plan.cells[2] = null;
    expect(
      (await r.update(shinjuku, { ...newHouse('C2', { seatPlan: plan }), id: copy.id, version: 1 })).statusCode,
    ).toBe(200);
    expect((await r.detail(shinjuku, source.id)).json().data.seatPlan).toEqual(source.seatPlan);
  });

  it('refuses a taken code (409), a blank name (400), a viewer (403) and another brand (404)', async () => {
    const source = await created('C3');
    const taken = await r.copy(shinjuku, { id: source.id, name: 'x', code: 'C3' });
    expect(taken.statusCode).toBe(409);
    expect(fieldsOf(taken.json()).code).toBe(ja.codeInUse);
    const blank = await r.copy(shinjuku, { id: source.id, name: ' ', code: 'C4' });
    expect(fieldsOf(blank.json()).name).toBe('「スクリーン名」を入力してください');
    expect((await r.copy(viewer, { id: source.id, name: 'x', code: 'C4' })).statusCode).toBe(403);
    expect((await r.copy(mirai, { id: source.id, name: 'x', code: 'C4' })).statusCode).toBe(404);
  });
});

describe('house delete', () => {
  it('deletes a screen with an audit row', async () => {
    const h = await created('D1');
    const res = await r.remove(shinjuku, h.id);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(ja.deleted);
    expect((await r.detail(shinjuku, h.id)).statusCode).toBe(404);
    expect(await auditRows('delete', h.id)).toHaveLength(1);
  });

  it('lets exactly one of parallel deletes of a screen succeed, with one audit row', async () => {
    const h = await created('D3');
    const codes = (await Promise.all(Array.from({ length: 20 }, () => r.remove(shinjuku, h.id)))).map(
      (res) => res.statusCode,
    );
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 404)).toHaveLength(19);
    expect(await auditRows('delete', h.id)).toHaveLength(1);
  });

  it('needs the delete permission and hides other brands’ screens', async () => {
    const h = await created('D2');
    expect((await r.remove(viewer, h.id)).statusCode).toBe(403);
    expect((await r.remove(mirai, h.id)).statusCode).toBe(404);
    expect((await r.remove(shinjuku, 0)).statusCode).toBe(400);
    expect((await r.detail(shinjuku, h.id)).statusCode).toBe(200);
  });
});
