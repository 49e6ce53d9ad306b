import type { FastifyRequest } from 'fastify';
import { ja, type DeviceCreateBody, type DeviceUpdateBody } from '@cinema/contracts';
import type { Db } from '../../db/client.js';
import { kitchenPrinterSettings } from '../../db/schema/index.js';
import { audit } from '../../platform/audit.js';
import { cinemaFor } from '../../platform/cinema.js';
import { conflict, notFound, staleVersion, uniqueGuard } from '../../platform/errors.js';
import type { Principal } from '../../platform/principal.js';
import { hashDeviceSecret, newDeviceSecret } from './device-secret.js';
import { findDevice, insertDevice, notificationCount, removeDevice, replaceSecret, updateDevice } from './devices.repository.js';

export const hasNotifications = '端末通知の履歴があるため、この端末は削除できません。使わなくなった端末は「無効」にしてください。';

// A device code is unique within its cinema; the database's index catches a race the same way.
const guardCode = uniqueGuard({
  devices_cinema_code_uq: ['code', ja.codeInUse],
});

/** Registers a device; answers its id and the plain secret, which is shown this once. */
export async function createDevice(db: Db, req: FastifyRequest, p: Principal, body: DeviceCreateBody) {
  const { cinemaId: requested, ...fields } = body;
  const cinema = await cinemaFor(db, p, requested);
  const owner = { brandId: cinema.brandId, cinemaId: cinema.id };
  const secret = newDeviceSecret();
  const id = await guardCode(() =>
    db.transaction(async (tx) => {
      const id = await insertDevice(tx, { ...fields, ...owner, secretHash: hashDeviceSecret(secret) });
      // Every kitchen printer has its print settings from the start; フード・ドリンク is the usual job.
      if (fields.type === 'kitchenPrinter')
        await tx.insert(kitchenPrinterSettings).values({ deviceId: id, ...owner, shopGroups: ['food'] });
      await audit(tx, req, {
        action: 'create',
        entity: 'device',
        entityId: id,
        brandId: owner.brandId,
        summary: fields.name,
        detail: { type: fields.type },
      });
      return id;
    }),
  );
  return { id, secret };
}

export async function saveDevice(db: Db, req: FastifyRequest, p: Principal, body: DeviceUpdateBody) {
  const current = await findDevice(db, p.scope, body.id);
  if (!current) throw notFound();
  const { id, version, ...fields } = body;
  await guardCode(() =>
    db.transaction(async (tx) => {
      if (!(await updateDevice(tx, fields, id, version))) throw staleVersion();
      await audit(tx, req, { action: 'update', entity: 'device', entityId: id, brandId: current.brandId, summary: fields.name });
    }),
  );
}

/** Issues a new secret: the old one stops verifying as soon as this commits. */
export async function rotateDeviceSecret(db: Db, req: FastifyRequest, p: Principal, id: number) {
  const current = await findDevice(db, p.scope, id);
  if (!current) throw notFound();
  const secret = newDeviceSecret();
  await db.transaction(async (tx) => {
    await replaceSecret(tx, id, hashDeviceSecret(secret));
    await audit(tx, req, {
      action: 'update',
      entity: 'device',
      entityId: id,
      brandId: current.brandId,
      summary: current.name,
      detail: { secretRotated: true },
    });
  });
  return secret;
}

/** A device with a notification history is refused: the log must keep naming it. */
export async function deleteDevice(db: Db, req: FastifyRequest, p: Principal, id: number) {
  const current = await findDevice(db, p.scope, id);
  if (!current) throw notFound();
  if ((await notificationCount(db, id)) > 0) throw conflict(hasNotifications);
  await db.transaction(async (tx) => {
    await removeDevice(tx, id);
    await audit(tx, req, { action: 'delete', entity: 'device', entityId: id, brandId: current.brandId, summary: current.name });
  });
}
