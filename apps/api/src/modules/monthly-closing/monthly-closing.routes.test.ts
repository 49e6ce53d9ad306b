import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  businessDateOf,
  type MonthlyClosingCloseAllAnswer,
  type MonthlyClosingDetail,
  type MonthlyClosingList,
} from '@cinema/contracts';
import { rowsOf } from '../../db/client.js';
import { auditLogs, cinemas, clients } from '../../db/schema/index.js';
import { cinemaIds, signIn } from '../../test/fixtures.js';
import { createTestApp, type TestContext } from '../../test/helper.js';
import { itemLine, salesFixture, type SalesFixture } from '../transaction-history/transaction-history.fixtures.js';
import { caller, closeDays, filmDay, receipt } from './monthly-closing.fixtures.js';

// 月次締め (docs/reports.md, "月次締め") at 新宿 on a past month: 締める refused while days are open (naming five, then
// 「ほか N 日」) or the month has not ended, allowed once every day is closed, fixing the snapshot (films, 掛売 per
// 取引先, 入庫 per 売店グループ) that later facts do not change; 日次締め's 締め解除 refused while the month is closed;
// 全劇場を締める closing the ready cinema and saying why the others were not; 締め解除 by head office with a reason;
// cinema staff writing nothing; every step audited.

let t: TestContext;
let send: ReturnType<typeof caller>;
let ids: Record<string, number>;
let tokens: { hq: string; shinjuku: string; hq2: string };
let f: SalesFixture;
let brandId: number;
let filmIds: number[];
let clientId: number;
const M = '2024-06';
const shinjuku = () => ids['0101']!;

beforeAll(async () => {
  t = await createTestApp();
  send = caller(t);
  ids = await cinemaIds(t);
  const [hq, sj, hq2] = await signIn(t, 'hq', 'shinjuku', 'hq2');
  tokens = { hq, shinjuku: sj, hq2 };
  const db = t.database.db;
  f = await salesFixture(db, `${M}-10`);
  brandId = f.brandId;
  filmIds = (
    await rowsOf<{ id: number }>(db.execute(sql`select id from films where brand_id = ${brandId} order by id limit 2`))
  ).map((r) => r.id);
  const [client] = await db
    .select({ id: clients.id })
    .from(clients)
    .where(eq(clients.brandId, brandId))
    .orderBy(asc(clients.id))
    .limit(1);
  clientId = client!.id;
  // The month's facts: two films' box office, a 掛売 of 3 goods on the 10th, a 入庫 of 24 of them at ¥150.
  await filmDay(t, {
    brandId,
    cinemaId: shinjuku(),
    day: `${M}-05`,
    filmId: filmIds[0]!,
    tickets: 10,
    booked: 18_000,
    tax: 1636,
  });
  await filmDay(t, {
    brandId,
    cinemaId: shinjuku(),
    day: `${M}-06`,
    filmId: filmIds[1]!,
    tickets: 4,
    booked: 6000,
    tax: 545,
  });
  const sale = await send(tokens.hq, 'POST', '/api/transactionHistoryCl/create', {
    cinemaId: shinjuku(),
    clientId,
    accountDate: `${M}-10`,
    lines: [itemLine(f.goods, 3)],
  });
  expect(sale.statusCode, sale.body).toBe(200);
  await db.execute(sql`update shop_items set purchase_price = 150 where id = ${f.goods.id}`);
  await receipt(t, { brandId, cinemaId: shinjuku(), itemId: f.goods.id, quantity: 24, day: `${M}-03` });
  // Every day closed but the last six.
  await closeDays(t, brandId, shinjuku(), M, 1, 24);
}, 120_000);
afterAll(() => t.close());

const list = async (token: string, month: string) => {
  const res = await send(token, 'GET', `/api/monthlyClosing/list?month=${month}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as MonthlyClosingList;
};
const detail = async (month: string, cinemaId = shinjuku()) => {
  const res = await send(tokens.hq, 'GET', `/api/monthlyClosing/detail?cinemaId=${cinemaId}&month=${month}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as MonthlyClosingDetail;
};
const close = (token: string, month: string, cinemaId = shinjuku()) =>
  send(token, 'POST', '/api/monthlyClosing/close', { cinemaId, month });

describe('月次締め', () => {
  it('lists each cinema’s month with its closed days and blockers, and refuses 締める naming the open days', async () => {
    const l = await list(tokens.hq, M);
    const row = l.list.find((r) => r.cinemaId === shinjuku())!;
    expect(row).toMatchObject({
      status: 'open',
      daysClosed: 24,
      daysInMonth: 30,
      boxOffice: 24_000,
      admissions: 14,
      ready: false,
      blockers: ['6/25、6/26、6/27、6/28、6/29 ほか 1 日 が未締めです'],
    });
    expect(l.list.length).toBeGreaterThan(1);
    expect(l.list.find((r) => r.cinemaId === ids['0102'])?.blockers[0]).toMatch(
      /^6\/1、6\/2、.* ほか 25 日 が未締めです$/,
    );

    const refused = await close(tokens.hq, M);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('締められません。6/25、6/26、6/27、6/28、6/29 ほか 1 日 が未締めです');
  });

  it('refuses a month that has not ended', async () => {
    const [c] = await t.database.db
      .select({ cutoff: cinemas.businessDayCutoffHour })
      .from(cinemas)
      .where(eq(cinemas.id, shinjuku()));
    const thisMonth = businessDateOf(new Date(), c!.cutoff).slice(0, 7);
    const res = await close(tokens.hq, thisMonth);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/^締められません。\d{4}年\d{1,2}月は終わっていません（最終営業日 \d+\/\d+）/);
  });

  it('closes once every day is closed, fixing the snapshot; later facts do not change it; audited', async () => {
    await closeDays(t, brandId, shinjuku(), M, 25, 30);
    const res = await close(tokens.hq, M);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('月次締めを行いました');
    const d = res.json().data as MonthlyClosingDetail;
    expect(d).toMatchObject({ status: 'closed', fixed: true, daysClosed: 30, blockers: [], ready: false });
    expect(d.closedByName).toBeTruthy();
    expect(d.figures.films).toEqual([
      { filmId: filmIds[0], filmName: expect.any(String), admissions: 10, boxOffice: 18_000, boxOfficeNet: 16_364 },
      { filmId: filmIds[1], filmName: expect.any(String), admissions: 4, boxOffice: 6000, boxOfficeNet: 5455 },
    ]);
    expect(d.figures.receivables).toEqual([
      expect.objectContaining({ clientId, documents: 1, amount: f.goods.price * 3 }),
    ]);
    expect(d.figures.receivablesTotal).toBe(f.goods.price * 3);
    expect(d.figures.payables).toEqual([{ group: 'product', label: 'グッズ', quantity: 24, amount: 3600 }]);
    expect(d.figures.payablesTotal).toBe(3600);

    // A late R1T row (a rebuild, say) changes neither the closed month's detail nor its row.
    await filmDay(t, {
      brandId,
      cinemaId: shinjuku(),
      day: `${M}-07`,
      filmId: filmIds[0]!,
      tickets: 1,
      booked: 1800,
      tax: 163,
    });
    expect((await detail(M)).figures.totals.boxOffice).toBe(24_000);
    expect((await list(tokens.hq, M)).list.find((r) => r.cinemaId === shinjuku())).toMatchObject({
      status: 'closed',
      boxOffice: 24_000,
    });
    const again = await close(tokens.hq, M);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('2024年6月はすでに月次締め済みです');

    const [audit] = await t.database.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.entity, 'monthlyClosing'), eq(auditLogs.action, 'close')));
    expect(audit).toMatchObject({ entityId: `${shinjuku()}:${M}`, cinemaId: shinjuku() });
    expect(audit!.summary).toContain('2024年6月 月次締め（');
    expect(audit!.summary).toContain('興行収入 24,000円、動員 14人）');
  });

  it('refuses 日次締め’s 締め解除 of a day of the closed month', async () => {
    const res = await send(tokens.hq, 'POST', '/api/dailyClosing/reopen', {
      cinemaId: shinjuku(),
      businessDate: `${M}-10`,
      reason: '修正のため',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('2024年06月は月次締め済みのため締め解除できません');
    const day = await send(tokens.hq, 'GET', `/api/dailyClosing/day?cinemaId=${shinjuku()}&businessDate=${M}-10`);
    expect(day.json().data.monthClosed).toBe(true);
  });

  it('keeps every write from cinema staff', async () => {
    expect((await close(tokens.shinjuku, M)).statusCode).toBe(403);
    expect((await send(tokens.shinjuku, 'POST', '/api/monthlyClosing/closeAll', { month: M })).statusCode).toBe(403);
    const reopen = await send(tokens.shinjuku, 'POST', '/api/monthlyClosing/reopen', {
      cinemaId: shinjuku(),
      month: M,
      reason: '確認',
    });
    expect(reopen.statusCode).toBe(403);
  });

  it('closes every ready cinema with 全劇場を締める and says why the others were not', async () => {
    const month = '2024-07';
    await closeDays(t, brandId, shinjuku(), month);
    const res = await send(tokens.hq, 'POST', '/api/monthlyClosing/closeAll', { month });
    expect(res.statusCode, res.body).toBe(200);
    const a = res.json().data as MonthlyClosingCloseAllAnswer;
    expect(a.closed).toEqual([{ cinemaId: shinjuku(), cinemaName: expect.any(String) }]);
    expect(a.refused.length).toBeGreaterThan(0);
    expect(a.refused.find((r) => r.cinemaId === ids['0102'])?.reason).toMatch(
      /^締められません。7\/1、.* ほか 26 日 が未締めです$/,
    );
    expect(res.json().message).toBe(`1劇場を締めました（${a.refused.length}劇場は締められませんでした）`);
    // Run again: the closed one says so.
    const twice = (await send(tokens.hq, 'POST', '/api/monthlyClosing/closeAll', { month })).json()
      .data as MonthlyClosingCloseAllAnswer;
    expect(twice.closed).toEqual([]);
    expect(twice.refused.find((r) => r.cinemaId === shinjuku())?.reason).toBe('2024年7月はすでに月次締め済みです');
  });

  it('reopens for head office with a reason; audited; the days may be reopened again', async () => {
    const body = { cinemaId: shinjuku(), month: M, reason: '請求額の訂正のため' };
    expect((await send(tokens.hq2, 'POST', '/api/monthlyClosing/reopen', body)).statusCode).toBe(404);
    const blank = await send(tokens.hq, 'POST', '/api/monthlyClosing/reopen', { ...body, reason: '' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toContain('締め解除の理由');
    const long = await send(tokens.hq, 'POST', '/api/monthlyClosing/reopen', { ...body, reason: 'あ'.repeat(201) });
    expect(long.statusCode).toBe(400);
    const ok = await send(tokens.hq, 'POST', '/api/monthlyClosing/reopen', body);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data).toMatchObject({ status: 'reopened', reopenReason: body.reason, fixed: false, ready: true });
    // Open again: live figures, the late row counted.
    expect((ok.json().data as MonthlyClosingDetail).figures.totals.boxOffice).toBe(25_800);
    const twice = await send(tokens.hq, 'POST', '/api/monthlyClosing/reopen', body);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('2024年6月は月次締めされていません');
    const [audit] = await t.database.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.entity, 'monthlyClosing'), eq(auditLogs.action, 'reopen')));
    expect(audit!.summary).toContain('月次締めの解除（理由：請求額の訂正のため）');
    const day = await send(tokens.hq, 'POST', '/api/dailyClosing/reopen', {
      cinemaId: shinjuku(),
      businessDate: `${M}-10`,
      reason: '修正のため',
    });
    expect(day.statusCode, day.body).toBe(200);
  });
});
