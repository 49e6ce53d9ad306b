import {
  cinemaLabels,
  firstAccountLabels,
  ja,
  type CinemaCreateBody,
  type CinemaUpdateBody,
  type FirstStaff,
} from '@cinema/contracts';
import type { Db } from '../../db/client.js';
import { cinemas } from '../../db/schema/index.js';
import type { Actor } from '../../platform/actor.js';
import { removeAudited } from '../../platform/remove.js';
import { audit } from '../../platform/audit.js';
import { conflict, found, invalidField, noPermission, staleVersion, uniqueGuard } from '../../platform/errors.js';
import { hashPassword } from '../../platform/passwords.js';
import { roleOfBrand } from '../accounts/index.js';
import { assertFirstAccountFree, guardFirstAccount, insertFirstAccount } from '../brands/index.js';
import { brandForWrite } from '../../platform/scope.js';
import { assignedAccountCount, brandExists, findCinema, insertCinema, updateCinema } from './cinemas.repository.js';
import { cinemaDeviceCount } from '../devices/index.js';
import { addSalesLocation, cinemaHasStock } from '../stock/index.js';

const hasScreens = 'スクリーンが登録されているため、この劇場は削除できません。';
const hasAccounts = 'ユーザーが割り当てられているため、この劇場は削除できません。';
export const hasDevices = '端末が登録されているため、この劇場は削除できません。';
const hasStock = '在庫の入出庫または棚卸の記録があるため、この劇場は削除できません。';

// A cinema code is unique within its brand; the database's index catches a race the same way.
const guardCode = uniqueGuard({
  cinemas_brand_code_uq: ['code', ja.codeInUse],
});

/** A cinema's first staff account, checked before anything is written: a role of the brand, a free login id. */
async function checkFirstStaff(db: Db, actor: Actor, brandId: number, staff: FirstStaff) {
  if (!actor.permissionMap.users?.includes('create')) throw noPermission(ja.userNoAccess);
  if (!(await roleOfBrand(db, brandId, staff.roleId)))
    throw invalidField('firstStaff.roleId', ja.requiredSelect(firstAccountLabels.roleId));
  await assertFirstAccountFree(db, staff, 'firstStaff');
  return hashPassword(staff.password);
}

export async function createCinema(db: Db, actor: Actor, body: CinemaCreateBody) {
  const { brandId: requested, firstStaff: staff, ...fields } = body;
  const brandId = brandForWrite(actor.scope, requested);
  if (!(await brandExists(db, brandId))) throw invalidField('brandId', ja.requiredSelect(cinemaLabels.brandId));
  const passwordHash = staff ? await checkFirstStaff(db, actor, brandId, staff) : null;
  return guardCode(() =>
    guardFirstAccount('firstStaff', () =>
      db.transaction(async (tx) => {
        const id = await insertCinema(tx, brandId, fields);
        await audit(tx, actor, { action: 'create', entity: 'cinema', entityId: id, brandId, summary: fields.name });
        // Sales and 在庫調整 need the location stock is taken from: the cinema has it from the start.
        await addSalesLocation(tx, { brandId, cinemaId: id });
        if (staff && passwordHash)
          await insertFirstAccount(tx, actor, staff, {
            type: 'cinema',
            brandId,
            roleId: staff.roleId,
            passwordHash,
            cinemaId: id,
          });
        return found(await findCinema(tx, actor.scope, id));
      }),
    ),
  );
}

export async function saveCinema(db: Db, actor: Actor, body: CinemaUpdateBody) {
  const current = found(await findCinema(db, actor.scope, body.id));
  const { id, version, ...fields } = body;
  return guardCode(() =>
    db.transaction(async (tx) => {
      if (!(await updateCinema(tx, fields, id, version))) throw staleVersion();
      await audit(tx, actor, {
        action: 'update',
        entity: 'cinema',
        entityId: id,
        brandId: current.brandId,
        summary: fields.name,
      });
      return found(await findCinema(tx, actor.scope, id));
    }),
  );
}

/** A cinema with screens or staff is refused: their history and logins must stay attached. */
export async function deleteCinema(db: Db, actor: Actor, id: number) {
  const current = found(await findCinema(db, actor.scope, id));
  if (current.screenCount > 0) throw conflict(hasScreens);
  if ((await assignedAccountCount(db, id)) > 0) throw conflict(hasAccounts);
  if ((await cinemaDeviceCount(db, id)) > 0) throw conflict(hasDevices);
  // Its locations go with it, but not the stock history recorded there.
  if (await cinemaHasStock(db, id)) throw conflict(hasStock);
  await removeAudited(db, actor, {
    table: cinemas,
    idColumn: cinemas.id,
    id,
    entry: { entity: 'cinema', brandId: current.brandId, summary: current.name },
    // A screen, account or device added after the checks: the foreign keys refuse, and the answer says which.
    inUse: async () => {
      if ((await findCinema(db, actor.scope, id))?.screenCount) return hasScreens;
      return (await assignedAccountCount(db, id)) > 0 ? hasAccounts : hasDevices;
    },
  });
}
