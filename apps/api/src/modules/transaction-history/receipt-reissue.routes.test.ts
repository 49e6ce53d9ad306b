import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { receiptReissueMessages, type DocumentResult, type ReissuedReceipt } from '@cinema/contracts';
import { auditLogs, cinemas, clients, transactions, transactionTaxes } from '../../db/schema/index.js';
import { newFactId } from '../../platform/fact-id.js';
import { fieldsOf } from '../../test/fixtures.js';
import { auth, createTestApp, type TestContext } from '../../test/helper.js';
import { addCinemaStaff } from '../../test/staff.js';
import { cinemaAccount } from '../houses/houses.fixtures.js';
import { salesFixture, type SalesFixture } from '../sales/sales.fixtures.js';

// 領収書の再発行 (docs/sales.md, "reissued receipts"): the figures the register printed, rebuilt from the stored rows,
// less refunds; counted and audited; refused in Japanese where no money is held.
let t: TestContext;
let s: SalesFixture;
let tokens: { shinjuku: string; viewer: string; hq: string; umeda: string };
let seat = 0;

const reissue = (id: string, body: Record<string, unknown> = {}, token = tokens.shinjuku) =>
  t.app.inject({
    method: 'POST',
    url: `/api/transactionHistory/reissueReceipt/${id}`,
    headers: auth(token),
    payload: body,
  });
const action = (path: 'refund' | 'void', body: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: `/api/transactionHistory/${path}`,
    headers: auth(tokens.shinjuku),
    payload: { reason: 'テスト', cashFrom: 'office', ...body },
  });
/** A POS sale of two tickets (10 %) and three of the shop item (8 %), as the device's answer said it. */
async function deviceSale(): Promise<DocumentResult> {
  const res = await s.post(s.sale([`C-${++seat}`, `C-${++seat}`], {}, 3));
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as DocumentResult;
}

beforeAll(async () => {
  t = await createTestApp();
  s = await salesFixture(t, '2031-05-12');
  await addCinemaStaff(t.database.db, {
    userName: 'receipt-viewer',
    cinemaCodes: ['0101'],
    permissions: { reports: ['view'] },
  });
  tokens = {
    shinjuku: await t.login('shinjuku'),
    viewer: await t.login('receipt-viewer'),
    hq: s.hq,
    umeda: await cinemaAccount(t, 'umeda-receipt', 'MIRAI', '劇場スタッフ', '0201'),
  };
});
afterAll(() => t.close());

describe('POST /api/transactionHistory/reissueReceipt/:id', () => {
  it('answers the receipt the register printed, marked 再発行 with its count, payments and change', async () => {
    const sold = await deviceSale();
    const res = await reissue(sold.transactionId!, { addressee: '株式会社シネマ商事', purpose: '映画鑑賞料として' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('領収書を再発行しました');
    const r = res.json().data as ReissuedReceipt;
    // Issuer, 登録番号, rounding, every line with its ※ mark and the tax once per rate: the device's answer exactly.
    expect(r.receipt).toEqual(sold.receipt);
    expect(r.receipt.lines.map((l) => l.reducedRate)).toEqual([false, false, true]);
    const [cinema] = await t.database.db.select().from(cinemas).where(eq(cinemas.id, s.f.id));
    expect(r).toMatchObject({
      transactionNo: sold.transactionNo,
      cinemaName: cinema!.name,
      reissued: true,
      reissueCount: 1,
      addressee: '株式会社シネマ商事',
      purpose: '映画鑑賞料として',
      status: 'success',
      total: sold.total,
      tax: sold.tax,
      refundedAmount: 0,
      refunds: [],
      change: sold.change,
    });
    const tendered = Math.ceil(sold.total! / 1000) * 1000 + 1000;
    expect(r.payments).toEqual([
      { methodName: s.cash.name, methodKind: 'cash', amount: sold.total, tendered, change: sold.change },
    ]);
  });

  it('counts each reissue and writes one 操作ログ row naming the document number and the cinema', async () => {
    const sold = await deviceSale();
    const id = sold.transactionId!;
    expect(((await reissue(id)).json().data as ReissuedReceipt).reissueCount).toBe(1);
    const second = (await reissue(id, { addressee: '山田 太郎' })).json().data as ReissuedReceipt;
    expect(second).toMatchObject({ reissueCount: 2, addressee: '山田 太郎', purpose: null });
    const rows = await t.database.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.entityId, id), eq(auditLogs.action, 'receiptReissue')));
    expect(rows).toHaveLength(2);
    expect(rows[1]).toMatchObject({ entity: 'transaction', cinemaId: s.f.id, brandId: s.f.brandId });
    expect(rows[1]!.summary).toBe(
      `領収書を再発行（取引番号 ${sold.transactionNo}、${second.cinemaName}、2回目、${sold.total!.toLocaleString('ja-JP')}円） 宛名「山田 太郎」`,
    );
  });

  it('reissues a partly refunded sale for what was kept: the lines, taxes and tenders less the refund', async () => {
    const sold = await deviceSale();
    const id = sold.transactionId!;
    // One ticket and one of the three items back.
    const refunded = await action('refund', {
      id,
      lines: [
        { lineNo: 1, quantity: 1 },
        { lineNo: 3, quantity: 1 },
      ],
    });
    expect(refunded.statusCode, refunded.body).toBe(200);
    const back = refunded.json().data.refundedAmount as number;
    const r = (await reissue(id)).json().data as ReissuedReceipt;
    const [ticket, , item] = sold.receipt!.lines;
    expect(r.status).toBe('partial_refunded');
    expect(r.receipt.lines).toEqual([sold.receipt!.lines[1], { ...item!, quantity: 2, amount: item!.unitPrice * 2 }]);
    expect(r.total).toBe(sold.total! - back);
    expect(back).toBe(ticket!.amount + item!.unitPrice);
    expect(r.refundedAmount).toBe(back);
    expect(r.refunds).toEqual([expect.objectContaining({ amount: back })]);
    // Each rate's tax is the sale's less what the refund gave back, never rounded afresh.
    const refundTaxes = await t.database.db
      .select({ rate: transactionTaxes.rate, tax: transactionTaxes.tax })
      .from(transactionTaxes)
      .innerJoin(transactions, eq(transactions.id, transactionTaxes.transactionId))
      .where(eq(transactions.originalId, id));
    const given = new Map(refundTaxes.map((x) => [x.rate, x.tax]));
    expect(r.receipt.taxes).toEqual(
      sold.receipt!.taxes.map((x) => ({
        rate: x.rate,
        taxable: x.taxable - (x.rate === 0.1 ? ticket!.amount : item!.unitPrice),
        tax: x.tax + (given.get(x.rate) ?? 0),
      })),
    );
    expect(r.tax).toBe(r.receipt.taxes.reduce((sum, x) => sum + x.tax, 0));
    // 預り and おつり belong to the whole sale: not printed once part of it went back.
    expect(r.payments).toEqual([expect.objectContaining({ amount: r.total, tendered: null, change: null })]);
    expect(r.change).toBeNull();
  });

  it('refuses a voided sale, naming the void, and a wholly refunded one, in Japanese, writing nothing', async () => {
    const voided = (await deviceSale()).transactionId!;
    const v = await action('void', { id: voided });
    expect(v.statusCode, v.body).toBe(200);
    const voidNo = (v.json().data.reversals as { transactionNo: string }[])[0]!.transactionNo;
    const res = await reissue(voided);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(receiptReissueMessages.voided(voidNo));
    expect(res.json().message).toContain(`取消番号 ${voidNo}`);
    const whole = (await deviceSale()).transactionId!;
    expect((await action('refund', { id: whole })).statusCode).toBe(200);
    const refused = await reissue(whole);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(receiptReissueMessages.refunded);
    const rows = await t.database.db.select().from(auditLogs).where(eq(auditLogs.action, 'receiptReissue'));
    expect(rows.filter((a) => a.entityId === voided || a.entityId === whole)).toEqual([]);
  });

  it('refuses a 掛売: no money was received at the counter, the 取引先 is invoiced instead', async () => {
    const [client] = await t.database.db
      .select({ id: clients.id })
      .from(clients)
      .where(eq(clients.brandId, s.f.brandId))
      .limit(1);
    const onAccount = await t.app.inject({
      method: 'POST',
      url: '/api/transactionHistoryCl/create',
      headers: auth(tokens.hq),
      payload: {
        cinemaId: s.f.id,
        clientId: client!.id,
        accountDate: '2031-05-10',
        lines: [{ type: 'shop', itemId: s.item.id, quantity: 1, options: s.itemOptions, unitPrice: s.itemPrice }],
      },
    });
    expect(onAccount.statusCode, onAccount.body).toBe(200);
    const res = await reissue(onAccount.json().data.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(receiptReissueMessages.onAccount);
  });

  it('answers 404 for another tenant and an unknown id, 403 without the update permission or as head office', async () => {
    const id = (await deviceSale()).transactionId!;
    expect((await reissue(id, {}, tokens.umeda)).statusCode).toBe(404);
    expect((await reissue(newFactId())).statusCode).toBe(404);
    expect((await reissue(id, {}, tokens.viewer)).statusCode).toBe(403);
    const hq = await reissue(id, {}, tokens.hq);
    expect(hq.statusCode).toBe(403);
    const rows = await t.database.db.select().from(auditLogs).where(eq(auditLogs.entityId, id));
    expect(rows).toEqual([]);
  });

  it('refuses a 宛名 over 40 characters, naming the field', async () => {
    const id = (await deviceSale()).transactionId!;
    const res = await reissue(id, { addressee: 'あ'.repeat(41) });
    expect(res.statusCode).toBe(400);
    expect(fieldsOf(res.json())).toEqual({ addressee: '「宛名」は40文字以内で入力してください' });
  });
});
