import { and, eq } from 'drizzle-orm';
import { clSaleMessages, type ClSaleBody, type SaleDocument } from '@cinema/contracts';
import type { Db } from '../../db/client.js';
import { clients, transactions } from '../../db/schema/index.js';
import type { Actor } from '../../platform/actor.js';
import { audit } from '../../platform/audit.js';
import { cinemaFor } from '../../platform/cinema.js';
import { found, invalidField } from '../../platform/errors.js';
import { newFactId } from '../../platform/fact-id.js';
import { recordSale, salesContext } from '../sales/index.js';
import { findDetail } from './history-detail.js';

// 掛売 entered from the console (団体鑑賞, 鑑賞券 sold to a company): a back-office sale through the
// one write path, owed by the 取引先: its tender is a receivable (売掛) for the whole total, so lines
// and payments balance (docs/reports.md, "the report screens"; accounting reads client_id). Audited.

/** Noon of the 計上日 (inside that business day whatever the cut-off), or now. */
const occurredAtOf = (accountDate: string | null) =>
  accountDate ? new Date(`${accountDate}T12:00:00+09:00`) : new Date();

export async function recordClSale(db: Db, actor: Actor, body: ClSaleBody) {
  const cinema = await cinemaFor(db, actor, body.cinemaId);
  const [client] = await db
    .select({ id: clients.id })
    .from(clients)
    .where(and(eq(clients.id, body.clientId), eq(clients.brandId, cinema.brandId), eq(clients.active, true)));
  if (!client) throw invalidField('clientId', clSaleMessages.client);
  const ctx = await salesContext(db, {
    cinemaId: cinema.id,
    channel: 'backoffice',
    deviceId: null,
    accountId: actor.account.id > 0 ? actor.account.id : null,
  });
  const id = newFactId();
  const doc: SaleDocument = {
    kind: 'sale',
    clientId: id,
    deviceSeq: 1,
    occurredAt: occurredAtOf(body.accountDate).toISOString(),
    lines: body.lines,
    payments: [],
    total: body.lines.reduce((s, l) => s + l.unitPrice * ('quantity' in l ? l.quantity : 1), 0),
  };
  await db.transaction(async (tx) => {
    const result = await recordSale(tx, ctx, doc, { status: 'success', clientId: client.id, memo: body.memo });
    // A device's sale is its own record; one entered by a person in the console is theirs to answer for.
    await audit(tx, actor, {
      action: 'create',
      entity: 'transaction',
      entityId: id,
      brandId: cinema.brandId,
      cinemaId: cinema.id,
      summary: `掛売（取引番号 ${result.transactionNo ?? ''}、${doc.total.toLocaleString('ja-JP')}円）`,
    });
  });
  return found(await findDetail(db, eq(transactions.id, id)));
}
