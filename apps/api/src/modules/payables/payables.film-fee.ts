import { and, eq, sql } from 'drizzle-orm';
import { payableMessages } from '@cinema/contracts';
import { rowsOf, type Db } from '../../db/client.js';
import { payables } from '../../db/schema/index.js';
import { conflict } from '../../platform/errors.js';
import { clientOf } from './payables.repository.js';
import { dueOfMonth, monthEnd } from './payables.terms.js';

// A confirmed month of film fees is one payable per 配給会社 (docs/accounting.md, "買掛・未払"): re-summed from the
// confirmed statements (their kept figures, so the amount is exactly Σ 支払額（税込）, and the tax Σ of each statement's
// one rounding) in the transaction of every 確定 and 確定解除. The payable's row is locked first, so two confirmations
// of the same 配給会社 and month, or a confirmation and a payment, queue on it.

export interface FilmFeePayableKey {
  brandId: number;
  /** The confirmed statement's 配給会社 (a 取引先); none: no payable. */
  clientId: number | null | undefined;
  month: string;
}

async function lockedPayable(tx: Db, k: FilmFeePayableKey & { clientId: number }) {
  const [row] = await tx
    .select({ id: payables.id })
    .from(payables)
    .where(
      and(
        eq(payables.brandId, k.brandId),
        eq(payables.clientId, k.clientId),
        eq(payables.kind, 'filmFee'),
        eq(payables.month, k.month),
      ),
    )
    .for('update');
  return row;
}

async function settledOn(tx: Db, payableId: number) {
  const [row] = await rowsOf<{ n: number; all: number }>(
    tx.execute(sql`select coalesce(sum(amount) filter (where cancelled_at is null), 0)::int as n, count(*)::int as all
      from payable_entries where payable_id = ${payableId}`),
  );
  return row ?? { n: 0, all: 0 };
}

/**
 * 確定解除 is refused while a 支払 or 相殺 is registered against the 配給会社's month (409 naming them): call it, in the
 * 確定解除's transaction, before the statement changes.
 */
export async function refuseUnconfirmWhenSettled(tx: Db, k: FilmFeePayableKey) {
  if (!k.clientId) return;
  const payable = await lockedPayable(tx, { ...k, clientId: k.clientId });
  if (!payable || (await settledOn(tx, payable.id)).n === 0) return;
  const client = await clientOf(tx, k.brandId, k.clientId);
  throw conflict(payableMessages.hasPayments(k.month, client?.name ?? '配給会社'));
}

/** Brings the 配給会社's film-fee payable of the month in line with its confirmed statements (after the change). */
export async function syncFilmFeePayable(tx: Db, k: FilmFeePayableKey) {
  if (!k.clientId) return;
  const client = await clientOf(tx, k.brandId, k.clientId);
  if (!client) return;
  const dueOn = dueOfMonth(k.month, client);
  await tx
    .insert(payables)
    .values({
      brandId: k.brandId,
      clientId: client.id,
      kind: 'filmFee',
      month: k.month,
      recordedOn: monthEnd(k.month),
      dueOn,
      amount: 0,
    })
    .onConflictDoNothing();
  const payable = await lockedPayable(tx, { ...k, clientId: client.id });
  if (!payable) return;
  const [sum] = await rowsOf<{ n: number; base: number; tax: number; amount: number }>(
    tx.execute(sql`select count(*)::int as n, coalesce(sum((confirmed ->> 'total')::int), 0)::int as base,
        coalesce(sum((confirmed ->> 'tax')::int), 0)::int as tax,
        coalesce(sum((confirmed ->> 'payable')::int), 0)::int as amount
      from film_fee_statements
      where brand_id = ${k.brandId} and month = ${k.month} and status = 'confirmed'
        and (confirmed ->> 'distributorId')::int = ${client.id}`),
  );
  const s = sum ?? { n: 0, base: 0, tax: 0, amount: 0 };
  // Nothing confirmed and nothing ever entered: the payable goes; with cancelled entries it stays at 0 for history.
  if (s.n === 0 && (await settledOn(tx, payable.id)).all === 0) {
    await tx.delete(payables).where(eq(payables.id, payable.id));
    return;
  }
  await tx
    .update(payables)
    .set({
      base10: s.base,
      tax10: s.tax,
      amount: s.amount,
      dueOn,
      version: sql`${payables.version} + 1`,
      updatedAt: new Date(),
    })
    .where(eq(payables.id, payable.id));
}
