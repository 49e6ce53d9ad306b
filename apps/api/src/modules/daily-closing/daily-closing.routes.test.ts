import { randomUUID } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addDays,
  businessDateOf,
  formatBusinessDate,
  tokyoMidnight,
  type BusinessDailyReport,
  type DailyClosingCalendar,
  type DailyClosingDay,
  type NonArrivalRow,
} from '@cinema/contracts';
import { rowsOf } from '../../db/client.js';
import { auditLogs, cinemas, transactions } from '../../db/schema/index.js';
import { generateCinemaDay } from '../../seed/sales-history/index.js';
import { cinemaIds, deviceToken, signIn } from '../../test/fixtures.js';
import { createTestApp, type TestContext } from '../../test/helper.js';
import { buildDay, type DayScenario } from '../business-daily/business-daily.fixtures.js';
import { closingApi, type ClosingCtx } from './daily-closing.fixtures.js';

// 日次締め (docs/reports.md, "日次締め") on the 営業日報 test day: its checklist read from the facts, 締める refused while
// red and allowed once green (the figures copied to the yen), the freeze (a late batch posts to the next open day; a
// void, an admission, 未着券 processing, a 天候 edit and the demo history are refused or skip the day; a refund made
// today lands on today), 締め解除 by head office alone with a reason, every step audited, and the scope.

let t: TestContext;
let s: DayScenario;
let ids: Record<string, number>;
let tokens: { hq: string; shinjuku: string; hq2: string };
let pos: string;
let cutoff: number;
const ctx = {} as ClosingCtx;
const { send, dayOf, deposit, note, close, lateSale } = closingApi(ctx);

beforeAll(async () => {
  t = await createTestApp();
  ids = await cinemaIds(t);
  s = await buildDay(t, ids['0101']!);
  const [hq, shinjuku, hq2] = await signIn(t, 'hq', 'shinjuku', 'hq2');
  tokens = { hq, shinjuku, hq2 };
  pos = await deviceToken(t, hq, ids['0101']!, 'pos');
  const [c] = await t.database.db
    .select({ brandId: cinemas.brandId, cutoff: cinemas.businessDayCutoffHour })
    .from(cinemas)
    .where(eq(cinemas.id, ids['0101']!));
  cutoff = c!.cutoff;
  Object.assign(ctx, { t, tokens, pos, brandId: c!.brandId });
}, 180_000);
afterAll(() => t.close());

const item = (d: DailyClosingDay, key: string) => d.checklist.find((c) => c.key === key)!;
const at = (day: string, hours: number) => new Date(tokyoMidnight(day) + hours * 3_600_000).toISOString();

describe('日次締め', () => {
  it('reads the checklist from the day’s facts, and refuses 締める while it is red, naming the items', async () => {
    const d = await dayOf(tokens.shinjuku, s.day);
    expect(d.status).toBe('open');
    expect(item(d, 'shifts')).toMatchObject({ ok: true, detail: 'すべてのシフトが精算済みです' });
    expect(item(d, 'pendingPayments').ok).toBe(true);
    // Two seats sold two days before and two on the day, none admitted, the screening over.
    expect(item(d, 'nonArrival')).toMatchObject({ ok: false, detail: '処理されていない未着券が4席あります' });
    expect(item(d, 'nonArrival').link).toEqual({
      path: '/non-arrival-ticket-record',
      search: { businessDate: s.day },
    });
    // The shift closed ¥100 short.
    expect(item(d, 'cash')).toMatchObject({ ok: false });
    expect(item(d, 'cash').detail).toContain('-100円');
    expect(item(d, 'weather').ok).toBe(false);
    expect(item(d, 'deposit').ok).toBe(false);
    expect(d.ready).toBe(false);
    // The 営業日報 figures of the day: 7,200 box office (4 persons), 2,800 shop; cash 4,600 less the refund of
    // 1,800, credit 1,800 (a ticket for a later day), ムビチケ 1,800.
    expect(d.figures).toMatchObject({
      admissions: 4,
      boxOffice: 7200,
      shopSales: 2800,
      otherSales: 0,
      totalSales: 10_000,
      paymentsTotal: 6400,
      overShort: -100,
    });
    expect(d.figures.payments).toEqual(
      expect.arrayContaining([
        { kind: 'cash', label: '現金', net: 2800 },
        { kind: 'credit', label: 'クレジットカード', net: 1800 },
        { kind: 'movieTicket', label: 'ムビチケ', net: 1800 },
      ]),
    );

    const refused = await close(tokens.shinjuku, s.day);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      '締められません。未完了の項目があります：未着券処理済、現金過不足、天候入力、銀行預入',
    );
  });

  it('marks the red days of the month on the calendar', async () => {
    const res = await send(tokens.shinjuku, 'GET', `/api/dailyClosing/calendar?month=${s.day.slice(0, 7)}`);
    expect(res.statusCode, res.body).toBe(200);
    const cal = res.json().data as DailyClosingCalendar;
    const day = cal.days.find((x) => x.businessDate === s.day)!;
    expect(day).toMatchObject({ status: 'open', warning: true });
    expect(day.failing).toEqual(['未着券処理済', '現金過不足', '天候入力', '銀行預入']);
    expect(cal.days).toHaveLength(new Date(Date.UTC(+s.day.slice(0, 4), +s.day.slice(5, 7), 0)).getUTCDate());
    const bad = await send(tokens.shinjuku, 'GET', '/api/dailyClosing/calendar?month=2031-13');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('「対象月」');
  });

  it('closes once every item is green, copying the figures; audited', async () => {
    const list = await send(tokens.shinjuku, 'GET', `/api/nonArrival/list?businessDate=${s.day}`);
    const seats = list.json().data.list as NonArrivalRow[];
    expect(seats).toHaveLength(4);
    const recorded = await send(tokens.shinjuku, 'POST', '/api/nonArrival/record', {
      lineIds: seats.map((x) => x.lineId),
      outcome: 'noShow',
    });
    expect(recorded.statusCode, recorded.body).toBe(200);
    expect((await note(s.day)).statusCode).toBe(200);
    // A difference needs its explanation.
    expect((await deposit(s.day)).statusCode).toBe(200);
    let d = await dayOf(tokens.shinjuku, s.day);
    expect(item(d, 'cash').ok).toBe(false);
    const saved = await deposit(s.day, { cashDifferenceNote: '釣銭の渡し間違い（100円不足）' });
    expect(saved.statusCode, saved.body).toBe(200);
    d = saved.json().data as DailyClosingDay;
    expect(d.deposit).toMatchObject({ depositAmount: 2700, depositBagNo: 'B-0042', depositorName: '山田 太郎' });
    expect(d.checklist.every((c) => c.ok)).toBe(true);

    const closed = await close(tokens.shinjuku, s.day);
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json().message).toBe('日次締めを行いました');
    d = closed.json().data as DailyClosingDay;
    expect(d).toMatchObject({ status: 'closed', ready: true });
    expect(d.closedByName).toBeTruthy();
    expect(d.figures).toMatchObject({ totalSales: 10_000, paymentsTotal: 6400 });
    const [row] = await rowsOf<{ snapshot: { boxOffice: number; shopSales: number } }>(
      t.database.db.execute(
        sql`select snapshot from daily_closings where cinema_id = ${ids['0101']} and business_date = ${s.day}`,
      ),
    );
    expect(row!.snapshot).toMatchObject({ boxOffice: 7200, shopSales: 2800 });
    const again = await close(tokens.shinjuku, s.day);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/はすでに締め済みです$/);

    const audits = await t.database.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.entity, 'dailyClosing'), eq(auditLogs.entityId, `${ids['0101']}:${s.day}`)))
      .orderBy(asc(auditLogs.id));
    expect(audits.map((a) => a.action)).toEqual(['create', 'update', 'close']);
    expect(audits[2]!.summary).toContain('日次締め（売上合計 10,000円、動員 4人）');
    expect(audits[2]!.cinemaId).toBe(ids['0101']);

    // 営業日報 says so, and the calendar.
    const report = (to: string) =>
      send(tokens.hq, 'GET', `/api/businessDaily/report?from=${s.day}&to=${to}&cinemaIds=${ids['0101']}`);
    expect(((await report(s.day)).json().data as BusinessDailyReport).closing).toBe('closed');
    expect(((await report(addDays(s.day, 1))).json().data as BusinessDailyReport).closing).toBe('open');
    const cal = await send(tokens.shinjuku, 'GET', `/api/dailyClosing/calendar?month=${s.day.slice(0, 7)}`);
    expect((cal.json().data as DailyClosingCalendar).days.find((x) => x.businessDate === s.day)).toMatchObject({
      status: 'closed',
      warning: false,
    });
  });

  it('posts a late batch of the closed day to the next open 営業日, listed on both days', async () => {
    const first = await lateSale(at(s.day, 18));
    expect(first).toMatchObject({ salesBusinessDate: addDays(s.day, 1), postedFromBusinessDate: s.day });
    expect(first.occurredAt.toISOString()).toBe(at(s.day, 18));
    // The next day closed too: the one after it.
    expect((await note(addDays(s.day, 1))).statusCode).toBe(200);
    expect((await deposit(addDays(s.day, 1), { depositAmount: 0 })).statusCode).toBe(200);
    // The late sale's credit is not cash: the day is green.
    expect((await close(tokens.shinjuku, addDays(s.day, 1))).statusCode).toBe(200);
    const second = await lateSale(at(s.day, 19));
    expect(second).toMatchObject({ salesBusinessDate: addDays(s.day, 2), postedFromBusinessDate: s.day });

    const d = await dayOf(tokens.hq, s.day, ids['0101']);
    expect(d.lateDocuments.map((x) => [x.transactionNo, x.postedFromBusinessDate, x.salesBusinessDate])).toEqual([
      [String(first.transactionNo), s.day, addDays(s.day, 1)],
      [String(second.transactionNo), s.day, addDays(s.day, 2)],
    ]);
    // The closed day's figures are the copy taken at the close.
    expect(d.figures.shopSales).toBe(2800);
    const next = await dayOf(tokens.hq, addDays(s.day, 2), ids['0101']);
    expect(next.lateDocuments.map((x) => x.transactionNo)).toEqual([String(second.transactionNo)]);
  });

  it('refuses a void of a closed day’s sale and allows its refund today, which lands on today', async () => {
    const [sale] = await rowsOf<{ id: string }>(
      t.database.db.execute(sql`select id from transactions where cinema_id = ${ids['0101']}
        and sales_business_date = ${s.day} and kind = 'sale' and status = 'success' and shift_id is null
        and total > 0 and id in (select transaction_id from transaction_lines where screening_business_date = ${addDays(s.day, 3)})`),
    );
    const voided = await send(tokens.shinjuku, 'POST', '/api/transactionHistory/void', {
      id: sale!.id,
      reason: '誤操作',
    });
    expect(voided.statusCode).toBe(409);
    expect(voided.json().message).toMatch(
      /^\d{4}\/\d{2}\/\d{2}（.）は締め済みです。締め済みの営業日の取引は取消できません/,
    );
    const refunded = await send(tokens.shinjuku, 'POST', '/api/transactionHistory/refund', {
      id: sale!.id,
      reason: 'お客様都合',
    });
    expect(refunded.statusCode, refunded.body).toBe(200);
    const [refund] = await t.database.db
      .select()
      .from(transactions)
      .where(and(eq(transactions.originalId, sale!.id), eq(transactions.kind, 'refund')));
    expect(refund).toMatchObject({
      salesBusinessDate: businessDateOf(new Date(), cutoff),
      postedFromBusinessDate: null,
      total: -1800,
    });
  });

  it('refuses an admission, 未着券 processing, a 天候 edit and a 銀行預入 of the closed day, naming it', async () => {
    const list = await send(tokens.shinjuku, 'GET', `/api/nonArrival/list?businessDate=${s.day}`);
    const seat = (list.json().data.list as NonArrivalRow[])[0]!;
    const named = expect.stringMatching(new RegExp(`^${formatBusinessDate(s.day)}は締め済みです`)) as unknown as string;
    const scan = await send(pos, 'POST', '/api/device/documents', {
      kind: 'admission',
      clientId: randomUUID(),
      deviceSeq: 900_001,
      occurredAt: new Date().toISOString(),
      screeningId: seat.screeningId,
      seatKey: seat.seatKey,
      action: 'admit',
    });
    expect(scan.statusCode).toBe(409);
    expect(scan.json().message).toEqual(named);
    const processed = await send(tokens.shinjuku, 'POST', '/api/nonArrival/record', {
      lineIds: [seat.lineId],
      outcome: 'missedScan',
    });
    expect(processed.statusCode).toBe(409);
    expect(processed.json().message).toBe(`${formatBusinessDate(s.day)}は締め済みです`);
    const edited = await send(tokens.shinjuku, 'PUT', '/api/businessDaily/note', {
      businessDate: s.day,
      weather: 'raining',
      version: 1,
    });
    expect(edited.statusCode).toBe(409);
    expect(edited.json().message).toEqual(named);
    const dep = await deposit(s.day, { depositAmount: 1 });
    expect(dep.statusCode).toBe(409);
    expect(dep.json().message).toEqual(named);
  });

  it('keeps the demo history off a closed day', async () => {
    const written = await t.database.db.transaction((tx) => generateCinemaDay(tx, ids['0101']!, s.day));
    expect(written).toBeNull();
  });

  it('shows head office each cinema’s state of the day', async () => {
    const res = await send(tokens.hq, 'GET', `/api/dailyClosing/states?businessDate=${s.day}`);
    expect(res.statusCode, res.body).toBe(200);
    const list = res.json().data.list as { cinemaId: number; status: string }[];
    expect(list.find((c) => c.cinemaId === ids['0101'])?.status).toBe('closed');
    expect(list.find((c) => c.cinemaId === ids['0102'])?.status).toBe('open');
    // Yesterday by default.
    const yesterday = await send(tokens.hq, 'GET', '/api/dailyClosing/states');
    expect(yesterday.json().data.businessDate).toBe(addDays(businessDateOf(new Date(), cutoff), -1));
  });

  it('reopens for head office alone, with a reason; audited; the day takes documents again', async () => {
    const body = { cinemaId: ids['0101'], businessDate: s.day, reason: '売店の計上漏れを修正するため' };
    const staff = await send(tokens.shinjuku, 'POST', '/api/dailyClosing/reopen', body);
    expect(staff.statusCode).toBe(403);
    const other = await send(tokens.hq2, 'POST', '/api/dailyClosing/reopen', body);
    expect(other.statusCode).toBe(404);
    const blank = await send(tokens.hq, 'POST', '/api/dailyClosing/reopen', { ...body, reason: '' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toContain('締め解除の理由');
    const ok = await send(tokens.hq, 'POST', '/api/dailyClosing/reopen', body);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data).toMatchObject({ status: 'reopened', reopenReason: body.reason });
    const twice = await send(tokens.hq, 'POST', '/api/dailyClosing/reopen', body);
    expect(twice.statusCode).toBe(409);
    const [audit] = await t.database.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.entity, 'dailyClosing'), eq(auditLogs.action, 'reopen')));
    expect(audit!.summary).toContain('締め解除（理由：売店の計上漏れを修正するため）');
    const late = await lateSale(at(s.day, 20));
    expect(late).toMatchObject({ salesBusinessDate: s.day, postedFromBusinessDate: null });
  });
});
