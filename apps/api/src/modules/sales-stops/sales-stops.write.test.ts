import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ja } from '@cinema/contracts';
import { auditRowsOf, cinemaIds, fieldsOf } from '../../test/fixtures.js';
import { auth, createTestApp, type TestContext } from '../../test/helper.js';
import { addCinemaStaff } from '../../test/staff.js';
import { endMustBeFuture, platformOnly } from './sales-stops.service.js';

let t: TestContext;
let admin: string;
let shinjuku: string;
let manager: string;
let umeda: string;
let ids: Record<string, number>;

const MIN = 60_000;
const at = (minutes: number) => new Date(Date.now() + minutes * MIN).toISOString();
const call = (token: string, method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: auth(token), payload });
const create = (token: string, payload: object) => call(token, 'POST', '/api/salesStop/create', payload);
const update = (token: string, payload: object) => call(token, 'PUT', '/api/salesStop/update', payload);
const end = (token: string, payload: object) => call(token, 'POST', '/api/salesStop/end', payload);
const remove = (token: string, id: number) => call(token, 'DELETE', `/api/salesStop/delete/${id}`);
const auditRows = (id: number) => auditRowsOf(t, 'salesStop', id);
const stop = { scope: 'cinema', message: '機器点検のため、オンライン販売を一時停止しています。' };

beforeAll(async () => {
  t = await createTestApp();
  // 新宿's manager may also delete; 梅田 is the other brand.
  await addCinemaStaff(t.database.db, {
    userName: 'shinjuku-manager',
    cinemaCodes: ['0101'],
    permissions: { settings: ['view', 'create', 'update', 'delete'] },
  });
  await addCinemaStaff(t.database.db, {
    userName: 'umeda-stops',
    cinemaCodes: ['0201'],
    brandCode: 'MIRAI',
    permissions: { settings: ['view', 'create', 'update', 'delete'] },
  });
  [admin, shinjuku, manager, umeda] = await Promise.all([
    t.login('admin'),
    t.login('shinjuku'),
    t.login('shinjuku-manager'),
    t.login('umeda-stops'),
  ]);
  ids = await cinemaIds(t);
});
afterAll(() => t.close());

describe('sales stop create', () => {
  it('cinema staff stop their own cinema from now, with an audit row and the stop’s own history', async () => {
    const before = Date.now();
    const res = await create(shinjuku, { ...stop, endsAt: at(60) });
    expect(res.statusCode).toBe(200);
    const created = res.json().data;
    expect(created).toMatchObject({
      scope: 'cinema',
      cinemaId: ids['0101'],
      cinemaName: 'シネマライン新宿',
      state: 'active',
      createdByName: '新宿 劇場スタッフ',
      version: 1,
    });
    expect(Date.parse(created.startsAt)).toBeGreaterThanOrEqual(before - 1000);
    expect(created.history).toEqual([
      expect.objectContaining({ action: 'created', by: '新宿 劇場スタッフ', actingAs: null, changes: [] }),
    ]);
    const rows = await auditRows(created.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      action: 'create',
      userName: 'shinjuku',
      brandId: created.brandId,
      summary: stop.message,
    });
  });

  it('a start or an end in the past is refused, never quietly moved: a stop never reaches back', async () => {
    const past = await create(shinjuku, { ...stop, startsAt: at(-120), endsAt: at(30) });
    expect(past.statusCode).toBe(400);
    expect(fieldsOf(past.json()).startsAt).toBe(ja.salesStopStartPast);
    const ended = await create(shinjuku, { ...stop, endsAt: at(-5) });
    expect(ended.statusCode).toBe(400);
    expect(fieldsOf(ended.json()).endsAt).toBe(ja.salesStopEndPast);
  });

  it('no start means now, and so does the minute being lived (the picker chooses whole minutes)', async () => {
    const res = await create(shinjuku, {
      ...stop,
      startsAt: new Date(Date.now() - 20_000).toISOString(),
      endsAt: at(30),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.state).toBe('active');
    expect(Date.parse(res.json().data.startsAt)).toBeGreaterThan(Date.now() - 10_000);
  });

  it('refuses a start that is not before the end with the documented message', async () => {
    const same = at(30);
    for (const body of [
      { startsAt: at(60), endsAt: at(30) },
      { startsAt: same, endsAt: same },
    ]) {
      const res = await create(shinjuku, { ...stop, ...body });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('validation_failed');
      expect(fieldsOf(res.json()).endsAt).toBe(ja.salesStopStartAfterEnd);
    }
  });

  it('names each bad field in Japanese', async () => {
    const res = await create(shinjuku, { scope: 'everywhere', message: '', startsAt: 'tomorrow' });
    expect(res.statusCode).toBe(400);
    expect(fieldsOf(res.json())).toMatchObject({
      scope: '「停止の対象」を選択してください',
      message: '「お客様向けメッセージ」を入力してください',
      startsAt: '「停止開始日時」の形式が正しくありません',
    });
    const long = await create(shinjuku, { ...stop, message: 'あ'.repeat(201) });
    expect(fieldsOf(long.json()).message).toBe('「お客様向けメッセージ」は200文字以内で入力してください');
    expect((await create(shinjuku, { ...stop, message: 'あ'.repeat(200), endsAt: at(5) })).statusCode).toBe(200);
  });

  it('cinema staff cannot stop the whole platform; the operator can, and must name a cinema for a cinema stop', async () => {
    const denied = await create(shinjuku, { ...stop, scope: 'platform' });
    expect(denied.statusCode).toBe(403);
    expect(denied.json()).toMatchObject({ code: 'no_permission', message: platformOnly });
    const noCinema = await create(admin, stop);
    expect(noCinema.statusCode).toBe(400);
    expect(fieldsOf(noCinema.json()).cinemaId).toBe(ja.selectCinema);
    const platform = await create(admin, { ...stop, scope: 'platform', cinemaId: ids['0101'], startsAt: at(600) });
    expect(platform.json().data).toMatchObject({
      scope: 'platform',
      cinemaId: null,
      brandId: null,
      state: 'scheduled',
    });
    const umedaStop = await create(admin, { ...stop, cinemaId: ids['0201'], startsAt: at(600) });
    expect(umedaStop.json().data).toMatchObject({ cinemaName: 'ミライシネマ梅田', state: 'scheduled' });
  });

  it('another brand’s cinema, or a cinema of the brand not assigned, is not found', async () => {
    expect((await create(shinjuku, { ...stop, cinemaId: ids['0201'] })).statusCode).toBe(404);
    expect((await create(shinjuku, { ...stop, cinemaId: ids['0102'] })).statusCode).toBe(404);
    expect((await create(umeda, { ...stop, cinemaId: ids['0101'] })).statusCode).toBe(404);
  });
});

describe('sales stop update, end and delete', () => {
  it('edits a running stop’s end and message, recording what changed; its start stays', async () => {
    const s = (await create(shinjuku, { ...stop, endsAt: at(60) })).json().data;
    const res = await update(shinjuku, { id: s.id, version: 1, endsAt: at(90), message: '復旧作業中です。' });
    expect(res.statusCode).toBe(200);
    const saved = res.json().data;
    expect(saved).toMatchObject({ version: 2, message: '復旧作業中です。', startsAt: s.startsAt, state: 'active' });
    expect(saved.history[1]).toMatchObject({ action: 'edited', by: '新宿 劇場スタッフ' });
    expect(saved.history[1].changes.map((c: { field: string }) => c.field)).toEqual(['endsAt', 'message']);
    expect(saved.history[1].changes[1]).toEqual({ field: 'message', from: stop.message, to: '復旧作業中です。' });

    const moved = await update(shinjuku, { id: s.id, version: 2, startsAt: at(10), message: 'x' });
    expect(moved.statusCode).toBe(409);
    expect(moved.json().message).toBe(ja.salesStopStartFixed);
    const past = await update(shinjuku, { id: s.id, version: 2, endsAt: at(-1), message: 'x' });
    expect(fieldsOf(past.json()).endsAt).toBe(endMustBeFuture);
    const stale = await update(shinjuku, { id: s.id, version: 1, message: 'x' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('stale_version');
  });

  it('ends a running stop now; an ended one can be neither ended nor edited again', async () => {
    const s = (await create(shinjuku, stop)).json().data;
    expect(s.endsAt).toBeNull();
    const res = await end(shinjuku, { id: s.id, version: 1 });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(ja.salesStopEndedNow);
    const ended = res.json().data;
    expect(ended.state).toBe('ended');
    expect(Math.abs(Date.parse(ended.endsAt) - Date.now())).toBeLessThan(5000);
    expect(ended.history.map((h: { action: string }) => h.action)).toEqual(['created', 'ended']);
    expect((await auditRows(s.id)).map((r) => r.action)).toEqual(['create', 'update']);
    const again = await end(shinjuku, { id: s.id, version: 2 });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(ja.salesStopEnded);
    expect((await update(shinjuku, { id: s.id, version: 2, message: 'x' })).json().message).toBe(ja.salesStopEnded);
  });

  it('deletes only a stop that has not begun, and only with the delete permission', async () => {
    const later = (await create(shinjuku, { ...stop, startsAt: at(120), endsAt: at(180) })).json().data;
    const running = (await create(shinjuku, stop)).json().data;
    expect((await end(shinjuku, { id: later.id, version: 1 })).json().message).toBe(ja.salesStopNotStarted);
    expect((await remove(shinjuku, later.id)).statusCode).toBe(403);
    const refused = await remove(manager, running.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(ja.salesStopStarted);
    const res = await remove(manager, later.id);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(ja.deleted);
    expect((await auditRows(later.id)).map((r) => r.action)).toEqual(['create', 'delete']);
    await end(shinjuku, { id: running.id, version: 1 });
  });

  it('cinema staff may not change a platform-wide stop; another tenant’s stop is not found', async () => {
    const platform = (await create(admin, { ...stop, scope: 'platform', startsAt: at(300) })).json().data;
    const edit = await update(manager, { id: platform.id, version: 1, message: 'x' });
    expect(edit.statusCode).toBe(403);
    expect(edit.json().message).toBe(platformOnly);
    expect((await remove(manager, platform.id)).statusCode).toBe(403);
    const own = (await create(shinjuku, { ...stop, startsAt: at(300) })).json().data;
    expect((await update(umeda, { id: own.id, version: 1, message: 'x' })).statusCode).toBe(404);
    expect((await end(umeda, { id: own.id, version: 1 })).statusCode).toBe(404);
    expect((await remove(umeda, own.id)).statusCode).toBe(404);
    expect((await remove(admin, platform.id)).statusCode).toBe(200);
  });
});
