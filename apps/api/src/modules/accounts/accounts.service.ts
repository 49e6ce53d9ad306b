import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { ja, type AccountCreateBody, type AccountUpdateBody, type ChangePasswordBody, type ProfileUpdateBody } from '@cinema/contracts';
import type { Db } from '../../db/client.js';
import { brands, sessions } from '../../db/schema/index.js';
import { audit } from '../../platform/audit.js';
import { conflict, invalidField, notFound, staleVersion, uniqueGuard } from '../../platform/errors.js';
import { hashPassword, verifyPassword } from '../../platform/passwords.js';
import type { Principal } from '../../platform/principal.js';
import { brandForWrite } from '../../platform/scope.js';
import { loadSettings } from '../system/settings.repository.js';
import { assertNotLocked, recordFailure, throttleKeys } from '../auth/throttle.js';
import {
  brandCinemaIds,
  deleteAccountRow,
  findAccount,
  insertAccount,
  linkCinemas,
  passwordHashOf,
  roleOfBrand,
  takenFields,
  updateAccount,
} from './accounts.repository.js';

// Unique values answer 409 with the field named, whether the check or the database catches them.
export const guardUnique = uniqueGuard({
  accounts_user_name_uq: ['userName', ja.userNameInUse],
  accounts_email_uq: ['email', ja.emailInUse],
});

export async function assertUnique(db: Db, values: { userName?: string; email: string }, exceptId?: number) {
  const taken = await takenFields(db, values, exceptId);
  if (taken.userName) throw conflict(ja.userNameInUse, 'userName');
  if (taken.email) throw conflict(ja.emailInUse, 'email');
}

type Fields = Pick<AccountCreateBody, 'type' | 'brandId' | 'roleId' | 'cinemaIds'>;

/**
 * Where the account belongs: superAdmin accounts have no brand, role or cinemas; others belong to the
 * caller's brand (or, for superAdmin, the one named) with a role and cinemas of that same brand.
 */
async function placement(db: Db, p: Principal, body: Fields) {
  if (body.type === 'superAdmin') {
    // Only the platform operator creates or edits platform operators.
    if (p.account.type !== 'superAdmin') throw invalidField('type', '「種類」にスーパー管理者は選択できません');
    return { brandId: null, roleId: null, cinemaIds: [] as number[] };
  }
  const brandId = brandForWrite(p.scope, body.brandId);
  const [brand] = await db.select({ id: brands.id }).from(brands).where(eq(brands.id, brandId));
  if (!brand) throw invalidField('brandId', ja.requiredSelect('ブランド'));
  const role = body.roleId == null ? null : await roleOfBrand(db, brandId, body.roleId);
  if (!role) throw invalidField('roleId', ja.requiredSelect('ロール'));
  // No one hands out more than they hold: only administrators assign an admin role.
  if (role.isAdmin && !p.account.isAdmin) throw invalidField('roleId', ja.adminRoleOnlyByAdmin);
  // A brand account reaches every cinema of its brand, so only cinema accounts keep links.
  const wanted = body.type === 'cinema' ? [...new Set(body.cinemaIds)] : [];
  const found = await brandCinemaIds(db, brandId, wanted);
  if (found.length !== wanted.length) throw invalidField('cinemaIds', ja.requiredSelect('担当劇場'));
  return { brandId, roleId: body.roleId, cinemaIds: wanted };
}

// What the audit row records: never the password or its hash.
const auditDetail = (b: { type: string; roleId: number | null; cinemaIds: number[]; active: boolean }, passwordChanged: boolean) => ({
  type: b.type,
  roleId: b.roleId,
  cinemaIds: b.cinemaIds,
  active: b.active,
  passwordChanged,
});

export async function createAccount(db: Db, req: FastifyRequest, p: Principal, body: AccountCreateBody) {
  const place = await placement(db, p, body);
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
      });
      await linkCinemas(tx, id, place.brandId, place.cinemaIds);
      await audit(tx, req, {
        action: 'create',
        entity: 'account',
        entityId: id,
        brandId: place.brandId,
        summary: body.userName,
        detail: auditDetail({ ...body, ...place }, true),
      });
      return id;
    }),
  );
}

export async function saveAccount(db: Db, req: FastifyRequest, p: Principal, body: AccountUpdateBody) {
  const current = await findAccount(db, p.scope, body.id);
  if (!current) throw notFound();
  // An administrator cannot lock themselves out by deactivating or demoting their own account.
  const self = current.id === p.account.id || current.id === p.real.id;
  if (self && (!body.active || body.type !== current.type || body.roleId !== current.roleId)) throw conflict(ja.cannotChangeOwnAccess);
  const place = await placement(db, p, body);
  await assertUnique(db, body, current.id);
  const passwordHash = body.password ? await hashPassword(body.password) : null;
  await guardUnique(() =>
    db.transaction(async (tx) => {
      const saved = await updateAccount(tx, current.id, body.version, {
        displayName: body.displayName,
        email: body.email,
        type: body.type,
        brandId: place.brandId,
        roleId: place.roleId,
        active: body.active,
        note: body.note,
        ...(passwordHash ? { passwordHash, passwordChangedAt: new Date() } : {}),
      });
      if (!saved) throw staleVersion();
      // A password reset or deactivation signs the account out everywhere.
      if (passwordHash || !body.active) await tx.delete(sessions).where(eq(sessions.accountId, current.id));
      await linkCinemas(tx, current.id, place.brandId, place.cinemaIds);
      await audit(tx, req, {
        action: 'update',
        entity: 'account',
        entityId: current.id,
        brandId: place.brandId,
        summary: current.userName,
        detail: auditDetail({ ...body, ...place }, !!passwordHash),
      });
    }),
  );
}

/** Sessions and cinema links go with the account (ON DELETE CASCADE); the audit trail stays. */
export async function deleteAccount(db: Db, req: FastifyRequest, p: Principal, id: number) {
  if (id === p.real.id || id === p.account.id) throw conflict(ja.cannotDeleteSelf);
  const current = await findAccount(db, p.scope, id);
  if (!current) throw notFound();
  await db.transaction(async (tx) => {
    await deleteAccountRow(tx, id);
    await audit(tx, req, { action: 'delete', entity: 'account', entityId: id, brandId: current.brandId, summary: current.userName });
  });
}

// /setting-account edits the account the session shows (session.accountId): the one acted as, if any.
// Only a platform operator or a brand administrator over its own brand's accounts can be acting.
export async function saveProfile(db: Db, req: FastifyRequest, p: Principal, body: ProfileUpdateBody) {
  const id = p.account.id;
  await assertUnique(db, { email: body.email }, id);
  await guardUnique(async () => {
    if (!(await updateAccount(db, id, body.version, { displayName: body.displayName, email: body.email }))) throw staleVersion();
  });
  await audit(db, req, { action: 'update', entity: 'account', entityId: id, brandId: p.account.brandId, summary: 'アカウント設定の変更' });
  return id;
}

export async function changePassword(db: Db, req: FastifyRequest, p: Principal, body: ChangePasswordBody) {
  const id = p.account.id;
  // Wrong current passwords count toward the same lock as failed logins.
  const settings = await loadSettings(db);
  const keys = throttleKeys(p.account.userName, req.ip);
  await assertNotLocked(db, [keys.account, keys.address]);
  const stored = await passwordHashOf(db, id);
  if (!stored || !(await verifyPassword(stored, body.oldPassword))) {
    await recordFailure(db, keys, settings);
    throw invalidField('oldPassword', ja.wrongPassword);
  }
  const passwordHash = await hashPassword(body.newPassword);
  const current = await findAccount(db, { kind: 'all' }, id);
  if (!current || !(await updateAccount(db, id, current.version, { passwordHash, passwordChangedAt: new Date() }))) throw staleVersion();
  await audit(db, req, {
    action: 'passwordChange',
    entity: 'account',
    entityId: id,
    brandId: p.account.brandId,
    summary: 'パスワードの変更',
  });
}
