import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { businessDateOf, type PublicScheduleWeek } from '@cinema/contracts';
import { films } from '../../db/schema/index.js';
import { auth, createTestApp, type TestContext } from '../../test/helper.js';
import { addScreening, shinjukuFixture, type ShinjukuFixture } from './public-schedule.fixtures.js';

// /cinema-schedule's call: the week exactly as customers are shown it, for staff to check and print.

let t: TestContext;
let f: ShinjukuFixture;
let shinjuku: string;
let hq2: string;
const FROM = '2031-03-03';
const ids: Record<string, number> = {};
const week = (token: string, query: string) =>
  t.app.inject({ url: `/api/public-schedule/week${query}`, headers: auth(token) });
const data = async (token: string, query: string) => (await week(token, query)).json().data as PublicScheduleWeek;

beforeAll(async () => {
  t = await createTestApp();
  f = await shinjukuFixture(t.database.db);
  [shinjuku, hq2] = await Promise.all([t.login('shinjuku'), t.login('hq2')]);
  const db = t.database.db;
  // Film 1 opens on the 7th: its screenings on the 4th are 先行上映.
  await db.update(films).set({ releaseDate: '2031-03-07', classification: 'R15+' }).where(eq(films.id, f.films[1]!.id));
  await db.update(films).set({ releaseDate: '2031-01-10', classification: 'G' }).where(eq(films.id, f.films[0]!.id));
  const add = (name: string, s: Parameters<typeof addScreening>[2]) =>
    addScreening(db, f, s).then((id) => (ids[name] = id));
  await add('day', {
    film: 0,
    screen: 0,
    businessDate: '2031-03-04',
    startAt: '2031-03-04T10:00:00+09:00',
    status: 'onSale',
  });
  // 25:30 on the 4th: it ends after the late-hour rule's 23:00, so no minors.
  await add('late', {
    film: 0,
    screen: 0,
    businessDate: '2031-03-04',
    startAt: '2031-03-05T01:30:00+09:00',
    status: 'onSale',
  });
  await add('advance', {
    film: 1,
    screen: 1,
    businessDate: '2031-03-04',
    startAt: '2031-03-04T12:00:00+09:00',
    status: 'planned',
  });
  await add('draft', {
    film: 0,
    screen: 1,
    businessDate: '2031-03-08',
    startAt: '2031-03-08T12:00:00+09:00',
    status: 'onSale',
    published: false,
  });
  await add('cancelled', {
    film: 1,
    screen: 1,
    businessDate: '2031-03-05',
    startAt: '2031-03-05T12:00:00+09:00',
    status: 'cancelled',
  });
  await add('nextWeek', {
    film: 0,
    screen: 0,
    businessDate: '2031-03-10',
    startAt: '2031-03-10T10:00:00+09:00',
    status: 'onSale',
  });
});
afterAll(() => t.close());

describe('the published week (/cinema-schedule)', () => {
  it('shows seven business days of what customers see: published, not cancelled, in this range only', async () => {
    const res = await week(shinjuku, `?date=${FROM}`);
    expect(res.statusCode).toBe(200);
    const w = res.json().data as PublicScheduleWeek;
    expect([w.from, w.to]).toEqual([FROM, '2031-03-09']);
    expect(w.days.map((d) => d.date)).toHaveLength(7);
    const shown = w.films.flatMap((film) => film.screenings.map((s) => s.id)).sort((a, b) => a - b);
    expect(shown).toEqual([ids.day!, ids.late!, ids.advance!].sort((a, b) => a - b));
  });

  it('labels 先行上映 before the release date and tells customers the age and late-hour limits', async () => {
    const w = await data(shinjuku, `?date=${FROM}`);
    const all = w.films.flatMap((film) => film.screenings);
    const byId = (id: number) => all.find((s) => s.id === id)!;
    expect(byId(ids.advance!)).toMatchObject({
      advance: true,
      classification: 'R15+',
      minorsNote: '15歳未満の方は入場できません。',
    });
    expect(byId(ids.day!)).toMatchObject({ advance: false, classification: 'G', minorsNote: null });
    expect(byId(ids.late!).minorsNote).toMatch(
      /^終了時刻（2\d:\d\d）が23:00を過ぎるため、18歳未満の方は保護者同伴でも入場できません/,
    );
    expect(byId(ids.late!)).toMatchObject({ businessDate: '2031-03-04', lateHour: true });
    expect(byId(ids.day!).lateHour).toBe(false);
    expect(w.minorsCutoff).toBe('23:00');
  });

  it('prints with the cinema name, address, phone and the brand logo; colours 土・日・祝', async () => {
    const w = await data(shinjuku, '?date=2026-11-20');
    expect(w.cinema.name).toBe('シネマライン新宿');
    expect(w.cinema.address).toMatch(/^〒.+東京都新宿区/);
    expect(w.cinema.phone).toMatch(/^0\d/);
    expect(w.days.slice(0, 4)).toEqual([
      { date: '2026-11-20', kind: 'weekday', holidayName: null },
      { date: '2026-11-21', kind: 'saturday', holidayName: null },
      { date: '2026-11-22', kind: 'sunday', holidayName: null },
      { date: '2026-11-23', kind: 'holiday', holidayName: '勤労感謝の日' },
    ]);
  });

  it('opens on the business day still running at the cinema when no date is given', async () => {
    const w = await data(shinjuku, '');
    expect(w.today).toBe(businessDateOf(new Date(), 29));
    expect(w.from).toBe(w.today);
  });

  it('names a bad date in Japanese, and another brand cannot read the cinema', async () => {
    const bad = await week(shinjuku, '?date=2031-02-30');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0]).toMatchObject({ field: 'date' });
    const other = await week(hq2, `?cinemaId=${f.id}&date=${FROM}`);
    expect([403, 404]).toContain(other.statusCode);
    expect(other.body).not.toContain('シネマライン新宿');
  });
});
