import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ja } from '@cinema/contracts';
import { restrictRules } from '../../db/schema/index.js';
import { auditRowsOf, cinemaIds, fieldsOf } from '../../test/fixtures.js';
import { auth, createTestApp, type TestContext } from '../../test/helper.js';
import { addCinemaStaff } from '../../test/staff.js';
import { standardNotDeletable } from './restrict.service.js';

let t: TestContext;
let hq: string;
let shinjuku: string;
let manager: string;
let umeda: string;
let ids: Record<string, number>;
let codes: Record<string, { id: number; version: number }>;

type Method = 'POST' | 'PUT' | 'DELETE';
const call = (token: string, method: Method, url: string, payload?: object) =>
  t.app.inject({ method, url, headers: auth(token), payload });
const update = (token: string, payload: object) => call(token, 'PUT', '/api/restrict/update', payload);
const create = (token: string, payload: object) => call(token, 'POST', '/api/restrict/create', payload);
const saveRule = (token: string, payload: object) => call(token, 'PUT', '/api/restrict/lateHourRule', payload);
const auditRows = (entity: string, id: number) => auditRowsOf(t, entity, id);

beforeAll(async () => {
  t = await createTestApp();
  // 新宿's manager may also delete; the demo 劇場スタッフ role may not.
  await addCinemaStaff(t.database.db, {
    userName: 'sj-restrict',
    cinemaCodes: ['0101'],
    permissions: { film: ['view', 'create', 'update', 'delete'] },
  });
  await addCinemaStaff(t.database.db, {
    userName: 'umeda-restrict-w',
    cinemaCodes: ['0201'],
    brandCode: 'MIRAI',
    permissions: { film: ['view', 'create', 'update', 'delete'] },
  });
  [hq, shinjuku, manager, umeda] = await Promise.all([
    t.login('hq'),
    t.login('shinjuku'),
    t.login('sj-restrict'),
    t.login('umeda-restrict-w'),
  ]);
  ids = await cinemaIds(t);
  const list = (await t.app.inject({ url: '/api/restrict/list', headers: auth(shinjuku) })).json().data.list as {
    id: number;
    code: string;
    version: number;
  }[];
  codes = Object.fromEntries(list.map((c) => [c.code, c]));
});
afterAll(() => t.close());

describe('restrict update (one code)', () => {
  it('saves a code’s wording and age, with an audit row', async () => {
    const res = await update(shinjuku, {
      id: codes.PG12!.id,
      version: 1,
      label: '12歳未満は保護者の助言・指導が必要',
      notice: '保護者の方とご覧ください。',
      minAge: 0,
      sortOrder: 20,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(ja.saved);
    expect(res.json().data).toMatchObject({
      code: 'PG12',
      notice: '保護者の方とご覧ください。',
      version: 2,
      standard: true,
    });
    const rows = await auditRows('restrictCode', codes.PG12!.id);
    expect(rows[0]).toMatchObject({
      action: 'update',
      userName: 'shinjuku',
      summary: 'PG12 12歳未満は保護者の助言・指導が必要 / 0歳',
    });
  });

  it('answers 409 stale_version to an update from an old read', async () => {
    const res = await update(shinjuku, { id: codes.PG12!.id, version: 1, label: '古い画面から', minAge: 0 });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'stale_version', message: ja.staleVersion });
  });

  it('names bad fields in Japanese', async () => {
    const res = await update(shinjuku, { id: codes['R15+']!.id, version: 1, label: ' ', minAge: 150 });
    expect(res.statusCode).toBe(400);
    expect(fieldsOf(res.json())).toEqual({
      label: '「区分の説明」を入力してください',
      minAge: '「年齢制限（歳）」は0〜99の数値を入力してください',
    });
  });

  it('refuses head office, and hides another brand’s code', async () => {
    const payload = { id: codes['R15+']!.id, version: 1, label: '変更', minAge: 15 };
    expect((await update(hq, payload)).statusCode).toBe(403);
    const other = await update(umeda, payload);
    expect(other.statusCode).toBe(404);
    expect(other.json().code).toBe('not_found');
  });
});

describe('restrict create and delete (own codes)', () => {
  it('adds a code of the cinema in capitals, refuses the same code twice', async () => {
    const res = await create(shinjuku, { code: 'pg15', label: '15歳未満は保護者同伴', minAge: 0, sortOrder: 25 });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ code: 'PG15', cinemaId: ids['0101'], standard: false, version: 1 });
    const again = await create(shinjuku, { code: 'PG15', label: '重複', minAge: 0 });
    expect(again.statusCode).toBe(409);
    expect(fieldsOf(again.json())).toEqual({ code: ja.codeInUse });
  });

  it('validates the code, and keeps head office and other brands out', async () => {
    const bad = await create(shinjuku, { code: 'R 18', label: 'x', minAge: 18 });
    expect(bad.statusCode).toBe(400);
    expect(fieldsOf(bad.json()).code).toBe('「区分コード」は半角英数字と + - _ で入力してください（例：R15+）');
    expect((await create(hq, { cinemaId: ids['0101'], code: 'X1', label: 'x', minAge: 0 })).statusCode).toBe(403);
    expect((await create(umeda, { cinemaId: ids['0101'], code: 'X1', label: 'x', minAge: 0 })).statusCode).toBe(404);
  });

  it('deletes an own code after the role allows it; the four 映倫 codes stay', async () => {
    const own = (await create(shinjuku, { code: 'TEMP', label: '一時的な区分', minAge: 0 })).json().data.id as number;
    expect((await call(shinjuku, 'DELETE', `/api/restrict/delete/${own}`)).statusCode).toBe(403);
    expect((await call(umeda, 'DELETE', `/api/restrict/delete/${own}`)).statusCode).toBe(404);
    const res = await call(manager, 'DELETE', `/api/restrict/delete/${own}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(ja.deleted);
    expect((await auditRows('restrictCode', own)).map((r) => r.action).sort()).toEqual(['create', 'delete']);
    const standard = await call(manager, 'DELETE', `/api/restrict/delete/${codes.G!.id}`);
    expect(standard.statusCode).toBe(409);
    expect(standard.json()).toMatchObject({ code: 'conflict', message: standardNotDeletable });
    expect((await call(manager, 'DELETE', '/api/restrict/delete/x')).statusCode).toBe(400);
  });
});

describe('restrict lateHourRule (save)', () => {
  it('saves the first rule over the suggestion (version 0), then updates it', async () => {
    await t.database.db.delete(restrictRules).where(eq(restrictRules.cinemaId, ids['0101']!));
    const first = await saveRule(shinjuku, { cutoff: '22:00', note: '条例を確認済み', version: 0 });
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toMatchObject({
      cutoff: '22:00',
      suggestedCutoff: '23:00',
      confirmed: true,
      version: 1,
      note: '条例を確認済み',
    });
    const second = await saveRule(shinjuku, { cutoff: '23:00', version: 1 });
    expect(second.json().data).toMatchObject({ cutoff: '23:00', version: 2, note: null });
    expect((await auditRows('restrictRule', ids['0101']!)).map((r) => r.summary)).toContain(
      '18歳未満の入場は23:00までに終了する上映のみ',
    );
  });

  it('answers 409 when someone saved first, the first save included', async () => {
    expect((await saveRule(shinjuku, { cutoff: '22:30', version: 1 })).json().code).toBe('stale_version');
    const res = await saveRule(shinjuku, { cutoff: '22:30', version: 0 });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(ja.staleVersion);
  });

  it('takes only HH:mm between 18:00 and 24:00', async () => {
    const res = await saveRule(shinjuku, { cutoff: '25:00', version: 2 });
    expect(res.statusCode).toBe(400);
    expect(fieldsOf(res.json()).cutoff).toBe(
      '「終了時刻の上限」は18:00〜24:00の「HH:mm」で入力してください（例：23:00）',
    );
    expect(fieldsOf((await saveRule(shinjuku, { version: 2 })).json()).cutoff).toBe(
      '「終了時刻の上限」を入力してください',
    );
  });

  it('refuses head office and another brand’s cinema staff', async () => {
    expect((await saveRule(hq, { cinemaId: ids['0101'], cutoff: '22:00', version: 2 })).statusCode).toBe(403);
    const other = await saveRule(umeda, { cinemaId: ids['0101'], cutoff: '22:00', version: 2 });
    expect(other.statusCode).toBe(404);
    expect(other.json().code).toBe('not_found');
  });
});
