import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FeeSalesReport, MemberReport } from '@cinema/contracts';
import { rowsOf } from '../../db/client.js';
import { members, memberSystems, transactions } from '../../db/schema/index.js';
import { rolledUpInvariantFailures } from '../rollups/rollups.fixtures.js';
import { auth, createTestApp, type TestContext } from '../../test/helper.js';
import { nextDoc, salesFixture, type SalesFixture } from '../sales/sales.fixtures.js';

// 会員レポート and 会費売上 (docs/membership.md, "会員レポート"): figures that add up to the members, the ledger and the
// sales documents they come from.

let t: TestContext;
let s: SalesFixture;
let day = '';
let annualFee = 0;
let joinFee = 0;

const get = <T>(url: string, token = s.hq) =>
  t.app.inject({ url, headers: auth(token) }).then((r) => {
    expect(r.statusCode, r.body).toBe(200);
    return r.json().data as T;
  });
const memberOf = async (memberNo: string) =>
  (await t.database.db.select().from(members).where(eq(members.memberNo, memberNo)))[0]!;
const feeSale = (memberNo: string, feeKind: 'annual' | 'join', unitPrice: number, methodId = s.credit.id) => ({
  kind: 'sale',
  ...nextDoc(),
  memberNo,
  lines: [{ type: 'membershipFee', feeKind, unitPrice }],
  payments: [{ methodId, amount: unitPrice }],
  total: unitPrice,
});
const month = () => day.slice(0, 7);
const report = (query = '') => get<MemberReport>(`/api/memberReport/report?from=${month()}-01&to=${day}${query}`);

beforeAll(async () => {
  t = await createTestApp();
  s = await salesFixture(t, '2031-04-16');
  const member = await memberOf('CL00000220');
  const [system] = await t.database.db.select().from(memberSystems).where(eq(memberSystems.id, member.memberSystemId));
  annualFee = system!.annualFee;
  joinFee = system!.joinFee || 500;
});
afterAll(async () => {
  expect(await rolledUpInvariantFailures(t.database.db)).toEqual([]);
  await t.close();
});

describe('会費売上', () => {
  it('sums the day’s 会費 lines per 費目, a refund taken away on its own day, with the detail of each line', async () => {
    const annual = feeSale('CL00000220', 'annual', annualFee);
    const join = feeSale('CL00000221', 'join', joinFee, s.cash.id);
    expect((await s.post(annual)).statusCode).toBe(200);
    expect((await s.post(join)).statusCode).toBe(200);
    const refund = await s.post({ kind: 'refund', ...nextDoc(), originalId: join.clientId });
    expect(refund.statusCode, refund.body).toBe(200);
    const [doc] = await t.database.db.select().from(transactions).where(eq(transactions.id, annual.clientId));
    day = doc!.salesBusinessDate;

    const r = await get<FeeSalesReport>(`/api/memberReport/feeSales?from=${day}&to=${day}`);
    const annualDay = r.days.find((d) => d.feeKind === 'annual')!;
    expect(annualDay).toMatchObject({ date: day, count: 1, gross: annualFee, refundCount: 0, refundAmount: 0 });
    const [taxed] = await rowsOf<{ tax: number }>(
      t.database.db.execute(sql`select tax from transaction_lines where transaction_id = ${annual.clientId}`),
    );
    expect(annualDay.tax).toBe(taxed!.tax);
    expect(annualDay.tax).toBeGreaterThan(0);
    expect(annualDay.net).toBe(annualFee - annualDay.tax);
    expect(r.days.find((d) => d.feeKind === 'join')).toMatchObject({
      count: 0,
      gross: 0,
      tax: 0,
      refundCount: 1,
      refundAmount: joinFee,
    });
    expect(r.lines.map((l) => [l.kind, l.memberNo, l.feeKind, l.amount])).toEqual([
      ['sale', 'CL00000220', 'annual', annualFee],
      ['sale', 'CL00000221', 'join', joinFee],
      ['refund', 'CL00000221', 'join', -joinFee],
    ]);
    const member = await memberOf('CL00000220');
    expect(r.lines[0]).toMatchObject({
      memberName: member.name,
      validUntil: member.validUntil,
      cinemaName: 'シネマライン新宿',
    });
    expect(r.lines[0]!.paymentMethods).toBe(s.credit.name);
    // The refund's method is its sale's.
    expect(r.lines[2]!.paymentMethods).toBe(s.cash.name);
  });

  it('narrows by 費目 and 決済方法, and keeps the counter’s fees off the online report', async () => {
    const byKind = await get<FeeSalesReport>(`/api/memberReport/feeSales?from=${day}&to=${day}&feeKind=join`);
    expect(byKind.lines.every((l) => l.feeKind === 'join')).toBe(true);
    expect(byKind.lines).toHaveLength(2);
    const byCash = await get<FeeSalesReport>(
      `/api/memberReport/feeSales?from=${day}&to=${day}&paymentMethodId=${s.cash.id}`,
    );
    expect(byCash.lines.map((l) => l.memberNo)).toEqual(['CL00000221', 'CL00000221']);
    const online = await get<FeeSalesReport>(`/api/memberReport/onlineFeeSales?from=${day}&to=${day}`);
    expect(online).toEqual({ days: [], lines: [], linesTruncated: false });
  });

  it('refuses a period over 31 days on its end field, and is head office’s only', async () => {
    const long = await t.app.inject({
      url: '/api/memberReport/feeSales?from=2026-01-01&to=2026-03-01',
      headers: auth(s.hq),
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().errors[0].field).toBe('to');
    const shinjuku = await t.login('shinjuku');
    const refused = await t.app.inject({
      url: `/api/memberReport/feeSales?from=${day}&to=${day}`,
      headers: auth(shinjuku),
    });
    expect(refused.statusCode).toBe(403);
  });
});

describe('会員レポート', () => {
  it('moves members between 期首 and 期末: 新規入会, ランク変動 and 退会 add up per rank', async () => {
    // A withdrawal counts on the calendar day in Japan it was recorded, which before the cut-off is a business day on.
    const today = new Date(Date.now() + 9 * 3_600_000).toISOString().slice(0, 10);
    const thisMonth = today.slice(0, 7);
    const report = () => get<MemberReport>(`/api/memberReport/report?from=${thisMonth}-01&to=${today}`);
    const before = await report();
    const member = await memberOf('CL00000222');
    const rank = member.rank;
    const up = await t.app.inject({
      method: 'POST',
      url: '/api/member/status',
      headers: auth(s.hq),
      payload: { id: member.id, version: member.version, status: 'withdrawn', reason: '転居のため' },
    });
    expect(up.statusCode, up.body).toBe(200);
    const after = await report();
    const row = (r: MemberReport, k: number) => r.counts.find((c) => c.month === thisMonth && c.rank === k)!;
    expect(row(after, rank).left).toBe(row(before, rank).left + 1);
    expect(row(after, rank).closing).toBe(row(before, rank).closing - 1);
    for (const c of after.counts)
      expect(c.closing, `${c.month} ${c.rank}`).toBe(c.opening + c.joined + c.rankMoves - c.left);
    // 期末 is every member of the system that had joined and had not left by the day.
    const [alive] = await rowsOf<{ n: number }>(
      t.database.db.execute(sql`select count(*)::int as n from members where member_system_id = ${member.memberSystemId}
        and joined_on <= ${today} and status in ('active', 'suspended')`),
    );
    expect(after.counts.filter((c) => c.month === thisMonth).reduce((n, c) => n + c.closing, 0)).toBe(alive!.n);
    expect(after.ranks.length).toBeGreaterThan(1);
    const oneRank = await get<MemberReport>(`/api/memberReport/report?from=${thisMonth}-01&to=${today}&rank=${rank}`);
    expect(oneRank.counts.map((c) => c.rank)).toEqual([rank]);
  });

  it('counts member sales from R8 against every admission of the days, and the points ledger', async () => {
    expect(await rolledUpInvariantFailures(t.database.db)).toEqual([]);
    const before = await report();
    const sale = s.sale(['A-1', 'A-2'], { memberNo: 'CL00000223' });
    expect((await s.post(sale)).statusCode).toBe(200);
    expect(await rolledUpInvariantFailures(t.database.db)).toEqual([]);
    const after = await report();
    const u = after.usage.find((x) => x.month === month())!;
    const u0 = before.usage.find((x) => x.month === month())!;
    expect(u.memberTxns - u0.memberTxns).toBe(1);
    expect(u.memberAdmissions - u0.memberAdmissions).toBe(2);
    expect(u.admissions - u0.admissions).toBe(2);
    expect(u.memberSales - u0.memberSales).toBe(sale.total);
    expect(u.memberRatio).toBe(u.memberAdmissions / u.admissions);
    // The 会費 lines are 会費売上, not 会員売上: the fee sales above count as transactions with nothing in sales.
    const [ledger] = await rowsOf<{ awarded: number; balance: number }>(
      t.database.db.execute(sql`select coalesce(sum(points) filter (where kind in ('award', 'reversal')
          and occurred_on between ${`${month()}-01`} and ${day}), 0)::int as awarded,
        coalesce(sum(points) filter (where occurred_on <= ${day}), 0)::int as balance from member_point_entries e
        join members m on m.id = e.member_id where m.member_system_id = ${after.memberSystemId}`),
    );
    const p = after.points.find((x) => x.month === month())!;
    expect(p.awarded).toBe(ledger!.awarded);
    expect(p.closingBalance).toBe(ledger!.balance);
    expect(p.awarded - before.points.find((x) => x.month === month())!.awarded).toBe(Math.floor(sale.total / 100));
  });

  it('refuses more than 12 months, cinema staff, and another brand’s 会員制度', async () => {
    const staff = await t.login('shinjuku');
    const refused = await t.app.inject({ url: `/api/memberReport/report?from=${day}&to=${day}`, headers: auth(staff) });
    expect(refused.statusCode).toBe(403);
    const long = await t.app.inject({
      url: '/api/memberReport/report?from=2025-01-01&to=2026-01-31',
      headers: auth(s.hq),
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().errors[0].field).toBe('to');
    const [foreign] = await rowsOf<{ id: number }>(
      t.database.db.execute(sql`select s.id from member_systems s join brands b on b.id = s.brand_id
        where b.code <> 'CL' limit 1`),
    );
    const r = await t.app.inject({
      url: `/api/memberReport/report?from=${month()}-01&to=${day}&memberSystemId=${foreign!.id}`,
      headers: auth(s.hq),
    });
    expect(r.statusCode).toBe(404);
  });
});
