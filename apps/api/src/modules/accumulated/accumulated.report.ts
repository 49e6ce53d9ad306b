import {
  addDays,
  weekOfRun,
  weekStartOf,
  type AccumulatedAnswer,
  type AccumulatedQuery,
  type AccumulatedRow,
  type AccumulatedWeeks,
  type AccumulatedWeeksQuery,
} from '@cinema/contracts';
import type { Db } from '../../db/client.js';
import type { Actor } from '../../platform/actor.js';
import { filmLives, filmWeeks, type LifeRow } from './accumulated-box-office.js';
import { brandReportCinemas, type BrandReportCinemas } from '../../platform/report-cinemas.js';
import { filmRuns, type RunRow } from './accumulated-screenings.js';

// 作品別累計成績 (docs/reports.md, "作品別累計成績"): the runs from the schedule and the money from R1, put together
// per 作品 × 劇場 or per 作品. 上映状況 is read at the 基準日: 上映中 while the schedule still has the film on or after
// it, 終了 once its last day is past. 映画料 is head office's figure; cinema staff get null.

const num = (v: string | null | undefined) => (v == null ? 0 : Number(v));
const ratio = (a: number, b: number) => (b ? a / b : null);
/** 公開日 at the cinema: the release date, or the first screening there when it came later (a later run). */
const openDateOf = (run: Pick<RunRow, 'release_date' | 'first_day'>) =>
  run.release_date && run.release_date > run.first_day ? run.release_date : run.first_day;

const showsFilmFee = (actor: Actor) => actor.account.type === 'brand';

function rowOf(run: RunRow, life: LifeRow | undefined, c: BrandReportCinemas, baseDate: string, fee: boolean) {
  const cinema = run.cinema_id == null ? undefined : c.cinemas.find((x) => x.id === Number(run.cinema_id));
  const paid = num(life?.paid);
  const comps = num(life?.comps);
  const boxOffice = num(life?.booked);
  const seats = num(run.seats);
  const week = num(life?.week);
  const prev = num(life?.prev);
  const openDate = openDateOf(run);
  return {
    cinemaId: cinema?.id ?? null,
    cinemaCode: cinema?.code ?? null,
    cinemaName: cinema?.name ?? null,
    filmId: Number(run.film_id),
    filmName: run.film_name,
    distributorName: run.distributor_name,
    openDate,
    lastDate: run.last_day,
    status: run.last_day >= baseDate ? 'showing' : 'ended',
    days: num(run.days),
    week: weekOfRun(openDate, baseDate, c.weekStartDay),
    screenings: num(run.screenings),
    seats,
    paid,
    comps,
    admissions: paid + comps,
    boxOffice,
    boxOfficeExTax: num(life?.ex_tax),
    filmFee: !fee ? null : !life ? 0 : life.fee_missing ? null : num(life.fee),
    averagePrice: ratio(boxOffice, paid + comps),
    soldRate: ratio(paid + comps, seats),
    weekBoxOffice: week,
    prevWeekBoxOffice: prev,
    weekOnWeek: ratio(week, prev),
  } satisfies AccumulatedRow;
}

/** The brand's cinemas the report reads, or null when the caller sees none (docs/reports.md, "作品別累計成績"). */
async function readCinemas(db: Db, actor: Actor, ids: number[] | undefined) {
  const c = await brandReportCinemas(db, actor.scope, ids);
  return c.brandId === null || !c.cinemas.length ? null : { ...c, brandId: c.brandId };
}

const keyOf = (cinemaId: number | null, filmId: number) => `${cinemaId ?? ''}|${Number(filmId)}`;

export async function accumulatedList(db: Db, actor: Actor, q: AccumulatedQuery): Promise<AccumulatedAnswer> {
  const c = await readCinemas(db, actor, q.cinemaIds);
  const fee = showsFilmFee(actor);
  const weekFrom = weekStartOf(q.baseDate, c?.weekStartDay);
  const frame = {
    baseDate: q.baseDate,
    weekFrom,
    weekTo: q.baseDate,
    prevFrom: addDays(weekFrom, -7),
    prevTo: addDays(q.baseDate, -7),
    filmFeeShown: fee,
  };
  if (!c) return { list: [], ...frame };
  const cinemaIds = c.cinemas.map((x) => x.id);
  const perCinema = !!q.byCinema || cinemaIds.length === 1;
  const runs = (
    await filmRuns(db, {
      brandId: c.brandId,
      cinemaIds,
      baseDate: q.baseDate,
      perCinema,
      filmId: q.filmId,
      distributorId: q.distributorId,
      runningOnly: q.status === 'showing',
    })
  ).filter((r) => q.status === 'all' || (q.status === 'showing') === r.last_day >= q.baseDate);
  if (!runs.length) return { list: [], ...frame };
  const lives = await filmLives(db, {
    brandId: c.brandId,
    cinemaIds,
    filmIds: [...new Set(runs.map((r) => Number(r.film_id)))],
    from: runs.reduce((m, r) => (r.first_day < m ? r.first_day : m), q.baseDate),
    baseDate: q.baseDate,
    weekStartDay: c.weekStartDay,
    rounding: c.rounding,
    perCinema,
    week: { from: weekFrom, prevFrom: frame.prevFrom, prevTo: frame.prevTo },
  });
  const byKey = new Map(lives.map((l) => [keyOf(l.cinema_id, l.film_id), l]));
  const list = runs
    .map((r) => rowOf(r, byKey.get(keyOf(r.cinema_id, r.film_id)), c, q.baseDate, fee))
    .sort(
      (a, b) =>
        b.boxOffice - a.boxOffice ||
        a.filmName.localeCompare(b.filmName, 'ja') ||
        cinemaIds.indexOf(a.cinemaId ?? 0) - cinemaIds.indexOf(b.cinemaId ?? 0),
    );
  return { list, ...frame };
}

/** One film's 興行週 up to the 基準日 at the chosen cinemas, 週目 counted from its 公開日 there. */
export async function accumulatedWeeks(db: Db, actor: Actor, q: AccumulatedWeeksQuery): Promise<AccumulatedWeeks> {
  const c = await readCinemas(db, actor, q.cinemaIds);
  const fee = showsFilmFee(actor);
  if (!c) return { list: [], openDate: null, filmFeeShown: fee };
  const cinemaIds = c.cinemas.map((x) => x.id);
  const [run] = await filmRuns(db, {
    brandId: c.brandId,
    cinemaIds,
    baseDate: q.baseDate,
    perCinema: false,
    filmId: q.filmId,
    runningOnly: false,
  });
  if (!run) return { list: [], openDate: null, filmFeeShown: fee };
  const openDate = openDateOf(run);
  const weeks = await filmWeeks(db, {
    brandId: c.brandId,
    cinemaIds,
    filmIds: [q.filmId],
    from: run.first_day,
    baseDate: q.baseDate,
    weekStartDay: c.weekStartDay,
    rounding: c.rounding,
  });
  return {
    openDate,
    filmFeeShown: fee,
    list: weeks.map((w) => {
      const last = addDays(w.week_from, 6);
      const [paid, comps] = [num(w.paid), num(w.comps)];
      return {
        weekFrom: w.week_from,
        weekTo: last < q.baseDate ? last : q.baseDate,
        week: weekOfRun(openDate, last < q.baseDate ? last : q.baseDate, c.weekStartDay),
        paid,
        comps,
        admissions: paid + comps,
        boxOffice: num(w.booked),
        boxOfficeExTax: num(w.ex_tax),
        filmFee: !fee || w.fee_missing ? null : num(w.fee),
        rates: (w.rates ?? []).map(Number),
      };
    }),
  };
}
