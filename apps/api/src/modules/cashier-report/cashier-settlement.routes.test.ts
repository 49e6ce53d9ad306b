import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import {
  cashierSettlementMessages as msg,
  dailyClosingMessages,
  type CashierReportDetail,
  type CashierReportRow,
  type DailyClosingDay,
} from '@cinema/contracts';
import { auditLogs, cashierShifts, deviceNotificationLogs } from '../../db/schema/index.js';
import { fieldsOf } from '../../test/fixtures.js';
import { auth, createTestApp, type TestContext } from '../../test/helper.js';
import { addCinemaStaff } from '../../test/staff.js';
import { cinemaAccount } from '../houses/houses.fixtures.js';
import { nextDoc, salesFixture, type SalesFixture } from '../sales/sales.fixtures.js';

// レジ精算's console actions (docs/sales.md, "console settlement"): 精算 of a working shift whose device died, with the
// device API's 理論現金在高; 再精算 keeping the original; 責任者承認 cleared by a 再精算; a closed day frozen; the device's
// late shift_close accepted without changing the console's count.
let t: TestContext;
let s: SalesFixture;
const tokens: Record<'shinjuku' | 'viewer' | 'hq' | 'umeda', string> = {} as never;

const post = (path: string, id: string, body?: object, token = tokens.shinjuku) =>
  t.app.inject({
    method: 'POST',
    url: `/api/cashierReport/${path}/${id}`,
    headers: auth(token),
    ...(body ? { payload: body } : {}),
  });
const detail = async (id: string) =>
  (await t.app.inject({ url: `/api/cashierReport/detail/${id}`, headers: auth(tokens.shinjuku) })).json()
    .data as CashierReportDetail;

/** A register of 新宿 with a working shift: a ¥30,000 float and one cash shop sale. Its 理論現金在高 is float + sale. */
async function workingShift() {
  const device = await s.token(`POS${randomUUID().slice(0, 6).toUpperCase()}`);
  const open = { kind: 'shift_open', ...nextDoc(), openingFloat: 30000, staffName: '佐藤' };
  expect((await s.post(open, device)).statusCode).toBe(200);
  const sale = s.sale([], { shiftClientId: open.clientId }, 1);
  const res = await s.post(sale, device);
  expect(res.statusCode, res.body).toBe(200);
  return { device, id: open.clientId, expected: 30000 + sale.total };
}

/** A count of `yen` in ¥1,000 notes and ¥1 coins. */
const countOf = (yen: number) => ({ '1000': Math.floor(yen / 1000), '1': yen % 1000 });

beforeAll(async () => {
  t = await createTestApp();
  s = await salesFixture(t, '2031-04-16');
  await addCinemaStaff(t.database.db, {
    userName: 'cs-viewer',
    cinemaCodes: ['0101'],
    permissions: { operations: ['view'] },
  });
  tokens.shinjuku = await t.login('shinjuku');
  tokens.viewer = await t.login('cs-viewer');
  tokens.hq = s.hq;
  tokens.umeda = await cinemaAccount(t, 'umeda-cs', 'MIRAI', '劇場スタッフ', '0201');
});
afterAll(() => t.close());

describe('精算 from the console', () => {
  it('closes a working shift with the device API’s 理論現金在高, asks a reason for a difference, and audits it', async () => {
    const shift = await workingShift();
    const short = await post('settle', shift.id, { countedCash: countOf(shift.expected - 100) });
    expect(short.statusCode).toBe(400);
    expect(fieldsOf(short.json())).toEqual({ overShortReason: msg.overShortReason });
    expect((await detail(shift.id)).status).toBe('working');

    const res = await post('settle', shift.id, {
      countedCash: countOf(shift.expected - 100),
      overShortReason: '釣銭ミス',
    });
    expect(res.statusCode, res.body).toBe(200);
    const d = res.json().data as CashierReportDetail;
    expect(d).toMatchObject({
      mode: 'Z',
      status: 'closed',
      closedFrom: 'console',
      closedByName: '新宿 劇場スタッフ',
      expectedCash: shift.expected,
      countedCash: shift.expected - 100,
      overShort: -100,
      overShortReason: '釣銭ミス',
      approvedBy: null,
    });
    expect(d.denominations.find((x) => x.denomination === 1000)?.count).toBe(Math.floor((shift.expected - 100) / 1000));
    expect(d.settlements).toEqual([
      expect.objectContaining({ kind: 'settle', closedFrom: 'console', overShort: -100, byName: '新宿 劇場スタッフ' }),
    ]);
    const [row] = await t.database.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.entity, 'cashierShift'), eq(auditLogs.entityId, shift.id)));
    expect(row).toMatchObject({ action: 'settle', userName: 'shinjuku' });
    expect(row!.summary).toContain('過不足 -100円');

    // Closed once: a second 精算 is refused and says to settle again.
    const again = await post('settle', shift.id, { countedCash: countOf(shift.expected) });
    expect([again.statusCode, again.json().message]).toEqual([409, msg.notWorking]);
  });

  it('accepts the device’s late shift_close once its shift was closed from the console, and keeps the console’s count', async () => {
    const shift = await workingShift();
    expect((await post('settle', shift.id, { countedCash: countOf(shift.expected) })).statusCode).toBe(200);
    const close = {
      kind: 'shift_close',
      ...nextDoc(),
      shiftClientId: shift.id,
      countedCash: countOf(shift.expected + 500),
      overShortReason: '端末の計数',
    };
    const late = await s.post(close, shift.device);
    expect(late.statusCode, late.body).toBe(200);
    expect(late.json().data).toMatchObject({ kind: 'shift_close', total: 0 });
    expect(await detail(shift.id)).toMatchObject({ countedCash: shift.expected, overShort: 0, closedFrom: 'console' });
    // Sent again (its queue retrying): the stored answer, and still one notification.
    const replay = await s.post(close, shift.device);
    expect([replay.statusCode, replay.headers['idempotent-replayed']]).toEqual([200, 'true']);
    const notes = await t.database.db
      .select()
      .from(deviceNotificationLogs)
      .where(sql`${deviceNotificationLogs.message} like ${`%${(shift.expected + 500).toLocaleString('ja-JP')}円%`}`);
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({ level: 'warning', kind: 'other' });
    expect(notes[0]!.message).toContain('管理画面で精算済みのシフト');

    // A shift its own device closed stays closed to a second close, as before.
    const other = await workingShift();
    const first = { kind: 'shift_close', ...nextDoc(), shiftClientId: other.id, countedCash: countOf(other.expected) };
    expect((await s.post(first, other.device)).statusCode).toBe(200);
    const second = { ...first, ...nextDoc() };
    expect((await s.post(second, other.device)).statusCode).toBe(409);
  });
});

describe('再精算 and 責任者承認', () => {
  it('approves a closed shift; a 再精算 keeps the original, takes the new count and clears the approval', async () => {
    const shift = await workingShift();
    const close = {
      kind: 'shift_close',
      ...nextDoc(),
      shiftClientId: shift.id,
      countedCash: countOf(shift.expected - 1000),
      overShortReason: '不明',
    };
    expect((await s.post(close, shift.device)).statusCode).toBe(200);

    const approved = await post('approve', shift.id);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().data).toMatchObject({ approvedBy: '新宿 劇場スタッフ' });
    expect((await post('approve', shift.id)).json().message).toBe(msg.approvedAlready);
    const list = await t.app.inject({
      url: `/api/cashierReport/list?from=${(await detail(shift.id)).salesBusinessDate}&to=${(await detail(shift.id)).salesBusinessDate}&status=closed`,
      headers: auth(tokens.shinjuku),
    });
    expect((list.json().data.list as CashierReportRow[]).find((r) => r.id === shift.id)).toMatchObject({
      approvedBy: '新宿 劇場スタッフ',
      closedFrom: 'device',
    });

    const noReason = await post('resettle', shift.id, { countedCash: countOf(shift.expected) });
    expect([noReason.statusCode, fieldsOf(noReason.json())]).toEqual([400, { reason: msg.reasonRequired }]);
    const diff = await post('resettle', shift.id, { countedCash: countOf(shift.expected + 10), reason: '数え直し' });
    expect(fieldsOf(diff.json())).toEqual({ overShortReason: msg.overShortReason });

    const res = await post('resettle', shift.id, {
      countedCash: countOf(shift.expected),
      reason: '金庫から千円札が見つかった',
    });
    expect(res.statusCode, res.body).toBe(200);
    const d = res.json().data as CashierReportDetail;
    expect(d).toMatchObject({ countedCash: shift.expected, overShort: 0, approvedBy: null, closedFrom: 'device' });
    expect(d.settlements).toEqual([
      expect.objectContaining({
        kind: 'settle',
        closedFrom: 'device',
        countedTotal: shift.expected - 1000,
        overShort: -1000,
        overShortReason: '不明',
        byName: '佐藤',
      }),
      expect.objectContaining({
        kind: 'resettle',
        closedFrom: 'console',
        countedTotal: shift.expected,
        overShort: 0,
        reason: '金庫から千円札が見つかった',
        byName: '新宿 劇場スタッフ',
      }),
    ]);
    // A second 再精算 adds to the history; the first two stay as they were.
    await post('resettle', shift.id, {
      countedCash: countOf(shift.expected - 1),
      overShortReason: '1円',
      reason: '再確認',
    });
    const after = await detail(shift.id);
    expect(after.settlements.map((x) => x.countedTotal)).toEqual([
      shift.expected - 1000,
      shift.expected,
      shift.expected - 1,
    ]);
    const actions = await t.database.db
      .select({ action: auditLogs.action })
      .from(auditLogs)
      .where(and(eq(auditLogs.entity, 'cashierShift'), eq(auditLogs.entityId, shift.id)));
    expect(actions.map((a) => a.action).sort()).toEqual(['approve', 'resettle', 'resettle']);
  });

  it('refuses 再精算 and 承認 of a working shift', async () => {
    const shift = await workingShift();
    const body = { countedCash: countOf(shift.expected), reason: 'x' };
    expect([
      (await post('resettle', shift.id, body)).json().message,
      (await post('approve', shift.id)).json().message,
    ]).toEqual([msg.notClosed, msg.notClosed]);
  });
});

describe('who may, and closed days', () => {
  it('is cinema staff’s with 運営 update: a viewer and head office 403, another brand 404', async () => {
    const shift = await workingShift();
    const body = { countedCash: countOf(shift.expected) };
    expect((await post('settle', shift.id, body, tokens.viewer)).statusCode).toBe(403);
    expect((await post('settle', shift.id, body, tokens.umeda)).statusCode).toBe(404);
    await t.app.inject({
      method: 'POST',
      url: '/api/session/cinema',
      headers: auth(tokens.hq),
      payload: { cinemaId: s.ids['0101'] },
    });
    expect((await post('settle', shift.id, body, tokens.hq)).statusCode).toBe(403);
    expect((await post('approve', randomUUID())).statusCode).toBe(404);
    expect((await detail(shift.id)).status).toBe('working');
  });

  it('counts a console-closed shift as settled in 日次締め, and refuses every action once its day is closed', async () => {
    const day = '2031-01-05';
    const shift = await workingShift();
    const other = await workingShift();
    const db = t.database.db;
    await db.update(cashierShifts).set({ salesBusinessDate: day }).where(eq(cashierShifts.id, shift.id));
    await db.update(cashierShifts).set({ salesBusinessDate: day }).where(eq(cashierShifts.id, other.id));
    const dayOf = async () =>
      (await t.app.inject({ url: `/api/dailyClosing/day?businessDate=${day}`, headers: auth(tokens.shinjuku) })).json()
        .data as DailyClosingDay;
    expect((await dayOf()).checklist.find((c) => c.key === 'shifts')?.ok).toBe(false);
    expect(
      (await post('settle', shift.id, { countedCash: countOf(shift.expected + 30), overShortReason: '多い' }))
        .statusCode,
    ).toBe(200);
    expect((await post('settle', other.id, { countedCash: countOf(other.expected) })).statusCode).toBe(200);
    const open = await dayOf();
    expect(open.checklist.find((c) => c.key === 'shifts')).toMatchObject({ ok: true });
    expect(open.checklist.find((c) => c.key === 'cash')?.detail).toContain('30円');

    const working = await workingShift();
    await db.update(cashierShifts).set({ salesBusinessDate: day }).where(eq(cashierShifts.id, working.id));
    await db.execute(sql`insert into daily_closings (brand_id, cinema_id, business_date, status, closed_at)
      values (${s.f.brandId}, ${s.f.id}, ${day}, 'closed', now())`);
    const frozen = dailyClosingMessages.frozen(day);
    const settle = await post('settle', working.id, { countedCash: countOf(working.expected) });
    expect([settle.statusCode, settle.json().message]).toEqual([409, frozen]);
    const resettle = await post('resettle', shift.id, { countedCash: countOf(shift.expected), reason: 'x' });
    expect([resettle.statusCode, resettle.json().message]).toEqual([409, frozen]);
    expect((await post('approve', shift.id)).json().message).toBe(frozen);
    expect(await detail(working.id)).toMatchObject({ status: 'working' });
    expect(await detail(shift.id)).toMatchObject({ overShort: 30, approvedBy: null });
  });
});
