import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  discountAmountRequired,
  discountGroupPriceIndivisible,
  discountMaxBelowMin,
  discountPercentRequired,
  discountPeriodOrder,
  discountQuantityMessage,
  ja,
  type DiscountRule,
} from '@cinema/contracts';
import { auditRowsOf, cinemaIds, fieldsOf } from '../../test/fixtures.js';
import { createTestApp, type TestContext } from '../../test/helper.js';
import { discountRequests, extraAccounts } from '../price-templates/price-templates.fixtures.js';

let t: TestContext;
let r: ReturnType<typeof discountRequests>;
let shinjuku: string;
let hq: string;
let viewer: string;
let umeda: string;
let ids: Record<string, number>;

const newRule = (name: string, extra: object = {}) => ({
  name,
  quantity: 2,
  discountType: 'amount',
  amountOff: 500,
  ...extra,
});
const created = async (name: string, extra: object = {}) => {
  const res = await r.create(shinjuku, newRule(name, extra));
  expect(res.statusCode).toBe(200);
  return res.json().data as DiscountRule;
};
const asBody = ({ brandId: _b, cinemaId: _c, createdAt: _cr, updatedAt: _u, ...fields }: DiscountRule) => fields;
const auditRows = (action: string, id: number) => auditRowsOf(t, 'discountRule', id, action);

beforeAll(async () => {
  t = await createTestApp();
  r = discountRequests(t);
  [shinjuku, hq] = await Promise.all([t.login('shinjuku'), t.login('hq')]);
  ({ viewer, umeda } = await extraAccounts(t));
  ids = await cinemaIds(t);
});
afterAll(() => t.close());

describe('discountRule list and detail', () => {
  it('answers the chosen cinema’s rules, filtered and sorted', async () => {
    const res = await r.list(shinjuku);
    expect(res.statusCode).toBe(200);
    const list = res.json().data.list as DiscountRule[];
    expect(list.map((x) => x.name)).toEqual(expect.arrayContaining(['夫婦50割', 'ペア割', '平日朝割']));
    expect(list.every((x) => x.cinemaId === ids['0101'])).toBe(true);
    expect(list.find((x) => x.name === '平日朝割')).toMatchObject({
      weekdays: [1, 2, 3, 4, 5],
      sameDayOnly: true,
      boxOfficeReflection: false,
    });
    await created('無効な割引', { active: false });
    const inactive = (await r.list(shinjuku, '?active=false')).json().data.list as DiscountRule[];
    expect(inactive.map((x) => x.name)).toEqual(['無効な割引']);
    const sorted = (await r.list(shinjuku, '?sortField=amountOff&sortOrder=ascend&active=true')).json().data
      .list as DiscountRule[];
    // Rules of another method (夫婦50割 is a group price) have no amount and come last.
    const amounts = sorted.map((x) => x.amountOff);
    const given = amounts.filter((a) => a !== null);
    expect(amounts).toEqual([...given.sort((a, b) => a - b), ...amounts.filter((a) => a === null)]);
  });

  it('answers a rule by id; another brand’s rule is not found', async () => {
    const mine = await created('詳細用');
    expect((await r.detail(shinjuku, mine.id)).json().data).toMatchObject({
      name: '詳細用',
      quantity: 2,
      amountOff: 500,
    });
    expect((await r.detail(umeda, mine.id)).statusCode).toBe(404);
    expect((await r.list(umeda, `?cinemaId=${ids['0101']}`)).statusCode).toBe(404);
  });

  it('rejects a bad flag, head office and anonymous callers', async () => {
    const bad = await r.list(shinjuku, '?active=maybe');
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(fieldsOf(bad.json()))).toContain('active');
    // Head office reads a cinema's rules (docs/architecture.md, "access").
    expect((await r.list(hq, `?cinemaId=${ids['0101']}`)).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/discountRule/list' })).statusCode).toBe(401);
  });
});

describe('discountRule create', () => {
  it('creates a rule with its defaults and an audit row', async () => {
    const res = await r.create(
      shinjuku,
      newRule('レディースデイ割', { weekdays: [3, 3], validFrom: '2026-06-01', validTo: '2026-06-30' }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(ja.created);
    const d = res.json().data as DiscountRule;
    expect(d).toMatchObject({
      cinemaId: ids['0101'],
      weekdays: [3],
      sameDayOnly: false,
      boxOfficeReflection: true,
      couponCombinable: false,
      active: true,
      validFrom: '2026-06-01',
      version: 1,
    });
    expect((await auditRows('create', d.id))[0]).toMatchObject({
      summary: 'レディースデイ割（2名以上・1名につき¥500引）',
    });
  });

  it('takes an applicable quantity of 2 to 10 only, with the documented message', async () => {
    for (const quantity of [1, 11, 2.5]) {
      const res = await r.create(shinjuku, newRule(`人数${quantity}`, { quantity }));
      expect(res.statusCode).toBe(400);
      expect(fieldsOf(res.json()).quantity).toBe(discountQuantityMessage);
    }
    expect(discountQuantityMessage).toBe('「適用人数」は2〜10の数値を入力してください');
    expect((await r.create(shinjuku, newRule('10名', { quantity: 10 }))).statusCode).toBe(200);
  });

  it('needs an amount unless free, drops it when free, and checks the period order', async () => {
    expect(fieldsOf((await r.create(shinjuku, newRule('額なし', { amountOff: null }))).json()).amountOff).toBe(
      discountAmountRequired,
    );
    const free = await r.create(shinjuku, newRule('招待', { discountType: 'free', amountOff: 700 }));
    expect(free.json().data).toMatchObject({ discountType: 'free', amountOff: null });
    const order = await r.create(
      shinjuku,
      newRule('期間逆', { validFrom: '2026-06-30', validTo: '2026-06-01', weekdays: [] }),
    );
    expect(fieldsOf(order.json())).toMatchObject({
      validTo: discountPeriodOrder,
      weekdays: '「適用曜日」を選択してください',
    });
  });

  it('stores a percentage, a group price for exactly its group, ticket kinds, a size range and holidays as Sundays', async () => {
    const pct = await created('学割20%', { discountType: 'percent', percentOff: 20, amountOff: 500, maxQuantity: 5 });
    expect(pct).toMatchObject({ discountType: 'percent', percentOff: 20, amountOff: null, maxQuantity: 5 });
    const couple = await created('夫婦50割（新）', {
      discountType: 'groupPrice',
      groupPrice: 2400,
      maxQuantity: 4,
      ticketKinds: ['general', 'senior'],
      holidaysAsSunday: true,
    });
    expect(couple).toMatchObject({
      groupPrice: 2400,
      amountOff: null,
      maxQuantity: 2,
      ticketKinds: ['general', 'senior'],
      holidaysAsSunday: true,
    });
    expect((await auditRows('create', couple.id))[0]).toMatchObject({ summary: '夫婦50割（新）（2名・2名で¥2,400）' });
  });

  it('names a missing percentage, an uneven group price, a range below its minimum and an unknown ticket kind', async () => {
    const res = await Promise.all([
      r.create(shinjuku, newRule('率なし', { discountType: 'percent' })),
      r.create(shinjuku, newRule('割り切れない', { discountType: 'groupPrice', quantity: 3, groupPrice: 2500 })),
      r.create(shinjuku, newRule('範囲逆', { quantity: 4, maxQuantity: 3 })),
      r.create(shinjuku, newRule('券種不明', { ticketKinds: ['adult'] })),
      r.create(shinjuku, newRule('率超過', { discountType: 'percent', percentOff: 101 })),
    ]);
    expect(res.map((x) => x.statusCode)).toEqual([400, 400, 400, 400, 400]);
    expect(fieldsOf(res[0].json()).percentOff).toBe(discountPercentRequired);
    expect(fieldsOf(res[1].json()).groupPrice).toBe(discountGroupPriceIndivisible);
    expect(fieldsOf(res[2].json()).maxQuantity).toBe(discountMaxBelowMin);
    expect(fieldsOf(res[3].json())['ticketKinds.0']).toBe('選択肢から選択してください');
    expect(fieldsOf(res[4].json()).percentOff).toBe('「割引率（%）」は1〜100の数値を入力してください');
  });

  it('answers 409 for a name the cinema has; refuses head office and view-only staff', async () => {
    const dup = await r.create(shinjuku, newRule('夫婦50割'));
    expect(dup.statusCode).toBe(409);
    expect(fieldsOf(dup.json()).name).toBe(ja.nameInUse);
    expect((await r.create(hq, { ...newRule('本部'), cinemaId: ids['0101'] })).statusCode).toBe(403);
    expect((await r.create(viewer, newRule('閲覧者'))).statusCode).toBe(403);
    expect((await r.create(umeda, { ...newRule('越境'), cinemaId: ids['0101'] })).statusCode).toBe(404);
  });
});

describe('discountRule update and delete', () => {
  it('saves a change, then refuses the stale version', async () => {
    const d = await created('更新用');
    const res = await r.update(shinjuku, { ...asBody(d), quantity: 4, couponCombinable: true });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ quantity: 4, couponCombinable: true, version: 2 });
    const stale = await r.update(shinjuku, { ...asBody(d), quantity: 3 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('stale_version');
    expect(await auditRows('update', d.id)).toHaveLength(1);
  });

  it('validates the quantity on update; another brand’s rule is not found; view-only staff are refused', async () => {
    const d = await created('更新検証');
    expect(fieldsOf((await r.update(shinjuku, { ...asBody(d), quantity: 12 })).json()).quantity).toBe(
      discountQuantityMessage,
    );
    expect((await r.update(umeda, asBody(d))).statusCode).toBe(404);
    expect((await r.update(viewer, asBody(d))).statusCode).toBe(403);
  });

  it('deletes with an audit row; another brand’s rule is not found', async () => {
    const d = await created('削除用');
    expect((await r.remove(umeda, d.id)).statusCode).toBe(404);
    expect((await r.remove(viewer, d.id)).statusCode).toBe(403);
    const res = await r.remove(shinjuku, d.id);
    expect(res.statusCode).toBe(200);
    expect((await r.detail(shinjuku, d.id)).statusCode).toBe(404);
    expect(await auditRows('delete', d.id)).toHaveLength(1);
  });
  it('of 20 parallel deletes of one rule exactly one succeeds and writes an audit row; the rest answer 404', async () => {
    const d = await created('同時削除');
    const codes = (await Promise.all(Array.from({ length: 20 }, () => r.remove(shinjuku, d.id)))).map(
      (x) => x.statusCode,
    );
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 404)).toHaveLength(19);
    expect(await auditRows('delete', d.id)).toHaveLength(1);
  });
});
