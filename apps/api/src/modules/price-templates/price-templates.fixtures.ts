import { eq } from 'drizzle-orm';
import {
  permissionTypes,
  presetTicket,
  ticketPresets,
  type PriceTemplateCreateInput,
  type PriceTemplateTicketInput,
} from '@cinema/contracts';
import { cinemas, films, houses, screenings, versions } from '../../db/schema/index.js';
import { auth, type TestContext } from '../../test/helper.js';

/** A template's tickets, for other modules' fixtures (which import no other module's code). */
export { ticketsOf } from './price-templates.repository.js';
import { addCinemaStaff } from '../../test/staff.js';

// Test data for the price template and discount rule APIs: accounts the demo lacks, valid bodies,
// a screening that uses a template, request shorthands.

/** 新宿 staff who may only view 上映, and 梅田 staff of the other brand with every 上映 permission. */
export async function extraAccounts(t: TestContext) {
  const db = t.database.db;
  await addCinemaStaff(db, { userName: 'viewer', cinemaCodes: ['0101'], permissions: { performance: ['view'] } });
  await addCinemaStaff(db, {
    userName: 'umeda',
    cinemaCodes: ['0201'],
    brandCode: 'MIRAI',
    permissions: { performance: [...permissionTypes] },
  });
  return { viewer: await t.login('viewer'), umeda: await t.login('umeda') };
}

export const ticket = (name: string, extra: Partial<PriceTemplateTicketInput> = {}): PriceTemplateTicketInput => ({
  ...presetTicket(
    ticketPresets.find((p) => p.name === name) ?? { kind: 'custom', name, price: 1000, alertMessage: null },
  ),
  ...extra,
});

export const newTemplate = (name: string, extra: Partial<PriceTemplateCreateInput> = {}): PriceTemplateCreateInput => ({
  name,
  note: null,
  tickets: [ticket('一般'), ticket('大学生')],
  ...extra,
});

/** A screening of 新宿 far in the future that names the template, as the schedules feature stores one. */
export async function screeningUsing(t: TestContext, cinemaId: number, priceTemplateId: number) {
  const db = t.database.db;
  const [cinema] = await db.select({ brandId: cinemas.brandId }).from(cinemas).where(eq(cinemas.id, cinemaId));
  const [film] = await db.select({ id: films.id }).from(films).where(eq(films.brandId, cinema!.brandId)).limit(1);
  const [house] = await db.select({ id: houses.id }).from(houses).where(eq(houses.cinemaId, cinemaId)).limit(1);
  const vs = await db
    .select({ id: versions.id, kind: versions.kind })
    .from(versions)
    .where(eq(versions.cinemaId, cinemaId));
  const startAt = new Date('2031-01-06T01:00:00Z');
  const endAt = new Date('2031-01-06T03:00:00Z');
  await db.insert(screenings).values({
    brandId: cinema!.brandId,
    cinemaId,
    filmId: film!.id,
    houseId: house!.id,
    languageVersionId: vs.find((v) => v.kind === 'language')!.id,
    formatVersionId: vs.find((v) => v.kind === 'format')!.id,
    startAt,
    endAt,
    cleaningMinutes: 15,
    blockedUntil: new Date(endAt.getTime() + 15 * 60_000),
    businessDate: '2031-01-06',
    priceTemplateId,
  });
}

const request = (t: TestContext, base: string) => ({
  list: (token: string, query = '') => t.app.inject({ url: `${base}/list${query}`, headers: auth(token) }),
  detail: (token: string, id: number | string) => t.app.inject({ url: `${base}/detail/${id}`, headers: auth(token) }),
  create: (token: string, payload: object) =>
    t.app.inject({ method: 'POST', url: `${base}/create`, headers: auth(token), payload }),
  update: (token: string, payload: object) =>
    t.app.inject({ method: 'PUT', url: `${base}/update`, headers: auth(token), payload }),
  remove: (token: string, id: number) =>
    t.app.inject({ method: 'DELETE', url: `${base}/delete/${id}`, headers: auth(token) }),
});

export const templateRequests = (t: TestContext) => ({
  ...request(t, '/api/ticketRuleTemplate'),
  listMap: (token: string, query = '') =>
    t.app.inject({ url: `/api/ticketRuleTemplate/listMap${query}`, headers: auth(token) }),
  copy: (token: string, payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/ticketRuleTemplate/copy', headers: auth(token), payload }),
});

export const discountRequests = (t: TestContext) => request(t, '/api/discountRule');
