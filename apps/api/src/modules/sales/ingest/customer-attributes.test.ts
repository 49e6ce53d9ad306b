import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../../db/client.js';
import { transactions } from '../../../db/schema/index.js';
import { createTestApp, type TestContext } from '../../../test/helper.js';
import { compareRollups, rebuildRollups } from '../../rollups/index.js';
import { invariantFailures, nextDoc, salesFixture, type SalesFixture } from '../sales.fixtures.js';

// A sale's customer attributes (docs/device-api.md, "customer attributes"): accepted and stored with the sale, refused
// naming the field, stored once however often resent, and counted by R10 under the sale's customer, a void taking the
// customer back and a refund its money on its own day (docs/reports.md, "rollups").
let t: TestContext;
let s: SalesFixture;
let shift: string;

beforeAll(async () => {
  t = await createTestApp();
  s = await salesFixture(t, '2031-04-18');
  const open = { kind: 'shift_open', ...nextDoc(), openingFloat: 30000 };
  shift = open.clientId;
  expect((await s.post(open)).statusCode).toBe(200);
});
afterAll(() => t.close());
afterEach(async () => expect(await invariantFailures(t)).toEqual([]));

const stored = (id: string) =>
  t.database.db
    .select({
      prefecture: transactions.customerPrefecture,
      ageBand: transactions.customerAgeBand,
      gender: transactions.customerGender,
      bd: transactions.salesBusinessDate,
    })
    .from(transactions)
    .where(eq(transactions.id, id));

describe('a sale with customer attributes', () => {
  it('stores them with the sale, and a resend stores nothing more', async () => {
    const doc = s.sale(['C-1'], { customer: { prefecture: '13', ageBand: '30s', gender: 'female' } });
    const first = await s.post(doc);
    expect(first.statusCode, first.body).toBe(200);
    const again = await s.post(doc);
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await stored(doc.clientId)).toEqual([
      { prefecture: '13', ageBand: '30s', gender: 'female', bd: expect.any(String) },
    ]);
    // Some only, or none: the others stay empty (未回答).
    const some = s.sale(['C-2'], { customer: { ageBand: '70s+' } });
    expect((await s.post(some)).statusCode).toBe(200);
    expect(await stored(some.clientId)).toMatchObject([{ prefecture: null, ageBand: '70s+', gender: null }]);
  });

  it('refuses an unknown value naming the field, in Japanese', async () => {
    for (const [customer, field, message] of [
      [{ prefecture: '48' }, 'customer.prefecture', '都道府県コード'],
      [{ prefecture: 13 }, 'customer.prefecture', '都道府県コード'],
      [{ ageBand: '80s' }, 'customer.ageBand', '10s, 20s, 30s, 40s, 50s, 60s, 70s+'],
      [{ gender: 'f' }, 'customer.gender', 'male, female, other, unanswered'],
    ] as const) {
      const res = await s.post({ ...s.sale(['C-9']), customer });
      expect(res.statusCode, field).toBe(400);
      expect(res.json()).toMatchObject({ code: 'invalid_document', errors: [{ field }] });
      expect(res.json().errors[0].message).toContain(`「${field}」`);
      expect(res.json().errors[0].message).toContain(message);
    }
  });
});

describe('R10 rb_customer_day', () => {
  it('equals a recount of the documents, a void taking the customer back and a refund its money', async () => {
    const tokyo = { prefecture: '13', ageBand: '20s', gender: 'male' } as const;
    const kept = s.sale(['D-1', 'D-2'], { shiftClientId: shift, customer: tokyo }, 1);
    const voided = s.sale(['D-3'], { shiftClientId: shift, customer: tokyo });
    const anonymous = s.sale(['D-4'], { shiftClientId: shift });
    const net: Record<string, number> = {};
    for (const doc of [kept, voided, anonymous]) {
      const res = await s.post(doc);
      expect(res.statusCode).toBe(200);
      net[doc.clientId] = res.json().data.total - res.json().data.tax;
    }
    const v = await s.post({ kind: 'void', ...nextDoc(), originalId: voided.clientId, reason: '操作ミス' });
    expect(v.statusCode, v.body).toBe(200);
    const r = await s.post({
      kind: 'refund',
      ...nextDoc(),
      originalId: kept.clientId,
      shiftClientId: shift,
      lines: [{ lineNo: 1, quantity: 1 }],
    });
    expect(r.statusCode, r.body).toBe(200);
    expect(await invariantFailures(t)).toEqual([]);

    const [{ bd } = { bd: '' }] = await stored(kept.clientId);
    const ids = [kept.clientId, voided.clientId, anonymous.clientId];
    // The documents, read independently of the rollup's source: each line less its tax, under its sale's customer.
    const docs = await t.database.db
      .select({ id: transactions.id, kind: transactions.kind, original: transactions.originalId })
      .from(transactions)
      .where(inArray(sql`coalesce(${transactions.originalId}, ${transactions.id})`, ids));
    expect(docs.map((d) => d.kind).sort()).toEqual(['refund', 'sale', 'sale', 'sale', 'void']);
    const [recount] = await rowsOf<{ tokyo: number; none: number }>(
      t.database.db.execute(sql`select
          sum(l.amount - l.tax) filter (where coalesce(t.original_id, t.id) in (${kept.clientId}::uuid, ${voided.clientId}::uuid))::int as tokyo,
          sum(l.amount - l.tax) filter (where coalesce(t.original_id, t.id) = ${anonymous.clientId}::uuid)::int as none
        from transaction_lines l join transactions t on t.id = l.transaction_id
        where coalesce(t.original_id, t.id) = any(${sql.raw(`array['${ids.join("','")}']::uuid[]`)})`),
    );
    const rows = await rowsOf<{ prefecture: string; age_band: string; gender: string; txns: number; amount: number }>(
      t.database.db.execute(sql`select prefecture, age_band, gender, txns, amount from rb_customer_day
        where cinema_id = ${s.ids['0101']} and sale_bd = ${bd}`),
    );
    const tokyoRow = rows.find((x) => x.prefecture === '13' && x.age_band === '20s' && x.gender === 'male');
    const noneRow = rows.find((x) => x.prefecture === '' && x.age_band === '' && x.gender === 'unanswered');
    // Two sales of the Tokyo customer, one voided: one customer; the refunded ticket's money is gone.
    expect(tokyoRow).toEqual({ prefecture: '13', age_band: '20s', gender: 'male', txns: 1, amount: recount!.tokyo });
    // The documents' own totals less their tax (a refund's are negative): the void nets its sale to 0.
    const refundNet = r.json().data.total - r.json().data.tax;
    expect(r.json().data.total).toBe(-s.general.total);
    expect(tokyoRow!.amount).toBe(net[kept.clientId]! + refundNet);
    // The sale without attributes (and the earlier tests' ones without a prefecture) count under 未回答.
    expect(noneRow).toMatchObject({ txns: 1, amount: recount!.none });
    expect(noneRow!.amount).toBe(net[anonymous.clientId]);

    // The invariants job sees a wrong R10 row, and the rebuild (/dailyBusiness-update) puts it right from the facts.
    const range = { cinemaId: s.ids['0101']!, from: bd, to: bd };
    await t.database.db.execute(sql`update rb_customer_day set txns = txns + 1 where cinema_id = ${range.cinemaId}`);
    expect((await compareRollups(t.database.db, range)).map((m) => m.table)).toContain('rb_customer_day');
    await rebuildRollups(t.database.db, range);
    expect(await compareRollups(t.database.db, range)).toEqual([]);
    expect(
      await rowsOf(
        t.database.db.execute(sql`select prefecture, age_band, gender, txns, amount from rb_customer_day
          where cinema_id = ${range.cinemaId} and sale_bd = ${bd}`),
      ),
    ).toEqual(expect.arrayContaining([tokyoRow, noneRow]));
  });
});
