import { readAll } from '../../db/reads.js';
import {
  businessDateOf,
  defaultPriceTemplate,
  checkScreeningTimes,
  endTimeFor,
  scheduleOverlapDetail,
  scheduleConflict,
  scheduleVersionMismatch,
  type ScheduleCreateBody,
  type Screening,
  type ScheduleUpdateBody,
} from '@cinema/contracts';
import type { Db } from '../../db/client.js';
import { priceDefaultsOf } from '../price-templates/index.js';
import type { Actor } from '../../platform/actor.js';
import { removeAudited } from '../../platform/remove.js';
import { audit } from '../../platform/audit.js';
import { cinemaFor } from '../../platform/cinema.js';
import { AppError, conflict, constraintGuard, found, invalidField, staleVersion } from '../../platform/errors.js';
import type { Scope } from '../../platform/scope.js';
import {
  findScreening,
  hasTakenSeats,
  insertScreenings,
  removeScreening,
  toScreening,
  updateScreening,
  type ScreeningWrite,
} from './schedules.repository.js';
import { overlapping } from './schedules.conflicts.js';
import { resolveRefs, unknownFilm, unknownHouse, unknownPriceTemplate } from './schedules.refs.js';
import { cinemaTimes, scaleLabel, warningsFor, type CinemaTimes } from './schedules.time.js';
import { noneTaken, seatsTaken } from './schedules.seats.js';

/** One screening's sold and held seats, as the list counts them. */
const takenOf = async (db: Db, id: number) => (await seatsTaken(db, [id])).get(id) ?? noneTaken;

const OVERLAP_CONSTRAINT = 'screenings_house_no_overlap';

/** PostgreSQL exclusion_violation of the no-overlap constraint: a race the service's check missed. */
export function isOverlapViolation(err: unknown): boolean {
  const e = err as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } };
  return (e?.code ?? e?.cause?.code) === '23P01' && (e?.constraint ?? e?.cause?.constraint) === OVERLAP_CONSTRAINT;
}

/** Runs a write so the database's own refusal answers the same 409 as the service's check. */
export async function overlapGuard<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await guardRefs(work);
  } catch (err) {
    if (isOverlapViolation(err)) throw conflict(scheduleConflict, 'startAt');
    throw err;
  }
}

// A record the screening names, deleted between the check and the insert: 400 on its field, never 500.
const guardRefs = constraintGuard({
  screenings_film_id_films_id_fk: ['filmId', unknownFilm],
  screenings_house_id_houses_id_fk: ['houseId', unknownHouse],
  screenings_language_version_id_versions_id_fk: ['languageVersionId', scheduleVersionMismatch],
  screenings_format_version_id_versions_id_fk: ['formatVersionId', scheduleVersionMismatch],
  screenings_price_template_id_price_templates_id_fk: ['priceTemplateId', unknownPriceTemplate],
});

function checkTimes(w: Pick<ScreeningWrite, 'startAt' | 'endAt' | 'salesStartAt' | 'salesEndAt'>) {
  const [issue] = checkScreeningTimes(w);
  if (issue) throw invalidField(issue.field, issue.message);
}

/** Refuses a screening whose busy span (cleaning included) meets another live one on the screen. */
async function checkFree(db: Db, w: ScreeningWrite, exceptId?: number) {
  if (w.status === 'cancelled') return;
  const until = new Date(w.endAt.getTime() + w.cleaningMinutes * 60_000);
  const [hit] = await overlapping(db, w.houseId, w.startAt, until, exceptId);
  if (!hit) return;
  const detail = scheduleOverlapDetail({
    businessDate: hit.businessDate,
    startTime: scaleLabel(hit.startAt, hit.businessDate),
    endTime: scaleLabel(hit.endAt, hit.businessDate),
    filmName: hit.filmName,
  });
  throw new AppError('conflict', scheduleConflict, [{ field: 'startAt', message: `${scheduleConflict}${detail}` }]);
}

const date = (v: string | null | undefined) => (v ? new Date(v) : null);

/** One screening as answers carry it, warnings included; null when the scope cannot see it. */
export async function screeningDetail(db: Db, scope: Scope, id: number): Promise<Screening | null> {
  const row = await findScreening(db, scope, id);
  if (!row) return null;
  const [times, taken] = await readAll(
    db,
    () => cinemaTimes(db, { id: row.cinemaId, brandId: row.brandId }),
    () => takenOf(db, row.id),
  );
  return toScreening(row, warningsFor(times), taken);
}

/** The screening just written, read in the write's transaction with the cinema's rules already loaded. */
const saved = async (db: Db, actor: Actor, id: number, times: CinemaTimes) =>
  toScreening(found(await findScreening(db, actor.scope, id)), warningsFor(times), await takenOf(db, id));

export async function createScreening(db: Db, actor: Actor, body: ScheduleCreateBody) {
  const cinema = await cinemaFor(db, actor, body.cinemaId);
  const [refs, times, defaults] = await readAll(
    db,
    () => resolveRefs(db, cinema, body),
    () => cinemaTimes(db, cinema),
    // 既定の料金: a screening made without a template (a drag onto the timeline) takes the cinema's default.
    () => (body.priceTemplateId === null ? priceDefaultsOf(db, cinema.id) : []),
  );
  const startAt = new Date(body.startAt);
  const write: ScreeningWrite = {
    filmId: body.filmId,
    houseId: body.houseId,
    languageVersionId: body.languageVersionId,
    formatVersionId: body.formatVersionId,
    startAt,
    endAt: new Date(body.endAt ?? endTimeFor(startAt, refs.film.lengthMinutes, refs.film.trailerMinutes)),
    businessDate: businessDateOf(startAt, times.cutoffHour),
    category: body.category,
    priceTemplateId: body.priceTemplateId ?? defaultPriceTemplate(defaults, body),
    salesStartAt: date(body.salesStartAt),
    salesEndAt: date(body.salesEndAt),
    onlineSales: body.channels.online,
    posSales: body.channels.pos,
    kioskSales: body.channels.kiosk,
    status: body.status,
    cleaningMinutes: body.cleaningMinutes ?? times.cleaningMinutes,
    note: body.note,
  };
  checkTimes(write);
  return overlapGuard(() =>
    db.transaction(async (tx) => {
      await checkFree(tx, write);
      const [id] = await insertScreenings(tx, { brandId: cinema.brandId, cinemaId: cinema.id }, [write]);
      await audit(tx, actor, {
        action: 'create',
        entity: 'screening',
        entityId: id,
        brandId: cinema.brandId,
        summary: summary(refs.film.name, write),
      });
      return saved(tx, actor, id!, times);
    }),
  );
}

const summary = (filmName: string, w: ScreeningWrite) =>
  `${filmName} ${w.businessDate} ${scaleLabel(w.startAt, w.businessDate)}`;

/**
 * Writes the fields the body names over the stored ones. startAt alone moves the screening and
 * keeps its length; a new film without endAt (or endAt null) derives the end from the film.
 */
export async function saveScreening(db: Db, actor: Actor, body: ScheduleUpdateBody) {
  const current = found(await findScreening(db, actor.scope, body.id));
  const cinema = { id: current.cinemaId, brandId: current.brandId };
  const refsIn = {
    filmId: body.filmId ?? current.filmId,
    houseId: body.houseId ?? current.houseId,
    languageVersionId: body.languageVersionId ?? current.languageVersionId,
    formatVersionId: body.formatVersionId ?? current.formatVersionId,
  };
  const priceTemplateId = body.priceTemplateId === undefined ? current.priceTemplateId : body.priceTemplateId;
  const [refs, times] = await readAll(
    db,
    () => resolveRefs(db, cinema, { ...refsIn, priceTemplateId }),
    () => cinemaTimes(db, cinema),
  );
  const startAt = body.startAt ? new Date(body.startAt) : current.startAt;
  let endAt: Date;
  if (body.endAt) endAt = new Date(body.endAt);
  else if (body.endAt === null || (body.filmId !== undefined && body.filmId !== current.filmId))
    endAt = new Date(endTimeFor(startAt, refs.film.lengthMinutes, refs.film.trailerMinutes));
  else endAt = new Date(startAt.getTime() + (current.endAt.getTime() - current.startAt.getTime()));
  const keep = <T>(v: T | undefined, stored: T) => (v === undefined ? stored : v);
  const write: ScreeningWrite = {
    ...refsIn,
    startAt,
    endAt,
    businessDate: businessDateOf(startAt, times.cutoffHour),
    category: keep(body.category, current.category),
    priceTemplateId,
    salesStartAt: body.salesStartAt === undefined ? current.salesStartAt : date(body.salesStartAt),
    salesEndAt: body.salesEndAt === undefined ? current.salesEndAt : date(body.salesEndAt),
    onlineSales: body.channels?.online ?? current.onlineSales,
    posSales: body.channels?.pos ?? current.posSales,
    kioskSales: body.channels?.kiosk ?? current.kioskSales,
    status: keep(body.status, current.status),
    cleaningMinutes: keep(body.cleaningMinutes, current.cleaningMinutes),
    note: keep(body.note, current.note),
  };
  checkTimes(write);
  return overlapGuard(() =>
    db.transaction(async (tx) => {
      await checkFree(tx, write, body.id);
      if (!(await updateScreening(tx, body.id, body.version, write))) throw staleVersion();
      await audit(tx, actor, {
        action: 'update',
        entity: 'screening',
        entityId: body.id,
        brandId: cinema.brandId,
        summary: summary(refs.film.name, write),
      });
      return saved(tx, actor, body.id, times);
    }),
  );
}

export const screeningHasSales =
  '販売済みまたは仮押さえの座席がある上映回は削除できません。中止にして、販売済みの座席は払戻してください。';

export async function deleteScreening(db: Db, actor: Actor, id: number) {
  const current = found(await findScreening(db, actor.scope, id));
  // A sold seat is a fact: its screening stays (cancel it and refund instead, docs/sales.md, "facts").
  if (await hasTakenSeats(db, id)) throw conflict(screeningHasSales);
  await removeAudited(db, actor, {
    remove: (tx) => removeScreening(tx, id),
    id,
    entry: {
      entity: 'screening',
      brandId: current.brandId,
      summary: `${current.filmName} ${current.businessDate} ${scaleLabel(current.startAt, current.businessDate)}`,
    },
  });
}
