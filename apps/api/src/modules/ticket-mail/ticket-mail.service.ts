import { eq } from 'drizzle-orm';
import { mailMessages, type ResendMailAnswer } from '@cinema/contracts';
import type { Db } from '../../db/client.js';
import { transactions } from '../../db/schema/index.js';
import type { Actor } from '../../platform/actor.js';
import { audit } from '../../platform/audit.js';
import { conflict, invalidField, notFound } from '../../platform/errors.js';
import { tenantWhere } from '../../platform/scope.js';
import { queueTicketMail } from './ticket-mail.jobs.js';

/** メール再送: a new round of the ticket e-mail of an online sale in the caller's scope. */
export async function resendTicketMail(db: Db, actor: Actor, id: string): Promise<ResendMailAnswer> {
  return db.transaction(async (tx) => {
    const cols = { brandId: transactions.brandId, cinemaId: transactions.cinemaId };
    const [t] = await tx
      .select()
      .from(transactions)
      .where(tenantWhere(actor.scope, cols, eq(transactions.id, id)))
      .for('update');
    if (!t) throw notFound();
    if (t.kind !== 'sale' || t.channel !== 'online' || t.status !== 'success')
      throw conflict(mailMessages.notOnlineSale);
    if (!t.purchaserEmail) throw invalidField('purchaserEmail', mailMessages.noAddress);
    await queueTicketMail(tx, t.id, { resend: true });
    await audit(tx, actor, {
      action: 'update',
      entity: 'transaction',
      entityId: t.id,
      brandId: t.brandId,
      summary: `チケットメール再送（取引番号 ${t.transactionNo}）`,
    });
    return {
      transactionId: t.id,
      transactionNo: String(t.transactionNo),
      to: t.purchaserEmail,
      emailStatus: 'pending',
    };
  });
}
