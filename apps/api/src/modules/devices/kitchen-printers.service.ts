import type { KitchenPrinterUpdateBody } from '@cinema/contracts';
import type { Db } from '../../db/client.js';
import type { Actor } from '../../platform/actor.js';
import { audit } from '../../platform/audit.js';
import { found, staleVersion } from '../../platform/errors.js';
import { findKitchenPrinter, updateKitchenPrinter } from './kitchen-printers.repository.js';

/** Saves a kitchen printer's print settings with the version read; answers them as saved. */
export async function saveKitchenPrinter(db: Db, actor: Actor, body: KitchenPrinterUpdateBody) {
  const current = found(await findKitchenPrinter(db, actor.scope, body.deviceId));
  return db.transaction(async (tx) => {
    if (!(await updateKitchenPrinter(tx, body))) throw staleVersion();
    await audit(tx, actor, {
      action: 'update',
      entity: 'kitchenPrinter',
      entityId: body.deviceId,
      brandId: current.brandId,
      cinemaId: current.printer.cinemaId,
      summary: current.printer.name,
      detail: { shopGroups: body.shopGroups, paperWidth: body.paperWidth, copies: body.copies },
    });
    return found(await findKitchenPrinter(tx, actor.scope, body.deviceId)).printer;
  });
}
