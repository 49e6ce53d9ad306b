import { and, eq } from 'drizzle-orm';
import { emptyPlan, renumber, type HouseCreateInput, type SeatPlan } from '@cinema/contracts';
import { accountCinemas, accounts, brands, cinemas, roles, versions } from '../../db/schema/index.js';
import { auth, type TestContext } from '../../test/helper.js';

// Test data for the screens API: accounts the demo lacks, ids by code, and request shorthands.

/** A cinema account of `brandCode` with the role `roleName`, assigned to the cinema `cinemaCode`; answers its token. */
export async function cinemaAccount(
  t: TestContext,
  userName: string,
  brandCode: string,
  roleName: string,
  cinemaCode: string,
) {
  const db = t.database.db;
  const [brand] = await db.select({ id: brands.id }).from(brands).where(eq(brands.code, brandCode));
  const [role] = await db
    .select({ id: roles.id })
    .from(roles)
    .where(and(eq(roles.brandId, brand!.id), eq(roles.name, roleName)));
  const [cinema] = await db
    .select({ id: cinemas.id })
    .from(cinemas)
    .where(and(eq(cinemas.brandId, brand!.id), eq(cinemas.code, cinemaCode)));
  // Same password as the demo accounts: reuse a stored hash rather than hashing again.
  const [demo] = await db
    .select({ passwordHash: accounts.passwordHash })
    .from(accounts)
    .where(eq(accounts.userName, 'shinjuku'));
  const [row] = await db
    .insert(accounts)
    .values({
      userName,
      displayName: userName,
      email: `${userName}@example.jp`,
      type: 'cinema',
      brandId: brand!.id,
      roleId: role!.id,
      passwordHash: demo!.passwordHash,
    })
    .returning({ id: accounts.id });
  await db.insert(accountCinemas).values({ accountId: row!.id, cinemaId: cinema!.id, brandId: brand!.id });
  return t.login(userName);
}

/** A role of `brandCode` with exactly these screen permissions. */
export async function screenRole(t: TestContext, brandCode: string, name: string, permissions: string[]) {
  const db = t.database.db;
  const [brand] = await db.select({ id: brands.id }).from(brands).where(eq(brands.code, brandCode));
  await db
    .insert(roles)
    .values({ brandId: brand!.id, name, isAdmin: false, permissions: { screen: permissions as never } });
}

/** Format version ids of a cinema by code (2D, IMAX …), and one language version id. */
export async function versionIds(t: TestContext, cinemaId: number) {
  const rows = await t.database.db
    .select({ id: versions.id, kind: versions.kind, code: versions.code })
    .from(versions)
    .where(eq(versions.cinemaId, cinemaId));
  return {
    format: Object.fromEntries(rows.filter((r) => r.kind === 'format').map((r) => [r.code, r.id])) as Record<
      string,
      number
    >,
    language: rows.find((r) => r.kind === 'language')!.id,
  };
}

/** A 3 × 6 plan with a centre aisle: row C holds two pair seats and one closed seat. */
export function smallPlan(): SeatPlan {
  const p = emptyPlan(3, 7);
  for (let r = 0; r < 3; r++) p.cells[r * 7 + 3] = null;
  p.cells[14] = { type: 'pair', number: '' };
  p.cells[15] = { type: 'pair', number: '' };
  p.cells[20] = { type: 'closed', number: '' };
  p.cells[0] = { type: 'wheelchair', number: '' };
  return renumber(p);
}

export const newHouse = (code: string, extra: Partial<HouseCreateInput> = {}): HouseCreateInput => ({
  code,
  name: `テストスクリーン${code}`,
  seatPlan: smallPlan(),
  ...extra,
});

export const requests = (t: TestContext) => ({
  list: (token: string, query = '') => t.app.inject({ url: `/api/house/list${query}`, headers: auth(token) }),
  options: (token: string, query = '') =>
    t.app.inject({ url: `/api/house/list-options${query}`, headers: auth(token) }),
  detail: (token: string, id: number) => t.app.inject({ url: `/api/house/detail/${id}`, headers: auth(token) }),
  create: (token: string, payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/house/create', headers: auth(token), payload }),
  update: (token: string, payload: object) =>
    t.app.inject({ method: 'PUT', url: '/api/house/update', headers: auth(token), payload }),
  copy: (token: string, payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/house/copy', headers: auth(token), payload }),
  remove: (token: string, id: number) =>
    t.app.inject({ method: 'DELETE', url: `/api/house/delete/${id}`, headers: auth(token) }),
});
