import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  brands,
  seatReservations,
  transactionLines,
  transactions,
  transactionTaxes,
} from '../../../db/schema/index.js';
import { createTestApp, type TestContext } from '../../../test/helper.js';
import { invariantFailures, nextDoc, salesFixture, type SalesFixture } from '../sales.fixtures.js';

// POST /api/device/documents, the sale (docs/device-api.md): idempotent by the device's id, seats
// exclusive, lines re-priced, tax once per document.
let t: TestContext;
let s: SalesFixture;

beforeAll(async () => {
  t = await createTestApp();
  s = await salesFixture(t);
});
afterAll(() => t.close());
// Every scenario leaves the sales facts and rollups consistent (docs/sales.md, "invariants").
afterEach(async () => expect(await invariantFailures(t)).toEqual([]));

describe('a sale', () => {
  it('records lines, tax, payments and sold seats, and answers the change', async () => {
    const open = { kind: 'shift_open', ...nextDoc(), openingFloat: 30_000 };
    expect((await s.post(open)).statusCode).toBe(200);
    const doc = s.sale(['B-1', 'B-2'], { shiftClientId: open.clientId }, 2);
    const res = await s.post(doc);
    expect(res.statusCode).toBe(200);
    const r = res.json().data;
    expect(r).toMatchObject({ transactionId: doc.clientId, status: 'success', total: doc.total, exceptions: [] });
    expect(r.change).toBe(doc.payments[0]!.tendered! - doc.total);
    const [tx] = await t.database.db.select().from(transactions).where(eq(transactions.id, doc.clientId));
    expect(tx).toMatchObject({ kind: 'sale', channel: 'pos', total: doc.total });
    const lines = await t.database.db
      .select()
      .from(transactionLines)
      .where(eq(transactionLines.transactionId, doc.clientId));
    const taxes = await t.database.db
      .select()
      .from(transactionTaxes)
      .where(eq(transactionTaxes.transactionId, doc.clientId));
    expect(lines).toHaveLength(3);
    expect(lines.reduce((sum, l) => sum + l.tax, 0)).toBe(taxes.reduce((sum, x) => sum + x.tax, 0));
    const seats = await t.database.db
      .select()
      .from(seatReservations)
      .where(eq(seatReservations.transactionId, doc.clientId));
    expect(seats.map((x) => [x.seatKey, x.status]).sort()).toEqual([
      ['B-1', 'sold'],
      ['B-2', 'sold'],
    ]);
  });

  it('answers what a 適格簡易請求書 needs: issuer and 登録番号, each line’s rate, tax once per rate', async () => {
    const doc = s.sale(['B-4'], {}, 1);
    const r = (await s.post(doc)).json().data;
    const [brand] = await t.database.db.select().from(brands).where(eq(brands.id, s.f.brandId));
    expect(r.receipt).toMatchObject({
      issuerName: brand!.companyName,
      registrationNo: brand!.invoiceNumber,
      roundingMode: brand!.fractionRounding,
    });
    expect(r.receipt.lines.map((l: { taxRate: number; reducedRate: boolean }) => [l.taxRate, l.reducedRate])).toEqual([
      [0.1, false],
      [0.08, true],
    ]);
    expect(r.receipt.taxes.map((x: { rate: number }) => x.rate).sort()).toEqual([0.08, 0.1]);
    expect(r.receipt.taxes.reduce((a: number, x: { tax: number }) => a + x.tax, 0)).toBe(r.tax);
    const again = await s.post(doc);
    expect(again.json().data.receipt).toEqual(r.receipt);
  });

  it('answers a resend with the stored result and Idempotent-Replayed, another body under the id with 422', async () => {
    const doc = s.sale(['B-3']);
    const first = await s.post(doc);
    const again = await s.post(doc);
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json().data).toEqual(first.json().data);
    const rows = await t.database.db.select().from(transactions).where(eq(transactions.id, doc.clientId));
    expect(rows).toHaveLength(1);
    const reused = await s.post({ ...doc, memberNo: 'M-1' });
    expect(reused.statusCode).toBe(422);
    expect(reused.json().code).toBe('idempotency_key_reused');
  });

  it('refuses a live sale of a sold seat naming it, and keeps an offline one with a seat_conflict', async () => {
    await s.post(s.sale(['C-1']));
    const live = await s.post(s.sale(['C-1', 'C-2']));
    expect(live.statusCode).toBe(409);
    expect(live.json()).toMatchObject({ code: 'seat_unavailable', seats: ['C-1'] });
    // Nothing of the refused sale was written: C-2 is still free.
    const free = await s.post(s.sale(['C-2']));
    expect(free.statusCode).toBe(200);
    const offline = await s.post(s.sale(['C-1'], { offline: true }));
    expect(offline.statusCode).toBe(200);
    expect(offline.json().data.exceptions).toContainEqual(
      expect.objectContaining({ kind: 'seat_conflict', seats: ['C-1'] }),
    );
  });

  it('records a price the device computed differently as an exception, not a refusal', async () => {
    const doc = s.sale(['D-1']);
    doc.lines[0] = { ...doc.lines[0]!, unitPrice: s.general.total - 100 } as (typeof doc.lines)[number];
    doc.total -= 100;
    doc.payments = [{ methodId: s.cash.id, amount: doc.total }];
    const res = await s.post(doc);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.exceptions).toContainEqual(
      expect.objectContaining({ kind: 'price_mismatch', expected: s.general.total, actual: s.general.total - 100 }),
    );
  });

  it('refuses in Japanese what does not add up or does not exist, naming the field', async () => {
    const doc = s.sale(['D-2']);
    const wrongTotal = await s.post({ ...doc, total: doc.total + 1 });
    expect(wrongTotal.statusCode, wrongTotal.body).toBe(400);
    expect(wrongTotal.json().errors[0]).toMatchObject({ field: 'total' });
    const unpaid = await s.post({ ...s.sale(['D-3']), payments: [] });
    expect(unpaid.json().errors[0]).toMatchObject({ field: 'payments' });
    const noSeat = await s.post(s.sale(['Z-99']));
    expect(noSeat.statusCode).toBe(400);
    expect(noSeat.json().errors[0].field).toBe('lines.0.seatKey');
    const bad = await s.post({ kind: 'sale', ...nextDoc(), clientId: 'x', lines: [], payments: [], total: 0 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/UUID|明細/);
  });

  it('refuses devices of another cinema and devices that do not sell', async () => {
    const other = await s.token(`POSX${Date.now() % 10000}`, 'pos', '0102');
    const res = await s.post(s.sale(['E-1']), other);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].field).toBe('lines.0.screeningId');
    const signage = await s.token(`SIGX${Date.now() % 10000}`, 'signage');
    expect((await s.post(s.sale(['E-1']), signage)).statusCode).toBe(403);
  });

  it('takes a batch in sequence order, each document on its own', async () => {
    const a = s.sale(['F-1']);
    const b = s.sale(['F-1']);
    const res = await s.post({ kind: 'batch', documents: [b, a] });
    expect(res.statusCode).toBe(200);
    const results = res.json().data.results;
    expect(results.map((r: { clientId: string; status: number }) => [r.clientId, r.status])).toEqual([
      [a.clientId, 200],
      [b.clientId, 409],
    ]);
  });

  it('answers a resent queue from what was stored: replays, a refusal again, a changed body 422, a new one recorded', async () => {
    const sold = s.sale(['F-2']);
    const refused = s.sale(['F-2']);
    await s.post({ kind: 'batch', documents: [sold, refused] });
    const fresh = s.sale(['F-3']);
    const res = await s.post({ kind: 'batch', documents: [fresh, { ...refused, memberNo: 'M-2' }, sold] });
    expect(res.statusCode).toBe(200);
    const byId = new Map(res.json().data.results.map((r: { clientId: string }) => [r.clientId, r]));
    expect(byId.get(sold.clientId)).toMatchObject({
      status: 200,
      replayed: true,
      result: { transactionId: sold.clientId },
    });
    expect(byId.get(refused.clientId)).toMatchObject({ status: 422, error: { code: 'idempotency_key_reused' } });
    expect(byId.get(fresh.clientId)).toMatchObject({ status: 200, replayed: false });
    const again = await s.post({ kind: 'batch', documents: [refused] });
    expect(again.json().data.results[0]).toMatchObject({
      status: 409,
      replayed: true,
      error: { code: 'seat_unavailable' },
    });
    const rows = await t.database.db.select().from(transactions).where(eq(transactions.id, sold.clientId));
    expect(rows).toHaveLength(1);
  });

  it('sells a seat to exactly one of many devices at once', async () => {
    const tokens = await Promise.all(Array.from({ length: 8 }, (_, i) => s.token(`POSR${i}${Date.now() % 1000}`)));
    const answers = await Promise.all(tokens.map((tok) => s.post(s.sale(['G-5']), tok)));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 409)).toHaveLength(7);
  });
});

describe('the master data a sale reads', () => {
  it('follows a head-office change at once: a payment method switched off refuses the next sale', async () => {
    const paidBy = (seat: string, methodId: number) => {
      const doc = s.sale([seat]);
      doc.payments = [{ methodId, amount: doc.total }];
      return doc;
    };
    // Read once (the device API keeps it for a moment), then changed by head office.
    expect((await s.post(paidBy('J-1', s.credit.id))).statusCode).toBe(200);
    const headers = { authorization: `Bearer ${s.hq}` };
    const detail = (await t.app.inject({ method: 'GET', url: `/api/payment/detail/${s.credit.id}`, headers })).json()
      .data;
    const fields = { id: detail.id, version: detail.version, code: detail.code, name: detail.name, kind: detail.kind };
    const update = (active: boolean, version: number) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/payment/update',
        headers,
        payload: {
          ...fields,
          version,
          sortOrder: detail.sortOrder,
          givesChange: detail.givesChange,
          feeRate: detail.feeRate,
          active,
        },
      });
    const off = await update(false, detail.version);
    expect(off.statusCode, off.body).toBe(200);
    const refused = await s.post(paidBy('J-2', s.credit.id));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors[0].field).toBe('payments.0.methodId');
    expect((await update(true, off.json().data.version)).statusCode).toBe(200);
    expect((await s.post(paidBy('J-3', s.credit.id))).statusCode).toBe(200);
  });
});

describe('the schedule after a sale', () => {
  it('refuses to delete a screening with a sold seat, with a Japanese reason', async () => {
    await s.post(s.sale(['H-1']));
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/schedule/delete/${s.screeningId}`,
      headers: { authorization: `Bearer ${await t.login('shinjuku')}` },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain('払戻');
  });
});
