import { and, eq } from 'drizzle-orm';
import type { FilmCreateInput, PermissionMap } from '@cinema/contracts';
import { brands, clients, files, films } from '../../db/schema/index.js';
import { signIn } from '../../test/fixtures.js';
import { auth, type TestContext } from '../../test/helper.js';
import { addCinemaStaff } from '../../test/staff.js';

// Test data for the films API: accounts signed in, request shorthands, a valid body, ids of demo rows.

/** Both head offices and 新宿's demo staff, signed in one after another, and a 新宿 account `userName` with exactly `permissions`. */
export async function filmAccounts(t: TestContext, userName: string, permissions: PermissionMap) {
  const [hq, hq2, shinjuku] = await signIn(t, 'hq', 'hq2', 'shinjuku');
  await addCinemaStaff(t.database.db, { userName, cinemaCodes: ['0101'], permissions });
  return { hq, hq2, shinjuku, staff: await t.login(userName) };
}

export const newFilm = (name: string, extra: Partial<FilmCreateInput> = {}): FilmCreateInput => ({
  name,
  nameKana: 'てすとさくひん',
  lengthMinutes: 120,
  releaseDateType: 'date',
  releaseDate: '2026-12-04',
  classification: 'G',
  ...extra,
});

export const requests = (t: TestContext) => ({
  list: (token: string, query = '') => t.app.inject({ url: `/api/film/list${query}`, headers: auth(token) }),
  listMap: (token: string, query = '') => t.app.inject({ url: `/api/film/listMap${query}`, headers: auth(token) }),
  names: (token: string, query = '') =>
    t.app.inject({ url: `/api/film/creatFilmNameList${query}`, headers: auth(token) }),
  detail: (token: string, id: number) => t.app.inject({ url: `/api/film/detail/${id}`, headers: auth(token) }),
  create: (token: string, payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/film/create', headers: auth(token), payload }),
  update: (token: string, payload: object) =>
    t.app.inject({ method: 'PUT', url: '/api/film/update', headers: auth(token), payload }),
  remove: (token: string, id: number) =>
    t.app.inject({ method: 'DELETE', url: `/api/film/delete/${id}`, headers: auth(token) }),
  approve: (token: string, id: number) =>
    t.app.inject({ method: 'POST', url: `/api/film/approve/${id}`, headers: auth(token) }),
  sendBack: (token: string, id: number, payload: object) =>
    t.app.inject({ method: 'POST', url: `/api/film/sendBack/${id}`, headers: auth(token), payload }),
  pendingCount: (token: string) => t.app.inject({ url: '/api/film/pendingCount', headers: auth(token) }),
});

export const distributorRequests = (t: TestContext) => ({
  listMap: (token: string) => t.app.inject({ url: '/api/filmmakers/listMap', headers: auth(token) }),
});

export async function brandId(t: TestContext, code: string) {
  const [row] = await t.database.db.select({ id: brands.id }).from(brands).where(eq(brands.code, code));
  return row!.id;
}

/** A demo film of a brand by name. */
export async function filmId(t: TestContext, name: string) {
  const [row] = await t.database.db.select({ id: films.id }).from(films).where(eq(films.name, name));
  return row!.id;
}

/** A demo distributor of a brand by code. */
export async function distributorId(t: TestContext, brandCode: string, code: string) {
  const b = await brandId(t, brandCode);
  const [row] = await t.database.db
    .select({ id: clients.id })
    .from(clients)
    .where(and(eq(clients.brandId, b), eq(clients.code, code), eq(clients.role, 'distributor')));
  return row!.id;
}

/** A stored-file row of the brand, as an upload would leave it. */
export async function fileOf(t: TestContext, brandCode: string, key: string) {
  const [row] = await t.database.db
    .insert(files)
    .values({
      brandId: await brandId(t, brandCode),
      key,
      originalName: 'poster.png',
      contentType: 'image/png',
      size: 100,
      purpose: 'filmImage',
    })
    .returning({ id: files.id });
  return row!.id;
}
