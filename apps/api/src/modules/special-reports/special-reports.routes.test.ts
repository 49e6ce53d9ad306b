import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, ja, type BoxOfficeSale, type CinemaDaily, type ShopSaleDetail } from '@cinema/contracts';
import { rowsOf } from '../../db/client.js';
import { globalSettings } from '../../db/schema/index.js';
import { fieldsOf, signIn } from '../../test/fixtures.js';
import { auth, createTestApp, type TestContext } from '../../test/helper.js';
import { readSpecial, specialScenario, type SpecialScenario } from './special-reports.fixtures.js';

// The special reports from sales recorded through the one write path: the figures to the yen against the documents, a
// refund on its own day, and who reads what: the listed brand codes only, head office its brand, staff their cinema.

let t: TestContext;
let s: SpecialScenario;
let tokens: { hq: string; hq2: string; shinjuku: string };

beforeAll(async () => {
  t = await createTestApp();
  s = await specialScenario(t);
  const [hq, hq2, shinjuku] = await signIn(t, 'hq', 'hq2', 'shinjuku');
  tokens = { hq, hq2, shinjuku };
}, 180_000);
afterAll(() => t.close());

const get = (url: string, token: string) => t.app.inject({ url, headers: auth(token) });
const read = <T>(path: string, token: string, params: string) => readSpecial<T>(t, path, token, params);
const day = () => `from=${s.day}&to=${s.day}`;

describe('全劇場日報（速報）', () => {
  it('shows each cinema’s day against 前年同曜日, its shop, 合計 and 月累計, to the yen', async () => {
    const d = await read<CinemaDaily>('cinemaDaily', tokens.hq, `${day()}&cinemaIds=${s.ids['0101']}`);
    expect(d.lastYear).toEqual({ from: addDays(s.day, -364), to: addDays(s.day, -364) });
    expect(d.monthFrom).toBe(`${s.day.slice(0, 7)}-01`);
    // 2 sold the day before, 4 at the counter, 1 招待, 2 with a ムビチケ; one of the counter's refunded the next day.
    expect(d.rows).toEqual([
      expect.objectContaining({
        cinemaId: s.ids['0101'],
        persons: 8,
        gross: 12100,
        lastYearPersons: 2,
        lastYearGross: 3000,
        personsRatio: 4,
        grossRatio: 12100 / 3000,
        shop: 1000,
        other: 0,
        shopPerPerson: 125,
        total: 13100,
        monthPersons: 8,
        monthGross: 12100,
        monthTotal: 13100,
        goalRate: null,
        closed: false,
      }),
    ]);
    expect(d.films).toEqual([
      { rank: 1, filmId: s.filmId, filmName: expect.any(String), persons: 8, gross: 12100, screens: 1 },
    ]);
  });

  it('equals the documents: 興収 the ticket lines’ 計上額 by screening day, 売店 the shop lines by sales day', async () => {
    const [facts] = await rowsOf<{ booked: number; shop: number }>(
      t.database.db.execute(sql`select
          coalesce(sum(l.box_office_amount) filter (where l.line_type = 'ticket' and l.screening_business_date = ${s.day}), 0)::int
            as booked,
          coalesce(sum(l.amount) filter (where l.line_type = 'shop' and l.sales_business_date = ${s.day}), 0)::int as shop
        from transaction_lines l join transactions t on t.id = l.transaction_id
        where l.cinema_id = ${s.ids['0101']} and t.paid_at is not null`),
    );
    const d = await read<CinemaDaily>('cinemaDaily', tokens.hq, `${day()}&cinemaIds=${s.ids['0101']}`);
    expect(d.totals).toMatchObject({ gross: facts!.booked, shop: facts!.shop });
  });

  it('counts a refund on its own day, and adds every cinema of the brand into 全社計', async () => {
    const next = addDays(s.day, 1);
    const d = await read<CinemaDaily>('cinemaDaily', tokens.hq, `from=${next}&to=${next}&cinemaIds=${s.ids['0101']}`);
    // The ticket refunded on the next day stays out of that day's screening; the shop item comes back on it.
    expect(d.totals).toMatchObject({ persons: 1, gross: 1800, shop: -500, total: 1300, lastYearPersons: 0 });
    expect(d.totals.personsRatio).toBeNull();
    const all = await read<CinemaDaily>('cinemaDaily', tokens.hq, day());
    expect(all.rows.map((r) => r.cinemaCode)).toEqual(['0101', '0102', '0103']);
    expect(all.rows.find((r) => r.cinemaCode === '0102')).toMatchObject({ persons: 1, gross: 2000 });
    expect(all.totals).toMatchObject({ persons: 9, gross: 14100, shop: 1000, total: 15100, goalRate: null });
    expect(all.films.map((f) => f.rank)).toEqual(all.films.map((_, i) => i + 1));
  });

  it('shows 締め済み for a cinema whose every day of the period 日次締め closed', async () => {
    const next = addDays(s.day, 1);
    await t.database.db.execute(sql`insert into daily_closings (brand_id, cinema_id, business_date, status)
      select brand_id, id, ${s.day}, 'closed' from cinemas where id = ${s.ids['0101']}`);
    const one = await read<CinemaDaily>('cinemaDaily', tokens.hq, `${day()}&cinemaIds=${s.ids['0101']}`);
    expect(one.rows[0]!.closed).toBe(true);
    // Two days, one closed: the period is not.
    const two = await read<CinemaDaily>(
      'cinemaDaily',
      tokens.hq,
      `from=${s.day}&to=${next}&cinemaIds=${s.ids['0101']}`,
    );
    expect(two.rows[0]!.closed).toBe(false);
    await t.database.db.execute(sql`delete from daily_closings where cinema_id = ${s.ids['0101']}`);
  });

  it('shows 目標達成率 = 月累計 ÷ the month’s 合計 target (売上目標), and 全社計 over the targets entered', async () => {
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/revenueGoal/save',
      headers: auth(tokens.hq),
      payload: {
        cinemaId: s.ids['0101'],
        month: s.day.slice(0, 7),
        persons: 100,
        boxOffice: 100_000,
        shop: 30_000,
        other: 1_000,
        weights: [1.5, 1, 1, 1, 1, 1.2, 1.6],
        version: 0,
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const d = await read<CinemaDaily>('cinemaDaily', tokens.hq, `${day()}&cinemaIds=${s.ids['0101']}`);
    // 合計 target 131,000 (興収 + 売店 + その他); 月累計 13,100.
    expect(d.rows[0]).toMatchObject({ monthTotal: 13100, goalRate: 0.1 });
    const all = await read<CinemaDaily>('cinemaDaily', tokens.hq, day());
    expect(all.rows.find((r) => r.cinemaCode === '0102')!.goalRate).toBeNull();
    expect(all.totals.goalRate).toBe(all.totals.monthTotal / 131_000);
  });
});

describe('興行成績報告書（料金別）', () => {
  const params = () => `from=${s.day}&to=${addDays(s.day, 1)}&filmId=${s.filmId}`;

  it('lists each 料金区分 with its 人員 by day, 計人員, 単価 and 金額, and the footer', async () => {
    const d = await read<BoxOfficeSale>('boxOfficeSale', tokens.shinjuku, params());
    expect(d.days).toEqual([s.day, addDays(s.day, 1)]);
    const [shows] = await rowsOf<{ n: number }>(
      t.database.db.execute(sql`select count(*)::int as n from screenings s
        where s.film_id = ${s.filmId} and s.cinema_id = ${s.ids['0101']} and s.business_date between ${s.day}
          and ${addDays(s.day, 1)} and s.published_at is not null and s.status <> 'cancelled'`),
    );
    expect(d.rows.map(({ key: _, ...r }) => r)).toEqual([
      // 2 ahead + 3 at the counter + the ムビチケ sale's other ticket − 1 refunded; 1 the next day.
      { kind: 'ticket', label: s.generalName, unitPrice: 1800, persons: [5, 1], totalPersons: 6, amount: 10800 },
      { kind: 'ticket', label: s.generalName, unitPrice: 1300, persons: [1, 0], totalPersons: 1, amount: 1300 },
      {
        kind: 'movieTicket',
        label: 'ムビチケ（一般）',
        unitPrice: 1800,
        persons: [1, 0],
        totalPersons: 1,
        amount: 1800,
      },
      { kind: 'invitation', label: '招待', unitPrice: 0, persons: [1, 0], totalPersons: 1, amount: 0 },
    ]);
    expect(d.totals).toEqual({ persons: [8, 1], totalPersons: 9, amount: 13900 });
    // 割戻し once on the total, rounded half up: 13,900 × 10 / 110 = 1,263.6.
    expect(d).toMatchObject({ gross: 13900, tax: 1264, net: 12636, screenings: shows!.n });
    expect(d.film).toMatchObject({ id: s.filmId });
  });

  it('asks for the film, and finds another brand’s film nowhere', async () => {
    const missing = await get(`/api/specialReport/boxOfficeSale?from=${s.day}&to=${s.day}`, tokens.hq);
    expect(missing.statusCode).toBe(400);
    expect(fieldsOf(missing)).toEqual({ filmId: '「作品」を選択してください' });
    const [foreign] = await rowsOf<{ id: number }>(
      t.database.db.execute(
        sql`select f.id from films f join brands b on b.id = f.brand_id where b.code = 'MIRAI' limit 1`,
      ),
    );
    const res = await get(`/api/specialReport/boxOfficeSale?${day()}&filmId=${foreign!.id}`, tokens.hq);
    expect(res.statusCode).toBe(404);
  });
});

describe('売店売上明細（日別）', () => {
  it('gives each item its 数量 and 金額 per day and the month’s total, a refund on its own day', async () => {
    const d = await read<ShopSaleDetail>(
      'shopSaleDetail',
      tokens.hq,
      `from=${s.day}&to=${addDays(s.day, 1)}&cinemaIds=${s.ids['0101']}`,
    );
    const [facts] = await rowsOf<{ tax: number }>(
      t.database.db.execute(sql`select sum(l.tax)::int as tax from transaction_lines l
        where l.cinema_id = ${s.ids['0101']} and l.shop_item_id = ${s.itemId}`),
    );
    expect(d.rows).toEqual([
      expect.objectContaining({
        itemId: s.itemId,
        quantities: [2, -1],
        amounts: [1000, -500],
        totalQuantity: 1,
        totalAmount: 500,
        tax: facts!.tax,
        netOfTax: 500 - facts!.tax,
      }),
    ]);
    expect(d.totals).toMatchObject({ quantities: [2, -1], amounts: [1000, -500], totalAmount: 500 });
  });
});

describe('who reads the special reports', () => {
  it('cinema staff read their own cinema, never another; the head-office screens are not theirs', async () => {
    const own = await read<BoxOfficeSale>('boxOfficeSale', tokens.shinjuku, `${day()}&filmId=${s.filmId}`);
    expect(own.gross).toBe(12100);
    const other = await get(
      `/api/specialReport/boxOfficeSale?${day()}&filmId=${s.filmId}&cinemaIds=${s.ids['0102']}`,
      tokens.shinjuku,
    );
    expect(other.statusCode).toBe(404);
    for (const path of ['cinemaDaily', 'shopSaleDetail'])
      expect((await get(`/api/specialReport/${path}?${day()}`, tokens.shinjuku)).statusCode).toBe(403);
  });

  it('head office reads its brand’s cinemas, never another brand’s', async () => {
    const foreign = await get(`/api/specialReport/cinemaDaily?${day()}&cinemaIds=${s.ids['0201']}`, tokens.hq);
    expect(foreign.statusCode).toBe(404);
    const ikebukuro = `${day()}&cinemaIds=${s.ids['0102']}`;
    expect((await read<BoxOfficeSale>('boxOfficeSale', tokens.hq, `${ikebukuro}&filmId=${s.filmId}`)).rows).toEqual([]);
    const other = await read<BoxOfficeSale>('boxOfficeSale', tokens.hq, `${ikebukuro}&filmId=${s.otherFilmId}`);
    expect(other).toMatchObject({ gross: 2000, totals: { totalPersons: 1 } });
  });

  it('are refused to a brand whose code 全体設定 does not list, with the reason', async () => {
    // ミライシネマ is not listed (and has the module off).
    expect((await get(`/api/specialReport/cinemaDaily?${day()}`, tokens.hq2)).statusCode).toBe(403);
    const db = t.database.db;
    const [before] = await db.select().from(globalSettings).where(eq(globalSettings.id, 1));
    await db.update(globalSettings).set({ specialBrandCodes: ['KINEMA'], specialBrandCodePrefix: null });
    try {
      for (const path of ['cinemaDaily', 'boxOfficeSale', 'shopSaleDetail', 'customerReport']) {
        const res = await get(`/api/specialReport/${path}?${day()}&filmId=${s.filmId}`, tokens.hq);
        expect(res.statusCode, path).toBe(403);
        expect(res.json().message).toBe(ja.specialReportBrandOnly);
      }
    } finally {
      await db
        .update(globalSettings)
        .set({ specialBrandCodes: before!.specialBrandCodes, specialBrandCodePrefix: before!.specialBrandCodePrefix })
        .where(and(eq(globalSettings.id, 1)));
    }
    expect((await get(`/api/specialReport/cinemaDaily?${day()}`, tokens.hq)).statusCode).toBe(200);
  });
});
