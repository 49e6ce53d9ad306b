import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  addDays,
  cashFromMessages,
  invalidTransitionMessage,
  tokyoDateOf,
  type CashierReportRow,
  type HistoryDetail,
} from '@cinema/contracts';
import { auditLogs, transactions } from '../../db/schema/index.js';
import { newFactId } from '../../platform/fact-id.js';
import { deviceToken, fieldsOf } from '../../test/fixtures.js';
import { auth, createTestApp, type TestContext } from '../../test/helper.js';
import { addCinemaStaff } from '../../test/staff.js';
import { cinemaAccount } from '../houses/houses.fixtures.js';
import { itemLine, salesFixture, sell, ticketLine, type SalesFixture } from './transaction-history.fixtures.js';

// 払戻 and 取消 from the console: back-office documents through the one write path, audited.
let t: TestContext;
let tokens: { shinjuku: string; viewer: string; hq: string; umeda: string };
let f: SalesFixture;
let seat = 0;
const DAY = '2031-04-07';

const post = (path: string, body: Record<string, unknown>, token = tokens.shinjuku) =>
  t.app.inject({ method: 'POST', url: `/api/transactionHistory/${path}`, headers: auth(token), payload: body });
const sale = async (lines = 2) =>
  (
    await sell(
      t.database.db,
      f,
      [...Array.from({ length: lines }, () => ticketLine(f, f.seats[seat++]!)), itemLine(f.popcorn, 3)],
      '2031-04-05T11:00:00+09:00',
    )
  ).transactionId!;

beforeAll(async () => {
  t = await createTestApp();
  f = await salesFixture(t.database.db, DAY);
  await addCinemaStaff(t.database.db, {
    userName: 'rev-viewer',
    cinemaCodes: ['0101'],
    permissions: { reports: ['view'] },
  });
  tokens = {
    shinjuku: await t.login('shinjuku'),
    viewer: await t.login('rev-viewer'),
    hq: await t.login('hq'),
    umeda: await cinemaAccount(t, 'umeda-rev', 'MIRAI', '劇場スタッフ', '0201'),
  };
});
afterAll(() => t.close());

describe('POST /api/transactionHistory/refund', () => {
  it('refunds part of a sale, then the rest, to the original tender, audited', async () => {
    const id = await sale();
    const part = await post('refund', {
      id,
      lines: [{ lineNo: 3, quantity: 1 }],
      reason: 'お客様都合',
      cashFrom: 'office',
    });
    expect(part.statusCode).toBe(200);
    expect(part.json().message).toBe('払戻しました');
    const d = part.json().data as HistoryDetail;
    expect(d.status).toBe('partial_refunded');
    expect(d.lines[2]).toMatchObject({ refundedQuantity: 1 });
    expect(d.reversals).toEqual([expect.objectContaining({ kind: 'refund', memo: 'お客様都合' })]);
    const [refund] = await t.database.db.select().from(transactions).where(eq(transactions.originalId, id));
    expect(refund).toMatchObject({ channel: 'backoffice', deviceId: null, kind: 'refund' });
    const rest = await post('refund', { id, reason: '上映中止', cashFrom: 'office' });
    expect(rest.statusCode).toBe(200);
    const whole = rest.json().data as HistoryDetail;
    expect(whole.status).toBe('refunded');
    expect(whole.refundedAmount).toBe(whole.total);
    const audits = await t.database.db.select().from(auditLogs).where(eq(auditLogs.entity, 'transaction'));
    expect(audits.filter((a) => a.summary?.startsWith('払戻（取引番号')).length).toBe(2);
    // Nothing left: a third refund is an impossible transition, answered in Japanese.
    const again = await post('refund', { id, reason: '重複', cashFrom: 'office' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(invalidTransitionMessage('refunded', 'refunded'));
  });

  it('refuses a missing reason, a quantity over what is left and an unknown line, in Japanese', async () => {
    const id = await sale(1);
    const none = await post('refund', { id, reason: '' });
    expect(none.statusCode).toBe(400);
    expect(fieldsOf(none.json())).toEqual({ reason: '「理由」を入力してください' });
    const over = await post('refund', {
      id,
      lines: [{ lineNo: 1, quantity: 2 }],
      reason: '多すぎ',
      cashFrom: 'office',
    });
    expect(over.statusCode).toBe(400);
    expect(fieldsOf(over.json())).toEqual({ 'lines.0.quantity': '明細番号 1 の払戻できる数量は1です' });
    const unknown = await post('refund', {
      id,
      lines: [{ lineNo: 9, quantity: 1 }],
      reason: 'なし',
      cashFrom: 'office',
    });
    expect(fieldsOf(unknown.json())).toEqual({ 'lines.0.lineNo': '明細番号 9 はこの取引にありません' });
    const zero = await post('refund', { id, lines: [{ lineNo: 1, quantity: 0 }], reason: 'ゼロ' });
    expect(zero.statusCode).toBe(400);
    expect(fieldsOf(zero.json())['lines.0.quantity']).toMatch(/払戻数量/);
    const bad = await post('refund', { id: 'abc', reason: 'x' });
    expect(fieldsOf(bad.json())).toEqual({ id: '取引を指定してください' });
  });

  it('needs the update permission of reports; another tenant and an unknown id answer 404', async () => {
    const id = await sale(1);
    expect((await post('refund', { id, reason: '権限' }, tokens.viewer)).statusCode).toBe(403);
    expect((await post('refund', { id, reason: '本部' }, tokens.hq)).statusCode).toBe(403);
    expect((await post('refund', { id, reason: '他社' }, tokens.umeda)).statusCode).toBe(404);
    expect((await post('refund', { id: newFactId(), reason: 'なし' })).statusCode).toBe(404);
    const [row] = await t.database.db.select().from(transactions).where(eq(transactions.id, id));
    expect(row!.status).toBe('success');
  });
});

describe('POST /api/transactionHistory/void', () => {
  it('voids a sale outside a closed shift, then refuses a second void and a refund with 409', async () => {
    const id = await sale(1);
    const res = await post('void', { id, reason: '誤登録', cashFrom: 'office' });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('取消しました');
    expect((res.json().data as HistoryDetail).status).toBe('cancel');
    const again = await post('void', { id, reason: '誤登録' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(invalidTransitionMessage('cancel', 'cancel'));
    const refund = await post('refund', { id, reason: '取消後', cashFrom: 'office' });
    expect(refund.statusCode).toBe(409);
    expect(refund.json().message).toBe(invalidTransitionMessage('cancel', 'refunded'));
  });

  it('refuses without a reason, without permission, and for another tenant', async () => {
    const id = await sale(1);
    expect(fieldsOf((await post('void', { id })).json())).toEqual({ reason: '「理由」を入力してください' });
    expect((await post('void', { id, reason: 'x' }, tokens.viewer)).statusCode).toBe(403);
    expect((await post('void', { id, reason: 'x' }, tokens.umeda)).statusCode).toBe(404);
  });
});

describe('cash given back from the console', () => {
  const shifts = (token = tokens.shinjuku) =>
    t.app.inject({ url: `/api/cashierReport/list?from=2031-01-01&to=2031-01-02`, headers: auth(token) });
  const today = () => tokyoDateOf(Date.now());
  const drawerList = async () =>
    (
      await t.app.inject({
        url: `/api/cashierReport/list?from=${addDays(today(), -1)}&to=${addDays(today(), 1)}`,
        headers: auth(tokens.shinjuku),
      })
    ).json().data.list as CashierReportRow[];

  it('asks which drawer pays it, and shows it in that drawer’s レジ精算: a register, or the office cash', async () => {
    const id = await sale(1);
    const [paid] = await t.database.db.select().from(transactions).where(eq(transactions.id, id));
    const options = await t.app.inject({
      url: `/api/transactionHistory/payoutOptions?id=${id}`,
      headers: auth(tokens.shinjuku),
    });
    expect(options.json().data).toMatchObject({ cash: paid!.total, voidDrawer: null });
    const asked = await post('refund', { id, lines: [{ lineNo: 2, quantity: 1 }], reason: '返品' });
    expect(asked.statusCode).toBe(400);
    expect(fieldsOf(asked.json())).toEqual({ cashFrom: cashFromMessages.required });
    // A register's working shift, opened through the device API.
    const pos = await deviceToken(t, tokens.hq, f.cinemaId, 'pos');
    const open = {
      kind: 'shift_open',
      clientId: newFactId(),
      deviceSeq: 1,
      occurredAt: new Date().toISOString(),
      openingFloat: 10_000,
    };
    const opened = await t.app.inject({
      method: 'POST',
      url: '/api/device/documents',
      headers: auth(pos),
      payload: open,
    });
    expect(opened.statusCode, opened.body).toBe(200);
    const drawers = (
      await t.app.inject({ url: `/api/transactionHistory/payoutOptions?id=${id}`, headers: auth(tokens.shinjuku) })
    ).json().data.drawers as { id: string }[];
    expect(drawers.map((d) => d.id)).toContain(open.clientId);
    const fromPos = await post('refund', {
      id,
      lines: [{ lineNo: 2, quantity: 1 }],
      reason: '返品',
      cashFrom: open.clientId,
    });
    expect(fromPos.statusCode, fromPos.body).toBe(200);
    const refunded = (fromPos.json().data as HistoryDetail).refundedAmount;
    const drawer = (await drawerList()).find((r) => r.id === open.clientId)!;
    expect(drawer.cashRefunds).toBe(-refunded);
    expect(drawer.expectedCash).toBe(10_000 - refunded);
    // The rest from the office cash: 事務所現金 of today's business day.
    const fromOffice = await post('refund', { id, reason: '上映中止', cashFrom: 'office' });
    expect(fromOffice.statusCode, fromOffice.body).toBe(200);
    const office = (await drawerList()).find((r) => r.deviceName === '事務所現金')!;
    expect(office.cashRefunds).toBeLessThan(0);
    expect(office.openingFloat).toBe(0);
    // A drawer that is not a working shift of the cinema is refused.
    const other = await sale(1);
    const bad = await post('refund', { id: other, reason: 'x', cashFrom: newFactId() });
    expect(fieldsOf(bad.json())).toEqual({ cashFrom: cashFromMessages.closed });
    expect((await shifts()).statusCode).toBe(200);
  });
});
