import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addDays,
  tokyoDateOf,
  type BoxOfficeDaily,
  type BusinessDailyReport,
  type FeeSalesReport,
  type CashierReportDetail,
  type CashierReportRow,
  type HistoryRow,
  type HistoryTotals,
  type LogRow,
  type ShopSaleAnswer,
  type TicketSales,
} from '@cinema/contracts';
import { rowsOf } from '../../db/client.js';
import { jobDefinitions } from '../../jobs.js';
import { JobRunner } from '../../platform/jobs/index.js';
import { generateCinemaDay } from '../../seed/sales-history/index.js';
import { auth, createTestApp, type TestContext } from '../../test/helper.js';
import { checkInvariants, rebuildRollups } from './index.js';

// The report screens agree with each other and with the histories on the demo history (docs/reports.md, "rollups"),
// through the real endpoints, for two cinemas and two past days: 興行収入日報's total = 営業日報's 興行収入 = 券種別売上's
// 計上額 (上映日) = the 計上額 of the day's ticket lines in 販売ログ（チケット） (sales less voids and refunds, on the day
// they happen); 券種別売上 by 販売日 = 取引履歴（チケット）'s total; 営業日報's payments = the day's レジ精算 shifts plus the
// online sales and the console's refunds (cash sales: the shifts' alone); 売店売上's total = 取引履歴（売店）'s total;
// and R2's 着券 (販売率, 着券日報) = a count of the admissions, counted the same by a rebuild.

let t: TestContext;
let hq: string;
let cinemas: number[];
const today = tokyoDateOf(Date.now());
const days = [addDays(today, -2), addDays(today, -1)];

type Json<T> = { data: T };
async function get<T>(url: string): Promise<T> {
  const res = await t.app.inject({ url, headers: auth(hq) });
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return res.json<Json<T>>().data;
}
const cinemaQuery = (c: number) => `cinemaIds=${c}`;

beforeAll(async () => {
  t = await createTestApp();
  hq = await t.login('hq');
  const db = t.database.db;
  const rows = await rowsOf<{ id: number }>(
    db.execute(sql`select c.id from cinemas c join brands b on b.id = c.brand_id where b.code = 'CL'
      order by c.sort_order, c.id limit 2`),
  );
  cinemas = rows.map((r) => Number(r.id));
  for (const c of cinemas) for (const d of days) await db.transaction((tx) => generateCinemaDay(tx, c, d, new Date()));
  // The refunds' rollup jobs (the days were rebuilt already: they count nothing twice).
  await new JobRunner(db, jobDefinitions).drain({ delayed: true });
}, 600_000);
afterAll(() => t?.close());

const booked = (r: LogRow) => (r.event === 'sale' ? 1 : -1) * Math.abs(r.boxOfficeAmount ?? 0);

describe('report identities on the demo history', () => {
  it('holds the invariants, R2 counters included, after the demo days', async () => {
    for (const c of cinemas)
      expect(await checkInvariants(t.database.db, { cinemaId: c, from: days[0], to: days[1] })).toEqual([]);
  });

  it('興行収入日報 = 営業日報 興行収入 = 券種別売上 計上額 = the day’s ticket lines in 販売ログ', async () => {
    for (const c of cinemas) {
      // Every ticket event of the last 30 days (the screenings' sales and refunds, on their own days).
      const log = await get<{ list: LogRow[] }>(
        `/api/transactionLogTicket/list?cinemaId=${c}&from=${addDays(today, -29)}&to=${today}&pageSize=9999`,
      );
      for (const d of days) {
        const lines = log.list.filter(
          (r) => r.screeningBusinessDate === d && r.event !== 'issue' && r.event !== 'admit',
        );
        const fromLog = lines.reduce((s, r) => s + booked(r), 0);
        expect(fromLog, `${c} ${d}`).toBeGreaterThan(0);
        const boxOffice = await get<BoxOfficeDaily>(`/api/boxOffice/daily?from=${d}&to=${d}&${cinemaQuery(c)}`);
        const daily = await get<BusinessDailyReport>(`/api/businessDaily/report?from=${d}&to=${d}&${cinemaQuery(c)}`);
        const tickets = await get<TicketSales>(`/api/boxOffice/ticketSales?from=${d}&to=${d}&${cinemaQuery(c)}`);
        expect(boxOffice.total.gross, `${c} ${d} 興行収入日報`).toBe(fromLog);
        expect(daily.kpis.find((k) => k.key === 'boxOffice')?.current, `${c} ${d} 営業日報`).toBe(fromLog);
        expect(tickets.total.booked, `${c} ${d} 券種別売上`).toBe(fromLog);
        // 動員 likewise: persons sold less persons given back.
        const persons = lines.reduce((s, r) => s + (r.event === 'sale' ? 1 : -1) * Math.abs(r.quantity), 0);
        expect(boxOffice.total.persons, `${c} ${d} 動員`).toBe(persons);
      }
    }
  });

  it('券種別売上 by 販売日 shows 券種 rows whose 販売額 is 取引履歴（チケット）’s total', async () => {
    for (const c of cinemas)
      for (const d of days) {
        const bySale = await get<TicketSales>(
          `/api/boxOffice/ticketSales?basis=saleDay&from=${d}&to=${d}&${cinemaQuery(c)}`,
        );
        const history = await get<{ list: HistoryRow[]; totals: HistoryTotals }>(
          `/api/transactionHistory/list?cinemaId=${c}&from=${d}&to=${d}&pageSize=1`,
        );
        expect(bySale.total.sales, `${c} ${d}`).toBe(history.totals.amount);
        const lines = bySale.list.filter((r) => r.kind === 'line');
        expect(lines.length).toBeGreaterThan(0);
        // Rows are 券種 (一般, 大学生 …), not channels.
        expect(lines.some((r) => r.key === 'general')).toBe(true);
        expect(lines.every((r) => r.group === 'sameDay' || r.group === 'advance')).toBe(true);
        // A 券種 criterion is taken on 販売日 too, and its rows add up to the whole.
        const general = await get<TicketSales>(
          `/api/boxOffice/ticketSales?basis=saleDay&ticketKind=general&from=${d}&to=${d}&${cinemaQuery(c)}`,
        );
        const generalRows = lines.filter((r) => r.key === 'general');
        expect(general.total.sales).toBe(generalRows.reduce((s, r) => s + r.sales, 0));
      }
  });

  it('営業日報 payments = the day’s レジ精算 shifts plus the online sales and the console’s refunds', async () => {
    for (const c of cinemas)
      for (const d of days) {
        const daily = await get<BusinessDailyReport>(`/api/businessDaily/report?from=${d}&to=${d}&${cinemaQuery(c)}`);
        const shifts = await get<{ list: CashierReportRow[] }>(
          `/api/cashierReport/list?cinemaId=${c}&from=${d}&to=${d}&pageSize=9999`,
        );
        expect(shifts.list.length).toBeGreaterThan(0);
        // A shift's 精算 is read in the cinema head office has chosen (the header's 劇場を選択).
        const chosen = await t.app.inject({
          method: 'POST',
          url: '/api/session/cinema',
          headers: auth(hq),
          payload: { cinemaId: c },
        });
        expect(chosen.statusCode, chosen.body).toBe(200);
        const byKind = new Map<string, number>();
        const add = (kind: string, amount: number) => byKind.set(kind, (byKind.get(kind) ?? 0) + amount);
        for (const s of shifts.list) {
          add('cash', s.cashSales + s.cashRefunds);
          const detail = await get<CashierReportDetail>(`/api/cashierReport/detail/${s.id}`);
          for (const n of detail.nonCash) add(n.methodKind, n.amount);
        }
        // Money moved outside the registers: online orders, and the console's 払戻 (事務所現金, no register shift).
        let online = 0;
        let office = 0;
        for (const kind of ['transactionHistory', 'transactionHistoryStand', 'transactionHistoryOther']) {
          const of = async (channel: string) =>
            (
              await get<{ totals: HistoryTotals }>(
                `/api/${kind}/list?cinemaId=${c}&from=${d}&to=${d}&channel=${channel}&pageSize=1`,
              )
            ).totals.amount;
          online += await of('online');
          office += await of('backoffice');
        }
        // 会費 sold online are in no 取引履歴 (ticket, 売店, その他) but in 会費売上（オンライン）.
        const fees = await get<FeeSalesReport>(`/api/memberReport/onlineFeeSales?cinemaIds=${c}&from=${d}&to=${d}`);
        online += fees.days.reduce((s, x) => s + x.gross, 0);
        const row = (kind: string) => daily.payments.find((p) => p.kind === kind);
        // Cash is taken at the registers only: 営業日報's cash sales are the shifts' (refunds may be the office's).
        expect(row('cash')?.amount, `${c} ${d} 現金`).toBe(shifts.list.reduce((s, x) => s + x.cashSales, 0));
        const all = daily.payments.reduce((s, p) => s + p.net, 0);
        const shiftsAll = [...byKind.values()].reduce((s, v) => s + v, 0);
        expect(all, `${c} ${d} 決済合計`).toBe(shiftsAll + online + office);
      }
  });

  it('売店売上’s total = 取引履歴（売店）’s total', async () => {
    for (const c of cinemas)
      for (const d of days) {
        const shop = await get<ShopSaleAnswer>(`/api/shopSale/list?cinemaId=${c}&from=${d}&to=${d}`);
        const history = await get<{ totals: HistoryTotals }>(
          `/api/transactionHistoryStand/list?cinemaId=${c}&from=${d}&to=${d}&pageSize=1`,
        );
        expect(shop.totals.net, `${c} ${d}`).toBe(history.totals.amount);
        expect(shop.totals.net).toBeGreaterThan(0);
      }
  });

  it('販売率 and 着券日報 read R2’s 着券 and seats for past screenings, and a rebuild counts them the same', async () => {
    const db = t.database.db;
    const c = cinemas[0]!;
    const d = days[0];
    const [facts] = await rowsOf<{ admitted: number }>(
      db.execute(sql`select coalesce(sum(abs(coalesce(l.persons, l.quantity))), 0)::int as admitted
        from admissions a join transaction_lines l on l.id = a.line_id join transactions t on t.id = l.transaction_id
        join screenings s on s.id = a.screening_id
        where s.cinema_id = ${c} and s.business_date = ${d}
          and (a.admitted_at is not null or a.non_arrival_outcome = 'missedScan')
          and l.refunded_quantity < l.quantity and t.status in ('success', 'partial_refunded') and t.paid_at is not null`),
    );
    expect(facts!.admitted).toBeGreaterThan(0);
    const rate = await get<{ list: { admitted: number; seats: number; blocked: number }[] }>(
      `/api/soldRate/list?cinemaId=${c}&from=${d}&to=${d}&unit=screening`,
    );
    const arrive = await get<{ list: { admitted: number; sold: number }[] }>(
      `/api/arriveDaily/list?cinemaId=${c}&from=${d}&to=${d}`,
    );
    expect(rate.list.reduce((s, r) => s + r.admitted, 0)).toBe(facts!.admitted);
    expect(arrive.list.reduce((s, r) => s + r.admitted, 0)).toBe(facts!.admitted);
    const r2 = () =>
      rowsOf<Record<string, number>>(
        db.execute(sql`select screening_id, sold, comps, booked, capacity, blocked, admitted from rb_screening
          where cinema_id = ${c} and screening_bd = ${d} order by screening_id`),
      );
    const before = await r2();
    expect(before.reduce((s, r) => s + Number(r.admitted), 0)).toBe(facts!.admitted);
    // The seats the plan had when counted: a later edit of the plan does not rewrite a past screening's.
    const [plan] = await rowsOf<{ seats: number }>(
      db.execute(sql`select sum((h.seat_counts->>'total')::int)::int as seats
        from screenings s join houses h on h.id = s.house_id join rb_screening r on r.screening_id = s.id
        where s.cinema_id = ${c} and s.business_date = ${d}`),
    );
    expect(before.reduce((s, r) => s + Number(r.capacity), 0)).toBe(plan!.seats);
    expect(rate.list.reduce((s, r) => s + r.seats, 0)).toBeGreaterThanOrEqual(plan!.seats);
    await rebuildRollups(db, { cinemaId: c, from: d, to: d });
    expect(await r2()).toEqual(before);
  });

  it('着券日報’s 前売・ムビチケ footer counts the seats its rows count as ムビチケ and 前売券', async () => {
    // The rows of past screenings are R2's counters, counted over every used seat; the footer reads only the seats
    // that may be paper tickets or ムビチケ (docs/performance.md): both must find the same ones.
    const c = cinemas[0]!;
    const period = `cinemaId=${c}&from=${days[0]}&to=${days[1]}`;
    const rows = await get<{ list: { movieTicket: number; advance: number }[] }>(`/api/arriveDaily/list?${period}`);
    const claims = await get<{ list: { kind: string; quantity: number }[] }>(`/api/arriveDaily/claims?${period}`);
    const used = (kind: 'movieTicket' | 'advance') => rows.list.reduce((s, r) => s + r[kind], 0);
    const claimed = (kind: string) => claims.list.filter((r) => r.kind === kind).reduce((s, r) => s + r.quantity, 0);
    expect(used('movieTicket')).toBeGreaterThan(0);
    expect(claimed('movieTicket')).toBe(used('movieTicket'));
    expect(claimed('advance')).toBe(used('advance'));
  });
});
