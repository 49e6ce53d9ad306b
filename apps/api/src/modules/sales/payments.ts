import { and, eq, inArray } from 'drizzle-orm';
import { salesChannel, type SaleDocument, type TransactionException } from '@cinema/contracts';
import { writeAll, type Db } from '../../db/client.js';
import { insertRows } from '../../db/insert-rows.js';
import { paymentMethodCinemas, paymentMethods, transactionPayments } from '../../db/schema/index.js';
import { invalidField } from '../../platform/errors.js';
import { newFactId } from '../../platform/fact-id.js';
import { readMaster } from '../../platform/master-cache.js';
import type { SalesContext } from './sales-context.js';

// The tenders of a sale: they add up to its total exactly (docs/sales.md, "invariants": lines and payments always
// balance), each a method of the brand; cash records what was handed over and the change.

type PaymentInput = SaleDocument['payments'][number];

/** The tender of a sale on account: no payment method of the brand, a receivable. */
export const RECEIVABLE_KIND = 'receivable';

export async function recordPayments(
  tx: Db,
  ctx: SalesContext,
  sale: { id: string; total: number; salesBusinessDate: string; onAccount?: boolean },
  inputs: PaymentInput[],
) {
  const planned = await planPayments(tx, ctx, sale, inputs);
  if (planned.statement) await writeAll(tx, [planned.statement]);
  return planned;
}

/** The payment rows of a sale and their insert, unsent (for the sale's `writeAll`). */
export async function planPayments(
  tx: Db,
  ctx: SalesContext,
  sale: { id: string; total: number; salesBusinessDate: string; onAccount?: boolean },
  inputs: PaymentInput[],
) {
  // 掛売: a sale on account to a 取引先 is paid by a receivable (売掛金), so lines and payments
  // still balance; receivables and their collection are kept from these rows.
  if (sale.onAccount && !inputs.length) {
    const row = {
      id: newFactId(),
      transactionId: sale.id,
      brandId: ctx.brandId,
      cinemaId: ctx.cinemaId,
      salesBusinessDate: sale.salesBusinessDate,
      paymentMethodId: null,
      methodKind: RECEIVABLE_KIND,
      methodName: '売掛',
      amount: sale.total,
    };
    return { rows: [row], exceptions: [], statement: insertRows(transactionPayments, [row]) };
  }
  const ids = [...new Set(inputs.map((p) => p.methodId))];
  const read = (only?: number[]) =>
    tx
      .select()
      .from(paymentMethods)
      .where(and(eq(paymentMethods.brandId, ctx.brandId), only ? inArray(paymentMethods.id, only) : undefined))
      .then((rows) => new Map(rows.map((m) => [m.id, m])));
  // The device API reads the brand's methods once while they are fresh; others only those named.
  const methods = !ids.length
    ? new Map<number, PaymentMethod>()
    : ctx.cache
      ? await ctx.cache.read(`paymentMethods:${ctx.brandId}`, () => read())
      : await read(ids);
  const rows = paymentRows(ctx, sale, inputs, methods);
  const exceptions = await offeredOnChannel(tx, ctx, inputs, methods);
  return { rows, exceptions, statement: rows.length ? insertRows(transactionPayments, rows) : null };
}

/**
 * Methods the cinema does not offer on the device's channel (決済方法 > 劇場・チャネル): the online
 * channel is refused, a counter sale (it already took the money) records an exception for staff.
 */
async function offeredOnChannel(
  tx: Db,
  ctx: SalesContext,
  inputs: PaymentInput[],
  methods: ReadonlyMap<number, PaymentMethod>,
): Promise<TransactionException[]> {
  if (ctx.channel === 'backoffice' || !inputs.length) return [];
  const channel = ctx.channel;
  const offered = await readMaster(ctx.cache, `channelMethods:${ctx.cinemaId}:${channel}`, () =>
    tx
      .select({ id: paymentMethodCinemas.paymentMethodId })
      .from(paymentMethodCinemas)
      .where(and(eq(paymentMethodCinemas.cinemaId, ctx.cinemaId), eq(paymentMethodCinemas.channel, channel)))
      .then((rows) => new Set(rows.map((r) => r.id))),
  );
  const out: TransactionException[] = [];
  inputs.forEach((p, i) => {
    if (offered.has(p.methodId)) return;
    const message = `${methods.get(p.methodId)?.name ?? '決済方法'}は${salesChannel.labels[channel]}で使用できない決済方法です`;
    if (channel === 'online') throw invalidField(`payments.${i}.methodId`, message);
    out.push({ kind: 'payment_not_offered', message });
  });
  return out;
}

type PaymentMethod = typeof paymentMethods.$inferSelect;

/** The payment rows of a sale from its tenders and the brand's methods; refuses what does not balance. */
export function paymentRows(
  ctx: Pick<SalesContext, 'brandId' | 'cinemaId'>,
  sale: { id: string; total: number; salesBusinessDate: string },
  inputs: PaymentInput[],
  methods: ReadonlyMap<number, PaymentMethod>,
  newId: () => string = newFactId,
) {
  const paid = inputs.reduce((s, p) => s + p.amount, 0);
  if (paid !== sale.total)
    throw invalidField('payments', `支払合計（${paid}円）が合計金額（${sale.total}円）と一致しません`);
  return inputs.map((p, i) => {
    const m = methods.get(p.methodId);
    if (!m || !m.active) throw invalidField(`payments.${i}.methodId`, '使用できる決済方法ではありません');
    if (p.tendered != null && p.tendered < p.amount)
      throw invalidField(`payments.${i}.tendered`, '預り金が支払金額より少なくなっています');
    return {
      id: newId(),
      transactionId: sale.id,
      brandId: ctx.brandId,
      cinemaId: ctx.cinemaId,
      salesBusinessDate: sale.salesBusinessDate,
      paymentMethodId: m.id,
      methodKind: m.kind,
      methodName: m.name,
      amount: p.amount,
      tendered: p.tendered ?? null,
      change: m.givesChange && p.tendered != null ? p.tendered - p.amount : null,
      approvalNo: p.approvalNo ?? null,
      reference: p.reference ?? null,
    };
  });
}
