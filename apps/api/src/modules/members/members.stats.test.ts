import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokyoDateOf } from '@cinema/contracts';
import { films, memberPointEntries, members, memberStats } from '../../db/schema/index.js';
import { auth, createTestApp, type TestContext } from '../../test/helper.js';
import {
  itemLine,
  reverse,
  salesFixture,
  sell,
  ticketLine,
  type SalesFixture,
} from '../transaction-history/transaction-history.fixtures.js';
import { runMemberDaily } from './members.jobs.js';
import { pointsOfFacts } from './members.points.js';
import { refreshMemberStats } from './members.stats.js';

// member_stats (docs/membership.md): kept in the sale's own transaction, exactly once, reversed by refunds; the points
// balance follows the ledger; the daily job moves the windows and finds the favourite genre.

// A day of its own (the demo's schedule has today), ahead of today: inside every window.
const DAY = '2031-03-05';
const TODAY = tokyoDateOf(Date.now());
let t: TestContext;
let f: SalesFixture;
let seat = 0;
let opening: Record<'CL00000030' | 'CL00000031', number>;
const nextSeat = () => f.seats[seat++]!;
const at = (hour: number) => `${DAY}T${String(hour).padStart(2, '0')}:00:00+09:00`;

const memberOf = async (memberNo: string) =>
  (await t.database.db.select().from(members).where(eq(members.memberNo, memberNo)))[0]!;
const statsOf = async (memberNo: string) =>
  (
    await t.database.db
      .select()
      .from(memberStats)
      .where(eq(memberStats.memberId, (await memberOf(memberNo)).id))
  )[0]!;
const ledgerSum = async (memberNo: string) =>
  (
    await t.database.db
      .select({ n: sql<number>`coalesce(sum(${memberPointEntries.points}), 0)::int` })
      .from(memberPointEntries)
      .where(eq(memberPointEntries.memberId, (await memberOf(memberNo)).id))
  )[0]!.n;

const rowsOf = (r: unknown) => (r as { rows?: { n: number }[] }).rows ?? (r as { n: number }[]);

beforeAll(async () => {
  t = await createTestApp();
  f = await salesFixture(t.database.db, DAY);
  // What the demo gave them before this file's sales (an opening balance, 誕生月ポイント).
  opening = { CL00000030: await ledgerSum('CL00000030'), CL00000031: await ledgerSum('CL00000031') };
});
afterAll(() => t.close());

describe('member_stats', () => {
  it('has a row for every member, made when the member is inserted', async () => {
    const missing = await t.database.db.execute(
      sql`select count(*)::int as n from ${members} m where not exists (select 1 from ${memberStats} s where s.member_id = m.id)`,
    );
    expect(rowsOf(missing)[0]?.n).toBe(0);
    expect(await statsOf('CL00000030')).toMatchObject({
      visits: 0,
      spend: 0,
      lastVisitOn: null,
      pointsBalance: opening.CL00000030,
    });
  });

  it('counts a sale in its own write, once, a second sale of the day at the same cinema as the same visit', async () => {
    const db = t.database.db;
    const sale = await sell(db, f, [ticketLine(f, nextSeat()), itemLine(f.popcorn, 1)], at(11), {
      memberNo: 'CL00000030',
    });
    const paid = 1900 + f.popcorn.price;
    expect(await statsOf('CL00000030')).toMatchObject({
      visits: 1,
      visitsM3: 1,
      visitsM12: 1,
      spend: paid,
      spendM3: paid,
      lastVisitOn: DAY,
      pointsBalance: opening.CL00000030 + Math.floor(paid / 100),
      windowsOn: TODAY,
    });
    // The same fact told again changes nothing.
    await db.transaction(async (tx) => {
      await pointsOfFacts(tx, [sale.transactionId!]);
      await refreshMemberStats(tx, [{ brandId: f.brandId, memberNo: 'CL00000030' }]);
    });
    expect(await statsOf('CL00000030')).toMatchObject({ visits: 1, spend: paid });
    await sell(db, f, [ticketLine(f, nextSeat())], at(15), { memberNo: 'CL00000030' });
    expect(await statsOf('CL00000030')).toMatchObject({ visits: 1, spend: paid + 1900 });
  });

  it('takes a refund’s amount back from the spend and its points from the balance', async () => {
    const db = t.database.db;
    const sale = await sell(db, f, [ticketLine(f, nextSeat()), ticketLine(f, nextSeat())], at(12), {
      memberNo: 'CL00000031',
    });
    await reverse(db, f, 'refund', sale.transactionId!, at(13), [{ lineNo: 1, quantity: 1 }]);
    const s = await statsOf('CL00000031');
    expect(s).toMatchObject({ spend: 1900, spendM6: 1900, visits: 1 });
    expect(s.pointsBalance).toBe(await ledgerSum('CL00000031'));
    expect(s.pointsBalance).toBe(opening.CL00000031 + 19);
    await reverse(db, f, 'refund', sale.transactionId!, at(14));
    expect(await statsOf('CL00000031')).toMatchObject({ spend: 0, pointsBalance: opening.CL00000031 });
  });

  it('follows a point adjustment, and the daily job finds the favourite genre', async () => {
    const hq = await t.login('hq');
    const m = await memberOf('CL00000030');
    const before = (await statsOf('CL00000030')).pointsBalance;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/member/adjustPoints',
      headers: auth(hq),
      payload: { id: m.id, points: 25, reason: 'テスト' },
    });
    expect(res.statusCode).toBe(200);
    expect((await statsOf('CL00000030')).pointsBalance).toBe(before + 25);
    expect((await statsOf('CL00000030')).favouriteGenre).toBeNull();
    await t.database.db.transaction((tx) => runMemberDaily(tx, DAY));
    const [film] = await t.database.db.select({ genre: films.genre }).from(films).where(eq(films.id, f.filmId));
    expect(film?.genre).toBeTruthy();
    expect((await statsOf('CL00000030')).favouriteGenre).toBe(film!.genre);
    // The whole table agrees with the ledger after the job (失効 rows included).
    const drift = await t.database.db.execute(sql`
      select count(*)::int as n from ${memberStats} s
      where s.points_balance <> coalesce((select sum(e.points) from ${memberPointEntries} e where e.member_id = s.member_id), 0)`);
    expect(rowsOf(drift)[0]?.n).toBe(0);
  });
});
