import { and, eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokyoDateOf, type AutomationCreateInput, type AutomationRule } from '@cinema/contracts';
import { rowsOf } from '../../db/client.js';
import { automationFires, coupons, members, memberSystems } from '../../db/schema/index.js';
import { enqueue, JobRunner } from '../../platform/jobs/index.js';
import { fieldsOf, signIn } from '../../test/fixtures.js';
import { auth, createTestApp, type TestContext } from '../../test/helper.js';
import { addCouponRow, addLibraryCoupon } from '../member-coupons/member-coupons.fixtures.js';
import { COUPON_STOPPED } from '../member-coupons/index.js';
import { automationDailyJob, automationMailJob, automationRuleJob } from './automation-rules.jobs.js';

// オートメーション's coupon action (docs/membership.md, "会員クーポン"): each member a rule acts on gets one serial of
// the rule's coupon from the library, once per occurrence however often the rule runs, held like a distributed one.

let t: TestContext;
let hq: string;
let systemId: number;
let couponId: number;
const today = tokyoDateOf(Date.now());
const send = (method: 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: auth(hq), payload });
const rule = (over: Partial<AutomationCreateInput> = {}): AutomationCreateInput => ({
  name: '入会クーポン',
  memberSystemId: systemId,
  trigger: 'join',
  action: 'coupon',
  couponId,
  ...over,
});
const create = async (body: AutomationCreateInput) => {
  const res = await send('POST', '/api/automationRule/create', body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as AutomationRule;
};
const holdsOfRule = (ruleId: number) =>
  rowsOf<{ member_id: number; serial_id: number; state: string }>(
    t.database.db.execute(sql`select h.member_id, h.serial_id, s.state from member_coupon_holds h
      join automation_fires f on f.id = h.automation_fire_id join serials s on s.id = h.serial_id
      where f.rule_id = ${ruleId}`),
  );

beforeAll(async () => {
  t = await createTestApp();
  [hq] = await signIn(t, 'hq');
  const [system] = await t.database.db.select().from(memberSystems).where(eq(memberSystems.code, 'CLM'));
  systemId = system?.id ?? 0;
  couponId = await addLibraryCoupon(t, hq, '入会記念200円引き', { discountAmount: 200 });
  // Members 1–9 joined today.
  await t.database.db.update(members).set({ joinedOn: today }).where(like(members.memberNo, 'CL0000000_'));
});
afterAll(async () => {
  await t.close();
});

const joinedToday = async () =>
  (
    await t.database.db
      .select({ id: members.id })
      .from(members)
      .where(and(eq(members.joinedOn, today), eq(members.status, 'active'), eq(members.memberSystemId, systemId)))
  ).length;

describe('the coupon action', () => {
  it('needs a usable coupon of the brand, named on its field', async () => {
    const none = await send('POST', '/api/automationRule/create', rule({ couponId: null }));
    expect(fieldsOf(none)).toMatchObject({ couponId: '「配布するクーポン」を選択してください' });
    const foreign = await addCouponRow(t, 'MIRAI', 'ミライの割引');
    const other = await send('POST', '/api/automationRule/create', rule({ couponId: foreign }));
    expect(other.statusCode).toBe(400);
    expect(Object.keys(fieldsOf(other))).toEqual(['couponId']);
  });

  it('gives each matched member one serial, once per occurrence, however often the rule runs', async () => {
    const expected = await joinedToday();
    expect(expected).toBeGreaterThan(2);
    const saved = await create(rule());
    expect(saved.couponName).toBe('入会記念200円引き');
    const first = await send('POST', `/api/automationRule/run/${saved.id}`);
    expect(first.json().data.fired).toBe(expected);
    const holds = await holdsOfRule(saved.id);
    expect(holds).toHaveLength(expected);
    expect(new Set(holds.map((h) => h.member_id)).size).toBe(expected);
    expect(new Set(holds.map((h) => h.serial_id)).size).toBe(expected);
    expect(holds.every((h) => h.state === 'activated')).toBe(true);
    // Again by hand, then the morning job: nobody is given a second.
    expect((await send('POST', `/api/automationRule/run/${saved.id}`)).json().data.fired).toBe(0);
    await enqueue(t.database.db, automationDailyJob, {});
    await new JobRunner(t.database.db, [automationDailyJob, automationRuleJob, automationMailJob]).drain();
    expect(await holdsOfRule(saved.id)).toHaveLength(expected);
    // 会員詳細 names the rule it came from.
    const held = await t.app.inject({ url: `/api/memberCoupon/holds/${holds[0]?.member_id}`, headers: auth(hq) });
    expect(held.json().data.list[0]).toMatchObject({
      couponName: '入会記念200円引き',
      state: 'usable',
      source: '自動化ルール「入会クーポン」',
    });
  });

  it('gives nothing, and says why in the log, when the coupon was stopped since', async () => {
    const stopped = await addLibraryCoupon(t, hq, '停止するクーポン');
    const saved = await create(rule({ name: '停止クーポンのルール', couponId: stopped }));
    await t.database.db.update(coupons).set({ state: 'stopped' }).where(eq(coupons.id, stopped));
    const run = await send('POST', `/api/automationRule/run/${saved.id}`);
    expect(run.json().data.fired).toBe(0);
    expect(await holdsOfRule(saved.id)).toEqual([]);
    const fires = await t.database.db.select().from(automationFires).where(eq(automationFires.ruleId, saved.id));
    expect(fires.length).toBeGreaterThan(0);
    expect(new Set(fires.map((f) => `${f.status} ${f.detail}`))).toEqual(new Set([`skipped ${COUPON_STOPPED}`]));
  });
});
