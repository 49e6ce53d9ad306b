import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { AccumulatedAnswer, AccumulatedRow, AccumulatedWeeks, RoundingMode } from '@cinema/contracts';
import { brands } from '../../db/schema/index.js';
import { jobDefinitions } from '../../jobs.js';
import { JobRunner } from '../../platform/jobs/index.js';
import { cinemaIds, signIn } from '../../test/fixtures.js';
import { auth, createTestApp, type TestContext } from '../../test/helper.js';
import {
  addFilm,
  addShow,
  brandOf,
  firstDistributor,
  refundOne,
  sellTickets,
  ticketFacts,
} from './accumulated.fixtures.js';

// 作品別累計成績 for a duty manager and head office: a film's life to the 基準日 by screening day, to the yen of the
// ticket documents (a refund takes its seat off the screening's day), 週目 in 興行週 from the 公開日 at each cinema,
// the 映画料 per 興行週 and 歩率期間 for head office, and each caller kept to its own cinemas.

let t: TestContext;
let ids: Record<string, number>;
let tokens: Record<'hq' | 'hq2' | 'shinjuku', string>;
let film: number;
let noTerms: number;
let distributor: { id: number; name: string };
let rounding: RoundingMode;
const PRICE = 1900;
const BASE = '2031-06-21'; // a Saturday: its 興行週 began on Friday 06-20

const get = (url: string, token = tokens.hq) => t.app.inject({ url, headers: auth(token) });
async function list(q: string, token = tokens.hq) {
  const res = await get(`/api/accumulated/list?baseDate=${BASE}&${q}`, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as AccumulatedAnswer;
}
async function weeks(q: string, token = tokens.hq) {
  const res = await get(`/api/accumulated/weeks?baseDate=${BASE}&filmId=${film}&${q}`, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as AccumulatedWeeks;
}
const ofFilm = (a: AccumulatedAnswer, id: number, cinemaId?: number) =>
  a.list.filter((r) => r.filmId === id && (cinemaId === undefined || r.cinemaId === cinemaId));

/** As contracts' sales-tax divides: a non-negative numerator, the brand's 端数処理. */
const divide = (n: number, d: number) =>
  rounding === 'ROUND_DOWN'
    ? Math.floor(n / d)
    : rounding === 'ROUND_UP'
      ? Math.ceil(n / d)
      : Math.floor((2 * n + d) / (2 * d));
/** One 精算単位: 計上額 less its tax (割戻し), and the fee at the rate. */
const unit = (booked: number, rate: number) => {
  const exTax = booked - divide(booked * 10, 110);
  return { exTax, fee: divide(exTax * rate * 100, 10_000) };
};

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  ids = await cinemaIds(t);
  const brandId = await brandOf(db);
  rounding = (await db.select({ r: brands.fractionRounding }).from(brands).where(eq(brands.id, brandId)))[0]!.r;
  distributor = await firstDistributor(db, brandId);
  // Released Friday 06-06 at 60 % (previews from 06-01 too) for two weeks, then 55 %; レイト 50 % throughout.
  film = await addFilm(
    db,
    brandId,
    '累計テスト作品',
    '2031-06-06',
    [
      { category: 'main', rate: 60, from: '2031-06-01', to: '2031-06-19' },
      { category: 'main', rate: 55, from: '2031-06-20', to: null },
      { category: 'late', rate: 50, from: '2031-06-01', to: null },
    ],
    distributor.id,
  );
  noTerms = await addFilm(db, brandId, '歩率未登録作品', '2031-06-06', []);
  const sell = async (cinema: string, id: number, day: string, category: 'main' | 'late', n: number, at: string) =>
    sellTickets(db, await addShow(db, cinema, id, day, category, id === film ? 14 : 10), n, PRICE, at);
  // 新宿: a preview on Sunday 06-01, the opening Friday and a レイト, the 2nd and 3rd weeks, more scheduled on 06-27.
  await sell('0101', film, '2031-06-01', 'main', 2, '2031-05-31T10:00:00+09:00');
  await sell('0101', film, '2031-06-06', 'main', 3, '2031-06-06T10:00:00+09:00');
  await sell('0101', film, '2031-06-07', 'late', 1, '2031-06-07T10:00:00+09:00');
  await sell('0101', film, '2031-06-13', 'main', 2, '2031-06-13T10:00:00+09:00');
  const third = await addShow(db, '0101', film, '2031-06-20', 'main');
  const two = await sellTickets(db, third, 2, PRICE, '2031-06-15T10:00:00+09:00');
  await refundOne(db, ids['0101']!, two, '2031-06-18T10:00:00+09:00');
  await addShow(db, '0101', film, '2031-06-27', 'main');
  // 池袋 opens the film a week later (its own 公開日), 06-13 and 06-14.
  await sell('0102', film, '2031-06-13', 'main', 1, '2031-06-12T10:00:00+09:00');
  await sell('0102', film, '2031-06-14', 'main', 1, '2031-06-13T10:00:00+09:00');
  // A film without 歩率 that ended on 06-06.
  await sell('0101', noTerms, '2031-06-06', 'main', 1, '2031-06-05T10:00:00+09:00');
  await new JobRunner(db, jobDefinitions).drain({ delayed: true });
  const [hq, hq2, shinjuku] = await signIn(t, 'hq', 'hq2', 'shinjuku');
  tokens = { hq, hq2, shinjuku };
}, 180_000);
afterAll(() => t.close());

describe('作品別累計成績', () => {
  it('sums a film’s life at a cinema to the yen of its ticket documents, a refund off its screening day', async () => {
    const a = await list(`byCinema=true&cinemaIds=${ids['0101']}`);
    const [row] = ofFilm(a, film);
    const facts = await ticketFacts(t.database.db, film, ids['0101']!, '2031-01-01', BASE);
    expect(facts).toEqual({ persons: 9, booked: 9 * PRICE });
    expect(row).toMatchObject({
      cinemaId: ids['0101'],
      filmName: '累計テスト作品',
      distributorName: distributor.name,
      openDate: '2031-06-06',
      lastDate: '2031-06-27',
      status: 'showing',
      days: 5,
      screenings: 5,
      week: 3,
      paid: facts.persons,
      comps: 0,
      admissions: facts.persons,
      boxOffice: facts.booked,
      averagePrice: PRICE,
      // 直近週 06-20–06-21 (two sold, one refunded) against 06-13–06-14.
      weekBoxOffice: PRICE,
      prevWeekBoxOffice: 2 * PRICE,
      weekOnWeek: 0.5,
    });
    expect(row!.soldRate).toBeCloseTo(9 / row!.seats, 10);
    expect(a).toMatchObject({ weekFrom: '2031-06-20', weekTo: BASE, prevFrom: '2031-06-13', prevTo: '2031-06-14' });
  });

  it('settles the 映画料 per 興行週, 興行区分 and 歩率期間 (割戻し, the brand’s 端数処理), for head office only', async () => {
    const units = [
      unit(2 * PRICE, 60), // previews, week of 05-30
      unit(3 * PRICE, 60), // 第1週 通常
      unit(1 * PRICE, 50), // 第1週 レイト
      unit(2 * PRICE, 60), // 第2週
      unit(1 * PRICE, 55), // 第3週, after the refund
    ];
    const [row] = ofFilm(await list(`cinemaIds=${ids['0101']}`), film);
    expect(row!.boxOfficeExTax).toBe(units.reduce((s, u) => s + u.exTax, 0));
    expect(row!.filmFee).toBe(units.reduce((s, u) => s + u.fee, 0));
    const w = await weeks(`cinemaIds=${ids['0101']}`);
    expect(w.openDate).toBe('2031-06-06');
    expect(w.list.map((x) => [x.weekFrom, x.weekTo, x.week, x.admissions, x.boxOffice, x.rates, x.filmFee])).toEqual([
      ['2031-05-30', '2031-06-05', null, 2, 2 * PRICE, [60], units[0]!.fee],
      ['2031-06-06', '2031-06-12', 1, 4, 4 * PRICE, [60, 50], units[1]!.fee + units[2]!.fee],
      ['2031-06-13', '2031-06-19', 2, 2, 2 * PRICE, [60], units[3]!.fee],
      ['2031-06-20', BASE, 3, 1, PRICE, [55], units[4]!.fee],
    ]);
    // Cinema staff see the 歩率 of the weeks, not the 映画料 (head office's column).
    const staff = await list('', tokens.shinjuku);
    expect(staff.filmFeeShown).toBe(false);
    expect(ofFilm(staff, film)[0]!.filmFee).toBeNull();
    expect((await weeks('', tokens.shinjuku)).list.map((x) => [x.rates, x.filmFee])[1]).toEqual([[60, 50], null]);
    // No 歩率 registered: the fee is unknown ('-'), never 0.
    const none = ofFilm(await list(`status=ended&cinemaIds=${ids['0101']}`), noTerms)[0]!;
    expect(none).toMatchObject({ boxOffice: PRICE, filmFee: null, status: 'ended', lastDate: '2031-06-06' });
  });

  it('for head office, each cinema’s own 公開日 and 週目, or the film over the chosen cinemas', async () => {
    const byCinema = await list('byCinema=true&status=all');
    const ikebukuro = ofFilm(byCinema, film, ids['0102'])[0]!;
    expect(ikebukuro).toMatchObject({ openDate: '2031-06-13', week: 2, days: 2, admissions: 2, status: 'ended' });
    // Nothing in its 直近週 against two tickets the week before.
    expect(ikebukuro.weekOnWeek).toBe(0);
    const [total] = ofFilm(await list(''), film);
    const shinjuku = ofFilm(byCinema, film, ids['0101'])[0]!;
    expect(total).toMatchObject({
      cinemaId: null,
      openDate: '2031-06-06',
      days: 6,
      screenings: shinjuku.screenings + ikebukuro.screenings,
      admissions: shinjuku.admissions + ikebukuro.admissions,
      boxOffice: shinjuku.boxOffice + ikebukuro.boxOffice,
      boxOfficeExTax: shinjuku.boxOfficeExTax + ikebukuro.boxOfficeExTax,
      filmFee: shinjuku.filmFee! + ikebukuro.filmFee!,
      status: 'showing',
    });
    const w = await weeks('');
    expect(w.list.reduce((s, x) => s + x.boxOffice, 0)).toBe(total!.boxOffice);
    expect(w.list.reduce((s, x) => s + x.filmFee!, 0)).toBe(total!.filmFee);
  });

  it('narrows by 上映状況, 作品 and 配給会社 at the 基準日', async () => {
    const showing = await list('status=showing');
    expect(ofFilm(showing, film)).toHaveLength(1);
    expect(ofFilm(showing, noTerms)).toHaveLength(0);
    expect(showing.list.every((r) => r.status === 'showing')).toBe(true);
    const ended = await list('status=ended');
    expect(ofFilm(ended, noTerms)).toHaveLength(1);
    expect(ofFilm(ended, film)).toHaveLength(0);
    expect((await list(`status=all&filmId=${noTerms}`)).list.map((r) => r.filmId)).toEqual([noTerms]);
    expect((await list(`status=all&distributorId=${distributor.id}`)).list.map((r) => r.filmId)).toContain(film);
    expect(ofFilm(await list(`status=all&distributorId=${distributor.id}`), noTerms)).toHaveLength(0);
    // Before the 公開日 only the previews ran: 週目 is not counted yet; before any screening the film is not listed.
    expect(
      ofFilm(
        await get(`/api/accumulated/list?baseDate=2031-06-02&cinemaIds=${ids['0101']}`).then(
          (r) => r.json().data as AccumulatedAnswer,
        ),
        film,
      )[0],
    ).toMatchObject({ week: null, admissions: 2 });
    expect(
      ofFilm(
        await get('/api/accumulated/list?baseDate=2031-05-31').then((r) => r.json().data as AccumulatedAnswer),
        film,
      ),
    ).toEqual([]);
  });

  it('keeps each caller to its cinemas: staff their own, head office its brand', async () => {
    const staff = await list('', tokens.shinjuku);
    expect(new Set(staff.list.map((r: AccumulatedRow) => r.cinemaId))).toEqual(new Set([ids['0101']]));
    expect(
      (await get(`/api/accumulated/list?baseDate=${BASE}&cinemaIds=${ids['0102']}`, tokens.shinjuku)).statusCode,
    ).toBe(404);
    expect(
      (await get(`/api/accumulated/weeks?baseDate=${BASE}&filmId=${film}&cinemaIds=${ids['0102']}`, tokens.shinjuku))
        .statusCode,
    ).toBe(404);
    expect((await get(`/api/accumulated/list?baseDate=${BASE}&cinemaIds=${ids['0101']}`, tokens.hq2)).statusCode).toBe(
      404,
    );
    const other = await list('status=all', tokens.hq2);
    expect(ofFilm(other, film)).toEqual([]);
    expect((await weeks('', tokens.hq2)).list).toEqual([]);
    const bad = await get('/api/accumulated/list?baseDate=2031-02-30');
    expect(bad.statusCode).toBe(400);
  });
});
