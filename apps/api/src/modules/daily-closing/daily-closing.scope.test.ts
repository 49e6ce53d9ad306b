import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, businessDateOf } from '@cinema/contracts';
import { cinemas } from '../../db/schema/index.js';
import { cinemaIds, signIn } from '../../test/fixtures.js';
import { auth, createTestApp, type TestContext } from '../../test/helper.js';

// 日次締め's scope (docs/reports.md, "日次締め"): cinema staff read and close their own cinema, head office reads the
// brand's cinemas and only reopens, another brand sees nothing; no day after today is closed.

let t: TestContext;
let ids: Record<string, number>;
let tokens: { hq: string; shinjuku: string; hq2: string };
let today: string;
const day = '2031-06-12';

beforeAll(async () => {
  t = await createTestApp();
  ids = await cinemaIds(t);
  const [hq, shinjuku, hq2] = await signIn(t, 'hq', 'shinjuku', 'hq2');
  tokens = { hq, shinjuku, hq2 };
  const [c] = await t.database.db
    .select({ cutoff: cinemas.businessDayCutoffHour })
    .from(cinemas)
    .where(eq(cinemas.id, ids['0101']!));
  today = businessDateOf(new Date(), c!.cutoff);
});
afterAll(() => t.close());

const send = (token: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: auth(token), ...(payload ? { payload } : {}) });

describe('日次締めの範囲', () => {
  it('lets staff read their own cinema and head office the brand’s, another brand nothing', async () => {
    const own = await send(tokens.shinjuku, 'GET', `/api/dailyClosing/day?businessDate=${day}`);
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json().data).toMatchObject({ cinemaId: ids['0101'], status: 'open', ready: false });
    const otherCinema = await send(
      tokens.shinjuku,
      'GET',
      `/api/dailyClosing/day?businessDate=${day}&cinemaId=${ids['0102']}`,
    );
    expect(otherCinema.statusCode).toBe(404);
    const hq = await send(tokens.hq, 'GET', `/api/dailyClosing/calendar?month=2031-06&cinemaId=${ids['0102']}`);
    expect(hq.statusCode, hq.body).toBe(200);
    const otherBrand = await send(
      tokens.hq2,
      'GET',
      `/api/dailyClosing/day?businessDate=${day}&cinemaId=${ids['0101']}`,
    );
    expect(otherBrand.statusCode).toBe(404);
  });

  it('keeps 締める and 銀行預入 with the cinema’s staff, and refuses a day after today', async () => {
    const hqClose = await send(tokens.hq, 'POST', '/api/dailyClosing/close', {
      cinemaId: ids['0101'],
      businessDate: day,
    });
    expect(hqClose.statusCode).toBe(403);
    const future = await send(tokens.shinjuku, 'POST', '/api/dailyClosing/close', { businessDate: addDays(today, 2) });
    expect(future.statusCode).toBe(400);
    expect(future.json().message).toBe('今日より後の営業日は締められません');
    const nothing = await send(tokens.hq, 'POST', '/api/dailyClosing/reopen', {
      cinemaId: ids['0101'],
      businessDate: day,
      reason: '確認',
    });
    expect(nothing.statusCode).toBe(409);
    expect(nothing.json().message).toMatch(/は締められていません$/);
    expect((await send(tokens.shinjuku, 'GET', '/api/dailyClosing/states')).statusCode).toBe(403);
  });
});
