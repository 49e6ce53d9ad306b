import { addMonthsToDate } from '@cinema/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberPointEntries, members, memberSystems, transactionLines, transactions } from '../../db/schema/index.js';
import { auth, createTestApp, type TestContext } from '../../test/helper.js';
import { invariantFailures, nextDoc, salesFixture, type SalesFixture } from '../sales/sales.fixtures.js';

// 会費 at the counter (docs/membership.md, "会費 at the counter"): a 会費 line priced by the member's 会員制度, a 会費
// sales line that earns no points; 年会費・更新料 extend the 有効期限 and make an 期限切れ member 有効, and its refund takes
// the extension back.

let t: TestContext;
let s: SalesFixture;
let annualFee = 0;

const memberOf = async (memberNo: string) =>
  (await t.database.db.select().from(members).where(eq(members.memberNo, memberNo)))[0]!;
const feeSale = (memberNo: string | undefined, feeKind: 'annual' | 'join', unitPrice: number) => ({
  kind: 'sale',
  ...nextDoc(),
  ...(memberNo ? { memberNo } : {}),
  lines: [{ type: 'membershipFee', feeKind, unitPrice }],
  payments: [{ methodId: s.credit.id, amount: unitPrice }],
  total: unitPrice,
});
const quote = (payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/device/quote', headers: auth(s.pos), payload });
const dayOf = async (id: string) =>
  (await t.database.db.select().from(transactions).where(eq(transactions.id, id)))[0]!.salesBusinessDate;

beforeAll(async () => {
  t = await createTestApp();
  s = await salesFixture(t, '2031-04-16');
  const member = await memberOf('CL00000210');
  const [system] = await t.database.db.select().from(memberSystems).where(eq(memberSystems.id, member.memberSystemId));
  annualFee = system!.annualFee;
});
afterAll(async () => {
  expect(await invariantFailures(t)).toEqual([]);
  await t.close();
});

describe('会費 at the counter', () => {
  it('sells a 年会費 as a 会費 line that earns nothing, and makes an expired member active for the system’s months', async () => {
    await t.database.db
      .update(members)
      .set({ status: 'expired', validUntil: '2020-01-31' })
      .where(eq(members.memberNo, 'CL00000210'));
    const sale = feeSale('CL00000210', 'annual', annualFee);
    const res = await s.post(sale);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.exceptions).toEqual([]);
    // The counter reads the fee it charges from the member lookup.
    expect((await s.get<{ fees: { annual: number } }>('/api/device/member?code=CL00000210')).fees.annual).toBe(
      annualFee,
    );
    const [line] = await t.database.db
      .select()
      .from(transactionLines)
      .where(eq(transactionLines.transactionId, sale.clientId));
    expect(line).toMatchObject({ lineType: 'membership_fee', feeKind: 'annual', name: '年会費', amount: annualFee });
    const day = await dayOf(sale.clientId);
    expect(await memberOf('CL00000210')).toMatchObject({ status: 'active', validUntil: addMonthsToDate(day, 12) });
    const points = await t.database.db
      .select()
      .from(memberPointEntries)
      .where(eq(memberPointEntries.transactionId, sale.clientId));
    expect(points).toEqual([]);
    // The same document again extends nothing more.
    expect((await s.post(sale)).headers['idempotent-replayed']).toBe('true');
    expect((await memberOf('CL00000210')).validUntil).toBe(addMonthsToDate(day, 12));
  });

  it('extends from the current 有効期限 when it is later than today, and a refund takes it back', async () => {
    await t.database.db
      .update(members)
      .set({ status: 'active', validUntil: '2099-03-31' })
      .where(eq(members.memberNo, 'CL00000211'));
    const sale = feeSale('CL00000211', 'annual', annualFee);
    expect((await s.post(sale)).statusCode).toBe(200);
    expect((await memberOf('CL00000211')).validUntil).toBe('2100-03-31');
    const refund = await s.post({ kind: 'refund', ...nextDoc(), originalId: sale.clientId });
    expect(refund.statusCode, refund.body).toBe(200);
    expect(await memberOf('CL00000211')).toMatchObject({ status: 'active', validUntil: '2099-03-31' });
  });

  it('takes back an expired member’s renewal on a void: 期限切れ again with the old date', async () => {
    await t.database.db
      .update(members)
      .set({ status: 'expired', validUntil: '2020-05-31' })
      .where(eq(members.memberNo, 'CL00000212'));
    const open = { kind: 'shift_open', ...nextDoc(), openingFloat: 10000 };
    expect((await s.post(open)).statusCode).toBe(200);
    const sale = { ...feeSale('CL00000212', 'annual', annualFee), shiftClientId: open.clientId };
    expect((await s.post(sale)).statusCode).toBe(200);
    expect((await memberOf('CL00000212')).status).toBe('active');
    const v = await s.post({ kind: 'void', ...nextDoc(), originalId: sale.clientId, reason: '誤操作' });
    expect(v.statusCode, v.body).toBe(200);
    expect(await memberOf('CL00000212')).toMatchObject({ status: 'expired', validUntil: '2020-05-31' });
  });

  it('keeps a counter’s other price as price_mismatch, and refuses a fee without a member', async () => {
    const other = await s.post(feeSale('CL00000213', 'annual', annualFee + 100));
    expect(other.statusCode).toBe(200);
    expect(other.json().data.exceptions).toEqual([
      expect.objectContaining({ kind: 'price_mismatch', expected: annualFee, actual: annualFee + 100 }),
    ]);
    const none = await s.post(feeSale(undefined, 'join', 500));
    expect(none.statusCode).toBe(400);
    expect(none.json().errors[0].field).toBe('memberNo');
    const unknown = await s.post(feeSale('NOBODY', 'join', 500));
    expect(unknown.statusCode).toBe(400);
  });

  it('quotes a 会費 at the member’s 会員制度 fee, with the sale’s checks, and writes nothing', async () => {
    const before = await t.database.db.$count(transactions);
    const { validUntil } = await memberOf('CL00000214');
    const priced = await quote({ memberNo: 'CL00000214', lines: [{ type: 'membershipFee', feeKind: 'annual' }] });
    expect(priced.statusCode, priced.body).toBe(200);
    expect(priced.json().data).toMatchObject({
      total: annualFee,
      exceptions: [],
      lines: [{ name: '年会費', unitPrice: annualFee, amount: annualFee, taxRate: 0.1 }],
    });
    // Another price is quoted as the counter's sale would record it.
    const other = await quote({
      memberNo: 'CL00000214',
      lines: [{ type: 'membershipFee', feeKind: 'annual', unitPrice: annualFee + 100 }],
    });
    expect(other.json().data.exceptions).toEqual([
      expect.objectContaining({ kind: 'price_mismatch', expected: annualFee, actual: annualFee + 100 }),
    ]);
    const none = await quote({ lines: [{ type: 'membershipFee', feeKind: 'join' }] });
    expect(none.statusCode).toBe(400);
    expect(none.json().errors[0].field).toBe('memberNo');
    expect((await quote({ memberNo: 'NOBODY', lines: [{ type: 'membershipFee', feeKind: 'join' }] })).statusCode).toBe(
      400,
    );
    expect(await t.database.db.$count(transactions)).toBe(before);
    expect((await memberOf('CL00000214')).validUntil).toBe(validUntil);
  });
});
