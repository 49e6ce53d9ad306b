import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { fromScaleTime, type ScheduleCreateInput, type Screening } from '@cinema/contracts';
import { brands, films, houseFormatIds, houses, priceTemplates, roles, versions } from '../../db/schema/index.js';
import { auth, type TestContext } from '../../test/helper.js';
import { cinemaIds } from '../../test/fixtures.js';
import { cinemaAccount } from '../houses/houses.fixtures.js';

// Test data for the schedules API: ids by code from the demo, and request shorthands.
// Tests plan on dates years ahead, where the demo's month of screenings never reaches.

export { cinemaAccount } from '../houses/houses.fixtures.js';

/** A Monday far from the demo schedule. */
export const DAY = '2030-01-07';
export const at = (date: string, time: string) => fromScaleTime(date, time);

/** A role of `brandCode` with exactly these 上映 (performance) permissions. */
async function performanceRole(t: TestContext, brandCode: string, name: string, permissions: string[]) {
  const db = t.database.db;
  const [brand] = await db.select({ id: brands.id }).from(brands).where(eq(brands.code, brandCode));
  await db
    .insert(roles)
    .values({ brandId: brand!.id, name, isAdmin: false, permissions: { performance: permissions as never } });
}

/** 新宿's demo staff, a 新宿 account that may only view 上映, and 梅田 staff of the other brand; answers their tokens. */
export async function scheduleEditors(t: TestContext) {
  const shinjuku = await t.login('shinjuku');
  await performanceRole(t, 'CL', '上映閲覧', ['view']);
  const viewer = await cinemaAccount(t, 'viewer', 'CL', '上映閲覧', '0101');
  const umeda = await cinemaAccount(t, 'umeda', 'MIRAI', '劇場スタッフ', '0201');
  return { shinjuku, viewer, umeda };
}

async function cinemaRefs(t: TestContext, cinemaId: number) {
  const db = t.database.db;
  const [vs, hs, ts] = await Promise.all([
    db
      .select({ id: versions.id, kind: versions.kind, code: versions.code })
      .from(versions)
      .where(eq(versions.cinemaId, cinemaId)),
    db
      .select({ id: houses.id, formatIds: houseFormatIds })
      .from(houses)
      .where(eq(houses.cinemaId, cinemaId))
      .orderBy(asc(houses.sortOrder)),
    db
      .select({ id: priceTemplates.id })
      .from(priceTemplates)
      .where(eq(priceTemplates.cinemaId, cinemaId))
      .orderBy(asc(priceTemplates.id)),
  ]);
  const of = (kind: string) =>
    Object.fromEntries(vs.filter((v) => v.kind === kind).map((v) => [v.code, v.id])) as Record<string, number>;
  return {
    houses: hs.map((h) => h.id),
    formats: of('format'),
    languages: of('language'),
    templates: ts.map((x) => x.id),
  };
}

/** Films of CL: approved ones by classification, and one waiting for approval. */
async function filmRefs(t: TestContext) {
  const db = t.database.db;
  const [cl] = await db.select({ id: brands.id }).from(brands).where(eq(brands.code, 'CL'));
  const rows = await db
    .select({
      id: films.id,
      length: films.lengthMinutes,
      trailer: films.trailerMinutes,
      classification: films.classification,
      approval: films.approvalStatus,
    })
    .from(films)
    .where(and(eq(films.brandId, cl!.id), isNotNull(films.releaseDate)))
    .orderBy(asc(films.id));
  const approved = rows.filter((f) => f.approval === 'approved');
  return {
    g: approved.find((f) => f.classification === 'G')!,
    r15: approved.find((f) => f.classification === 'R15+')!,
    r18: approved.find((f) => f.classification === 'R18+'),
    pending: rows.find((f) => f.approval === 'pending')!,
  };
}

export async function fixture(t: TestContext) {
  const ids = await cinemaIds(t);
  const [shinjuku, ikebukuro, umeda, film] = await Promise.all([
    cinemaRefs(t, ids['0101']!),
    cinemaRefs(t, ids['0102']!),
    cinemaRefs(t, ids['0201']!),
    filmRefs(t),
  ]);
  return { ids, shinjuku, ikebukuro, umeda, film };
}
export type Fixture = Awaited<ReturnType<typeof fixture>>;

/** A screening of the G film on screen 1 of 新宿 (2D, no subtitles) at `time` of `date`. */
export const newScreening = (
  f: Fixture,
  date: string,
  time: string,
  extra: Partial<ScheduleCreateInput> = {},
): ScheduleCreateInput => ({
  filmId: f.film.g.id,
  houseId: f.shinjuku.houses[0]!,
  languageVersionId: f.shinjuku.languages.NONE!,
  formatVersionId: f.shinjuku.formats['2D']!,
  startAt: at(date, time),
  ...extra,
});

/** Minutes a film keeps the screen: trailers plus the film. */
export const runtime = (film: { length: number; trailer: number }) => film.length + film.trailer;

export const requests = (t: TestContext) => ({
  list: (token: string, query = '') => t.app.inject({ url: `/api/schedule/list${query}`, headers: auth(token) }),
  week: (token: string, query = '') => t.app.inject({ url: `/api/schedule/week${query}`, headers: auth(token) }),
  detail: (token: string, id: number) => t.app.inject({ url: `/api/schedule/detail/${id}`, headers: auth(token) }),
  create: (token: string, payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/schedule/create', headers: auth(token), payload }),
  update: (token: string, payload: object) =>
    t.app.inject({ method: 'PUT', url: '/api/schedule/update', headers: auth(token), payload }),
  remove: (token: string, id: number) =>
    t.app.inject({ method: 'DELETE', url: `/api/schedule/delete/${id}`, headers: auth(token) }),
  bulk: (token: string, payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/schedule/bulkCreate', headers: auth(token), payload }),
  copy: (token: string, payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/schedule/copy', headers: auth(token), payload }),
});

/** Creates a screening and answers it, failing the test on anything but 200. */
export async function created(r: ReturnType<typeof requests>, token: string, payload: object): Promise<Screening> {
  const res = await r.create(token, payload);
  if (res.statusCode !== 200) throw new Error(`create failed: ${res.body}`);
  return res.json().data as Screening;
}
