import { eq, inArray } from 'drizzle-orm';
import type { PermissionMap } from '@cinema/contracts';
import type { Db } from '../db/client.js';
import { accountCinemas, accounts, brands, cinemas, roles } from '../db/schema/index.js';
import { hashPassword } from '../platform/passwords.js';
import { DEMO_PASSWORD } from '../seed/demo.js';

/**
 * A cinema account of the CL brand (or another) with exactly the permissions given, for tests of
 * what cinema staff may do beyond the demo 劇場スタッフ role. Signs in with the demo password.
 */
export async function addCinemaStaff(
  db: Db,
  opts: { userName: string; cinemaCodes: string[]; permissions: PermissionMap; brandCode?: string },
) {
  const [brand] = await db
    .select({ id: brands.id })
    .from(brands)
    .where(eq(brands.code, opts.brandCode ?? 'CL'));
  const picked = await db.select({ id: cinemas.id }).from(cinemas).where(inArray(cinemas.code, opts.cinemaCodes));
  const [role] = await db
    .insert(roles)
    .values({ brandId: brand!.id, name: `テスト-${opts.userName}`, permissions: opts.permissions })
    .returning({ id: roles.id });
  const [account] = await db
    .insert(accounts)
    .values({
      userName: opts.userName,
      displayName: opts.userName,
      email: `${opts.userName}@example.jp`,
      type: 'cinema',
      brandId: brand!.id,
      roleId: role!.id,
      passwordHash: await hashPassword(DEMO_PASSWORD),
    })
    .returning({ id: accounts.id });
  await db
    .insert(accountCinemas)
    .values(picked.map((c) => ({ accountId: account!.id, cinemaId: c.id, brandId: brand!.id })));
  return account!.id;
}

/** A head-office account of the CL brand (or another) whose role holds exactly the permissions given. */
export async function addBrandStaff(
  db: Db,
  opts: { userName: string; permissions: PermissionMap; brandCode?: string },
) {
  const [brand] = await db
    .select({ id: brands.id })
    .from(brands)
    .where(eq(brands.code, opts.brandCode ?? 'CL'));
  const [role] = await db
    .insert(roles)
    .values({ brandId: brand!.id, name: `テスト-${opts.userName}`, permissions: opts.permissions })
    .returning({ id: roles.id });
  const [account] = await db
    .insert(accounts)
    .values({
      userName: opts.userName,
      displayName: opts.userName,
      email: `${opts.userName}@example.jp`,
      type: 'brand',
      brandId: brand!.id,
      roleId: role!.id,
      passwordHash: await hashPassword(DEMO_PASSWORD),
    })
    .returning({ id: accounts.id });
  return account!.id;
}
