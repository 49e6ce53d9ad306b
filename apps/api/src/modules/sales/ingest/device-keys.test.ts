import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { deviceDocuments, seatReservations, transactions } from '../../../db/schema/index.js';
import { createTestApp, type TestContext } from '../../../test/helper.js';
import { invariantFailures, nextDoc, salesFixture, type SalesFixture } from '../sales.fixtures.js';

// A device's clientId is its own (docs/device-api.md): whatever a device sends, it may only create,
// replay or refuse documents of its own; a refused document never changes a stored row.
let t: TestContext;
let s: SalesFixture;
let intruder: string;

beforeAll(async () => {
  t = await createTestApp();
  s = await salesFixture(t);
  // A POS of another cinema: it cannot see the victim's screening, only guess its ids.
  intruder = await s.token('POSINTR', 'pos', '0102');
});
afterAll(() => t.close());
afterEach(async () => expect(await invariantFailures(t)).toEqual([]));

const seatsOf = (id: string) =>
  t.database.db
    .select({ seatKey: seatReservations.seatKey, status: seatReservations.status })
    .from(seatReservations)
    .where(eq(seatReservations.transactionId, id));

describe("another device's clientId", () => {
  it('is refused with client_id_in_use, and a refused document does not free the sale’s seat', async () => {
    const victim = s.sale(['O-11']);
    expect((await s.post(victim)).statusCode).toBe(200);
    const forged = {
      kind: 'sale',
      ...nextDoc(),
      clientId: victim.clientId,
      lines: [{ type: 'shop', itemId: 999_999, quantity: 1, unitPrice: 100 }],
      payments: [{ methodId: s.cash.id, amount: 100 }],
      total: 100,
    };
    for (const body of [forged, { kind: 'batch', documents: [forged] }]) {
      const res = await s.post(body, intruder);
      const answer = 'documents' in body ? res.json().data.results[0] : res.json();
      expect(answer.code ?? answer.error.code, res.body).toBe('client_id_in_use');
      expect(answer.status ?? res.statusCode).toBe(409);
    }
    expect(await seatsOf(victim.clientId)).toEqual([{ seatKey: 'O-11', status: 'sold' }]);
    // The seat stays sold: a third device's sale of it is refused.
    const again = await s.post(s.sale(['O-11']), await s.token('POSTHIRD'));
    expect(again.json().code).toBe('seat_unavailable');
    // Nothing of the refusal was stored under the intruder.
    const rows = await t.database.db
      .select()
      .from(deviceDocuments)
      .where(eq(deviceDocuments.clientId, victim.clientId));
    expect(rows).toHaveLength(1);
  });

  it('is refused the same way for a shift, a void or an admission document', async () => {
    const victim = s.sale(['O-12']);
    await s.post(victim);
    const base = { ...nextDoc(), clientId: victim.clientId };
    const docs = [
      { kind: 'shift_open', ...base, openingFloat: 30_000 },
      { kind: 'void', ...base, originalId: victim.clientId },
      { kind: 'admission', ...base, screeningId: s.screeningId, seatKey: 'O-12', action: 'admit' },
    ];
    for (const doc of docs) {
      const res = await s.post(doc, intruder);
      expect(res.json().code, `${doc.kind}: ${res.body}`).toBe('client_id_in_use');
    }
    const [sale] = await t.database.db.select().from(transactions).where(eq(transactions.id, victim.clientId));
    expect(sale?.status).toBe('success');
  });
});

describe('a refusal', () => {
  it('is not a replay on its first send, and is one on the next', async () => {
    const doc = { ...s.sale(['O-13']), total: 1 };
    const first = await s.post(doc);
    expect(first.statusCode).toBe(400);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const second = await s.post(doc);
    expect(second.statusCode).toBe(400);
    expect(second.headers['idempotent-replayed']).toBe('true');
    const batch = { ...s.sale(['O-14']), total: 1 };
    const [once] = (await s.post({ kind: 'batch', documents: [batch] })).json().data.results;
    expect(once).toMatchObject({ status: 400, replayed: false });
    expect(await seatsOf(batch.clientId)).toEqual([]);
  });
});
