import {
  copySeatPlan,
  ja,
  movedSeats,
  seatPlanInUseRefusal,
  type HouseCopyBody,
  type HouseCreateBody,
  type HouseUpdateBody,
} from '@cinema/contracts';
import type { Db } from '../../db/client.js';
import { houses } from '../../db/schema/index.js';
import type { Actor } from '../../platform/actor.js';
import { removeAudited } from '../../platform/remove.js';
import { audit } from '../../platform/audit.js';
import { cinemaFor } from '../../platform/cinema.js';
import { conflict, constraintGuard, found, invalidField, staleVersion } from '../../platform/errors.js';
import { publishedOnHouse, screeningCount } from '../schedules/index.js';
import { cinemaFormatIds, findHouse, insertHouse, updateHouse, type HouseWrite } from './houses.repository.js';

export const houseInUseMessage = '上映スケジュールが登録されているため、このスクリーンは削除できません。';
export const unknownFormatMessage = '「上映方式」にこの劇場で選択できないものが含まれています';

// A screen code is unique within its cinema, and its formats exist: the database's constraints catch a
// race the same way (a duplicate code 409; a format deleted since the check 400 on formatIds).
const guardCode = constraintGuard({
  houses_cinema_code_uq: ['code', ja.codeInUse],
  house_formats_format_id_versions_id_fk: ['formatIds', unknownFormatMessage],
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

export async function createHouse(db: Db, actor: Actor, body: HouseCreateBody) {
  const cinema = await cinemaFor(db, actor, body.cinemaId);
  await checkFormats(db, cinema.id, body.formatIds);
  return guardCode(() =>
    db.transaction(async (tx) => {
      const id = await insertHouse(tx, { brandId: cinema.brandId, cinemaId: cinema.id }, writeOf(body));
      await audit(tx, actor, {
        action: 'create',
        entity: 'house',
        entityId: id,
        brandId: cinema.brandId,
        summary: body.name,
      });
      return found(await findHouse(tx, actor.scope, id));
    }),
  );
}

export async function saveHouse(db: Db, actor: Actor, body: HouseUpdateBody) {
  const current = found(await findHouse(db, actor.scope, body.id));
  await checkFormats(db, current.cinemaId, body.formatIds);
  // Published screenings offer this plan: a seat may change its type, never its number or place.
  const moved = movedSeats(current.seatPlan, body.seatPlan);
  if (moved.length) {
    const published = await publishedOnHouse(db, body.id);
    if (published.count) throw conflict(seatPlanInUseRefusal(published, moved), 'seatPlan');
  }
  return guardCode(() =>
    db.transaction(async (tx) => {
      if (!(await updateHouse(tx, body.id, body.version, writeOf(body)))) throw staleVersion();
      await audit(tx, actor, {
        action: 'update',
        entity: 'house',
        entityId: body.id,
        brandId: current.brandId,
        summary: body.name,
      });
      return found(await findHouse(tx, actor.scope, body.id));
    }),
  );
}

/** A new screen in the same cinema with the source's seat plan, formats and standing capacity. */
export async function copyHouse(db: Db, actor: Actor, body: HouseCopyBody) {
  const source = found(await findHouse(db, actor.scope, body.id));
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
      await audit(tx, actor, {
        action: 'create',
        entity: 'house',
        entityId: id,
        brandId: source.brandId,
        summary: body.name,
        detail: { copiedFrom: source.id },
      });
      return found(await findHouse(tx, actor.scope, id));
    }),
  );
}

export async function deleteHouse(db: Db, actor: Actor, id: number) {
  const current = found(await findHouse(db, actor.scope, id));
  if (await houseInUse(db, id)) throw conflict(houseInUseMessage);
  // A screening created on the screen after the check: the foreign key refuses the delete (409).
  await removeAudited(db, actor, {
    table: houses,
    idColumn: houses.id,
    id,
    entry: { entity: 'house', brandId: current.brandId, summary: current.name },
    inUse: houseInUseMessage,
  });
}
