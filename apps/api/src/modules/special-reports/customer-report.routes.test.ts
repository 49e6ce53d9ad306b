import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, type CustomerReport } from '@cinema/contracts';
import { shopItems } from '../../db/schema/index.js';
import { signIn } from '../../test/fixtures.js';
import { auth, createTestApp, type TestContext } from '../../test/helper.js';
import { readSpecial, specialScenario, type SpecialScenario } from './special-reports.fixtures.js';

// 客数・客層報告 from sales recorded through the one write path, some with customer attributes: the days and the
// 客層 to the yen, a refund on its own day, and staff reading their own cinema only.

let t: TestContext;
let s: SpecialScenario;
let tokens: { hq: string; shinjuku: string };

beforeAll(async () => {
  t = await createTestApp();
  s = await specialScenario(t);
  const [hq, shinjuku] = await signIn(t, 'hq', 'shinjuku');
  tokens = { hq, shinjuku };
}, 180_000);
afterAll(() => t.close());

const get = (url: string, token: string) => t.app.inject({ url, headers: auth(token) });
const read = <T>(path: string, token: string, params: string) => readSpecial<T>(t, path, token, params);
const day = () => `from=${s.day}&to=${s.day}`;

describe('客数・客層報告', () => {
  it('gives each day 売上（税抜）, 客数 and 入場者数, and the 客層 with 件数 and 構成比, to the yen', async () => {
    const [item] = await t.database.db
      .select({ rate: shopItems.taxRate })
      .from(shopItems)
      .where(eq(shopItems.id, s.itemId));
    expect(item!.rate).toBe(0.08);
    // day: the counter's 6,700 of tickets (tax 609) and 1,000 of the shop item (tax 74) for 東京都・30代・女性, the 招待 at
    // 0 (埼玉県・20代・男性), the ムビチケ sale's 3,600 (tax 327, no attributes).
    const counter = 6700 - 609 + (1000 - 74);
    const movieTicket = 3600 - 327;
    // day + 1: a ticket of 1,800 (tax 163: the sales were taxed with the 端数処理 their context read, 切り捨て); the
    // refunds of one 1,800 ticket and one of the two shop items give back the tax the sale allocated to them (609 over
    // 1,800 × 3 and 1,300 by largest remainder, earlier lines first: 164; 74 over two units: 37).
    const refunds = -(1800 - 164) - (500 - 37);
    const d = await read<CustomerReport>(
      'customerReport',
      tokens.hq,
      `from=${s.day}&to=${addDays(s.day, 1)}&cinemaIds=${s.ids['0101']}`,
    );
    const dayOne = counter + movieTicket;
    const dayTwo = 1800 - 163 + refunds;
    expect([dayOne, dayTwo]).toEqual([10290, -462]);
    expect(d.days).toEqual([
      { date: s.day, amount: 10290, customers: 3, admissions: 8, perCustomer: 3430 },
      { date: addDays(s.day, 1), amount: -462, customers: 1, admissions: 1, perCustomer: -462 },
    ]);
    expect(d.totals).toEqual({
      amount: dayOne + dayTwo,
      customers: 4,
      admissions: 9,
      perCustomer: Math.round((dayOne + dayTwo) / 4),
    });
    // 客層 over both days: the counter's refunds stay under its customer, on their own day.
    const tokyo = counter + refunds;
    expect(d.prefectures).toEqual([
      { key: '11', label: '埼玉県', customers: 1, ratio: 0.25, amount: 0 },
      { key: '13', label: '東京都', customers: 1, ratio: 0.25, amount: tokyo },
      { key: '', label: '未回答', customers: 2, ratio: 0.5, amount: movieTicket + 1800 - 163 },
    ]);
    expect(d.ageBands.map((b) => [b.label, b.customers])).toEqual([
      ['〜19歳', 0],
      ['20代', 1],
      ['30代', 1],
      ['40代', 0],
      ['50代', 0],
      ['60代', 0],
      ['70歳以上', 0],
      ['未回答', 2],
    ]);
    expect(d.genders).toEqual([
      { key: 'male', label: '男性', customers: 1, ratio: 0.25, amount: 0 },
      { key: 'female', label: '女性', customers: 1, ratio: 0.25, amount: tokyo },
      { key: 'other', label: 'その他', customers: 0, ratio: 0, amount: 0 },
      { key: 'unanswered', label: '未回答', customers: 2, ratio: 0.5, amount: movieTicket + 1800 - 163 },
    ]);
    // 時間帯別 (R6): the counter's sale at 10時台 (tickets and shop), the 招待 and the ムビチケ sale at 11時台.
    const dayHours = (await read<CustomerReport>('customerReport', tokens.hq, `${day()}&cinemaIds=${s.ids['0101']}`))
      .hours;
    expect(dayHours).toEqual([
      { hour: 10, ticketTxns: 1, shopTxns: 1, amount: 7700 },
      { hour: 11, ticketTxns: 2, shopTxns: 0, amount: 3600 },
    ]);
  });

  it('narrows the 客層 to one 居住地, and adds every cinema of the brand for 全劇場計', async () => {
    const tokyo = await read<CustomerReport>('customerReport', tokens.hq, `${day()}&prefecture=13`);
    // 新宿's counter customer and 池袋's (東京都・40代・男性); the day figures stay everyone's.
    expect(tokyo.prefectures.map((p) => [p.label, p.customers, p.ratio])).toEqual([['東京都', 2, 1]]);
    expect(tokyo.genders.map((g) => g.customers)).toEqual([1, 1, 0, 0]);
    expect(tokyo.totals).toMatchObject({ customers: 4, admissions: 9 });
    const bad = await get(`/api/specialReport/customerReport?${day()}&prefecture=48`, tokens.hq);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0]).toMatchObject({ field: 'prefecture', message: '「居住地」を選択してください' });
  });

  it('is cinema staff’s for their own cinema only', async () => {
    const own = await read<CustomerReport>('customerReport', tokens.shinjuku, day());
    expect(own.totals.customers).toBe(3);
    const other = await get(`/api/specialReport/customerReport?${day()}&cinemaIds=${s.ids['0102']}`, tokens.shinjuku);
    expect(other.statusCode).toBe(404);
  });
});
