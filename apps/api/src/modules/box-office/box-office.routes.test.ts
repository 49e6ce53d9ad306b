import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, weekStartOf, type BoxOfficeDaily, type BoxOfficeDailyRow, type TicketSales } from '@cinema/contracts';
import { rowsOf } from '../../db/client.js';
import { films, houses, screenings } from '../../db/schema/index.js';
import { fieldsOf, signIn } from '../../test/fixtures.js';
import { auth, createTestApp, type TestContext } from '../../test/helper.js';
import { boxOfficeScenario, type BoxOfficeScenario } from './box-office.fixtures.js';

// 興行収入日報 from sales recorded through the one write path: the figures to the yen, the comparisons, the life-to-date
// figures, 券種別売上 and the facts agreeing, and each caller reading only its own cinemas.

let t: TestContext;
let s: BoxOfficeScenario;
let tokens: { hq: string; hq2: string; shinjuku: string };
let release: string;

beforeAll(async () => {
  t = await createTestApp();
  s = await boxOfficeScenario(t);
  // 公開日 the Friday a week before the 興行週 that holds the day: the day is in its 2週目.
  release = addDays(weekStartOf(s.day, 5), -7);
  await t.database.db.update(films).set({ releaseDate: release }).where(eq(films.id, s.filmId));
  const [hq, hq2, shinjuku] = await signIn(t, 'hq', 'hq2', 'shinjuku');
  tokens = { hq, hq2, shinjuku };
}, 180_000);
afterAll(() => t.close());

const get = (url: string, token: string) => t.app.inject({ url, headers: auth(token) });
async function daily(token: string, params: string) {
  const res = await get(`/api/boxOffice/daily?${params}`, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as BoxOfficeDaily;
}
const filmRow = (d: BoxOfficeDaily) =>
  d.list.find((r): r is BoxOfficeDailyRow => r.kind === 'film' && r.filmId === s.filmId)!;

describe('興行収入日報', () => {
  it('counts the film on its screening day: 動員, 興収税込・税抜, comparisons and life to date, to the yen', async () => {
    const d = await daily(tokens.shinjuku, `from=${s.day}&to=${s.day}`);
    const [shows] = await rowsOf<{ n: number; seats: number }>(
      t.database.db.execute(sql`select count(*)::int as n, sum((h.seat_counts->>'sellable')::int)::int as seats
        from ${screenings} s join ${houses} h on h.id = s.house_id
        where s.film_id = ${s.filmId} and s.cinema_id = ${s.ids['0101']} and s.business_date = ${s.day}
          and s.published_at is not null and s.status <> 'cancelled'`),
    );
    expect(filmRow(d)).toMatchObject({
      releaseDate: release,
      week: 2,
      screenings: shows!.n,
      // Two sold ahead, one of them refunded the day before; three at the counter; one 招待 at 0 yen.
      paid: 4,
      comps: 1,
      persons: 5,
      gross: 7200,
      // 割戻し once on the total: 7,200 − round(7,200 × 10 / 110) = 7,200 − 655.
      net: 6545,
      averagePrice: 1440,
      soldRate: 5 / shows!.seats,
      // 1,800 the day before and 3,600 the same weekday a week before.
      previousDayRatio: 4,
      lastWeekRatio: 2,
      cumulativePersons: 8,
      cumulativeGross: 12600,
    });
    expect(d.previousDay).toEqual({ from: addDays(s.day, -1), to: addDays(s.day, -1) });
    expect(d.lastWeek).toEqual({ from: addDays(s.day, -7), to: addDays(s.day, -7) });
    // The 配給会社's 小計 follows its films; the 合計 adds every row up.
    const subtotal = d.list.find((r) => r.kind === 'distributor')!;
    expect(subtotal).toMatchObject({ filmId: null, gross: 7200, net: 6545, persons: 5 });
    expect(d.total).toMatchObject({ kind: 'total', gross: 7200, net: 6545, paid: 4, comps: 1, cumulativeGross: 12600 });
    expect(d.chart).toEqual([{ date: s.day, filmId: s.filmId, gross: 7200 }]);
  });

  it('over a period adds the days up and compares with the period a day and a week before', async () => {
    const d = await daily(tokens.shinjuku, `from=${addDays(s.day, -1)}&to=${s.day}`);
    // 9,000 against the two days before (day − 2: nothing, day − 1: 1,800) and a week before (day − 8, − 7: 3,600).
    expect(filmRow(d)).toMatchObject({ gross: 9000, persons: 6, previousDayRatio: 5, lastWeekRatio: 2.5 });
  });

  it('its total equals 券種別売上 on the screening day and the day’s ticket lines’ 計上額, refunds netted', async () => {
    const d = await daily(tokens.shinjuku, `from=${s.day}&to=${s.day}`);
    const res = await get(`/api/boxOffice/ticketSales?from=${s.day}&to=${s.day}&basis=screeningDay`, tokens.shinjuku);
    expect(res.statusCode, res.body).toBe(200);
    const tickets = res.json().data as TicketSales;
    const [facts] = await rowsOf<{ booked: number }>(
      t.database.db.execute(sql`select sum(l.box_office_amount)::int as booked
        from transaction_lines l join transactions t on t.id = l.transaction_id
        where l.cinema_id = ${s.ids['0101']} and l.line_type = 'ticket' and l.screening_business_date = ${s.day}
          and t.paid_at is not null`),
    );
    expect(facts!.booked).toBe(7200);
    expect(tickets.total.booked).toBe(facts!.booked);
    expect(d.total.gross).toBe(facts!.booked);
  });

  it('splits the film by 上映方式 and head office’s cinemas into groups, each with its 劇場計', async () => {
    const byFormat = await daily(tokens.shinjuku, `from=${s.day}&to=${s.day}&byFormat=true`);
    expect(byFormat.list.filter((r) => r.kind === 'film').every((r) => r.formatName !== null)).toBe(true);
    expect(byFormat.total.gross).toBe(7200);
    const grouped = await daily(tokens.hq, `from=${s.day}&to=${s.day}&byCinema=true`);
    const shinjuku = grouped.list.find((r) => r.kind === 'cinema' && r.cinemaId === s.ids['0101'])!;
    expect(shinjuku).toMatchObject({ gross: 7200, persons: 5 });
    expect(grouped.total.gross).toBe(7200);
    expect(filmRow(grouped).cinemaName).toContain('0101');
  });
});

describe('who reads which cinemas', () => {
  const q = () => `from=${s.day}&to=${s.day}`;
  it('cinema staff read their own cinema, named or not, and never another', async () => {
    expect((await daily(tokens.shinjuku, q())).total.gross).toBe(7200);
    expect((await daily(tokens.shinjuku, `${q()}&cinemaIds=${s.ids['0101']}`)).total.gross).toBe(7200);
    for (const path of ['daily', 'ticketSales']) {
      const res = await get(`/api/boxOffice/${path}?${q()}&cinemaIds=${s.ids['0102']}`, tokens.shinjuku);
      expect(res.statusCode).toBe(404);
    }
    const weekly = await get(`/api/boxOffice/weekly?week=${s.day}&cinemaIds=${s.ids['0102']}`, tokens.shinjuku);
    expect(weekly.statusCode).toBe(404);
  });

  it('head office reads its brand: every cinema (全劇場計) or those it names, never another brand’s', async () => {
    expect((await daily(tokens.hq, q())).total.gross).toBe(7200);
    expect((await daily(tokens.hq, `${q()}&cinemaIds=${s.ids['0102']}`)).total.gross).toBe(0);
    const foreign = await get(`/api/boxOffice/daily?${q()}&cinemaIds=${s.ids['0201']}`, tokens.hq);
    expect(foreign.statusCode).toBe(404);
    expect((await daily(tokens.hq2, q())).list).toEqual([]);
  });

  it('refuses a period over 31 days and an unknown 券種, naming the field', async () => {
    const long = await get(`/api/boxOffice/daily?from=${addDays(s.day, -31)}&to=${s.day}`, tokens.hq);
    expect(long.statusCode).toBe(400);
    expect(Object.keys(fieldsOf(long))).toEqual(['to']);
    const kind = await get(`/api/boxOffice/ticketSales?${q()}&basis=saleDay&ticketKind=nosuch`, tokens.hq);
    expect(kind.statusCode).toBe(400);
    expect(Object.keys(fieldsOf(kind))).toEqual(['ticketKind']);
    // 販売日 takes a 券種 too (R3 keeps it).
    expect(
      (await get(`/api/boxOffice/ticketSales?${q()}&basis=saleDay&ticketKind=general`, tokens.hq)).statusCode,
    ).toBe(200);
  });
});

describe('the brand’s setting', () => {
  it('answers the 興行週’s first day and the cinemas’ 上映方式', async () => {
    const res = await get('/api/boxOffice/setting', tokens.shinjuku);
    expect(res.statusCode).toBe(200);
    const data = res.json().data as { weekStartDay: number; formats: { code: string }[] };
    expect(data.weekStartDay).toBe(5);
    const [own] = await t.database.db
      .select({ n: sql<number>`count(distinct code)::int` })
      .from(sql`versions`)
      .where(and(sql`kind = 'format'`, sql`cinema_id = ${s.ids['0101']}`));
    expect(data.formats.length).toBe(own!.n);
  });
});
