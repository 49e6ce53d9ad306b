import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatSerial, parseSerial, serialSelectionMessages } from '@cinema/contracts';
import { auditRowsOf, fieldsOf, signIn } from '../../test/fixtures.js';
import { auth, createTestApp, type TestContext } from '../../test/helper.js';
import { newCoupon } from './coupons.fixtures.js';

let t: TestContext;
let hq: string;
let hq2: string;
let shinjuku: string;
let couponId: number;

type Serial = { id: number; seq: number; code: string; state: string; usedCount: number; invalidReason: string | null };
const send = (token: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: auth(token), ...(payload ? { payload } : {}) });
const serialsOf = async (token: string, query: string) =>
  (await send(token, 'GET', `/api/coupon/serialList?couponId=${couponId}&${query}`)).json().data as {
    list: Serial[];
    total: number;
  };

beforeAll(async () => {
  t = await createTestApp();
  [hq, hq2, shinjuku] = await signIn(t, 'hq', 'hq2', 'shinjuku');
  const res = await send(hq, 'POST', '/api/coupon/create', newCoupon('シリアル検査クーポン'));
  couponId = res.json().data.id;
});
afterAll(() => t.close());

describe('issuing serials', () => {
  it('issues N serials numbered after the last batch, each a valid unique code', async () => {
    const first = await send(hq, 'POST', '/api/coupon/serialIssue', { couponId, count: 500 });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      data: { count: 500, firstSeq: 1, lastSeq: 500 },
      message: 'シリアルを500枚発行しました',
    });
    const second = await send(hq, 'POST', '/api/coupon/serialIssue', { couponId, count: 20, note: '追加' });
    expect(second.json().data).toMatchObject({ firstSeq: 501, lastSeq: 520 });
    const all = await serialsOf(hq, 'pageSize=9999');
    expect(all.total).toBe(520);
    expect(new Set(all.list.map((s) => s.code)).size).toBe(520);
    expect(all.list.every((s) => parseSerial(s.code).ok && s.state === 'issued')).toBe(true);
    expect(all.list.map((s) => s.seq).slice(0, 3)).toEqual([1, 2, 3]);
    expect(await auditRowsOf(t, 'couponSerial', couponId, 'create')).toHaveLength(2);
  });

  it('finds a serial however it is typed', async () => {
    const [one] = (await serialsOf(hq, 'fromSeq=7&toSeq=7')).list;
    const typed = encodeURIComponent(formatSerial(one!.code).toLowerCase().replace(/-/g, ' '));
    const found = await serialsOf(shinjuku, `keyword=${typed}`);
    expect(found.list.map((s) => s.seq)).toEqual([7]);
  });

  it('refuses a count out of range in Japanese, another brand and cinema staff', async () => {
    const bad = await send(hq, 'POST', '/api/coupon/serialIssue', { couponId, count: 100_001 });
    expect(fieldsOf(bad)).toEqual({ count: '「発行枚数」は1〜100000の数値を入力してください' });
    expect((await send(hq2, 'POST', '/api/coupon/serialIssue', { couponId, count: 1 })).statusCode).toBe(404);
    expect((await send(hq2, 'GET', `/api/coupon/serialList?couponId=${couponId}`)).statusCode).toBe(404);
    expect((await send(shinjuku, 'POST', '/api/coupon/serialIssue', { couponId, count: 1 })).statusCode).toBe(403);
  });
});

describe('activating and invalidating', () => {
  it('activates a selection and invalidates a range with a reason', async () => {
    const { list } = await serialsOf(hq, 'fromSeq=1&toSeq=3');
    const act = await send(hq, 'POST', '/api/coupon/serialState', {
      couponId,
      action: 'activate',
      serialIds: list.map((s) => s.id),
    });
    expect(act.json()).toMatchObject({ data: { updated: 3 }, message: '3件を有効にしました' });
    const inv = await send(hq, 'POST', '/api/coupon/serialState', {
      couponId,
      action: 'invalidate',
      fromSeq: 3,
      toSeq: 10,
      reason: '配布前に紛失',
    });
    expect(inv.json().data).toEqual({ updated: 8 });
    const states = (await serialsOf(hq, 'fromSeq=1&toSeq=11')).list.map((s) => s.state);
    expect(states).toEqual(['activated', 'activated', ...Array(8).fill('invalid'), 'issued']);
    expect((await serialsOf(hq, 'state=invalid')).list[0]!.invalidReason).toBe('配布前に紛失');
  });

  it('asks for a selection, a whole range in order and a reason', async () => {
    const none = await send(hq, 'POST', '/api/coupon/serialState', { couponId, action: 'activate' });
    expect(fieldsOf(none)).toEqual({ serialIds: serialSelectionMessages.selectionRequired });
    const order = await send(hq, 'POST', '/api/coupon/serialState', {
      couponId,
      action: 'invalidate',
      fromSeq: 9,
      toSeq: 2,
    });
    expect(fieldsOf(order)).toEqual({
      toSeq: serialSelectionMessages.rangeOrder,
      reason: serialSelectionMessages.reasonRequired,
    });
  });

  it('does not reach another brand’s serials through a selection', async () => {
    const { list } = await serialsOf(hq, 'fromSeq=20&toSeq=20');
    const res = await send(hq2, 'POST', '/api/coupon/serialState', {
      couponId,
      action: 'invalidate',
      serialIds: [list[0]!.id],
      reason: '他社',
    });
    expect(res.statusCode).toBe(404);
    expect((await serialsOf(hq, 'fromSeq=20&toSeq=20')).list[0]!.state).toBe('issued');
  });
});
