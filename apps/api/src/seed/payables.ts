import { and, eq } from 'drizzle-orm';
import { lastMonthInJapan, monthInJapan, purchaseTax } from '@cinema/contracts';
import type { Db } from '../db/client.js';
import { brands, cinemas, clients, deposits, payableEntries, payables } from '../db/schema/index.js';
import { dueOfDay } from '../modules/payables/payables.terms.js';

// Demo 買掛・未払 (docs/accounting.md, "買掛・未払"), after the 取引先 (seedClients): シネマライン新宿's popcorn 仕入 of last month from 関東ポップコーン食品
// (S001), paid in part at the start of this month, so the screen shows a 一部支払 row. Film-fee payables come from
// confirming 映画料集計, which the demo leaves to the user.
export async function seedPayables(db: Db) {
  const [row] = await db
    .select({ brandId: brands.id, rounding: brands.fractionRounding, cinemaId: cinemas.id })
    .from(brands)
    .innerJoin(cinemas, and(eq(cinemas.brandId, brands.id), eq(cinemas.code, '0101')))
    .where(eq(brands.code, 'CL'));
  if (!row) return;
  const [supplier] = await db
    .select()
    .from(clients)
    .where(and(eq(clients.brandId, row.brandId), eq(clients.code, 'S001')));
  const [account] = await db
    .select({ id: deposits.id })
    .from(deposits)
    .where(and(eq(deposits.brandId, row.brandId), eq(deposits.purpose, 'payment')));
  if (!supplier || !account) return;
  const month = lastMonthInJapan();
  const recordedOn = `${month}-10`;
  const [base10, base8] = [120_000, 30_000];
  const [tax10, tax8] = [purchaseTax(base10, 10, row.rounding), purchaseTax(base8, 8, row.rounding)];
  const [made] = await db
    .insert(payables)
    .values({
      brandId: row.brandId,
      clientId: supplier.id,
      kind: 'purchase',
      month,
      cinemaId: row.cinemaId,
      recordedOn,
      dueOn: dueOfDay(recordedOn, supplier),
      base10,
      tax10,
      base8,
      tax8,
      amount: base10 + tax10 + base8 + tax8,
      memo: 'ポップコーン豆・オイル',
      createdByName: '本部 経理',
    })
    .returning({ id: payables.id });
  if (!made) return;
  await db.insert(payableEntries).values({
    brandId: row.brandId,
    payableId: made.id,
    kind: 'payment',
    entryOn: `${monthInJapan()}-01`,
    amount: 100_000,
    depositId: account.id,
    memo: '一部支払',
    createdByName: '本部 経理',
  });
}
