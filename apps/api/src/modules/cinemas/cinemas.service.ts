import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { ja, type CinemaCreateBody, type CinemaUpdateBody } from '@cinema/contracts';
import type { Db } from '../../db/client.js';
import { cinemas } from '../../db/schema/index.js';
import { audit } from '../../platform/audit.js';
import { conflict, invalidField, notFound, staleVersion, uniqueGuard } from '../../platform/errors.js';
import type { Principal } from '../../platform/principal.js';
import { brandForWrite } from '../../platform/scope.js';
import { assignedAccountCount, brandExists, findCinema, insertCinema, updateCinema } from './cinemas.repository.js';
import { cinemaDeviceCount } from '../devices/devices.repository.js';

const hasScreens = 'スクリーンが登録されているため、この劇場は削除できません。';
const hasAccounts = 'ユーザーが割り当てられているため、この劇場は削除できません。';
export const hasDevices = '端末が登録されているため、この劇場は削除できません。';

// A cinema code is unique within its brand; the database's index catches a race the same way.
const guardCode = uniqueGuard({
  cinemas_brand_code_uq: ['code', ja.codeInUse],
});

export async function createCinema(db: Db, req: FastifyRequest, p: Principal, body: CinemaCreateBody) {
  const { brandId: requested, ...fields } = body;
  const brandId = brandForWrite(p.scope, requested);
  if (!(await brandExists(db, brandId))) throw invalidField('brandId', ja.requiredSelect('ブランド'));
  return guardCode(() =>
    db.transaction(async (tx) => {
      const id = await insertCinema(tx, brandId, fields);
      await audit(tx, req, { action: 'create', entity: 'cinema', entityId: id, brandId, summary: fields.name });
      return id;
    }),
  );
}

export async function saveCinema(db: Db, req: FastifyRequest, p: Principal, body: CinemaUpdateBody) {
  const current = await findCinema(db, p.scope, body.id);
  if (!current) throw notFound();
  const { id, version, ...fields } = body;
  await guardCode(() =>
    db.transaction(async (tx) => {
      if (!(await updateCinema(tx, fields, id, version))) throw staleVersion();
      await audit(tx, req, { action: 'update', entity: 'cinema', entityId: id, brandId: current.brandId, summary: fields.name });
    }),
  );
}

/** A cinema with screens or staff is refused: their history and logins must stay attached. */
export async function deleteCinema(db: Db, req: FastifyRequest, p: Principal, id: number) {
  const current = await findCinema(db, p.scope, id);
  if (!current) throw notFound();
  if (current.screenCount > 0) throw conflict(hasScreens);
  if ((await assignedAccountCount(db, id)) > 0) throw conflict(hasAccounts);
  if ((await cinemaDeviceCount(db, id)) > 0) throw conflict(hasDevices);
  await db.transaction(async (tx) => {
    await tx.delete(cinemas).where(eq(cinemas.id, id));
    await audit(tx, req, { action: 'delete', entity: 'cinema', entityId: id, brandId: current.brandId, summary: current.name });
  });
}
