import { eq } from 'drizzle-orm';
import type { ArInvoiceDetail, ArPayment } from '@cinema/contracts';
import { clients, deposits } from '../../db/schema/index.js';
import { auth, type TestContext } from '../../test/helper.js';
import {
  itemLine,
  salesFixture,
  ticketLine,
  type SalesFixture,
} from '../transaction-history/transaction-history.fixtures.js';

// Shared by the 売掛 suites: a fresh 取引先 of シネマライン (月末締め翌月末払い) and 掛売 sales to it in 2031, far from
// the demo history.

let n = 0;
export async function newClient(t: TestContext, brandId: number, extra: Partial<typeof clients.$inferInsert> = {}) {
  n += 1;
  const [c] = await t.database.db
    .insert(clients)
    .values({
      brandId,
      code: `AR${String(n).padStart(3, '0')}${Date.now() % 1000}`,
      name: `売掛テスト${n}株式会社`,
      kana: 'ウリカケテスト',
      type: 'corporation',
      role: 'customer',
      closingDay: 31,
      paymentMonth: 1,
      paymentDay: 31,
      holidayRule: 'none',
      ...extra,
    })
    .returning();
  if (!c) throw new Error('no client');
  return c;
}

export async function depositOf(t: TestContext, brandId: number) {
  const [d] = await t.database.db.select({ id: deposits.id }).from(deposits).where(eq(deposits.brandId, brandId));
  if (!d) throw new Error('no deposit');
  return d.id;
}

export const arFixture = (day: string, t: TestContext) => salesFixture(t.database.db, day);

/** A 掛売 through the console: tickets at 1,900 円 (10 %) and popcorn (8 %), on its 計上日. */
export async function clSale(
  t: TestContext,
  token: string,
  f: SalesFixture,
  clientId: number,
  accountDate: string,
  { seats = [] as string[], popcorn = 0, goods = 0 } = {},
) {
  const lines = [
    ...seats.map((s) => ticketLine(f, s)),
    ...(popcorn ? [itemLine(f.popcorn, popcorn)] : []),
    ...(goods ? [itemLine(f.goods, goods)] : []),
  ];
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/transactionHistoryCl/create',
    headers: auth(token),
    payload: { cinemaId: f.cinemaId, clientId, accountDate, lines },
  });
  if (res.statusCode !== 200) throw new Error(res.body);
  return res.json().data as { id: string; total: number };
}

export function arApi(t: TestContext) {
  const req = async (token: string, method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url: `/api/accountReceivable/${url}`, headers: auth(token), payload });
  return {
    req,
    draw: async (token: string, clientId: number, month: string, issueDate = `${month}-28`) => {
      const r = await req(token, 'POST', 'invoice/draw', { clientId, month, issueDate });
      return { status: r.statusCode, body: r.json(), invoice: r.json().data as ArInvoiceDetail };
    },
    pay: async (token: string, payload: object) => {
      const r = await req(token, 'POST', 'payment/create', payload);
      return { status: r.statusCode, body: r.json(), payment: r.json().data as ArPayment };
    },
    invoice: async (token: string, id: number) =>
      (await req(token, 'GET', `invoice/detail/${id}`)).json().data as ArInvoiceDetail,
  };
}
