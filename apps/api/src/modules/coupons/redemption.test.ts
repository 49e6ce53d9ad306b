import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatSerial, redemptionMessages, serialMessages } from '@cinema/contracts';
import { serialRedemptions } from '../../db/schema/index.js';
import { cinemaIds, fieldsOf, signIn } from '../../test/fixtures.js';
import { auth, createTestApp, onPostgres, type TestContext } from '../../test/helper.js';
import { newCoupon } from './coupons.fixtures.js';

// The redemption service through the console's endpoints. The race runs on PGlite (requests queue on
// its one connection) and, with TEST_DATABASE_URL, on PostgreSQL where they truly interleave.

let t: TestContext;
let hq: string;
let hq2: string;
let shinjuku: string;
let cinemas: Record<string, number>;

type Serial = { id: number; seq: number; code: string; state: string; usedCount: number };
const send = (token: string, url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: auth(token), payload });

/** A coupon with `count` serials; answers the coupon id and its serials. */
async function couponWithSerials(name: string, count: number, over: Parameters<typeof newCoupon>[1] = {}) {
  const id = (await send(hq, '/api/coupon/create', newCoupon(name, over))).json().data.id as number;
  await send(hq, '/api/coupon/serialIssue', { couponId: id, count });
  const res = await t.app.inject({ url: `/api/coupon/serialList?couponId=${id}`, headers: auth(hq) });
  return { id, serials: res.json().data.list as Serial[] };
}

const use = (code: string, over: object = {}) => ({
  code: formatSerial(code),
  cinemaId: cinemas['0101'],
  channel: 'pos',
  ...over,
});

beforeAll(async () => {
  t = await createTestApp();
  [hq, hq2, shinjuku] = await signIn(t, 'hq', 'hq2', 'shinjuku');
  cinemas = await cinemaIds(t);
});
afterAll(() => t.close());

describe('redeeming a serial', () => {
  it('checks, redeems once, refuses the second use, and gives it back on reverse', async () => {
    const { serials } = await couponWithSerials('一回券', 1);
    const code = serials[0]!.code;
    const check = await send(shinjuku, '/api/coupon/serialCheck', use(code));
    expect(check.json().data).toMatchObject({ usable: true, message: null, coupon: { name: '一回券' } });
    const first = await send(hq, '/api/coupon/serialRedeem', use(code, { reference: 'T-0001' }));
    expect(first.statusCode).toBe(200);
    expect(first.json().data.serial).toMatchObject({ state: 'used', usedCount: 1 });
    const again = await send(hq, '/api/coupon/serialRedeem', use(code));
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('このクーポンはすでに使用されています');
    const reversed = await send(hq, '/api/coupon/serialReverse', { redemptionId: first.json().data.redemptionId });
    expect(reversed.json().data).toMatchObject({ state: 'issued', usedCount: 0 });
    const twice = await send(hq, '/api/coupon/serialReverse', { redemptionId: first.json().data.redemptionId });
    expect(twice.json()).toMatchObject({ code: 'conflict', message: redemptionMessages.reversed });
    expect((await send(hq, '/api/coupon/serialRedeem', use(code))).statusCode).toBe(200);
  });

  it('answers each refusal in Japanese', async () => {
    const cases: [string, Parameters<typeof newCoupon>[1], object, string][] = [
      ['期限切れ', { expiryType: 'deadline', validUntil: '2020-01-31' }, {}, redemptionMessages.expired],
      ['開始前', { validFrom: '2099-01-01' }, {}, redemptionMessages.notYetValid],
      ['池袋限定', { cinemaIds: [cinemas['0102']!] }, {}, redemptionMessages.cinema],
      ['オンライン限定', { channels: ['online'] }, {}, redemptionMessages.channel],
      ['売店専用', { shopGroups: ['food'] }, { item: { ticketKind: 'general' } }, redemptionMessages.item],
      ['シニア専用', { ticketKinds: ['senior'] }, { item: { ticketKind: 'general' } }, redemptionMessages.item],
      ['要有効化', { expiryType: 'daysFromActivation', validDays: 30 }, {}, redemptionMessages.notActivated],
      ['停止中', { state: 'stopped' }, {}, redemptionMessages.stopped],
      [
        '鑑賞券',
        { kind: 'viewing', discountKind: 'fixedPrice', discountAmount: 0 },
        { item: { shopGroup: 'food' } },
        redemptionMessages.item,
      ],
      ['2000円以上', { minPurchase: 2000 }, { purchaseAmount: 1800 }, redemptionMessages.minPurchase(2000)],
    ];
    for (const [name, over, ctx, message] of cases) {
      const { serials } = await couponWithSerials(name, 1, over);
      const check = await send(hq, '/api/coupon/serialCheck', use(serials[0]!.code, ctx));
      expect(check.json().data, name).toMatchObject({ usable: false, message });
      const res = await send(hq, '/api/coupon/serialRedeem', use(serials[0]!.code, ctx));
      expect([res.statusCode, res.json().message], name).toEqual([409, message]);
    }
    const { id, serials } = await couponWithSerials('無効化', 1);
    await send(hq, '/api/coupon/serialState', {
      couponId: id,
      action: 'invalidate',
      serialIds: [serials[0]!.id],
      reason: '紛失',
    });
    expect((await send(hq, '/api/coupon/serialRedeem', use(serials[0]!.code))).json().message).toBe(
      redemptionMessages.invalid,
    );
  });

  it('refuses a mistyped code before the database, an unknown one, and another brand’s', async () => {
    const { serials } = await couponWithSerials('他社', 1);
    const code = serials[0]!.code;
    const typo = code.slice(0, 5) + (code[5] === 'A' ? 'B' : 'A') + code.slice(6);
    const bad = await send(hq, '/api/coupon/serialCheck', use(typo));
    expect(fieldsOf(bad)).toEqual({ code: serialMessages.check });
    const unknown = await send(hq, '/api/coupon/serialRedeem', use('2222-2222-2222-2222'));
    expect([unknown.statusCode, unknown.json().message]).toEqual([404, redemptionMessages.notFound]);
    const mirai = (await cinemaIds(t))['0201']!;
    const other = await send(hq2, '/api/coupon/serialRedeem', use(code, { cinemaId: mirai }));
    expect([other.statusCode, other.json().message]).toEqual([404, redemptionMessages.notFound]);
    // A cinema of another brand (or not the staff's own) is not found.
    expect((await send(shinjuku, '/api/coupon/serialCheck', use(code, { cinemaId: cinemas['0102'] }))).statusCode).toBe(
      404,
    );
  });

  it('lets a multi-use serial be used up to its limit', async () => {
    const { serials } = await couponWithSerials('3回券', 1, { usageLimit: 3 });
    const code = serials[0]!.code;
    const states = [];
    for (let i = 0; i < 3; i++)
      states.push((await send(hq, '/api/coupon/serialRedeem', use(code))).json().data.serial.state);
    expect(states).toEqual(['issued', 'issued', 'used']);
    expect((await send(hq, '/api/coupon/serialRedeem', use(code))).statusCode).toBe(409);
  });
});

describe(`50 parallel redemptions of a single-use serial (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('succeed exactly once; the rest answer that it is already used', async () => {
    const { serials } = await couponWithSerials('同時使用', 1);
    const code = serials[0]!.code;
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => send(hq, '/api/coupon/serialRedeem', use(code, { reference: `R${i}` }))),
    );
    const ok = answers.filter((r) => r.statusCode === 200);
    expect(ok).toHaveLength(1);
    const refused = answers.filter((r) => r.statusCode !== 200);
    expect(new Set(refused.map((r) => `${r.statusCode} ${r.json().message}`))).toEqual(
      new Set(['409 このクーポンはすでに使用されています']),
    );
    const uses = await t.database.db
      .select()
      .from(serialRedemptions)
      .where(eq(serialRedemptions.serialId, serials[0]!.id));
    expect(uses).toHaveLength(1);
  }, 60_000);
});
