import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberCouponMessages } from '@cinema/contracts';
import { auditRowsOf, fieldsOf, signIn } from '../../test/fixtures.js';
import { auth, createTestApp, type TestContext } from '../../test/helper.js';
import {
  activeByRank,
  addCouponRow,
  addDraft,
  addFilter,
  addLibraryCoupon,
  holdsOf,
  systemOf,
} from './member-coupons.fixtures.js';

// 会員クーポン's drafts and their checks (docs/membership.md, "会員クーポン"): validation naming the field, another
// brand's coupon, system and filter refused on their field, the live count, drafts only edited.

let t: TestContext;
let hq: string;
let coupon: number;
let system: number;
let gold: number;
let byRank: Record<number, number>;
const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: auth(hq), ...(payload ? { payload } : {}) });

beforeAll(async () => {
  t = await createTestApp();
  [hq] = await signIn(t, 'hq');
  coupon = await addLibraryCoupon(t, hq, '会員限定100円引き');
  system = await systemOf(t);
  gold = await addFilter(t, 'ゴールド', { ranks: [3] });
  byRank = await activeByRank(t);
});
afterAll(async () => {
  await t.close();
});

describe('drafts', () => {
  it('refuses a bad draft naming each field in Japanese', async () => {
    const res = await send('POST', '/api/memberCoupon/create', { name: '', category: 'news', target: 'filter' });
    expect(res.statusCode).toBe(400);
    const fields = fieldsOf(res);
    expect(fields.name).toBe('「クーポン配布名」を入力してください');
    expect(fields.category).toBeTruthy();
    expect(fields.couponId).toContain('配布するクーポン');
    const rules = await send('POST', '/api/memberCoupon/create', {
      name: 'ランク別',
      category: 'notice',
      couponId: coupon,
      type: 'rank',
      target: 'filter',
      memberFilterId: gold,
      rankCounts: [{ rank: 1, couponNum: 0 }],
    });
    expect(fieldsOf(rules)).toMatchObject({
      memberSystemId: memberCouponMessages.systemRequired,
      rankCounts: memberCouponMessages.rankCountsRequired,
    });
    const plain = await send('POST', '/api/memberCoupon/create', {
      name: '通常',
      category: 'notice',
      couponId: coupon,
      target: 'filter',
    });
    expect(fieldsOf(plain)).toMatchObject({
      memberFilterId: memberCouponMessages.filterRequired,
      couponNum: memberCouponMessages.couponNumRequired,
    });
  });

  it("refuses another brand's coupon, system and filter, and a paper ticket, on their fields", async () => {
    const foreignCoupon = await addCouponRow(t, 'MIRAI', 'ミライの割引');
    const ticket = await addLibraryCoupon(t, hq, '招待券', { kind: 'invitation' });
    const base = { name: 'x', category: 'notice', couponNum: 1, target: 'filter', memberFilterId: gold };
    const cases: [object, string][] = [
      [{ couponId: foreignCoupon }, 'couponId'],
      [{ couponId: ticket }, 'couponId'],
      [{ couponId: coupon, memberFilterId: await addFilter(t, 'ミライ', {}, 'MIRAI') }, 'memberFilterId'],
      [{ couponId: coupon, target: 'system', memberSystemId: await systemOf(t, 'MIRAI') }, 'memberSystemId'],
    ];
    for (const [over, field] of cases) {
      const res = await send('POST', '/api/memberCoupon/create', { ...base, ...over });
      expect(res.statusCode, field).toBe(400);
      expect(Object.keys(fieldsOf(res))).toEqual([field]);
    }
  });

  it('writes a draft, audited, edits it at the version read, and deletes it', async () => {
    const draft = await addDraft(t, hq, { couponId: coupon, couponNum: 2, target: 'filter', memberFilterId: gold });
    const detail = (await t.app.inject({ url: `/api/memberCoupon/detail/${draft.id}`, headers: auth(hq) })).json().data;
    expect(detail).toMatchObject({
      status: 'draft',
      couponName: '会員限定100円引き',
      memberFilterName: 'ゴールド',
      couponNum: 2,
      distributedCount: 0,
    });
    expect(await auditRowsOf(t, 'memberCoupon', draft.id, 'create')).toHaveLength(1);
    const saved = await send('PUT', '/api/memberCoupon/update', { ...detail, name: '名前を変えました' });
    expect(saved.statusCode).toBe(200);
    const stale = await send('PUT', '/api/memberCoupon/update', { ...detail, name: '古い版' });
    expect(stale.json().code).toBe('stale_version');
    expect((await send('DELETE', `/api/memberCoupon/delete/${draft.id}`)).statusCode).toBe(200);
    expect(await auditRowsOf(t, 'memberCoupon', draft.id, 'delete')).toHaveLength(1);
  });
});

describe('the live count', () => {
  it('counts members × couponNum for a plain coupon, and per rank for a rank coupon', async () => {
    const plain = await send('POST', '/api/memberCoupon/count', {
      type: 'plain',
      target: 'filter',
      memberFilterId: gold,
      couponNum: 3,
      limit: 10,
    });
    const goldMembers = byRank[3] ?? 0;
    expect(goldMembers).toBeGreaterThan(3);
    expect(plain.json().data).toMatchObject({
      members: goldMembers,
      couponsToDistribute: goldMembers * 3,
      limit: 10,
      overLimit: goldMembers * 3 > 10,
    });
    const rank = await send('POST', '/api/memberCoupon/count', {
      type: 'rank',
      target: 'system',
      memberSystemId: system,
      rankCounts: [
        { rank: 1, couponNum: 0 },
        { rank: 2, couponNum: 1 },
        { rank: 3, couponNum: 2 },
      ],
    });
    const answer = rank.json().data;
    expect(answer.perRank.map((r: { name: string; coupons: number }) => [r.name, r.coupons])).toEqual([
      ['レギュラー', 0],
      ['シルバー', byRank[2] ?? 0],
      ['ゴールド', (byRank[3] ?? 0) * 2],
    ]);
    expect(answer.members).toBe((byRank[2] ?? 0) + (byRank[3] ?? 0));
    expect(answer.couponsToDistribute).toBe((byRank[2] ?? 0) + (byRank[3] ?? 0) * 2);
  });

  it('refuses a rank the system does not have', async () => {
    const res = await send('POST', '/api/memberCoupon/count', {
      type: 'rank',
      target: 'system',
      memberSystemId: system,
      rankCounts: [{ rank: 7, couponNum: 1 }],
    });
    expect(fieldsOf(res).rankCounts).toBe(memberCouponMessages.noSuchRank(7));
  });
});

describe('holds', () => {
  it('are written nowhere before 配布', async () => {
    const draft = await addDraft(t, hq, { couponId: coupon, couponNum: 1, target: 'filter', memberFilterId: gold });
    expect(await holdsOf(t, draft.id)).toEqual([]);
  });
});
