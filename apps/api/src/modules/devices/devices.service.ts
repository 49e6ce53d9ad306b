import { ja, type DeviceCreateBody, type DeviceUpdateBody } from '@cinema/contracts';
import type { Db } from '../../db/client.js';
import { devices, kitchenPrinterSettings } from '../../db/schema/index.js';
import type { Actor } from '../../platform/actor.js';
import { removeAudited } from '../../platform/remove.js';
import { audit } from '../../platform/audit.js';
import { cinemaFor } from '../../platform/cinema.js';
import { conflict, found, staleVersion, uniqueGuard } from '../../platform/errors.js';
import { hashDeviceSecret, newDeviceSecret } from './device-secret.js';
import { findDevice, insertDevice, notificationCount, replaceSecret, updateDevice } from './devices.repository.js';

export const hasNotifications =
  '端末通知の履歴があるため、この端末は削除できません。使わなくなった端末は「無効」にしてください。';

// A device code is unique within its cinema; the database's index catches a race the same way.
const guardCode = uniqueGuard({
  devices_cinema_code_uq: ['code', ja.codeInUse],
});

/** Registers a device; answers it with the plain secret, which is shown this once. */
export async function createDevice(db: Db, actor: Actor, body: DeviceCreateBody) {
  const { cinemaId: requested, ...fields } = body;
  const cinema = await cinemaFor(db, actor, requested);
  const owner = { brandId: cinema.brandId, cinemaId: cinema.id };
  const secret = newDeviceSecret();
  return guardCode(() =>
    db.transaction(async (tx) => {
      const id = await insertDevice(tx, { ...fields, ...owner, secretHash: hashDeviceSecret(secret) });
      // Every kitchen printer has its print settings from the start; フード・ドリンク is the usual job.
      if (fields.type === 'kitchenPrinter')
        await tx.insert(kitchenPrinterSettings).values({ deviceId: id, ...owner, shopGroups: ['food'] });
      await audit(tx, actor, {
        action: 'create',
        entity: 'device',
        entityId: id,
        brandId: owner.brandId,
        cinemaId: owner.cinemaId,
        summary: fields.name,
        detail: { type: fields.type },
      });
      return { ...found(await findDevice(tx, actor.scope, id)), secret };
    }),
  );
}

export async function saveDevice(db: Db, actor: Actor, body: DeviceUpdateBody) {
  const current = found(await findDevice(db, actor.scope, body.id));
  const { id, version, ...fields } = body;
  return guardCode(() =>
    db.transaction(async (tx) => {
      if (!(await updateDevice(tx, fields, id, version))) throw staleVersion();
      await audit(tx, actor, {
        action: 'update',
        entity: 'device',
        entityId: id,
        brandId: current.brandId,
        cinemaId: current.cinemaId,
        summary: fields.name,
      });
      return found(await findDevice(tx, actor.scope, id));
    }),
  );
}

/** Issues a new secret: the old one stops verifying as soon as this commits. */
export async function rotateDeviceSecret(db: Db, actor: Actor, id: number) {
  const current = found(await findDevice(db, actor.scope, id));
  const secret = newDeviceSecret();
  return db.transaction(async (tx) => {
    // A device deleted meanwhile has no row to take the secret: 404, and no audit row.
    found(await replaceSecret(tx, id, hashDeviceSecret(secret)));
    await audit(tx, actor, {
      action: 'update',
      entity: 'device',
      entityId: id,
      brandId: current.brandId,
      cinemaId: current.cinemaId,
      summary: current.name,
      detail: { secretRotated: true },
    });
    return { ...found(await findDevice(tx, actor.scope, id)), secret };
  });
}

/** A device with a notification history is refused: the log must keep naming it. */
export async function deleteDevice(db: Db, actor: Actor, id: number) {
  const current = found(await findDevice(db, actor.scope, id));
  if ((await notificationCount(db, id)) > 0) throw conflict(hasNotifications);
  await removeAudited(db, actor, {
    table: devices,
    idColumn: devices.id,
    id,
    entry: { entity: 'device', brandId: current.brandId, cinemaId: current.cinemaId, summary: current.name },
    inUse: hasNotifications,
  });
}
