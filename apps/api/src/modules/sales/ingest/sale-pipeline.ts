import type { DocumentResult, SaleDocument } from '@cinema/contracts';
import { sql, type SQLWrapper } from 'drizzle-orm';
import { sqlArray, writeAll, type Db } from '../../../db/client.js';
import { AppError } from '../../../platform/errors.js';
import { factHooks, hookWrites, type HookRows, type SaleFact } from '../../../platform/events.js';
import { takeSeats, type SeatRequest } from '../holds/seat-claims.js';
import { mergeSaleRows, saleWrites, type SaleOptions } from '../sale-rows.js';
import type { SalesContext } from '../sales-context.js';
import { draftSale, hasCoupon } from './sale.service.js';

// The one path of a sale (docs/sales.md, "the path of a sale"), for one sale and for a batch of them, in the
// caller's transaction: draft each (re-priced, coupons redeemed, rows built, the fact hooks' rows: stock, rollups),
// take all their seats in one insert, settle each refusal on its own, and hand back one set of statements for the
// caller's writeAll (each table's rows of the whole batch in one insert). The device API adds its claims and answers around it (sale-batch.ts);
// the console, the online channel's holds and the tests call recordSale.

export interface SaleEntry {
  ctx: SalesContext;
  doc: SaleDocument;
  options: SaleOptions;
}

export type Outcome = { ok: true; result: DocumentResult } | { ok: false; error: AppError };

/** A sale's draft with what the fact hooks add to it (its stock movements, its rollup job). */
type Draft = Awaited<ReturnType<typeof draftSale>> & { fact: SaleFact; added: HookRows[] };

/** Drafts a sale and asks the fact hooks for their rows: a refusal of theirs (no stock location) is the sale's. */
async function draft(tx: Db, { ctx, doc, options }: SaleEntry): Promise<Draft> {
  const d = await draftSale(tx, ctx, doc, options);
  const [transaction] = d.rows.transactions;
  if (!transaction) throw new Error('a drafted sale without its transaction row');
  const fact: SaleFact = { transaction, lines: d.rows.lines, payments: d.rows.payments, cache: ctx.cache };
  const added: HookRows[] = [];
  for (const hook of factHooks('sales.writing')) added.push(...(await hook(tx, [fact])));
  return { ...d, fact, added };
}

/** A refusal a sale answers (4xx); anything else fails the whole transaction. */
function refusalOf(err: unknown): AppError {
  if (!(err instanceof AppError) || err.status >= 500) throw err;
  return err;
}

/** One sale on its way: drafted, or refused. */
interface Planned {
  entry: SaleEntry;
  draft?: Draft;
  refused?: AppError;
}

const seatRequest = (p: Planned, d: Draft): SeatRequest<Planned> => ({
  key: p,
  ctx: p.entry.ctx,
  transactionId: p.entry.doc.clientId,
  lines: d.lines,
  options: p.entry.options,
  offline: p.entry.doc.offline === true,
  exceptions: d.exceptions,
});

function outcomeOf(p: Planned): Outcome {
  if (p.refused) return { ok: false, error: p.refused };
  if (p.draft) return { ok: true, result: p.draft.result };
  throw new Error('a sale left neither drafted nor refused');
}

/**
 * Plans these sales in the caller's transaction: answers each one's outcome (in order), the statements that write
 * the accepted ones (and delete the seats a refused one took), and `written`, to call once they are written.
 * A sale with a coupon writes while it is drafted (its redemption): it is drafted and seated in a savepoint of its
 * own, so its refusal rolls back its redemption and nothing of the others'.
 */
export async function planSales(tx: Db, entries: SaleEntry[]) {
  const plans: Planned[] = entries.map((entry) => ({ entry }));
  const refuse = (p: Planned, err: unknown) => (p.refused = refusalOf(err));
  const plain = plans.filter((p) => !hasCoupon(p.entry.doc));
  for (const p of plain)
    await draft(tx, p.entry).then(
      (d) => (p.draft = d),
      (err: unknown) => refuse(p, err),
    );
  const refusedSeats = await takeSeats(
    tx,
    plain.flatMap((p) => (p.draft ? [seatRequest(p, p.draft)] : [])),
  );
  for (const [p, err] of refusedSeats) refuse(p, err);
  for (const p of plans.filter((p) => hasCoupon(p.entry.doc))) {
    try {
      await tx.transaction(async (sp) => {
        const d = await draft(sp, p.entry);
        const refused = (await takeSeats(sp, [seatRequest(p, d)])).get(p);
        if (refused) throw refused; // rolls back the savepoint: the coupon stays unused
        p.draft = d;
      });
    } catch (err) {
      refuse(p, err);
    }
  }
  const accepted = plans.flatMap((p) => (p.draft && !p.refused ? [p.draft] : []));
  const facts = accepted.map((d) => d.fact);
  // Seats a refused sale took before its refusal (a seat of two taken): those in a savepoint are rolled back.
  const leftSeats = [...refusedSeats.keys()].map((p) => p.entry.doc.clientId);
  const writes: SQLWrapper[] = [
    ...(leftSeats.length
      ? [sql`delete from seat_reservations where transaction_id = any(${sqlArray(leftSeats, 'uuid')})`]
      : []),
    ...saleWrites(mergeSaleRows(accepted.map((d) => d.rows))),
    ...hookWrites(accepted.flatMap((d) => d.added)),
  ];
  return {
    outcomes: plans.map(outcomeOf),
    writes,
    written: async () => {
      for (const hook of facts.length ? factHooks('sales.written') : []) await hook(tx, facts);
    },
  };
}

/** Records one sale in the caller's transaction (no device document): its refusal is thrown. */
export async function recordSale(
  tx: Db,
  ctx: SalesContext,
  doc: SaleDocument,
  options: SaleOptions,
): Promise<DocumentResult> {
  const plan = await planSales(tx, [{ ctx, doc, options }]);
  const [outcome] = plan.outcomes;
  if (!outcome) throw new Error('a sale planned without an outcome');
  if (!outcome.ok) throw outcome.error;
  await writeAll(tx, plan.writes);
  await plan.written();
  return outcome.result;
}
