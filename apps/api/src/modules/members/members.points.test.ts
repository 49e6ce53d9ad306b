import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberCardQr } from '@cinema/contracts';
import { memberPointEntries, memberRankChanges, members } from '../../db/schema/index.js';
import { cinemaIds, deviceToken } from '../../test/fixtures.js';
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

// Points from sales (docs/membership.md): written with the sale, once; taken back by its refund or void.

const DAY = '2031-03-05';
let t: TestContext;
let f: SalesFixture;
let seat = 0;
const nextSeat = () => f.seats[seat++]!;

const memberOf = async (memberNo: string) =>
  (await t.database.db.select().from(members).where(eq(members.memberNo, memberNo)))[0]!;
const ledgerOf = async (memberNo: string) =>
  t.database.db
    .select()
    .from(memberPointEntries)
    .where(eq(memberPointEntries.memberId, (await memberOf(memberNo)).id))
    .orderBy(memberPointEntries.id);
const at = (hour: number) => `${DAY}T${String(hour).padStart(2, '0')}:00:00+09:00`;

beforeAll(async () => {
  t = await createTestApp();
  f = await salesFixture(t.database.db, DAY);
  // Each ledger here is this file's sales alone: the demo gives members an opening balance, and its 自動化ルール
  // 誕生月ポイント on the day the seed ran.
  await t.database.db.delete(memberPointEntries);
});
afterAll(() => t.close());

describe('points from sales', () => {
  it('awards a member’s paid sale per 100 yen, rounded down, once, and takes back what a refund no longer earns', async () => {
    const db = t.database.db;
    const lines = [ticketLine(f, nextSeat()), ticketLine(f, nextSeat()), itemLine(f.popcorn, 1)];
    const sale = await sell(db, f, lines, at(11), { memberNo: 'CL00000010' });
    const paid = 1900 * 2 + f.popcorn.price;
    const [award] = await ledgerOf('CL00000010');
    expect(award).toMatchObject({ kind: 'award', points: Math.floor(paid / 100), basis: paid, rate: 1 });
    expect(award!.transactionId).toBe(sale.transactionId);
    // A second telling of the same fact writes nothing more.
    await db.transaction((tx) => pointsOfFacts(tx, [sale.transactionId!]));
    expect(await ledgerOf('CL00000010')).toHaveLength(1);

    await reverse(db, f, 'refund', sale.transactionId!, at(12), [{ lineNo: 1, quantity: 1 }]);
    const afterRefund = await ledgerOf('CL00000010');
    const kept = Math.floor((paid - 1900) / 100);
    expect(afterRefund.map((e) => [e.kind, e.points])).toEqual([
      ['award', Math.floor(paid / 100)],
      ['reversal', kept - Math.floor(paid / 100)],
    ]);
    await reverse(db, f, 'refund', sale.transactionId!, at(13));
    const sum = (await ledgerOf('CL00000010')).reduce((s, e) => s + e.points, 0);
    expect(sum).toBe(0);
  });

  it('takes back the whole award on a void, and earns the channel’s rate online', async () => {
    const db = t.database.db;
    const sale = await sell(db, f, [ticketLine(f, nextSeat())], at(11), { memberNo: 'CL00000012' });
    await reverse(db, f, 'void', sale.transactionId!, at(11));
    expect((await ledgerOf('CL00000012')).map((e) => [e.kind, e.points])).toEqual([
      ['award', 19],
      ['reversal', -19],
    ]);
    await sell(db, f, [ticketLine(f, nextSeat(), 2000)], at(10), { memberNo: 'CL00000013', channel: 'online' });
    expect((await ledgerOf('CL00000013')).map((e) => [e.kind, e.points, e.rate])).toEqual([['award', 40, 2]]);
  });

  it('gives nothing to a suspended or unknown member, nor to another brand’s number', async () => {
    const db = t.database.db;
    await sell(db, f, [ticketLine(f, nextSeat())], at(11), { memberNo: 'CL00000041' });
    await sell(db, f, [ticketLine(f, nextSeat())], at(11), { memberNo: 'MI00000001' });
    await sell(db, f, [ticketLine(f, nextSeat())], at(11), { memberNo: 'NOBODY' });
    expect(await ledgerOf('CL00000041')).toEqual([]);
    expect(await ledgerOf('MI00000001')).toEqual([]);
  });
});

describe('visits and purchases', () => {
  it('lists the member’s sales by 会員番号 with their tickets and points, and counts the visits', async () => {
    const hq = await t.login('hq');
    const m = await memberOf('CL00000010');
    const purchases = (await t.app.inject({ url: `/api/member/purchases/${m.id}`, headers: auth(hq) })).json().data;
    expect(purchases.total).toBe(3);
    const sale = purchases.list.find((p: { kind: string }) => p.kind === 'sale');
    expect(sale).toMatchObject({
      tickets: 2,
      status: 'refunded',
      salesBusinessDate: DAY,
      cinemaName: 'シネマライン新宿',
    });
    expect(sale.points).toBe(Math.floor((3800 + f.popcorn.price) / 100));
    const detail = (await t.app.inject({ url: `/api/member/detail/${m.id}`, headers: auth(hq) })).json().data;
    expect(detail).toMatchObject({ visitCount: 1, lastVisitOn: DAY, points: 0 });
  });
});

describe('the counter’s lookup', () => {
  it('answers rank, benefits, usable points and status by 会員番号 or card QR, in the device’s brand only', async () => {
    const hq = await t.login('hq');
    const pos = await deviceToken(t, hq, (await cinemaIds(t))['0101']!, 'pos');
    const look = (code: string) =>
      t.app.inject({ url: `/api/device/member?code=${encodeURIComponent(code)}`, headers: auth(pos) });
    await sell(t.database.db, f, [ticketLine(f, nextSeat())], at(11), { memberNo: 'CL00000020' });
    const byQr = (await look(memberCardQr('CL00000020'))).json().data;
    expect(byQr).toMatchObject({
      memberNo: 'CL00000020',
      active: true,
      rank: { rank: 3, name: 'ゴールド' },
      benefits: { discountKind: 'yen', discountValue: 300, presaleDays: 3 },
      usablePoints: 19,
    });
    expect((await look('cl00000020')).json().data.memberNo).toBe('CL00000020');
    const suspended = (await look('CL00000041')).json().data;
    expect(suspended).toMatchObject({ status: 'suspended', active: false, usablePoints: 0 });
    expect(suspended.benefits.discountKind).toBe('none');
    expect((await look('MI00000001')).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/device/member?code=CL00000020', headers: auth(hq) })).statusCode).toBe(401);
  });
});

describe('the daily job', () => {
  it('raises a rank on the window’s spend, lowers one below its keep condition once a day, and expires points', async () => {
    const db = t.database.db;
    const seats = Array.from({ length: 8 }, nextSeat);
    await sell(
      db,
      f,
      seats.map((s) => ticketLine(f, s)),
      at(14),
      { memberNo: 'CL00000011' },
    );
    const silver = await memberOf('CL00000015');
    await db.insert(memberPointEntries).values({
      brandId: silver.brandId,
      memberId: silver.id,
      kind: 'award',
      points: 50,
      expiresOn: '2031-03-01',
      occurredOn: '2030-03-01',
    });
    await db.transaction((tx) => runMemberDaily(tx, '2031-03-10'));
    await db.transaction((tx) => runMemberDaily(tx, '2031-03-10'));
    expect((await memberOf('CL00000011')).rank).toBe(2);
    const [up] = await db
      .select()
      .from(memberRankChanges)
      .where(
        and(eq(memberRankChanges.memberId, (await memberOf('CL00000011')).id), eq(memberRankChanges.reason, 'up')),
      );
    expect(up).toMatchObject({ fromRank: 1, toRank: 2, figure: 1900 * 8, changedOn: '2031-03-10' });
    // ゴールド with no spend goes down one rank, not two on the second run.
    expect((await memberOf('CL00000040')).rank).toBe(2);
    expect((await ledgerOf('CL00000015')).map((e) => [e.kind, e.points])).toEqual([
      ['award', 50],
      ['expire', -50],
    ]);
  });
});
