import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, dateRange, weekStartOf, type SaleWeekly, type TicketSales } from '@cinema/contracts';
import { rowsOf } from '../../db/client.js';
import { brands, films } from '../../db/schema/index.js';
import { signIn } from '../../test/fixtures.js';
import { auth, createTestApp, type TestContext } from '../../test/helper.js';
import { boxOfficeScenario, type BoxOfficeScenario } from './box-office.fixtures.js';

// 券種別売上 on both bases and 週間売上, from sales recorded through the one write path: a refund counts on the day it
// is made (販売日), the week follows the brand's 興行週, and the money block adds 売店 on its sales day.

let t: TestContext;
let s: BoxOfficeScenario;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  s = await boxOfficeScenario(t);
  await t.database.db
    .update(films)
    .set({ releaseDate: addDays(weekStartOf(s.day, 5), -7) })
    .where(eq(films.id, s.filmId));
  [token] = await signIn(t, 'shinjuku');
}, 180_000);
afterAll(() => t.close());

async function read<T>(url: string) {
  const res = await t.app.inject({ url, headers: auth(token) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as T;
}
const tickets = (from: string, to: string, basis: string) =>
  read<TicketSales>(`/api/boxOffice/ticketSales?from=${from}&to=${to}&basis=${basis}`);

describe('券種別売上', () => {
  it('on the screening day: 有料 and 招待 per 券種, with their 小計 and 構成比', async () => {
    const d = await tickets(s.day, s.day, 'screeningDay');
    const paid = d.list.find((r) => r.kind === 'line' && r.group === 'paid' && r.key === 'general')!;
    // 加算料金 as the day's ticket lines hold them (the screening's format may add some), net of the refund.
    const [facts] = await rowsOf<{ surcharge: number }>(
      t.database.db.execute(sql`select coalesce(sum(case when t.kind = 'sale' then 1 else -1 end
          * abs((select coalesce(sum((e->>'yen')::int), 0) from jsonb_array_elements(l.surcharges) e))), 0)::int
          as surcharge
        from transaction_lines l join transactions t on t.id = l.transaction_id
        where l.cinema_id = ${s.ids['0101']} and l.line_type = 'ticket' and l.screening_business_date = ${s.day}`),
    );
    expect(paid).toMatchObject({
      label: '一般',
      tickets: 4,
      refunds: 1,
      // The 券種's price before discounts and additions: (販売額 + 割引額 − 加算料金) ÷ 枚数.
      standardPrice: Math.round((7200 - facts!.surcharge) / 4),
      sales: 7200,
      refundAmount: null,
      discount: 0,
      surcharge: facts!.surcharge,
      booked: 7200,
      averagePrice: 1800,
      ticketShare: 0.8,
      amountShare: 1,
    });
    const comp = d.list.find((r) => r.kind === 'line' && r.group === 'comp')!;
    expect(comp).toMatchObject({ key: 'general', tickets: 1, sales: 0, booked: 0, ticketShare: 0.2 });
    expect(d.list.filter((r) => r.kind === 'group').map((r) => r.label)).toEqual(['有料計', '招待計']);
    expect(d.total).toMatchObject({ tickets: 5, sales: 7200, booked: 7200 });
  });

  it('on the sales day: a refund counts on the day it is made, never on the day of the sale', async () => {
    const saleDay = await tickets(addDays(s.day, -2), addDays(s.day, -2), 'saleDay');
    expect(saleDay.list).toEqual([
      expect.objectContaining({
        kind: 'line',
        group: 'advance',
        key: 'general',
        label: '一般',
        tickets: 2,
        refunds: 0,
        sales: 3600,
      }),
      expect.objectContaining({ kind: 'group', label: '前売券計', tickets: 2, sales: 3600 }),
    ]);
    const refundDay = await tickets(addDays(s.day, -1), addDays(s.day, -1), 'saleDay');
    const advance = refundDay.list.find((r) => r.kind === 'line' && r.group === 'advance')!;
    expect(advance).toMatchObject({ tickets: -1, refunds: 1, sales: -1800, refundAmount: 1800, booked: null });
    const sameDay = refundDay.list.find((r) => r.kind === 'line' && r.group === 'sameDay')!;
    expect(sameDay).toMatchObject({ tickets: 1, sales: 1800, averagePrice: 1800 });
    expect(refundDay.total).toMatchObject({ tickets: 0, sales: 0, refundAmount: 1800 });
    // The day itself: three at the counter and the 招待, all sold on their screening's day.
    const day = await tickets(s.day, s.day, 'saleDay');
    expect(day.total).toMatchObject({ tickets: 4, sales: 5400, refunds: 0 });
    // Rows are 券種 (R3 keeps them): the 招待 is a 一般 at 0 yen, so all four are 一般; a 券種 criterion narrows them.
    expect(day.list.filter((r) => r.kind === 'line').map((r) => [r.group, r.key, r.tickets])).toEqual([
      ['sameDay', 'general', 4],
    ]);
    const senior = await read<TicketSales>(
      `/api/boxOffice/ticketSales?from=${s.day}&to=${s.day}&basis=saleDay&ticketKind=senior`,
    );
    expect(senior.list).toEqual([]);
  });

  it('is empty where nothing was sold', async () => {
    const d = await tickets(addDays(s.day, -20), addDays(s.day, -19), 'screeningDay');
    expect(d.list).toEqual([]);
    expect(d.total.tickets).toBe(0);
  });
});

describe('週間売上', () => {
  const byDate = (values: Record<string, number>, days: string[]) => days.map((d) => values[d] ?? 0);
  const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

  it('reads the 興行週 holding the day: the film by 上映日, the week before, 週目, 累計, and 売店 by sales day', async () => {
    const w = await read<SaleWeekly>(`/api/boxOffice/weekly?week=${s.day}`);
    const from = weekStartOf(s.day, 5);
    expect(w).toMatchObject({ weekStartDay: 5, from, to: addDays(from, 6), metric: 'boxOffice' });
    const days = dateRange(from, 7);
    const lastWeek = dateRange(addDays(from, -7), 7);
    const film = w.list.find((r) => r.kind === 'film')!;
    expect(film).toMatchObject({
      filmId: s.filmId,
      days: byDate(s.gross, days),
      weekTotal: sum(byDate(s.gross, days)),
      lastWeekTotal: sum(byDate(s.gross, lastWeek)),
      filmWeek: 2,
      cumulative: 12600,
      share: 1,
    });
    // 500 yen of shop on the day, refunded the day after: each on its own sales day.
    const shop = { [s.day]: 500, [addDays(s.day, 1)]: -500 };
    expect(w.list.find((r) => r.kind === 'shop')!.days).toEqual(byDate(shop, days));
    const total = w.list.find((r) => r.kind === 'sales')!;
    expect(total.days).toEqual(days.map((d, i) => film.days[i]! + (shop[d] ?? 0)));
    expect(w.list.map((r) => r.kind)).toEqual(['film', 'films', 'boxOffice', 'shop', 'other', 'sales']);
  });

  it('counts persons with 指標 動員, and follows the brand’s 興行週 when it starts on another day', async () => {
    const persons = await read<SaleWeekly>(`/api/boxOffice/weekly?week=${s.day}&metric=admissions`);
    const film = persons.list.find((r) => r.kind === 'film')!;
    expect(film.days[dateRange(persons.from, 7).indexOf(s.day)]).toBe(5);
    expect(film.cumulative).toBe(8);
    await t.database.db.update(brands).set({ weekStartDay: 1 }).where(eq(brands.id, s.shop.ctx.brandId));
    const monday = await read<SaleWeekly>(`/api/boxOffice/weekly?week=${s.day}`);
    expect(monday.weekStartDay).toBe(1);
    expect(monday.from).toBe(weekStartOf(s.day, 1));
    expect(new Date(`${monday.from}T00:00:00Z`).getUTCDay()).toBe(1);
    await t.database.db.update(brands).set({ weekStartDay: 5 }).where(eq(brands.id, s.shop.ctx.brandId));
  });

  it('is empty for a week with nothing sold', async () => {
    const w = await read<SaleWeekly>(`/api/boxOffice/weekly?week=${addDays(s.day, -60)}`);
    expect(w.list).toEqual([]);
  });
});
