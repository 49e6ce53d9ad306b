import { and, count, eq, gte, lte } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addDays,
  filmHasScreenings,
  formatScaleMinutes,
  scheduleConflict,
  type ScheduleBatchResult,
  type Screening,
} from '@cinema/contracts';
import { screenings } from '../../db/schema/index.js';
import { fieldsOf } from '../../test/fixtures.js';
import { auth, createTestApp, type TestContext } from '../../test/helper.js';
import { houseInUseMessage } from '../houses/index.js';
import { usedByScreenings } from '../versions/index.js';
import { at, created, fixture, newScreening, requests, runtime, type Fixture } from './schedules.fixtures.js';

let t: TestContext;
let r: ReturnType<typeof requests>;
let f: Fixture;
let shinjuku: string;
let hq: string;

const stored = async (from: string, to = from) => {
  const [row] = await t.database.db
    .select({ n: count() })
    .from(screenings)
    .where(
      and(
        eq(screenings.cinemaId, f.ids['0101']!),
        gte(screenings.businessDate, from),
        lte(screenings.businessDate, to),
      ),
    );
  return row!.n;
};
const bulkBody = (dates: string[], times: string[], extra: object = {}) => ({
  filmId: f.film.g.id,
  houseId: f.shinjuku.houses[0]!,
  languageVersionId: f.shinjuku.languages.NONE!,
  formatVersionId: f.shinjuku.formats['2D']!,
  dates,
  times,
  ...extra,
});

beforeAll(async () => {
  t = await createTestApp();
  r = requests(t);
  f = await fixture(t);
  [shinjuku, hq] = await Promise.all([t.login('shinjuku'), t.login('hq')]);
});
afterAll(() => t.close());

describe('bulk create', () => {
  const D = '2030-05-06';
  it('creates the film at each time of each date, 36-hour times included', async () => {
    const res = await r.bulk(
      shinjuku,
      bulkBody([D, addDays(D, 1)], ['09:00', '13:00', '25:00'], { category: 'main', status: 'onSale' }),
    );
    expect(res.statusCode).toBe(200);
    const out = res.json().data as ScheduleBatchResult;
    expect(out.created).toBe(6);
    expect(out.skipped).toEqual([]);
    // The 25:00 shows end after 23:00: the minors warning, once per screening.
    expect(out.warnings).toHaveLength(2);
    const late = await r.detail(shinjuku, out.ids[2]!);
    expect(late.json().data).toMatchObject({ businessDate: D, startTime: '25:00', status: 'onSale' });
    expect(late.json().data.startAt).toBe(new Date(`${addDays(D, 1)}T01:00:00+09:00`).toISOString());
  });

  it('writes nothing when one slot collides, and lists the collisions (409)', async () => {
    // Inside the cleaning interval after the 13:00 screening of the 7th; the 8th is free.
    const inCleaning = formatScaleMinutes(13 * 60 + runtime(f.film.g) + 10);
    const res = await r.bulk(shinjuku, bulkBody([addDays(D, 1), addDays(D, 2)], [inCleaning, '20:00']));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'conflict', message: scheduleConflict });
    expect(res.json().errors.map((e: { field: string }) => e.field)).toEqual(['startAt']);
    expect(res.json().errors[0].message).toContain('登録済み');
    expect(await stored(addDays(D, 2))).toBe(0);
  });

  it('refuses times that collide with each other', async () => {
    const res = await r.bulk(shinjuku, bulkBody([addDays(D, 3)], ['10:00', '11:00']));
    expect(res.statusCode).toBe(409);
    expect(res.json().errors[0].message).toContain('同時に登録する');
    expect(await stored(addDays(D, 3))).toBe(0);
  });

  it('validates times, dates and the business day range', async () => {
    const bad = await r.bulk(shinjuku, bulkBody(['2030-13-01'], ['36:00']));
    expect(bad.statusCode).toBe(400);
    expect(fieldsOf(bad.json())).toMatchObject({
      'dates.0': '「営業日」は日付（YYYY-MM-DD）で入力してください',
      'times.0': '「開始時刻」は0:00〜35:59の「HH:mm」で入力してください（例：25:30）',
    });
    const empty = await r.bulk(shinjuku, bulkBody([], []));
    expect(fieldsOf(empty.json())).toMatchObject({
      dates: '「営業日」を選択してください',
      times: '「開始時刻」を入力してください',
    });
    const early = await r.bulk(shinjuku, bulkBody([addDays(D, 4)], ['10:00', '03:00']));
    expect(fieldsOf(early.json())).toEqual({
      'times.1': '「開始時刻」は営業日の範囲（05:00〜28:59）で入力してください',
    });
  });

  it('is for cinema staff only', async () => {
    expect((await r.bulk(hq, bulkBody([addDays(D, 5)], ['10:00']))).statusCode).toBe(403);
  });
});

describe('copy', () => {
  const SRC = '2030-06-03'; // a Monday
  beforeAll(async () => {
    await created(r, shinjuku, newScreening(f, SRC, '10:00'));
    await created(
      r,
      shinjuku,
      newScreening(f, SRC, '14:00', { houseId: f.shinjuku.houses[1]!, salesStartAt: at(addDays(SRC, -2), '00:00') }),
    );
    await created(r, shinjuku, newScreening(f, SRC, '18:00', { status: 'cancelled' }));
    await created(r, shinjuku, newScreening(f, addDays(SRC, 3), '12:00', { houseId: f.shinjuku.houses[2]! }));
  });

  it('copies a day to other days, live screenings only, as planned, sales window shifted', async () => {
    const res = await r.copy(shinjuku, { fromDate: SRC, toDates: [addDays(SRC, 1), addDays(SRC, 2)] });
    expect(res.statusCode).toBe(200);
    const out = res.json().data as ScheduleBatchResult;
    expect(out.created).toBe(4);
    const day2 = (await r.list(shinjuku, `?date=${addDays(SRC, 2)}`)).json().data.list as Screening[];
    expect(day2.map((s) => [s.startTime, s.status])).toEqual([
      ['10:00', 'planned'],
      ['14:00', 'planned'],
    ]);
    expect(day2[1]!.salesStartAt).toBe(at(SRC, '00:00'));
  });

  it('refuses the whole copy when a target collides (fail), or leaves out the collisions (skip)', async () => {
    const week = { fromDate: SRC, days: 7, toDates: [addDays(SRC, 7)] };
    await created(r, shinjuku, newScreening(f, addDays(SRC, 10), '12:30', { houseId: f.shinjuku.houses[2]! }));
    const before = await stored(addDays(SRC, 7), addDays(SRC, 13));
    const refused = await r.copy(shinjuku, week);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errors).toHaveLength(1);
    expect(await stored(addDays(SRC, 7), addDays(SRC, 13))).toBe(before);
    const skipped = await r.copy(shinjuku, { ...week, onConflict: 'skip' });
    expect(skipped.statusCode).toBe(200);
    const out = skipped.json().data as ScheduleBatchResult;
    // The source week holds 7 live screenings (2 on Monday, 2 + 2 copied, 1 on Thursday): one collides.
    expect(out.skipped).toHaveLength(1);
    expect(out.created).toBe(6);
    expect(out.skipped[0]).toMatchObject({
      businessDate: addDays(SRC, 10),
      startTime: '12:00',
      houseName: 'スクリーン3',
    });
    expect(out.created).toBe((await stored(addDays(SRC, 7), addDays(SRC, 13))) - before);
  });

  it('validates the request and stays with cinema staff', async () => {
    const bad = await r.copy(shinjuku, { fromDate: SRC, days: 3, toDates: [SRC] });
    expect(bad.statusCode).toBe(400);
    expect(fieldsOf(bad.json())).toMatchObject({ days: '「コピーする期間」は1日または1週間を選択してください' });
    const same = await r.copy(shinjuku, { fromDate: SRC, toDates: [SRC] });
    expect(fieldsOf(same.json())).toEqual({ 'toDates.0': 'コピー元と同じ営業日にはコピーできません' });
    expect((await r.copy(hq, { fromDate: SRC, toDates: [addDays(SRC, 30)] })).statusCode).toBe(403);
  });
});

describe('delete guards of films, screens and versions', () => {
  it('refuses to delete a film, a screen or a version that screenings name (409)', async () => {
    const s = await created(
      r,
      shinjuku,
      newScreening(f, '2030-09-02', '10:00', { houseId: f.shinjuku.houses[5]!, filmId: f.film.r15.id }),
    );
    const film = await t.app.inject({ method: 'DELETE', url: `/api/film/delete/${f.film.r15.id}`, headers: auth(hq) });
    expect(film.statusCode).toBe(409);
    expect(film.json().message).toBe(filmHasScreenings);
    const house = await t.app.inject({
      method: 'DELETE',
      url: `/api/house/delete/${s.houseId}`,
      headers: auth(shinjuku),
    });
    expect(house.statusCode).toBe(409);
    expect(house.json().message).toBe(houseInUseMessage);
    const version = await t.app.inject({
      method: 'DELETE',
      url: `/api/version/delete/${f.shinjuku.languages.NONE}`,
      headers: auth(shinjuku),
    });
    expect(version.statusCode).toBe(409);
    expect(version.json().message).toBe(usedByScreenings);
  });

  it('lets a film without screenings go', async () => {
    const [row] = await t.database.db
      .select({ n: count() })
      .from(screenings)
      .where(eq(screenings.filmId, f.film.pending.id));
    expect(row!.n).toBe(0);
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/film/delete/${f.film.pending.id}`,
      headers: auth(hq),
    });
    expect(res.statusCode).toBe(200);
  });
});
