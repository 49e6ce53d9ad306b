import { ja, type FirstAccount } from '@cinema/contracts';
import type { Db } from '../../db/client.js';
import type { Actor } from '../../platform/actor.js';
import { audit } from '../../platform/audit.js';
import { conflict, uniqueGuard } from '../../platform/errors.js';
import { insertAccount, linkCinemas, takenFields } from '../accounts/index.js';

// The first account of a new brand (its head-office administrator) or cinema (its first staff),
// written in the transaction that creates the brand or cinema. Errors name the nested field
// (admin.userName, firstStaff.email) so the form puts them under the right box.

/** A taken login id or e-mail answers 409 naming the field of the form's section. */
export async function assertFirstAccountFree(db: Db, account: FirstAccount, section: string) {
  const taken = await takenFields(db, account);
  if (taken.userName) throw conflict(ja.userNameInUse, `${section}.userName`);
  if (taken.email) throw conflict(ja.emailInUse, `${section}.email`);
}

/** The database's unique indexes catch a race the same way. */
export const guardFirstAccount = <T>(section: string, work: () => Promise<T>) =>
  uniqueGuard({
    accounts_user_name_uq: [`${section}.userName`, ja.userNameInUse],
    accounts_email_uq: [`${section}.email`, ja.emailInUse],
  })(work);

export async function insertFirstAccount(
  db: Db,
  actor: Actor,
  account: FirstAccount,
  place: { type: 'brand' | 'cinema'; brandId: number; roleId: number; passwordHash: string; cinemaId?: number },
) {
  const id = await insertAccount(db, {
    userName: account.userName,
    displayName: account.displayName,
    email: account.email,
    type: place.type,
    brandId: place.brandId,
    roleId: place.roleId,
    active: true,
    note: null,
    passwordHash: place.passwordHash,
    // An administrator chose this password: its owner sets their own at first login.
    mustChangePassword: true,
  });
  if (place.cinemaId) await linkCinemas(db, id, place.brandId, [place.cinemaId]);
  await audit(db, actor, {
    action: 'create',
    entity: 'account',
    entityId: id,
    brandId: place.brandId,
    summary: account.userName,
    detail: { type: place.type, roleId: place.roleId, first: true },
  });
  return id;
}
