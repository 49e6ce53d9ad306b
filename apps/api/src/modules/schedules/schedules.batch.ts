import { readAll } from '../../db/reads.js';
import { and, asc, eq, gte, inArray, lte, ne } from 'drizzle-orm';
import {
  addDays,
  defaultPriceTemplate,
  businessDateOf,
  cutoffOffsetHours,
  formatScaleMinutes,
  parseScaleTime,
  daysBetween,
  endTimeFor,
  formatBusinessDate,
  fromScaleTime,
  type ScheduleBatchResult,
  type ScheduleBulkCreateBody,
  type ScheduleConflictItem,
  type ScheduleCopyBody,
} from '@cinema/contracts';
import type { Db } from '../../db/client.js';
import { priceDefaultsOf } from '../price-templates/index.js';
import { films, houses, screenings } from '../../db/schema/index.js';
import type { Actor } from '../../platform/actor.js';
import { audit } from '../../platform/audit.js';
import { cinemaFor } from '../../platform/cinema.js';
import { invalidField } from '../../platform/errors.js';
import { conflictError, sortOut, type Candidate } from './schedules.conflicts.js';
import { insertScreenings, type ScreeningWrite } from './schedules.repository.js';
import { resolveRefs } from './schedules.refs.js';
import { overlapGuard } from './schedules.service.js';
import { cinemaTimes, scaleLabel, warningsFor, type CinemaTimes } from './schedules.time.js';

const DAY = 86_400_000;
const MAX_WARNINGS = 20;

/** Inserts the candidates in one transaction (the database's constraint still guards a race). */
async function commit(
  db: Db,
  actor: Actor,
  times: CinemaTimes,
  fit: Candidate[],
  refused: ScheduleConflictItem[],
  what: string,
) {
  const ids = await overlapGuard(() =>
    db.transaction(async (tx) => {
      const out = await insertScreenings(
        tx,
        { brandId: times.brandId, cinemaId: times.id },
        fit.map((c) => c.write),
      );
      await audit(tx, actor, {
        action: 'create',
        entity: 'screening',
        entityId: null,
        brandId: times.brandId,
        summary: `${what}（${out.length}件）`,
        detail: { ids: out, skipped: refused.length },
      });
      return out;
    }),
  );
  const warn = warningsFor(times);
  const warnings = [
    ...new Set(
      fit.flatMap((c) =>
        warn({ classification: c.classification, businessDate: c.write.businessDate, endAt: c.write.endAt }).map(
          (m) =>
            `${formatBusinessDate(c.write.businessDate, true)} ${scaleLabel(c.write.startAt, c.write.businessDate)}：${m}`,
        ),
      ),
    ),
  ].slice(0, MAX_WARNINGS);
  return { created: ids.length, ids, skipped: refused, warnings } satisfies ScheduleBatchResult;
}

/** A start time must fall inside its business day: from the cut-off of the day before to its own. */
function checkDayTimes(list: string[], cutoffHour: number) {
  const last = cutoffOffsetHours(cutoffHour) * 60;
  const first = last - 24 * 60;
  list.forEach((t, i) => {
    const m = parseScaleTime(t)!;
    if (m < first || m >= last)
      throw invalidField(
        `times.${i}`,
        `「開始時刻」は営業日の範囲（${formatScaleMinutes(first)}〜${formatScaleMinutes(last - 1)}）で入力してください`,
      );
  });
}

/** 一括登録: one film on one screen at the given scale times of the given dates — all or nothing. */
export async function bulkCreate(db: Db, actor: Actor, body: ScheduleBulkCreateBody): Promise<ScheduleBatchResult> {
  const cinema = await cinemaFor(db, actor, body.cinemaId);
  const [refs, times, defaults] = await readAll(
    db,
    () => resolveRefs(db, cinema, body),
    () => cinemaTimes(db, cinema),
    () => priceDefaultsOf(db, cinema.id),
  );
  checkDayTimes(body.times, times.cutoffHour);
  const priceTemplateId = body.priceTemplateId ?? defaultPriceTemplate(defaults, body);
  const list: Candidate[] = [...new Set(body.dates)].flatMap((d) =>
    [...new Set(body.times)].map((t) => {
      const startAt = new Date(fromScaleTime(d, t));
      const write: ScreeningWrite = {
        filmId: refs.film.id,
        houseId: refs.house.id,
        languageVersionId: body.languageVersionId,
        formatVersionId: body.formatVersionId,
        startAt,
        endAt: new Date(endTimeFor(startAt, refs.film.lengthMinutes, refs.film.trailerMinutes)),
        businessDate: businessDateOf(startAt, times.cutoffHour),
        category: body.category,
        priceTemplateId,
        salesStartAt: null,
        salesEndAt: null,
        onlineSales: body.channels.online,
        posSales: body.channels.pos,
        kioskSales: body.channels.kiosk,
        status: body.status,
        cleaningMinutes: body.cleaningMinutes ?? times.cleaningMinutes,
        note: null,
      };
      return { write, filmName: refs.film.name, classification: refs.film.classification };
    }),
  );
  const { fit, refused } = await sortOut(db, list, new Map([[refs.house.id, refs.house.name]]));
  if (refused.length) throw conflictError(refused);
  return commit(db, actor, times, fit, refused, `一括登録：${refs.film.name}`);
}

/**
 * コピー: the live screenings of `days` business days from fromDate onto each target start date,
 * shifted by whole days (Japan has no DST). Copies start as 予定; sales windows shift with them.
 */
export async function copySchedule(db: Db, actor: Actor, body: ScheduleCopyBody): Promise<ScheduleBatchResult> {
  const cinema = await cinemaFor(db, actor, body.cinemaId);
  const times = await cinemaTimes(db, cinema);
  const sourceTo = addDays(body.fromDate, body.days - 1);
  const [source, screens, defaults] = await readAll(
    db,
    () =>
      db
        .select({ s: screenings, filmName: films.name, classification: films.classification })
        .from(screenings)
        .innerJoin(films, eq(films.id, screenings.filmId))
        .where(
          and(
            eq(screenings.cinemaId, cinema.id),
            gte(screenings.businessDate, body.fromDate),
            lte(screenings.businessDate, sourceTo),
            ne(screenings.status, 'cancelled'),
            body.houseIds?.length ? inArray(screenings.houseId, body.houseIds) : undefined,
          ),
        )
        .orderBy(asc(screenings.startAt)),
    () => db.select({ id: houses.id, name: houses.name }).from(houses).where(eq(houses.cinemaId, cinema.id)),
    () => priceDefaultsOf(db, cinema.id),
  );
  const shift = (d: Date | null, days: number) => (d ? new Date(d.getTime() + days * DAY) : null);
  const list: Candidate[] = [...new Set(body.toDates)].flatMap((target) => {
    const offset = daysBetween(body.fromDate, target);
    return source.map(({ s, filmName, classification }) => ({
      filmName,
      classification,
      write: {
        filmId: s.filmId,
        houseId: s.houseId,
        languageVersionId: s.languageVersionId,
        formatVersionId: s.formatVersionId,
        startAt: shift(s.startAt, offset)!,
        endAt: shift(s.endAt, offset)!,
        businessDate: addDays(s.businessDate, offset),
        category: s.category,
        // A copy of a screening without prices takes the cinema's default (既定の料金).
        priceTemplateId: s.priceTemplateId ?? defaultPriceTemplate(defaults, s),
        salesStartAt: shift(s.salesStartAt, offset),
        salesEndAt: shift(s.salesEndAt, offset),
        onlineSales: s.onlineSales,
        posSales: s.posSales,
        kioskSales: s.kioskSales,
        status: 'planned' as const,
        cleaningMinutes: s.cleaningMinutes,
        note: s.note,
      },
    }));
  });
  const { fit, refused } = await sortOut(db, list, new Map(screens.map((h) => [h.id, h.name])));
  if (refused.length && body.onConflict === 'fail') throw conflictError(refused);
  const label =
    body.days === 1
      ? formatBusinessDate(body.fromDate)
      : `${formatBusinessDate(body.fromDate)}〜${formatBusinessDate(sourceTo)}`;
  return commit(db, actor, times, fit, refused, `コピー：${label} → ${body.toDates.join('、')}`);
}
