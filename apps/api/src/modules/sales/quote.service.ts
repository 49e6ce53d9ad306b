import type { QuoteAnswer, QuoteBody, SaleDocument } from '@cinema/contracts';
import type { Db } from '../../db/client.js';
import { factHooks, type SaleFact } from '../../platform/events.js';
import { newFactId } from '../../platform/fact-id.js';
import { draftSale } from './ingest/sale.service.js';
import type { SalesContext } from './sales-context.js';

// POST /api/device/quote: the basket drafted exactly as the sale would draft it (one price
// resolution, discount rules, coupons checked by redeeming them) inside a transaction that is then
// rolled back, so nothing of the quote stays (docs/device-api.md, "quotes"). The modules price what the price lists
// do not (the `sales.quoting` hooks: 会費) and check the draft as they check a sale (`sales.writing`: a 会費 of a
// member who is not one, another price than the 会員制度's), so the quote answers what the sale would.

class Quoted extends Error {
  constructor(readonly answer: QuoteAnswer) {
    super('quote rolled back');
  }
}

export async function quoteSale(db: Db, ctx: SalesContext, body: QuoteBody): Promise<QuoteAnswer> {
  let lines = body.lines;
  for (const hook of factHooks('sales.quoting'))
    lines = await hook(db, { brandId: ctx.brandId, memberNo: body.memberNo, lines });
  const doc: SaleDocument = {
    kind: 'sale',
    clientId: newFactId(),
    deviceSeq: 1,
    occurredAt: body.occurredAt ?? new Date().toISOString(),
    lines: lines.map((l) => ({ ...l, unitPrice: l.unitPrice ?? 0 })),
    payments: [],
    total: 0,
    ...(body.memberNo ? { memberNo: body.memberNo } : {}),
  };
  try {
    await db.transaction(async (tx) => {
      const draft = await draftSale(tx, ctx, doc, { status: 'pendingPayment', transactionNo: 0, quote: true });
      const [transaction] = draft.rows.transactions;
      if (!transaction) throw new Error('a drafted quote without its transaction row');
      const fact: SaleFact = { transaction, lines: draft.rows.lines, payments: [], cache: ctx.cache };
      for (const hook of factHooks('sales.writing')) await hook(tx, [fact]);
      const taxes = new Map(draft.rows.lines.map((l) => [l.lineNo, l.tax ?? 0]));
      throw new Quoted({
        lines: draft.lines.map((l) => ({
          lineNo: l.lineNo,
          name: l.name,
          quantity: l.quantity,
          unitPrice: l.unitPrice,
          couponAmount: l.couponAmount ?? 0,
          amount: l.amount,
          taxRate: l.taxRate,
          tax: taxes.get(l.lineNo) ?? 0,
        })),
        total: draft.result.total ?? 0,
        tax: draft.result.tax ?? 0,
        exceptions: draft.exceptions,
        receipt: draft.result.receipt ?? null,
      });
    });
  } catch (err) {
    if (err instanceof Quoted) return err.answer;
    throw err;
  }
  throw new Error('unreachable: a quote always rolls back');
}
