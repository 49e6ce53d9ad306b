import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessDateOf, type PublicSchedule } from '@cinema/contracts';
import { createTestApp, type TestContext } from '../../test/helper.js';
import { addMiraiCinema, addScreening, shinjukuFixture, type ShinjukuFixture } from './public-schedule.fixtures.js';
import { cinemaNotFound } from './public-schedule.routes.js';

let t: TestContext;
let f: ShinjukuFixture;
const DATE = '2031-03-04';
const url = (code: string, query: string) => `/api/public/cinemas/${code}/schedule?${query}`;
const get = (path: string, headers: Record<string, string> = {}) => t.app.inject({ url: path, headers });
const schedule = async (path: string, headers?: Record<string, string>) =>
  (await get(path, headers)).json().data as PublicSchedule;
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  f = await shinjukuFixture(t.database.db);
  const hourAgo = new Date(Date.now() - 3_600_000);
  const add = (name: string, s: Omit<Parameters<typeof addScreening>[2], 'businessDate'>) =>
    addScreening(t.database.db, f, { businessDate: DATE, ...s }).then((id) => (ids[name] = id));
  await add('morning', {
    film: 0,
    screen: 0,
    startAt: '2031-03-04T10:00:00+09:00',
    status: 'onSale',
    salesStartAt: hourAgo,
  });
  // 01:30 on the 5th belongs to the 4th (cut-off 05:00) and reads 25:30.
  await add('late', {
    film: 0,
    screen: 0,
    startAt: '2031-03-05T01:30:00+09:00',
    status: 'onSale',
    onlineSales: false,
    salesStartAt: hourAgo,
  });
  await add('planned', {
    film: 1,
    screen: 1,
    startAt: '2031-03-04T12:00:00+09:00',
    status: 'planned',
    salesStartAt: hourAgo,
  });
  // A draft of the following week's planning: customers never see it.
  await add('draft', {
    film: 0,
    screen: 0,
    startAt: '2031-03-04T14:00:00+09:00',
    status: 'onSale',
    salesStartAt: hourAgo,
    published: false,
  });
  await add('cancelled', { film: 1, screen: 1, startAt: '2031-03-04T15:00:00+09:00', status: 'cancelled' });
  // No window of its own: the cinema's (2 days before the date) has not opened yet.
  await add('notYet', { film: 1, screen: 1, startAt: '2031-03-04T18:00:00+09:00', status: 'onSale' });
  await addMiraiCinema(t.database.db, '0101');
});
afterAll(() => t.close());

describe('public schedule', () => {
  it('answers without signing in: films with their screenings on the 36-hour scale, seats and online availability', async () => {
    const res = await get(url('0101', `brand=CL&date=${DATE}`));
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toMatch(/^public, max-age=\d+$/);
    expect(res.headers['access-control-allow-origin']).toBe('*');
    const data = res.json().data as PublicSchedule;
    expect(data.cinema).toMatchObject({
      code: '0101',
      name: 'シネマライン新宿',
      brandCode: 'CL',
      brandName: 'シネマライン',
    });
    expect(data.cinema.address).toMatch(/^〒\d{3}-?\d{4} 東京都新宿区/);
    expect(data.date).toBe(DATE);
    expect(data.onlineSales).toEqual({ stopped: false, message: null });
    expect(data.films.map((x) => x.name).sort()).toEqual(f.films.map((x) => x.name).sort());
    const [first, second] = f.films.map((film) => data.films.find((x) => x.id === film.id));
    expect(first!.screenings.map((s) => [s.id, s.startTime, s.status, s.onlineAvailable])).toEqual([
      [ids.morning, '10:00', 'onSale', true],
      [ids.late, '25:30', 'onSale', false],
    ]);
    expect(first!.screenings[0]).toMatchObject({
      screenName: f.screens[0]!.name,
      formatName: '2D',
      languageName: '字幕版',
    });
    expect(first!.screenings[0]!.seats).toEqual({ total: f.screens[0]!.sellable, remaining: f.screens[0]!.sellable });
    expect(second!.screenings.map((s) => [s.id, s.status, s.onlineAvailable])).toEqual([
      [ids.planned, 'planned', false],
      [ids.notYet, 'onSale', false],
    ]);
    expect(Date.parse(second!.screenings[1]!.onlineSalesOpensAt)).toBe(Date.parse('2031-03-02T00:00:00+09:00'));
  });

  it('tells a website only what it needs: no tenant or master ids, versions or audit data', async () => {
    const body = (await get(url('0101', `brand=CL&date=${DATE}`))).body;
    for (const key of [
      'brandId',
      'cinemaId',
      'houseId',
      'filmId',
      'version',
      'createdAt',
      'updatedAt',
      'priceTemplateId',
      'note',
      'createdBy',
    ])
      expect(body).not.toContain(`"${key}"`);
    const film = (JSON.parse(body).data as PublicSchedule).films[0]!;
    expect(Object.keys(film).sort()).toEqual([
      'classification',
      'id',
      'lengthMinutes',
      'name',
      'nameKana',
      'posterUrl',
      'releaseDate',
      'screenings',
    ]);
    expect(film.posterUrl === null || /^(https:|\/api\/system\/)/.test(film.posterUrl)).toBe(true);
  });

  it('finds the brand by its own domain first, then by ?brand=', async () => {
    const byHost = await schedule(url('0101', `date=${DATE}`), { host: 'www.cinemaline.example.jp' });
    expect(byHost.cinema.name).toBe('シネマライン新宿');
    const hostWins = await schedule(url('0101', `brand=MIRAI&date=${DATE}`), {
      host: 'WWW.CINEMALINE.EXAMPLE.JP:8080',
    });
    expect(hostWins.cinema.brandCode).toBe('CL');
    const byCode = await schedule(url('0101', `brand=MIRAI&date=${DATE}`), { host: 'kiosk.example.net' });
    expect(byCode.cinema).toMatchObject({ brandCode: 'MIRAI', name: 'ミライシネマ新宿' });
    expect(byCode.films).toEqual([]);
  });

  it('an unknown cinema, brand or host is not found, and another brand’s code does not leak', async () => {
    for (const path of [url('9999', 'brand=CL'), url('0101', 'brand=NOPE'), url('0101', ''), url('0201', 'brand=CL')]) {
      const res = await get(path);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ success: false, code: 'not_found', message: cinemaNotFound });
      expect(res.body).not.toContain('ミライシネマ梅田');
    }
  });

  it('defaults to the cinema’s business day and names a bad date in Japanese', async () => {
    expect((await schedule(url('0101', 'brand=CL'))).date).toBe(businessDateOf(new Date(), 29));
    const res = await get(url('0101', 'brand=CL&date=2031-02-30'));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0]).toEqual({
      field: 'date',
      message: '「上映日」は日付（YYYY-MM-DD）で入力してください',
    });
  });
});
