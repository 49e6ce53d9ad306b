import { randomUUID } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { DailyClosingDay } from '@cinema/contracts';
import { rowsOf } from '../../db/client.js';
import { shopItems, transactions } from '../../db/schema/index.js';
import { auth, type TestContext } from '../../test/helper.js';

// 日次締め's tests' calls (docs/reports.md, "日次締め"): the day, the 銀行預入, the 天候, 締める, and a late offline sale.

export type ClosingApi = ReturnType<typeof closingApi>;

export interface ClosingCtx {
  t: TestContext;
  tokens: { shinjuku: string };
  /** A register's device token. */
  pos: string;
  brandId: number;
}

/** The calls, reading the context when they run (it is filled in by beforeAll). */
export function closingApi(ctx: ClosingCtx) {
  const send = (token: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    ctx.t.app.inject({ method, url, headers: auth(token), ...(payload ? { payload } : {}) });
  async function dayOf(token: string, day: string, cinemaId?: number) {
    const res = await send(
      token,
      'GET',
      `/api/dailyClosing/day?businessDate=${day}${cinemaId ? `&cinemaId=${cinemaId}` : ''}`,
    );
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as DailyClosingDay;
  }
  const deposit = (day: string, extra: object = {}) =>
    send(ctx.tokens.shinjuku, 'PUT', '/api/dailyClosing/deposit', {
      businessDate: day,
      depositAmount: 2700,
      depositBagNo: 'B-0042',
      depositorName: '山田 太郎',
      ...extra,
    });
  const note = (day: string) =>
    send(ctx.tokens.shinjuku, 'PUT', '/api/businessDaily/note', { businessDate: day, weather: 'sunny', version: 0 });
  const close = (token: string, day: string) => send(token, 'POST', '/api/dailyClosing/close', { businessDate: day });

  /** A shop-only sale the register kept offline, sent later in a batch. */
  async function lateSale(occurredAt: string) {
    const [item] = await ctx.t.database.db
      .select({ id: shopItems.id, price: shopItems.price })
      .from(shopItems)
      .where(and(eq(shopItems.brandId, ctx.brandId), eq(shopItems.state, 'selling'), eq(shopItems.kind, 'concession')))
      .orderBy(asc(shopItems.id))
      .limit(1);
    const [credit] = await rowsOf<{ id: number }>(
      ctx.t.database.db.execute(
        sql`select id from payment_methods where brand_id = ${ctx.brandId} and code = 'CREDIT'`,
      ),
    );
    const clientId = randomUUID();
    const res = await send(ctx.pos, 'POST', '/api/device/documents', {
      kind: 'batch',
      documents: [
        {
          kind: 'sale',
          clientId,
          deviceSeq: Math.floor(Math.random() * 1_000_000) + 1000,
          occurredAt,
          offline: true,
          lines: [{ type: 'shop', itemId: item!.id, quantity: 1, unitPrice: item!.price }],
          payments: [{ methodId: credit!.id, amount: item!.price }],
          total: item!.price,
        },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await ctx.t.database.db.select().from(transactions).where(eq(transactions.id, clientId));
    return row!;
  }
  return { send, dayOf, deposit, note, close, lateSale };
}
