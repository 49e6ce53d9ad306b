import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, type BusinessDailyDetail, type BusinessDailyReport, type KpiRow } from '@cinema/contracts';
import { rowsOf } from '../../db/client.js';
import { brands, cinemas } from '../../db/schema/index.js';
import { cinemaIds, signIn } from '../../test/fixtures.js';
import { auth, createTestApp, type TestContext } from '../../test/helper.js';
import { buildDay, type DayScenario } from './business-daily.fixtures.js';

// 営業日報 against the documents of one day (docs/reports.md, "営業日報"): an advance sale, a sale for a later day, a
// refund of the day before's sale, a ムビチケ and shop sales, a shift closed ¥100 short. Its box office equals the
// day's ticket lines' 計上額 (上映日), its payments the day's payments (販売日), and 受入金額と売上の差 closes to 0.

let t: TestContext;
let s: DayScenario;
let ids: Record<string, number>;
let tokens: { hq: string; shinjuku: string; hq2: string };

beforeAll(async () => {
  t = await createTestApp();
  ids = await cinemaIds(t);
  s = await buildDay(t, ids['0101']!);
  const [hq, shinjuku, hq2] = await signIn(t, 'hq', 'shinjuku', 'hq2');
  tokens = { hq, shinjuku, hq2 };
}, 180_000);
afterAll(() => t.close());

const get = (token: string, query: string) =>
  t.app.inject({ url: `/api/businessDaily/report?${query}`, headers: auth(token) });
async function report(token: string, from: string, to = from, cinemas = [ids['0101']!]) {
  const res = await get(token, `from=${from}&to=${to}${cinemas.map((c) => `&cinemaIds=${c}`).join('')}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as BusinessDailyReport;
}
const kpi = (r: BusinessDailyReport, key: string) => r.kpis.find((k) => k.key === key) as KpiRow;
const recon = (r: BusinessDailyReport, key: string) => r.reconciliation.find((x) => x.key === key)?.amount;
const q = <T>(query: ReturnType<typeof sql>) => rowsOf<T>(t.database.db.execute(query));

describe('営業日報', () => {
  it('counts box office on the screening day: the 計上額 of the day’s ticket lines, advance sales included', async () => {
    const r = await report(tokens.shinjuku, s.day);
    const [facts] = await q<{ booked: number; persons: number; tax: number }>(sql`
      select sum(case when t.kind = 'sale' then 1 else -1 end * abs(l.box_office_amount))::int as booked,
        sum(l.tax)::int as tax,
        sum(case when t.kind = 'sale' then 1 else -1 end * abs(coalesce(l.persons, l.quantity)))::int as persons
      from transaction_lines l join transactions t on t.id = l.transaction_id
      where l.cinema_id = ${ids['0101']} and l.line_type = 'ticket' and l.screening_business_date = ${s.day}
        and t.paid_at is not null`);
    expect(kpi(r, 'boxOffice').current).toBe(facts!.booked);
    // Two sold two days before, two on the day (one a ムビチケ) at 1,800 yen.
    expect(kpi(r, 'boxOffice').current).toBe(7200);
    expect(kpi(r, 'admissions').current).toBe(facts!.persons);
    expect(kpi(r, 'paidAdmissions').current).toBe(4);
    expect(kpi(r, 'averagePrice').current).toBe(1800);
    expect(kpi(r, 'boxOfficeNet').current).toBe(7200 - facts!.tax);
    // Nothing a year before: 前年比 is '-', 月目標 and 達成率 wait for targets.
    expect(kpi(r, 'boxOffice')).toMatchObject({ lastYear: 0, yoy: null, target: null, achievement: null });
    expect(r.compared).toMatchObject({ lastYearFrom: addDays(s.day, -364), monthTo: s.day });
    expect(r.closing).toBe('open');
  });

  it('counts the shop and its payments on the sales day, to the yen', async () => {
    const r = await report(tokens.shinjuku, s.day);
    expect(kpi(r, 'shopSales').current).toBe(s.shop.total);
    expect(kpi(r, 'food8').current).toBe(s.shop.food8);
    expect(kpi(r, 'food10').current).toBe(s.shop.food10);
    expect(kpi(r, 'goods').current).toBe(s.shop.goods);
    expect(kpi(r, 'shopTransactions').current).toBe(1);
    expect(kpi(r, 'shopSpend').current).toBe(s.shop.total);
    expect(kpi(r, 'totalSales').current).toBe(7200 + s.shop.total);
    const facts = await q<{ kind: string; amount: number; refund: number }>(sql`
      select coalesce(p.method_kind, 'receivable') as kind,
        sum(case when t.kind = 'sale' then p.amount else 0 end)::int as amount,
        sum(case when t.kind = 'sale' then 0 else -p.amount end)::int as refund
      from transaction_payments p join transactions t on t.id = p.transaction_id
      where p.cinema_id = ${ids['0101']} and p.sales_business_date = ${s.day} and t.paid_at is not null
      group by 1`);
    for (const f of facts) {
      const row = r.payments.find((p) => p.kind === f.kind)!;
      expect(row, f.kind).toMatchObject({ amount: f.amount, refundAmount: f.refund, net: f.amount - f.refund });
    }
    expect(r.payments.find((p) => p.kind === 'movieTicket')).toMatchObject({ count: 1, amount: 1800 });
    const taxes = r.taxes.reduce((sum, x) => sum + x.base, 0);
    expect(taxes).toBe(r.payments.reduce((sum, p) => sum + p.net, 0));
  });

  it('ties the money received to the sales: 受入金額と売上の差 closes to 0', async () => {
    const r = await report(tokens.shinjuku, s.day);
    expect(recon(r, 'advanceIn')).toBe(1800);
    expect(recon(r, 'advanceOut')).toBe(-3600);
    // The day before's ticket, refunded on the day: its screening was the day before.
    expect(recon(r, 'pastScreenings')).toBe(-1800);
    expect(recon(r, 'uncollected')).toBe(-1800);
    expect(recon(r, 'received')).toBe(
      r.payments
        .filter((p) => !['movieTicket', 'coupon', 'voucher', 'points', 'receivable'].includes(p.kind))
        .reduce((a, p) => a + p.net, 0),
    );
    expect(recon(r, 'difference')).toBe(0);
    // Each day of the scenario and the whole period close too.
    for (const [from, to] of [
      [addDays(s.day, -2), addDays(s.day, -2)],
      [addDays(s.day, -1), addDays(s.day, -1)],
      [addDays(s.day, -2), addDays(s.day, 3)],
    ] as const)
      expect(recon(await report(tokens.hq, from, to), 'difference'), `${from}〜${to}`).toBe(0);
    // The day before sees its screening refunded later: 当日上映分の後日払戻.
    expect(recon(await report(tokens.hq, addDays(s.day, -1)), 'laterRefunds')).toBe(1800);
  });

  it('counts a refund on its own day: the day of the sale keeps what was taken', async () => {
    const before = await report(tokens.shinjuku, addDays(s.day, -1));
    const cash = (r: BusinessDailyReport) => r.payments.find((p) => p.kind === 'cash')!;
    expect(cash(before)).toMatchObject({ refundCount: 0, refundAmount: 0, amount: s.dayBeforeCash });
    const day = await report(tokens.shinjuku, s.day);
    expect(cash(day).refundAmount).toBe(1800);
    expect(cash(day).refundCount).toBe(1);
    // The refunded seat leaves the day before's box office (上映日).
    expect(kpi(before, 'boxOffice').current).toBe(0);
  });

  it('sums the day’s cashier shifts: 過不足 and 銀行預入予定額', async () => {
    const r = await report(tokens.shinjuku, s.day);
    expect(r.cash).toMatchObject({ shifts: 1, workingShifts: 0, overShort: -100 });
    expect(r.cash.deposit).toBe(r.cash.cashSales + r.cash.cashRefunds + r.cash.payouts - 100);
    // A day with nothing sold or shown in any compared period is empty (the screen says so).
    const empty = await report(tokens.shinjuku, addDays(s.day, 200));
    expect(empty.kpis).toEqual([]);
    expect(empty.cash).toMatchObject({ shifts: 0, deposit: 0 });
  });

  it('keeps each caller to its scope: cinema staff their cinema, head office its brand', async () => {
    expect((await get(tokens.shinjuku, `from=${s.day}&to=${s.day}&cinemaIds=${ids['0102']}`)).statusCode).toBe(404);
    const [mirai] = await t.database.db
      .select({ id: cinemas.id })
      .from(cinemas)
      .innerJoin(brands, eq(brands.id, cinemas.brandId))
      .where(and(eq(brands.code, 'MIRAI')));
    expect((await get(tokens.hq, `from=${s.day}&to=${s.day}&cinemaIds=${mirai!.id}`)).statusCode).toBe(404);
    const all = await get(tokens.hq, `from=${s.day}&to=${s.day}`);
    const data = all.json().data as BusinessDailyReport;
    expect(data.cinemas.map((c) => c.code).sort()).toEqual(['0101', '0102', '0103']);
    expect(kpi(data, 'boxOffice').current).toBe(7200);
    const other = await get(tokens.hq2, `from=${s.day}&to=${s.day}`);
    expect(other.statusCode).toBe(200);
    expect((other.json().data as BusinessDailyReport).kpis).toEqual([]);
    const long = await get(tokens.hq, `from=${s.day}&to=${addDays(s.day, 40)}`);
    expect(long.statusCode).toBe(400);
    expect(long.json().errors[0].field).toBe('to');
  });
});

describe('営業日報（明細）', () => {
  const detail = async (token: string, day: string, cinema = ids['0101']!) => {
    const res = await t.app.inject({
      url: `/api/businessDaily/detail?from=${day}&to=${day}&cinemaIds=${cinema}`,
      headers: auth(token),
    });
    return res;
  };

  it('breaks the day down by screening, shop group and hour, adding up to 営業日報', async () => {
    const res = await detail(tokens.shinjuku, s.day);
    expect(res.statusCode, res.body).toBe(200);
    const d = res.json().data as BusinessDailyDetail;
    const r = await report(tokens.shinjuku, s.day);
    const show = d.screenings.find((x) => x.screeningId === s.screeningIds.day)!;
    expect(show).toMatchObject({ paid: 4, comps: 0, admitted: 0, boxOffice: 7200 });
    expect(show.soldRate).toBeCloseTo(4 / show.seats, 10);
    expect(show.startTime).toMatch(/^\d{2}:\d{2}$/);
    expect(d.screenings.reduce((a, x) => a + x.boxOffice, 0)).toBe(kpi(r, 'boxOffice').current);
    expect(d.shop).toEqual([
      { group: 'product', label: 'グッズ', quantity: 1, gross: 1200, net: expect.any(Number) },
      { group: 'food', label: 'フード・ドリンク', quantity: 3, gross: 1600, net: expect.any(Number) },
    ]);
    expect(d.shop.reduce((a, x) => a + x.gross, 0)).toBe(kpi(r, 'shopSales').current);
    const at = (hour: number) => d.hours.find((h) => h.hour === hour)!;
    expect(at(10)).toMatchObject({ ticketTransactions: 1, shopTransactions: 1, ticketSales: 3600, shopSales: 2800 });
    // The refund of the day before's ticket counts at 15:00 of the day, as money given back.
    expect(at(15)).toMatchObject({ ticketTransactions: 0, ticketSales: -1800 });
    expect(d.hours.reduce((a, h) => a + h.admissions, 0)).toBe(kpi(r, 'admissions').current);
  });

  it('answers 404 for another cinema of a cinema account', async () => {
    expect((await detail(tokens.shinjuku, s.day, ids['0102'])).statusCode).toBe(404);
  });
});
