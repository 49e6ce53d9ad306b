import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endTimeFor, ja, scheduleConflict, type Screening } from '@cinema/contracts';
import { auditRowsOf, fieldsOf } from '../../test/fixtures.js';
import { createTestApp, type TestContext } from '../../test/helper.js';
import {
  at,
  created,
  fixture,
  newScreening,
  requests,
  runtime,
  scheduleEditors,
  type Fixture,
} from './schedules.fixtures.js';

let t: TestContext;
let r: ReturnType<typeof requests>;
let f: Fixture;
let shinjuku: string;
let viewer: string;
let umeda: string;

const auditRows = (action: string, id: number) => auditRowsOf(t, 'screening', id, action);

beforeAll(async () => {
  t = await createTestApp();
  r = requests(t);
  f = await fixture(t);
  ({ shinjuku, viewer, umeda } = await scheduleEditors(t));
});
afterAll(() => t.close());

describe('schedule update (drag, resize, edit)', () => {
  const D = '2030-03-04';
  it('moves a screening keeping its length, and resizes it', async () => {
    const s = await created(r, shinjuku, newScreening(f, D, '10:00'));
    const moved = await r.update(shinjuku, {
      id: s.id,
      version: 1,
      startAt: at(D, '11:00'),
      houseId: f.shinjuku.houses[2]!,
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().message).toBe(ja.saved);
    const m = moved.json().data as Screening;
    expect(m).toMatchObject({ startTime: '11:00', houseId: f.shinjuku.houses[2], version: 2 });
    expect(Date.parse(m.endAt) - Date.parse(m.startAt)).toBe(runtime(f.film.g) * 60_000);
    const resized = await r.update(shinjuku, { id: s.id, version: 2, endAt: at(D, '14:30') });
    expect(resized.json().data).toMatchObject({ startTime: '11:00', endTime: '14:30', version: 3 });
    expect(await auditRows('update', s.id)).toHaveLength(2);
  });

  it('derives the end again for a new film and moves the business date with the start', async () => {
    const s = await created(r, shinjuku, newScreening(f, D, '16:00', { houseId: f.shinjuku.houses[3]! }));
    const res = await r.update(shinjuku, {
      id: s.id,
      version: 1,
      filmId: f.film.r15.id,
      startAt: at('2030-03-05', '09:00'),
    });
    expect(res.json().data).toMatchObject({
      filmId: f.film.r15.id,
      businessDate: '2030-03-05',
      classification: 'R15+',
    });
    expect(res.json().data.endAt).toBe(endTimeFor(at('2030-03-05', '09:00'), f.film.r15.length, f.film.r15.trailer));
  });

  it('refuses a move onto another screening (409), a stale version and an end before the start', async () => {
    const a = await created(r, shinjuku, newScreening(f, D, '10:00', { houseId: f.shinjuku.houses[4]! }));
    const b = await created(r, shinjuku, newScreening(f, D, '15:00', { houseId: f.shinjuku.houses[4]! }));
    const onto = await r.update(shinjuku, { id: b.id, version: 1, startAt: at(D, '11:00') });
    expect(onto.statusCode).toBe(409);
    expect(onto.json().message).toBe(scheduleConflict);
    expect((await r.update(shinjuku, { id: a.id, version: 1, startAt: at(D, '10:05') })).statusCode).toBe(200);
    const stale = await r.update(shinjuku, { id: a.id, version: 1, note: 'x' });
    expect(stale.json().code).toBe('stale_version');
    const bad = await r.update(shinjuku, { id: a.id, version: 2, endAt: at(D, '09:00') });
    expect(bad.statusCode).toBe(400);
    expect(fieldsOf(bad.json()).endAt).toBe('「上映終了日時」は「上映開始日時」より後の日時を入力してください');
  });

  it('answers 404 to another brand and 403 without the update permission', async () => {
    const s = await created(r, shinjuku, newScreening(f, D, '20:00', { houseId: f.shinjuku.houses[5]! }));
    expect((await r.update(umeda, { id: s.id, version: 1, note: 'x' })).statusCode).toBe(404);
    expect((await r.update(viewer, { id: s.id, version: 1, note: 'x' })).statusCode).toBe(403);
    expect((await r.create(viewer, newScreening(f, D, '06:00'))).statusCode).toBe(403);
  });
});

describe('schedule delete', () => {
  it('deletes with an audit row; another brand gets 404 and a viewer 403', async () => {
    const s = await created(r, shinjuku, newScreening(f, '2030-04-01', '10:00'));
    expect((await r.remove(umeda, s.id)).statusCode).toBe(404);
    expect((await r.remove(viewer, s.id)).statusCode).toBe(403);
    const res = await r.remove(shinjuku, s.id);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(ja.deleted);
    expect((await r.detail(shinjuku, s.id)).statusCode).toBe(404);
    expect(await auditRows('delete', s.id)).toHaveLength(1);
    expect((await r.remove(shinjuku, s.id)).statusCode).toBe(404);
  });

  it('of 20 parallel deletes of one screening exactly one succeeds and writes an audit row; the rest answer 404', async () => {
    const s = await created(r, shinjuku, newScreening(f, '2030-04-02', '10:00'));
    const codes = (await Promise.all(Array.from({ length: 20 }, () => r.remove(shinjuku, s.id)))).map(
      (x) => x.statusCode,
    );
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 404)).toHaveLength(19);
    expect(await auditRows('delete', s.id)).toHaveLength(1);
  });
});
