import { payableEndpoints, payableMessages, receivableCycleText, type PayableDetail } from '@cinema/contracts';
import type { Db } from '../../db/client.js';
import type { Actor } from '../../platform/actor.js';
import { handleAll } from '../../platform/endpoints.js';
import { found } from '../../platform/errors.js';
import { ok } from '../../platform/http.js';
import type { ModuleOptions } from '../../platform/module-options.js';
import { brandForWrite } from '../../platform/scope.js';
import { listPayables } from './payables.ledger.js';
import { clientOf, entriesOf, optionsOf, payableItems } from './payables.repository.js';
import { cancelEntry, recordPurchase, registerOffset, registerPayment } from './payables.service.js';

// 買掛・未払 (docs/accounting.md, "買掛・未払"): head office's; superAdmin works on a brand while acting as it.
async function detailOf(db: Db, actor: Actor, clientId: number): Promise<PayableDetail> {
  const brandId = brandForWrite(actor.scope, null);
  const client = found(await clientOf(db, brandId, clientId), '取引先が見つかりません');
  return {
    client: {
      id: client.id,
      code: client.code,
      name: client.name,
      invoiceNumber: client.invoiceNumber,
      terms: receivableCycleText(client),
    },
    payables: await payableItems(db, brandId, { clientId }),
    entries: await entriesOf(db, brandId, { clientId }),
  };
}

export const payableHandlers = ({ db }: ModuleOptions) =>
  handleAll(payableEndpoints, {
    list: async ({ actor, query }) => ok(await listPayables(db, brandForWrite(actor.scope, null), query)),
    detail: async ({ actor, params }) => ok(await detailOf(db, actor, params.id)),
    options: async ({ actor }) => ok(await optionsOf(db, brandForWrite(actor.scope, null))),
    purchase: async ({ actor, body }) => ok(await recordPurchase(db, actor, body), payableMessages.purchased),
    pay: async ({ actor, body }) => ok(await registerPayment(db, actor, body), payableMessages.paid),
    offset: async ({ actor, body }) => ok(await registerOffset(db, actor, body), payableMessages.offset),
    cancel: async ({ actor, body }) => ok(await cancelEntry(db, actor, body), payableMessages.cancelled),
  });
