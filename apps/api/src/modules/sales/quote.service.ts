import type { QuoteAnswer, QuoteBody, SaleDocument } from '@cinema/contracts';
import type { Db } from '../../db/client.js';
import { newFactId } from '../../platform/fact-id.js';
import { draftSale } from './ingest/sale.service.js';
import type { SalesContext } from './sales-context.js';

// POST /api/device/quote: the basket drafted exactly as the sale would draft it (one price
// resolution, discount rules, coupons checked by redeeming them) inside a transaction that is then
// rolled back, so nothing of the quote stays (docs/device-api.md, "quotes").

class Quoted extends Error {
  constructor(readonly answer: QuoteAnswer) {
    super('quote rolled back');
  }
}

export async function quoteSale(db: Db, ctx: SalesContext, body: QuoteBody): Promise<QuoteAnswer> {
  const doc: SaleDocument = {
    kind: 'sale',
    clientId: newFactId(),
    deviceSeq: 1,
    occurredAt: body.occurredAt ?? new Date().toISOString(),
    lines: body.lines.map((l) => ({ ...l, unitPrice: l.unitPrice ?? 0 })),
    payments: [],
    total: 0,
    ...(body.memberNo ? { memberNo: body.memberNo } : {}),
  };
  try {
    await db.transaction(async (tx) => {
      const draft = await draftSale(tx, ctx, doc, { status: 'pendingPayment', transactionNo: 0, quote: true });
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
