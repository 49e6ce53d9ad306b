import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, ja, tokyoDateOf, type ScheduleWeek, type Screening } from '@cinema/contracts';
import { fieldsOf } from '../../test/fixtures.js';
import { createTestApp, type TestContext } from '../../test/helper.js';
import { cinemaAccount, created, fixture, newScreening, requests, type Fixture } from './schedules.fixtures.js';

let t: TestContext;
let r: ReturnType<typeof requests>;
let f: Fixture;
let shinjuku: string;
let hq: string;
let umeda: string;
const WEEK = '2031-06-02'; // a Monday
let mine: Screening[];

beforeAll(async () => {
  t = await createTestApp();
  r = requests(t);
  f = await fixture(t);
  [shinjuku, hq] = await Promise.all([t.login('shinjuku'), t.login('hq')]);
  umeda = await cinemaAccount(t, 'umeda', 'MIRAI', '劇場スタッフ', '0201');
  const s1 = f.shinjuku.houses[0]!;
  const s2 = f.shinjuku.houses[1]!;
  mine = [
    await created(r, shinjuku, newScreening(f, WEEK, '10:00', { houseId: s1 })),
    await created(
      r,
      shinjuku,
      newScreening(f, WEEK, '09:00', { houseId: s2, filmId: f.film.r15.id, status: 'onSale' }),
    ),
    await created(r, shinjuku, newScreening(f, WEEK, '25:30', { houseId: s1, category: 'late' })),
    await created(r, shinjuku, newScreening(f, addDays(WEEK, 6), '18:00', { houseId: s2 })),
    await created(r, shinjuku, newScreening(f, addDays(WEEK, 7), '18:00', { houseId: s2 })),
  ];
});
afterAll(() => t.close());

describe('schedule list', () => {
  it('lists one business date in start order, with scale times', async () => {
    const res = await r.list(shinjuku, `?date=${WEEK}`);
    expect(res.statusCode).toBe(200);
    const { list, total, page, pageSize } = res.json().data as {
      list: Screening[];
      total: number;
      page: number;
      pageSize: number;
    };
    expect({ total, page, pageSize }).toEqual({ total: 3, page: 0, pageSize: 9999 });
    expect(list.map((s) => s.startTime)).toEqual(['09:00', '10:00', '25:30']);
    expect(list[2]!.warnings[0]).toContain('18歳未満');
  });

  it('filters by range, screen, film and status, and pages', async () => {
    const range = await r.list(shinjuku, `?from=${WEEK}&to=${addDays(WEEK, 6)}`);
    expect(range.json().data.total).toBe(4);
    const screen = await r.list(shinjuku, `?from=${WEEK}&to=${addDays(WEEK, 7)}&houseId=${f.shinjuku.houses[1]}`);
    expect(screen.json().data.list.map((s: Screening) => s.id)).toEqual([mine[1]!.id, mine[3]!.id, mine[4]!.id]);
    const film = await r.list(shinjuku, `?from=${WEEK}&to=${addDays(WEEK, 7)}&filmId=${f.film.r15.id}`);
    expect(film.json().data.list.map((s: Screening) => s.id)).toEqual([mine[1]!.id]);
    const onSale = await r.list(shinjuku, `?from=${WEEK}&to=${addDays(WEEK, 7)}&status=onSale`);
    expect(onSale.json().data.total).toBe(1);
    const paged = await r.list(
      shinjuku,
      `?from=${WEEK}&to=${addDays(WEEK, 7)}&page=1&pageSize=2&sortField=startAt&sortOrder=descend`,
    );
    expect(paged.json().data).toMatchObject({ total: 5, page: 1, pageSize: 2 });
    expect(paged.json().data.list.map((s: Screening) => s.id)).toEqual([mine[2]!.id, mine[0]!.id]);
  });

  it('answers the demo month around today', async () => {
    const res = await r.list(shinjuku, `?date=${tokyoDateOf(Date.now())}`);
    expect(res.json().data.total).toBeGreaterThan(20);
    const rows = res.json().data.list as Screening[];
    expect(rows.every((s) => Number(s.startTime.slice(3)) % 5 === 0)).toBe(true);
    expect(new Set(rows.map((s) => s.category)).has('late')).toBe(true);
  });

  it('names bad query values', async () => {
    const res = await r.list(shinjuku, '?date=2031-02-30&status=done');
    expect(res.statusCode).toBe(400);
    const fields = fieldsOf(res.json());
    expect(fields.date).toBe('「営業日」は日付（YYYY-MM-DD）で入力してください');
    expect(fields.status).toBe('選択肢から選択してください');
    const reversed = await r.list(shinjuku, '?from=2031-06-09&to=2031-06-01');
    expect(fieldsOf(reversed.json())).toEqual({
      to: '「営業日（終了）」は「営業日（開始）」以降の日付を入力してください',
    });
  });
});

describe('schedule week', () => {
  it('answers seven days, every screen each day, screenings per screen in start order', async () => {
    const res = await r.week(shinjuku, `?from=${WEEK}`);
    expect(res.statusCode).toBe(200);
    const w = res.json().data as ScheduleWeek;
    expect(w).toMatchObject({ cinemaId: f.ids['0101'], cutoffHour: 29, from: WEEK, to: addDays(WEEK, 6) });
    expect(w.houses.map((h) => h.name)).toEqual([
      'スクリーン1',
      'スクリーン2',
      'スクリーン3',
      'スクリーン4',
      'スクリーン5',
      'スクリーン6',
    ]);
    expect(w.days.map((d) => d.date)).toEqual(Array.from({ length: 7 }, (_, i) => addDays(WEEK, i)));
    expect(w.days.every((d) => d.screens.length === 6)).toBe(true);
    const monday = w.days[0]!.screens;
    expect(monday[0]!.screenings.map((s) => s.startTime)).toEqual(['10:00', '25:30']);
    expect(monday[1]!.screenings.map((s) => s.id)).toEqual([mine[1]!.id]);
    expect(monday[1]!.screenings[0]).toMatchObject({
      classification: 'R15+',
      status: 'onSale',
      languageCode: 'NONE',
      formatName: '2D',
    });
    expect(w.days[6]!.screens[1]!.screenings.map((s) => s.id)).toEqual([mine[3]!.id]);
    expect(w.days.flatMap((d) => d.screens.flatMap((s) => s.screenings))).toHaveLength(4);
  });

  it('requires a valid start date', async () => {
    const res = await r.week(shinjuku, '?from=06/02');
    expect(res.statusCode).toBe(400);
    expect(fieldsOf(res.json()).from).toBe('「営業日（開始）」は日付（YYYY-MM-DD）で入力してください');
  });
});

describe('schedule detail and access', () => {
  it('answers one screening', async () => {
    const res = await r.detail(shinjuku, mine[0]!.id);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual(mine[0]);
  });

  it('lets head office read a cinema’s schedule, and refuses its changes with the reason (403)', async () => {
    for (const res of [
      await r.list(hq, `?date=${WEEK}&cinemaId=${f.ids['0101']}`),
      await r.week(hq, `?from=${WEEK}&cinemaId=${f.ids['0101']}`),
    ])
      expect(res.statusCode).toBe(200);
    const write = await r.create(hq, newScreening(f, WEEK, '12:00'));
    expect(write.statusCode).toBe(403);
    expect(write.json()).toMatchObject({ code: 'no_permission', message: ja.headOfficeReadsOnly });
  });

  it('hides another brand’s screenings and cinemas (404)', async () => {
    expect((await r.detail(umeda, mine[0]!.id)).statusCode).toBe(404);
    expect((await r.list(umeda, `?cinemaId=${f.ids['0101']}`)).statusCode).toBe(404);
    expect((await r.week(umeda, `?from=${WEEK}&cinemaId=${f.ids['0101']}`)).statusCode).toBe(404);
    // 新宿 staff are not assigned to 池袋 either.
    expect((await r.week(shinjuku, `?from=${WEEK}&cinemaId=${f.ids['0102']}`)).statusCode).toBe(404);
    const own = await r.week(umeda, `?from=${WEEK}`);
    expect(own.json().data.cinemaId).toBe(f.ids['0201']);
  });
});
