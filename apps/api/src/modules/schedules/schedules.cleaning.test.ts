import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ScheduleBatchResult, ScheduleWeek } from '@cinema/contracts';
import { cinemas } from '../../db/schema/index.js';
import { createTestApp, type TestContext } from '../../test/helper.js';
import { DAY, fixture, newScreening, requests, runtime, scheduleEditors, type Fixture } from './schedules.fixtures.js';

// 清掃時間の初期値: a cinema's default cleaning interval, which a screening that names none gets.
let t: TestContext;
let f: Fixture;
let r: ReturnType<typeof requests>;
let shinjuku: string;

beforeAll(async () => {
  t = await createTestApp();
  r = requests(t);
  f = await fixture(t);
  ({ shinjuku } = await scheduleEditors(t));
  await t.database.db.update(cinemas).set({ defaultCleaningMinutes: 25 }).where(eq(cinemas.id, f.ids['0101']!));
});
afterAll(() => t.close());

describe('default cleaning interval', () => {
  it('a screening without one gets the cinema’s, and its screen stays booked for it', async () => {
    const first = (await r.create(shinjuku, newScreening(f, DAY, '10:00'))).json().data;
    expect(first.cleaningMinutes).toBe(25);
    // Starting 20 minutes after the end falls inside the 25-minute interval.
    const end = 10 * 60 + runtime(f.film.g);
    const hhmm = (m: number) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
    expect((await r.create(shinjuku, newScreening(f, DAY, hhmm(end + 20)))).statusCode).toBe(409);
    expect((await r.create(shinjuku, newScreening(f, DAY, hhmm(end + 25)))).statusCode).toBe(200);
  });

  it('bulk creation uses it too, and the week tells the timeline', async () => {
    const D = '2030-02-04';
    const res = await r.bulk(shinjuku, {
      filmId: f.film.g.id,
      houseId: f.shinjuku.houses[0]!,
      languageVersionId: f.shinjuku.languages.NONE!,
      formatVersionId: f.shinjuku.formats['2D']!,
      dates: [D],
      times: ['09:00'],
    });
    const out = res.json().data as ScheduleBatchResult;
    expect((await r.detail(shinjuku, out.ids[0]!)).json().data.cleaningMinutes).toBe(25);
    const week = (await r.week(shinjuku, `?from=${D}`)).json().data as ScheduleWeek;
    expect(week.defaultCleaningMinutes).toBe(25);
  });

  it('is part of the cinema’s settings, 0 to 120 minutes', async () => {
    const hq = await t.login('hq');
    const detail = (
      await t.app.inject({ url: `/api/cinema/detail/${f.ids['0101']}`, headers: { authorization: `Bearer ${hq}` } })
    ).json().data;
    expect(detail.defaultCleaningMinutes).toBe(25);
    const { id, version, ...rest } = detail;
    const bad = await t.app.inject({
      method: 'PUT',
      url: '/api/cinema/update',
      headers: { authorization: `Bearer ${hq}` },
      payload: { ...rest, id, version, defaultCleaningMinutes: 121 },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.map((e: { field: string }) => e.field)).toContain('defaultCleaningMinutes');
  });
});
