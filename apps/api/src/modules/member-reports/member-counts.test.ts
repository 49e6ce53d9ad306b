import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, memberReportBuckets, tokyoDateOf, type MemberReport } from '@cinema/contracts';
import { rowsOf } from '../../db/client.js';
import { auth, createTestApp, type TestContext } from '../../test/helper.js';

// 会員数推移 (docs/membership.md, "会員レポート") read set-wise, held against the rule as written, member by member and
// day by day: a member counts from 入会日 until 退会 (its Japan day) or 失効 (the day after 有効期限), in the rank its
// last change on or before the day gives (the last by id of a day), else the rank it started in.

let t: TestContext;
let hq = '';
const today = tokyoDateOf(Date.now());
const from = `${addDays(today, -330).slice(0, 7)}-01`;
const day = (n: number) => addDays(today, -n);
const run = (text: ReturnType<typeof sql>) => t.database.db.execute(text);

beforeAll(async () => {
  t = await createTestApp();
  hq = await t.login('hq');
  // The demo's members have only their 入会. Give a few of シネマライン's the histories the reading must get right.
  const ids = (
    await rowsOf<{ id: number }>(
      run(sql`select m.id from members m join brands b on b.id = m.brand_id where b.code = 'CL'
        and m.status = 'active' order by m.id limit 8`),
    )
  ).map((r) => r.id);
  const [a, b, c, d, e, f, g, h] = ids as [number, number, number, number, number, number, number, number];
  const change = (member: number, fromRank: number | null, toRank: number, reason: string, on: string) =>
    run(sql`insert into member_rank_changes (brand_id, member_id, from_rank, to_rank, reason, changed_on)
      select brand_id, id, ${fromRank}, ${toRank}, ${reason}::member_rank_reason, ${on} from members where id = ${member}`);
  // Joined in the period.
  await run(sql`update members set joined_on = ${day(200)} where id in (${a}, ${b}, ${h})`);
  await run(sql`update member_rank_changes set changed_on = ${day(200)} where member_id in (${a}, ${b}, ${h})`);
  // Two changes on one day (the later by id stands), then a ランクダウン.
  await change(a, 1, 2, 'up', day(150));
  await change(a, 2, 3, 'manual', day(150));
  await change(a, 3, 1, 'down', day(40));
  // Up, then withdrawn the day after, and another withdrawn on the day of a change.
  await change(b, 1, 2, 'up', day(100));
  await run(sql`update members set status = 'withdrawn', updated_at = ${`${day(99)}T03:00:00Z`}::timestamptz
    where id = ${b}`);
  await change(c, 1, 3, 'up', day(60));
  await run(sql`update members set status = 'withdrawn', updated_at = ${`${day(60)}T01:00:00Z`}::timestamptz
    where id = ${c}`);
  // Expired: 有効期限 in the period, counted until that day.
  await run(sql`update members set status = 'expired', valid_until = ${day(80)} where id = ${d}`);
  // A change dated before joining, and joined before the period with a change in it.
  await run(sql`update members set joined_on = ${day(20)} where id = ${e}`);
  await run(sql`update member_rank_changes set changed_on = ${day(20)} where member_id = ${e}`);
  await change(e, 1, 2, 'manual', day(30));
  await change(f, 1, 2, 'up', day(250));
  // Renewals (one taken back), the member's rank that day.
  for (const [member, on, reverted] of [
    [f, day(10), false],
    [a, day(145), false],
    [g, day(5), true],
  ] as const)
    await run(sql`insert into member_fee_extensions (brand_id, member_id, line_id, transaction_id, previous_status,
        valid_until, reverted_by, created_at)
      select brand_id, id, gen_random_uuid(), gen_random_uuid(), 'active', ${addDays(today, 365)},
        ${reverted ? sql`gen_random_uuid()` : sql`null`}, ${`${on}T02:00:00Z`}::timestamptz from members where id = ${member}`);
  // Joined and left on one day: 新規入会 and 退会 of the month, never counted at a month's end.
  await run(sql`update members set status = 'withdrawn', updated_at = ${`${day(200)}T05:00:00Z`}::timestamptz
    where id = ${h}`);
});
afterAll(() => t.close());

type Member = { id: number; rank: number; joined_on: string; left_on: string | null };
type Change = { member_id: number; from_rank: number | null; to_rank: number; reason: string; changed_on: string };

/** The figures as the rule reads, one member and one day at a time. */
async function expected(systemId: number) {
  const members = await rowsOf<Member>(
    run(sql`select id, rank, joined_on::text, case status
        when 'withdrawn' then ((updated_at at time zone 'Asia/Tokyo')::date)::text
        when 'expired' then (valid_until + 1)::text end as left_on
      from members where member_system_id = ${systemId}`),
  );
  const changes = await rowsOf<Change>(
    run(sql`select c.member_id, c.from_rank, c.to_rank, c.reason::text, c.changed_on::text from member_rank_changes c
      join members m on m.id = c.member_id where m.member_system_id = ${systemId} order by c.changed_on, c.id`),
  );
  const renewals = await rowsOf<{ member_id: number; day: string }>(
    run(sql`select e.member_id, ((e.created_at at time zone 'Asia/Tokyo')::date)::text as day
      from member_fee_extensions e join members m on m.id = e.member_id
      where m.member_system_id = ${systemId} and e.reverted_by is null`),
  );
  const byMember = new Map<number, Change[]>();
  for (const c of changes) byMember.set(c.member_id, [...(byMember.get(c.member_id) ?? []), c]);
  const rankOf = (m: Member, d: string) => {
    const own = byMember.get(m.id) ?? [];
    const last = own.filter((c) => c.changed_on <= d).at(-1);
    return last ? last.to_rank : own[0] ? (own[0].from_rank ?? own[0].to_rank) : m.rank;
  };
  const counts = new Map<string, number>();
  const add = (month: string, rank: number, kind: string, n = 1) =>
    counts.set(`${month}|${rank}|${kind}`, (counts.get(`${month}|${rank}|${kind}`) ?? 0) + n);
  const counting = (m: Member, d: string) => m.joined_on <= d && (m.left_on === null || m.left_on > d);
  const byId = new Map(members.map((m) => [m.id, m]));
  for (const b of memberReportBuckets(from, today)) {
    const inMonth = (d: string | null) => d !== null && d >= b.from && d <= b.to;
    for (const m of members) {
      if (counting(m, addDays(b.from, -1))) add(b.month, rankOf(m, addDays(b.from, -1)), 'opening');
      if (counting(m, b.to)) add(b.month, rankOf(m, b.to), 'closing');
      if (inMonth(m.joined_on)) add(b.month, rankOf(m, m.joined_on), 'joined');
      if (inMonth(m.left_on)) add(b.month, rankOf(m, addDays(m.left_on!, -1)), 'left');
    }
    for (const r of renewals.filter((x) => inMonth(x.day)))
      add(b.month, rankOf(byId.get(r.member_id)!, r.day), 'renewed');
    for (const c of changes.filter((x) => x.reason !== 'join' && inMonth(x.changed_on))) {
      add(b.month, c.to_rank, 'moves');
      if (c.from_rank !== null) add(b.month, c.from_rank, 'moves', -1);
    }
  }
  return counts;
}

describe('会員数推移', () => {
  it('gives every month and rank the figures the rule gives member by member', async () => {
    const res = await t.app.inject({ url: `/api/memberReport/report?from=${from}&to=${today}`, headers: auth(hq) });
    expect(res.statusCode, res.body).toBe(200);
    const report = res.json().data as MemberReport;
    const want = await expected(report.memberSystemId!);
    const n = (month: string, rank: number, kind: string) => want.get(`${month}|${rank}|${kind}`) ?? 0;
    expect(report.counts.length).toBe(memberReportBuckets(from, today).length * report.ranks.length);
    expect(report.counts).toEqual(
      report.counts.map((c) => ({
        ...c,
        opening: n(c.month, c.rank, 'opening'),
        joined: n(c.month, c.rank, 'joined'),
        renewed: n(c.month, c.rank, 'renewed'),
        rankMoves: n(c.month, c.rank, 'moves'),
        left: n(c.month, c.rank, 'left'),
        closing: n(c.month, c.rank, 'closing'),
      })),
    );
    // The histories above reach the figures: ランクアップ and ランクダウン, 退会 and 失効, and 更新 in some month.
    const total = (k: 'rankMoves' | 'left' | 'renewed') => report.counts.reduce((s, c) => s + Math.abs(c[k]), 0);
    expect(total('rankMoves')).toBeGreaterThanOrEqual(8);
    expect(total('left')).toBeGreaterThanOrEqual(4);
    expect(total('renewed')).toBe(2);
  });
});
