import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { copySeatPlan, ja, type HouseCopyBody, type HouseCreateBody, type HouseUpdateBody } from '@cinema/contracts';
import type { Db } from '../../db/client.js';
import { houses } from '../../db/schema/index.js';
import { audit } from '../../platform/audit.js';
import { cinemaFor } from '../../platform/cinema.js';
import { conflict, invalidField, notFound, staleVersion, uniqueGuard } from '../../platform/errors.js';
import type { Principal } from '../../platform/principal.js';
import { screeningCount } from '../schedules/schedules.repository.js';
import { cinemaFormatIds, findHouse, insertHouse, updateHouse, type HouseWrite } from './houses.repository.js';

export const houseInUseMessage = '上映スケジュールが登録されているため、このスクリーンは削除できません。';
export const unknownFormatMessage = '「上映方式」にこの劇場で選択できないものが含まれています';

// A screen code is unique within its cinema; the database's index catches a race the same way.
const guardCode = uniqueGuard({
  houses_cinema_code_uq: ['code', ja.codeInUse],
});

/** Formats must be format versions of the screen's own cinema. */
async function checkFormats(db: Db, cinemaId: number, ids: number[]) {
  const found = await cinemaFormatIds(db, cinemaId, ids);
  if (found.length !== ids.length) throw invalidField('formatIds', unknownFormatMessage);
}

/** Whether schedules have screenings (any status) on the screen, so deleting it would orphan them. */
export async function houseInUse(db: Db, houseId: number): Promise<boolean> {
  return (await screeningCount(db, { houseId })) > 0;
}

const writeOf = (b: Omit<HouseCreateBody, 'cinemaId'>): HouseWrite => ({
  name: b.name,
  code: b.code,
  formatIds: b.formatIds,
  standingCapacity: b.standingCapacity,
  sortOrder: b.sortOrder,
  seatPlan: b.seatPlan,
});

export async function createHouse(db: Db, req: FastifyRequest, p: Principal, body: HouseCreateBody) {
  const cinema = await cinemaFor(db, p, body.cinemaId);
  await checkFormats(db, cinema.id, body.formatIds);
  return guardCode(() =>
    db.transaction(async (tx) => {
      const id = await insertHouse(tx, { brandId: cinema.brandId, cinemaId: cinema.id }, writeOf(body));
      await audit(tx, req, { action: 'create', entity: 'house', entityId: id, brandId: cinema.brandId, summary: body.name });
      return id;
    }),
  );
}

export async function saveHouse(db: Db, req: FastifyRequest, p: Principal, body: HouseUpdateBody) {
  const current = await findHouse(db, p.scope, body.id);
  if (!current) throw notFound();
  await checkFormats(db, current.cinemaId, body.formatIds);
  await guardCode(() =>
    db.transaction(async (tx) => {
      if (!(await updateHouse(tx, body.id, body.version, writeOf(body)))) throw staleVersion();
      await audit(tx, req, { action: 'update', entity: 'house', entityId: body.id, brandId: current.brandId, summary: body.name });
    }),
  );
}

/** A new screen in the same cinema with the source's seat plan, formats and standing capacity. */
export async function copyHouse(db: Db, req: FastifyRequest, p: Principal, body: HouseCopyBody) {
  const source = await findHouse(db, p.scope, body.id);
  if (!source) throw notFound();
  const write: HouseWrite = {
    name: body.name,
    code: body.code,
    formatIds: source.formatIds,
    standingCapacity: source.standingCapacity,
    sortOrder: null,
    seatPlan: copySeatPlan(source.seatPlan),
  };
  return guardCode(() =>
    db.transaction(async (tx) => {
      const id = await insertHouse(tx, { brandId: source.brandId, cinemaId: source.cinemaId }, write);
      await audit(tx, req, {
        action: 'create',
        entity: 'house',
        entityId: id,
        brandId: source.brandId,
        summary: body.name,
        detail: { copiedFrom: source.id },
      });
      return id;
    }),
  );
}

export async function deleteHouse(db: Db, req: FastifyRequest, p: Principal, id: number) {
  const current = await findHouse(db, p.scope, id);
  if (!current) throw notFound();
  if (await houseInUse(db, id)) throw conflict(houseInUseMessage);
  await db.transaction(async (tx) => {
    await tx.delete(houses).where(eq(houses.id, id));
    await audit(tx, req, { action: 'delete', entity: 'house', entityId: id, brandId: current.brandId, summary: current.name });
  });
}
