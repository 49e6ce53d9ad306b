import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberCouponMessages } from '@cinema/contracts';
import { rowsOf } from '../../db/client.js';
import { memberCoupons, members, serials } from '../../db/schema/index.js';
import { auditRowsOf, cinemaIds, deviceToken, signIn } from '../../test/fixtures.js';
import { auth, createTestApp, onPostgres, type TestContext } from '../../test/helper.js';
import { activeByRank, addDraft, addFilter, addLibraryCoupon, holdsOf, systemOf } from './member-coupons.fixtures.js';

// 配布 and 取消 (docs/membership.md, "会員クーポン"): one serial per member and couponNum issued by the coupon library,
// exactly once (two at once on PostgreSQL: one wins), the limit refusing rather than cutting, 取消 invalidating the
// unused serials, and 会員詳細's held coupons reading their serial's state.

let t: TestContext;
let hq: string;
let coupon: number;
let gold: number;
let goldMembers: number;
const send = (method: 'POST' | 'PUT', url: string, payload: object) =>
  t.app.inject({ method, url, headers: auth(hq), payload });
const distribute = (d: { id: number; version: number }) => send('POST', '/api/memberCoupon/distribute', d);
const goldDraft = (over = {}) =>
  addDraft(t, hq, { couponId: coupon, couponNum: 2, target: 'filter', memberFilterId: gold, ...over });

beforeAll(async () => {
  t = await createTestApp();
  [hq] = await signIn(t, 'hq');
  coupon = await addLibraryCoupon(t, hq, '会員限定100円引き', { expiryType: 'daysFromActivation', validDays: 30 });
  gold = await addFilter(t, 'ゴールド', { ranks: [3] });
  goldMembers = (await activeByRank(t))[3] ?? 0;
});
afterAll(async () => {
  await t.close();
});

describe('配布', () => {
  it('issues couponNum serials to every targeted member through the library, once, audited', async () => {
    const draft = await goldDraft();
    const res = await distribute(draft);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(memberCouponMessages.distributed(goldMembers * 2, goldMembers));
    expect(res.json().data).toMatchObject({
      status: 'distributed',
      distributedCount: goldMembers * 2,
      memberCount: goldMembers,
      usedCount: 0,
    });
    const holds = await holdsOf(t, draft.id);
    expect(holds).toHaveLength(goldMembers * 2);
    expect(new Set(holds.map((h) => h.serial_id)).size).toBe(goldMembers * 2);
    expect(new Set(holds.map((h) => h.member_id)).size).toBe(goldMembers);
    // Handed to a member, a serial is live at once (有効化から日数 counts from the 配布).
    expect(new Set(holds.map((h) => h.state))).toEqual(new Set(['activated']));
    // The library wrote its batch and its own audit row; 操作ログ has the 配布 itself.
    expect(await auditRowsOf(t, 'memberCoupon', draft.id, 'distribute')).toHaveLength(1);
    expect(await auditRowsOf(t, 'couponSerial', coupon, 'create')).toHaveLength(1);

    const again = await distribute({ id: draft.id, version: draft.version + 1 });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(memberCouponMessages.notDraft);
    expect(await holdsOf(t, draft.id)).toHaveLength(goldMembers * 2);
    // No longer a draft: neither edited nor deleted.
    const edit = await send('PUT', '/api/memberCoupon/update', {
      ...res.json().data,
      name: '変更',
    });
    expect(edit.statusCode).toBe(409);

    // 会員詳細: the member's held coupons, with the serial, the state and where it came from.
    const member = holds[0]?.member_id ?? 0;
    const held = await t.app.inject({ url: `/api/memberCoupon/holds/${member}`, headers: auth(hq) });
    // (The demo's own 配布 gave the ゴールド members theirs too.)
    const mine = held.json().data.list.filter((h: { memberCouponId: number }) => h.memberCouponId === draft.id);
    expect(mine).toHaveLength(2);
    expect(mine[0]).toMatchObject({
      couponName: '会員限定100円引き',
      state: 'usable',
      source: 'ゴールド会員へ100円引き',
    });
    expect(mine[0].expiresOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('refuses, naming the numbers, when the targets exceed the limit, and issues nothing', async () => {
    const draft = await goldDraft({ limit: goldMembers });
    const res = await distribute(draft);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(memberCouponMessages.overLimit(goldMembers * 2, goldMembers, goldMembers));
    expect(await holdsOf(t, draft.id)).toEqual([]);
    const [row] = await t.database.db.select().from(memberCoupons).where(eq(memberCoupons.id, draft.id));
    expect(row?.status).toBe('draft');
  });

  it('refuses a draft whose target reaches nobody', async () => {
    const nobody = await addFilter(t, '該当なし', { ageFrom: 120 });
    const draft = await goldDraft({ memberFilterId: nobody });
    const res = await distribute(draft);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(memberCouponMessages.noTargets);
  });

  it('gives a rank coupon its number per rank', async () => {
    const byRank = await activeByRank(t);
    const draft = await addDraft(t, hq, {
      couponId: coupon,
      type: 'rank',
      target: 'system',
      memberSystemId: await systemOf(t),
      rankCounts: [
        { rank: 2, couponNum: 1 },
        { rank: 3, couponNum: 3 },
      ],
    });
    const res = await distribute(draft);
    expect(res.statusCode).toBe(200);
    expect(await holdsOf(t, draft.id)).toHaveLength((byRank[2] ?? 0) + (byRank[3] ?? 0) * 3);
  });
});

describe('取消', () => {
  it('invalidates the unused serials and keeps the used ones', async () => {
    const draft = await goldDraft({ couponNum: 1 });
    const distributed = (await distribute(draft)).json().data;
    const [first] = await holdsOf(t, draft.id);
    await t.database.db
      .update(serials)
      .set({ state: 'used', usedCount: 1 })
      .where(eq(serials.id, first?.serial_id ?? 0));
    const listed = await t.app.inject({ url: `/api/memberCoupon/detail/${draft.id}`, headers: auth(hq) });
    expect(listed.json().data.usedCount).toBe(1);
    const res = await send('POST', '/api/memberCoupon/cancel', { id: draft.id, version: distributed.version });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(memberCouponMessages.cancelled(goldMembers - 1));
    expect(res.json().data.status).toBe('cancelled');
    const states = (await holdsOf(t, draft.id)).map((h) => h.state);
    expect(states.filter((s) => s === 'used')).toHaveLength(1);
    expect(states.filter((s) => s === 'invalid')).toHaveLength(goldMembers - 1);
    expect(await auditRowsOf(t, 'memberCoupon', draft.id, 'void')).toHaveLength(1);
    const held = await t.app.inject({ url: `/api/memberCoupon/holds/${first?.member_id}`, headers: auth(hq) });
    const states2 = held.json().data.list.map((h: { memberCouponId: number; state: string }) => h.state);
    expect(states2).toContain('used');
    const again = await send('POST', '/api/memberCoupon/cancel', { id: draft.id, version: distributed.version + 1 });
    expect(again.statusCode).toBe(409);
  });
});

describe('the counter’s lookup', () => {
  it('answers the member’s usable coupons with their serials, not the used or invalid ones', async () => {
    const pos = await deviceToken(t, hq, (await cinemaIds(t))['0101'] ?? 0, 'pos');
    const draft = await goldDraft({ couponNum: 2 });
    await distribute(draft);
    const [first, second] = (await holdsOf(t, draft.id)).slice(0, 2);
    const [member] = await t.database.db
      .select({ memberNo: members.memberNo })
      .from(members)
      .where(eq(members.id, first?.member_id ?? 0));
    const look = async () =>
      (await t.app.inject({ url: `/api/device/member?code=${member?.memberNo}`, headers: auth(pos) })).json().data
        .coupons as { serial: string; name: string; expiresOn: string | null }[];
    const [s1, s2] = await t.database.db
      .select({ id: serials.id, code: serials.code })
      .from(serials)
      .where(sql`${serials.id} in (${first?.serial_id}, ${second?.serial_id})`)
      .orderBy(serials.id);
    const before = await look();
    expect(before.map((c) => c.serial)).toEqual(expect.arrayContaining([s1?.code, s2?.code]));
    expect(before.find((c) => c.serial === s1?.code)).toMatchObject({ name: '会員限定100円引き', discountAmount: 100 });
    await t.database.db
      .update(serials)
      .set({ state: 'used', usedCount: 1 })
      .where(eq(serials.id, s1?.id ?? 0));
    const after = await look();
    expect(after.map((c) => c.serial)).not.toContain(s1?.code);
    expect(after.map((c) => c.serial)).toContain(s2?.code);
  });
});

describe.runIf(onPostgres)('two 配布 at once on PostgreSQL', () => {
  it('exactly one wins and the serials are issued once', async () => {
    const draft = await goldDraft({ couponNum: 1 });
    const answers = await Promise.all([distribute(draft), distribute(draft), distribute(draft)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409]);
    expect(await holdsOf(t, draft.id)).toHaveLength(goldMembers);
    // One batch, as many serials as members: the losers issued nothing.
    const [issued] = await rowsOf<{ batches: number; serials: number }>(
      t.database.db.execute(sql`select count(distinct s.batch_id)::int as batches, count(*)::int as serials
        from serials s where s.batch_id in (select s2.batch_id from member_coupon_holds h
        join serials s2 on s2.id = h.serial_id where h.member_coupon_id = ${draft.id})`),
    );
    expect(issued).toEqual({ batches: 1, serials: goldMembers });
  });
});
