import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { denominations } from '@cinema/contracts';
import { admissions, cashierShifts, transactionLines } from '../../../db/schema/index.js';
import { createTestApp, type TestContext } from '../../../test/helper.js';
import { invariantFailures, nextDoc, salesFixture, type SalesFixture } from '../sales.fixtures.js';

// A cashier shift from open to close (docs/sales.md, "facts"), and admissions.
let t: TestContext;

/** The amount in the fewest notes and coins. */
function countOf(amount: number) {
  const out: Record<string, number> = {};
  let left = amount;
  for (const d of denominations) {
    if (left >= d) out[String(d)] = Math.floor(left / d);
    left %= d;
  }
  return out;
}
let s: SalesFixture;

beforeAll(async () => {
  t = await createTestApp();
  s = await salesFixture(t, '2031-04-13');
});
afterAll(() => t.close());
// Every scenario leaves the sales facts and rollups consistent (docs/sales.md, "invariants").
afterEach(async () => expect(await invariantFailures(t)).toEqual([]));

describe('cashier shift', () => {
  it('expects the float, cash sales net of change and cash movements; records the over/short with its reason', async () => {
    const open = { kind: 'shift_open', ...nextDoc(), openingFloat: 30000, staffName: '山田' };
    const opened = await s.post(open);
    expect(opened.statusCode, opened.body).toBe(200);
    const second = await s.post({ kind: 'shift_open', ...nextDoc(), openingFloat: 1000 });
    expect(second.statusCode).toBe(409);
    const sale = s.sale(['A-1'], { shiftClientId: open.clientId });
    await s.post(sale);
    await s.post({
      kind: 'cash_movement',
      ...nextDoc(),
      shiftClientId: open.clientId,
      movement: 'drop',
      amount: 10000,
      reason: '中間回収',
    });
    const expected = 30000 + sale.total - 10000;
    // The drawer is ¥100 short.
    const countedTotal = expected - 100;
    const counted = countOf(countedTotal);
    const noReason = await s.post({
      kind: 'shift_close',
      ...nextDoc(),
      shiftClientId: open.clientId,
      countedCash: counted,
    });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().errors[0].field).toBe('overShortReason');
    const close = {
      kind: 'shift_close',
      ...nextDoc(),
      shiftClientId: open.clientId,
      countedCash: counted,
      overShortReason: '釣銭間違い',
    };
    const closed = await s.post(close);
    expect(closed.statusCode, closed.body).toBe(200);
    const [row] = await t.database.db.select().from(cashierShifts).where(eq(cashierShifts.id, open.clientId));
    expect(row).toMatchObject({
      status: 'closed',
      expectedCash: expected,
      countedTotal,
      overShort: countedTotal - expected,
    });
    // After the close a sale cannot name the shift and a void is refused.
    const late = await s.post(s.sale(['A-2'], { shiftClientId: open.clientId }));
    expect(late.statusCode).toBe(409);
    const v = await s.post({ kind: 'void', ...nextDoc(), originalId: sale.clientId });
    expect(v.statusCode).toBe(409);
    expect(v.json().message).toContain('払戻');
  });

  it('closes even with a document missing from its numbering, and shows the gap on its レジ精算', async () => {
    const open = { kind: 'shift_open', ...nextDoc(), openingFloat: 0 };
    await s.post(open);
    nextDoc(); // a document the device numbered but never sent
    const close = { kind: 'shift_close', ...nextDoc(), shiftClientId: open.clientId, countedCash: {} };
    const res = await s.post(close);
    expect(res.statusCode, res.body).toBe(200);
    const detail = await t.app.inject({
      url: `/api/cashierReport/detail/${open.clientId}`,
      headers: { authorization: `Bearer ${await t.login('shinjuku')}` },
    });
    expect(detail.json().data.missingSeqs).toEqual([{ from: close.deviceSeq - 1, to: close.deviceSeq - 1 }]);
  });
});

describe('admission', () => {
  it('marks 発券 and 着券 once; a repeated scan changes nothing; an unsold seat is refused', async () => {
    const sale = s.sale(['C-3']);
    await s.post(sale);
    const scan = { kind: 'admission', screeningId: s.screeningId, seatKey: 'C-3', action: 'admit' };
    expect((await s.post({ ...scan, ...nextDoc() })).statusCode).toBe(200);
    const [line] = await t.database.db
      .select()
      .from(transactionLines)
      .where(eq(transactionLines.transactionId, sale.clientId));
    const [first] = await t.database.db.select().from(admissions).where(eq(admissions.lineId, line!.id));
    expect(first!.admittedAt).not.toBeNull();
    await s.post({ ...scan, ...nextDoc() });
    const [second] = await t.database.db.select().from(admissions).where(eq(admissions.lineId, line!.id));
    expect(second!.admittedAt).toEqual(first!.admittedAt);
    const unsold = await s.post({ ...scan, ...nextDoc(), seatKey: 'C-4' });
    expect(unsold.statusCode).toBe(409);
  });
});
