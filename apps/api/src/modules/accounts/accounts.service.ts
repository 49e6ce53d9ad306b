import { and, eq, ne } from 'drizzle-orm';
import {
  accountLabels,
  canAccess,
  findRoute,
  ja,
  type AccountCreateBody,
  type AccountUpdateBody,
  type ChangePasswordBody,
  type ProfileUpdateBody,
} from '@cinema/contracts';
import type { Db } from '../../db/client.js';
import { accounts, brands, sessions } from '../../db/schema/index.js';
import type { Actor } from '../../platform/actor.js';
import { removeAudited } from '../../platform/remove.js';
import { audit } from '../../platform/audit.js';
import { conflict, found, invalidField, noPermission, staleVersion, uniqueGuard } from '../../platform/errors.js';
import { hashPassword, verifyPassword } from '../../platform/passwords.js';
import { brandForWrite } from '../../platform/scope.js';
import { loadSettings } from '../../platform/settings.js';
import { assertNotLocked, recordFailure, unlockLogin } from '../auth/index.js';
import {
  brandCinemaIds,
  findAccount,
  insertAccount,
  linkCinemas,
  passwordHashOf,
  roleOfBrand,
  takenFields,
  updateAccount,
} from './accounts.repository.js';

const L = accountLabels;

// Unique values answer 409 with the field named, whether the check or the database catches them; a role
// or cinema deleted between the check and the write answers 400 on its field (foreign keys), never 500.
export const guardUnique = uniqueGuard({
  accounts_user_name_uq: ['userName', ja.userNameInUse],
  accounts_email_uq: ['email', ja.emailInUse],
  accounts_role_id_roles_id_fk: ['roleId', ja.requiredSelect(L.roleId)],
  account_cinemas_cinema_id_cinemas_id_fk: ['cinemaIds', ja.requiredSelect(L.cinemaIds)],
});

export async function assertUnique(db: Db, values: { userName?: string; email: string }, exceptId?: number) {
  const taken = await takenFields(db, values, exceptId);
  if (taken.userName) throw conflict(ja.userNameInUse, 'userName');
  if (taken.email) throw conflict(ja.emailInUse, 'email');
}

// The same check the auth hook applies to screen routes, for the one route that also serves the user's own record.
const mayOpenUsers = (actor: Actor) =>
  canAccess(
    {
      type: actor.account.type,
      moduleMap: actor.brand?.moduleMap ?? {},
      permissionMap: actor.permissionMap,
      brandCode: actor.brand?.code ?? null,
    },
    findRoute('/user'),
  );

/** Anyone may read their own record (/setting-account); other records need the users screen. */
export async function accountDetail(db: Db, actor: Actor, id: number) {
  const own = id === actor.real.id || id === actor.account.id;
  if (!own && !mayOpenUsers(actor)) throw noPermission();
  return found(await findAccount(db, own ? { kind: 'all' } : actor.scope, id));
}

type Fields = Pick<AccountCreateBody, 'type' | 'brandId' | 'roleId' | 'cinemaIds'>;

/**
 * Where the account belongs: superAdmin accounts have no brand, role or cinemas; others belong to the
 * caller's brand (or, for superAdmin, the one named) with a role and cinemas of that same brand.
 */
async function placement(db: Db, actor: Actor, body: Fields) {
  if (body.type === 'superAdmin') {
    // Only the platform operator creates or edits platform operators.
    if (actor.account.type !== 'superAdmin')
      throw invalidField('type', `「${L.type}」にスーパー管理者は選択できません`);
    return { brandId: null, roleId: null, cinemaIds: [] as number[] };
  }
  const brandId = brandForWrite(actor.scope, body.brandId);
  const [brand] = await db.select({ id: brands.id }).from(brands).where(eq(brands.id, brandId));
  if (!brand) throw invalidField('brandId', ja.requiredSelect(L.brandId));
  const role = body.roleId == null ? null : await roleOfBrand(db, brandId, body.roleId);
  if (!role) throw invalidField('roleId', ja.requiredSelect(L.roleId));
  // No one hands out more than they hold: only administrators assign an admin role.
  if (role.isAdmin && !actor.account.isAdmin) throw invalidField('roleId', ja.adminRoleOnlyByAdmin);
  // A brand account reaches every cinema of its brand, so only cinema accounts keep links.
  const wanted = body.type === 'cinema' ? [...new Set(body.cinemaIds)] : [];
  const known = await brandCinemaIds(db, brandId, wanted);
  if (known.length !== wanted.length) throw invalidField('cinemaIds', ja.requiredSelect(L.cinemaIds));
  return { brandId, roleId: body.roleId, cinemaIds: wanted };
}

// What the audit row records: never the password or its hash.
const auditDetail = (
  b: { type: string; roleId: number | null; cinemaIds: number[]; active: boolean },
  passwordChanged: boolean,
) => ({
  type: b.type,
  roleId: b.roleId,
  cinemaIds: b.cinemaIds,
  active: b.active,
  passwordChanged,
});

export async function createAccount(db: Db, actor: Actor, body: AccountCreateBody) {
  const place = await placement(db, actor, body);
  await assertUnique(db, body);
  const passwordHash = await hashPassword(body.password);
  return guardUnique(() =>
    db.transaction(async (tx) => {
      const id = await insertAccount(tx, {
        userName: body.userName,
        displayName: body.displayName,
        email: body.email,
        type: body.type,
        brandId: place.brandId,
        roleId: place.roleId,
        active: body.active,
        note: body.note,
        passwordHash,
        // The administrator chose this password: its user sets their own at first login.
        mustChangePassword: true,
      });
      await linkCinemas(tx, id, place.brandId, place.cinemaIds);
      await audit(tx, actor, {
        action: 'create',
        entity: 'account',
        entityId: id,
        brandId: place.brandId,
        summary: body.userName,
        detail: auditDetail({ ...body, ...place }, true),
      });
      return found(await findAccount(tx, actor.scope, id));
    }),
  );
}

export async function saveAccount(db: Db, actor: Actor, body: AccountUpdateBody) {
  const current = found(await findAccount(db, actor.scope, body.id));
  // An administrator cannot lock themselves out by deactivating or demoting their own account.
  const self = current.id === actor.account.id || current.id === actor.real.id;
  if (self && (!body.active || body.type !== current.type || body.roleId !== current.roleId))
    throw conflict(ja.cannotChangeOwnAccess);
  const place = await placement(db, actor, body);
  await assertUnique(db, body, current.id);
  const passwordHash = body.password ? await hashPassword(body.password) : null;
  return guardUnique(() =>
    db.transaction(async (tx) => {
      const saved = await updateAccount(tx, current.id, body.version, {
        displayName: body.displayName,
        email: body.email,
        type: body.type,
        brandId: place.brandId,
        roleId: place.roleId,
        active: body.active,
        note: body.note,
        // A reset by an administrator must be changed at the next login (not one's own, set here).
        ...(passwordHash ? { passwordHash, passwordChangedAt: new Date(), mustChangePassword: !self } : {}),
      });
      if (!saved) throw staleVersion();
      // A password reset or deactivation signs the account out everywhere.
      if (passwordHash || !body.active) await tx.delete(sessions).where(eq(sessions.accountId, current.id));
      await linkCinemas(tx, current.id, place.brandId, place.cinemaIds);
      await audit(tx, actor, {
        action: 'update',
        entity: 'account',
        entityId: current.id,
        brandId: place.brandId,
        summary: current.userName,
        detail: auditDetail({ ...body, ...place }, !!passwordHash),
      });
      return found(await findAccount(tx, actor.scope, current.id));
    }),
  );
}

/** Head office lifts a lock from too many failed sign-ins (every address's counter of the login id). */
export async function unlockAccount(db: Db, actor: Actor, id: number) {
  const current = found(await findAccount(db, actor.scope, id));
  if (!current.locked) throw conflict(ja.accountNotLocked);
  return db.transaction(async (tx) => {
    await unlockLogin(tx, current.userName);
    await audit(tx, actor, {
      action: 'unlock',
      entity: 'account',
      entityId: id,
      brandId: current.brandId,
      summary: `${current.userName}のロック解除`,
      detail: { lockedUntil: current.lockedUntil },
    });
    return found(await findAccount(tx, actor.scope, id));
  });
}

/** Sessions and cinema links go with the account (ON DELETE CASCADE); the audit trail stays. */
export async function deleteAccount(db: Db, actor: Actor, id: number) {
  if (id === actor.real.id || id === actor.account.id) throw conflict(ja.cannotDeleteSelf);
  const current = found(await findAccount(db, actor.scope, id));
  await removeAudited(db, actor, {
    table: accounts,
    idColumn: accounts.id,
    id,
    entry: { entity: 'account', brandId: current.brandId, summary: current.userName },
  });
}

// /setting-account edits the account the session shows (session.accountId): the one acted as, if any.
// Only a platform operator or a brand administrator over its own brand's accounts can be acting.
export async function saveProfile(db: Db, actor: Actor, body: ProfileUpdateBody) {
  const id = actor.account.id;
  await assertUnique(db, { email: body.email }, id);
  return guardUnique(() =>
    db.transaction(async (tx) => {
      if (!(await updateAccount(tx, id, body.version, { displayName: body.displayName, email: body.email })))
        throw staleVersion();
      await audit(tx, actor, {
        action: 'update',
        entity: 'account',
        entityId: id,
        brandId: actor.account.brandId,
        summary: 'アカウント設定の変更',
      });
      return found(await findAccount(tx, { kind: 'all' }, id));
    }),
  );
}

export async function changePassword(db: Db, actor: Actor, body: ChangePasswordBody) {
  const id = actor.account.id;
  // Wrong current passwords are counted for this session only: whoever holds a session must not be
  // able to lock the account's sign-in; after the limit this session may not try for the window.
  const settings = await loadSettings(db);
  const session = `pwchange:${actor.sessionId}`;
  const keys = { login: actor.account.userName.toLowerCase(), account: `${session}:all`, pair: session };
  await assertNotLocked(db, keys);
  const stored = await passwordHashOf(db, id);
  if (!stored || !(await verifyPassword(stored, body.oldPassword))) {
    await recordFailure(db, keys, settings);
    throw invalidField('oldPassword', ja.wrongPassword);
  }
  const passwordHash = await hashPassword(body.newPassword);
  const current = await findAccount(db, { kind: 'all' }, id);
  await db.transaction(async (tx) => {
    const values = { passwordHash, passwordChangedAt: new Date(), mustChangePassword: false };
    if (!current || !(await updateAccount(tx, id, current.version, values))) throw staleVersion();
    // Every other session of the account ends, as after an administrator's reset; this one stays.
    await tx.delete(sessions).where(and(eq(sessions.accountId, id), ne(sessions.id, actor.sessionId)));
  });
  await audit(db, actor, {
    action: 'passwordChange',
    entity: 'account',
    entityId: id,
    brandId: actor.account.brandId,
    summary: 'パスワードの変更',
  });
}
