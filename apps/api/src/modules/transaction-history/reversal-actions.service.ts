import { eq } from 'drizzle-orm';
import type { ConsoleRefundBody, ConsoleVoidBody, HistoryDetail, PayoutOptions } from '@cinema/contracts';
import type { Db } from '../../db/client.js';
import { transactions } from '../../db/schema/index.js';
import type { Actor } from '../../platform/actor.js';
import { audit } from '../../platform/audit.js';
import { found, notFound } from '../../platform/errors.js';
import { newFactId } from '../../platform/fact-id.js';
import { tenantWhere } from '../../platform/scope.js';
import { recordRefund, recordVoid, salesContext } from '../sales/index.js';
import { findDetail } from './history-detail.js';
import { payoutOptionsOf, payoutShift } from './cash-payout.js';

// 払戻 and 取消 entered from the console: a back-office document (channel 管理画面, no device) of the
// sale's cinema through the one write path, audited; the answer is the sale's refreshed detail.

type Kind = 'refund' | 'void';

/** The sale a console action names, if the caller may see it. */
async function saleOf(db: Db, actor: Actor, id: string) {
  const cols = { brandId: transactions.brandId, cinemaId: transactions.cinemaId };
  const [sale] = await db
    .select({
      id: transactions.id,
      cinemaId: transactions.cinemaId,
      brandId: transactions.brandId,
      shiftId: transactions.shiftId,
    })
    .from(transactions)
    .where(tenantWhere(actor.scope, cols, eq(transactions.id, id)));
  if (!sale) throw notFound();
  return sale;
}

/** Where the refund dialog may pay cash from (the sale's cash still held, the cinema's open drawers). */
export const payoutOptionsFor = async (db: Db, actor: Actor, id: string): Promise<PayoutOptions> =>
  payoutOptionsOf(db, await saleOf(db, actor, id));

async function reverse(db: Db, actor: Actor, kind: Kind, body: ConsoleRefundBody | ConsoleVoidBody) {
  const sale = await saleOf(db, actor, body.id);
  const ctx = await salesContext(db, {
    cinemaId: sale.cinemaId,
    channel: 'backoffice',
    deviceId: null,
    accountId: actor.account.id > 0 ? actor.account.id : null,
  });
  const doc = { clientId: newFactId(), originalId: sale.id, occurredAt: new Date().toISOString(), reason: body.reason };
  await db.transaction(async (tx) => {
    const shiftId = await payoutShift(tx, { ...sale, cutoffHour: ctx.cutoffHour }, kind, body.cashFrom);
    const result =
      kind === 'refund'
        ? await recordRefund(tx, ctx, { ...doc, shiftId, lines: (body as ConsoleRefundBody).lines })
        : await recordVoid(tx, ctx, { ...doc, shiftId });
    const [original] = await tx
      .select({ transactionNo: transactions.transactionNo })
      .from(transactions)
      .where(eq(transactions.id, sale.id));
    await audit(tx, actor, {
      action: 'create',
      entity: 'transaction',
      entityId: doc.clientId,
      brandId: sale.brandId,
      summary: `${kind === 'refund' ? '払戻' : '取消'}（取引番号 ${original?.transactionNo ?? ''}、${kind === 'refund' ? '払戻' : '取消'}番号 ${result.transactionNo ?? ''}）: ${body.reason}`,
      detail: { originalId: sale.id, lines: 'lines' in body ? body.lines : undefined, total: result.total },
    });
  });
  return found(await findDetail(db, eq(transactions.id, sale.id)));
}

export const refundFromConsole = (db: Db, actor: Actor, body: ConsoleRefundBody): Promise<HistoryDetail> =>
  reverse(db, actor, 'refund', body);
export const voidFromConsole = (db: Db, actor: Actor, body: ConsoleVoidBody): Promise<HistoryDetail> =>
  reverse(db, actor, 'void', body);
