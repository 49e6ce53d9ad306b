import { sql, type SQL } from 'drizzle-orm';
import type { RoundingMode } from '@cinema/contracts';
import { rowsOf, sqlArray, type Db } from '../../db/client.js';
import { exTaxOf, feeOf, feeTermsOf } from '../../platform/film-fee-sql.js';

// Box office of films over their life from R1T (rb_film_day_total, by the screening's business day), with the film fee
// (docs/reports.md, "作品別累計成績"). The fee is settled per 精算単位: a cinema, film and 興行区分 within one 興行週
// and one 歩率期間. Its base is the unit's Σ 計上額 less the tax in it (割戻し, 10/110), its fee base × 歩率, each
// rounded once with the brand's 端数処理; every figure above a unit is a sum of units, so the weeks add up to the
// life and the cinemas to the chain. The 歩率 is contracts' feeRateOn in SQL: the 興行区分's own term in force, or
// 通常's for a 興行区分 the film has no term of.

export interface BoxOfficeWhere {
  brandId: number;
  cinemaIds: number[];
  filmIds: number[];
  /** The first screening day of the films read: R1 is read from there to the 基準日. */
  from: string;
  baseDate: string;
  weekStartDay: number;
  rounding: RoundingMode;
}

/**
 * The settlement units of the films at the cinemas (CTE `units`): R1 summed per cinema, day, film and 興行区分 (in its
 * key's order), each day then finding its 歩率 term and its 興行週 and summed into its unit, with 直近週 and the same
 * days of the week before summed alongside.
 */
function unitsOf(w: BoxOfficeWhere, recent: { from: string; prevFrom: string; prevTo: string }) {
  const films = sqlArray(w.filmIds.length ? w.filmIds : [0], 'int');
  const cinemas = sqlArray(w.cinemaIds, 'int');
  const exTax = exTaxOf(sql`u.booked`, w.rounding);
  return sql`terms as (${feeTermsOf(w.brandId, w.filmIds)}),
    days as (
      select r.cinema_id, r.screening_bd, r.film_id, r.fee_category,
        sum(r.tickets) as paid, sum(r.comps) as comps, sum(r.booked) as booked
      from rb_film_day_total r
      where r.brand_id = ${w.brandId} and r.cinema_id = any(${cinemas}) and r.film_id = any(${films})
        and r.screening_bd between ${w.from} and ${w.baseDate}
      group by r.cinema_id, r.screening_bd, r.film_id, r.fee_category),
    grouped as (
      select d.cinema_id, d.film_id, d.fee_category,
        d.screening_bd - ((extract(dow from d.screening_bd)::int - ${w.weekStartDay} + 7) % 7) as week_from,
        t.period_start, t.rate, sum(d.paid) as paid, sum(d.comps) as comps, sum(d.booked) as booked,
        coalesce(sum(d.booked) filter (where d.screening_bd >= ${recent.from}), 0) as week,
        coalesce(sum(d.booked) filter (where d.screening_bd between ${recent.prevFrom} and ${recent.prevTo}), 0) as prev
      from days d left join terms t on t.film_id = d.film_id and t.category = d.fee_category
        and d.screening_bd >= t.period_start and (t.period_end is null or d.screening_bd <= t.period_end)
      group by 1, 2, 3, 4, 5, 6),
    units as (
      select u.*, ${exTax} as ex_tax,
        case when u.rate is null then null
          else ${feeOf(exTax, sql`u.rate`, w.rounding)} end as fee
      from grouped u)`;
}

export interface LifeRow {
  cinema_id: number | null;
  film_id: number;
  paid: string;
  comps: string;
  booked: string;
  ex_tax: string;
  fee: string | null;
  fee_missing: boolean;
  week: string | null;
  prev: string | null;
}

type LifeWhere = BoxOfficeWhere & { perCinema: boolean; week: { from: string; prevFrom: string; prevTo: string } };

function lifeStatement(w: LifeWhere) {
  const key = w.perCinema ? sql`cinema_id` : sql`null::int`;
  return sql`with ${unitsOf(w, w.week)}
    select ${key} as cinema_id, film_id, sum(paid) as paid, sum(comps) as comps, sum(booked) as booked,
      sum(ex_tax) as ex_tax, sum(fee) as fee, bool_or(rate is null and booked <> 0) as fee_missing,
      sum(week) as week, sum(prev) as prev
    from units group by 1, 2`;
}

/**
 * A life-to-date read sums every R1 row of the films since they opened (15 films half a year at 30 cinemas are some 500,000 rows):
 * room to hash them in memory, for this statement only, instead of sorting on disk.
 */
const roomy = <T>(db: Db, statement: SQL) =>
  db.transaction(async (tx) => {
    await tx.execute(sql`set local work_mem = '32MB'`);
    return rowsOf<T>(tx.execute(statement));
  });

/**
 * Each film's life up to the 基準日 per 作品 × 劇場 (or per 作品 over the cinemas), with 直近週 (the 興行週 holding
 * the 基準日, up to it) and the same days of the week before.
 */
export const filmLives = (db: Db, w: LifeWhere) => roomy<LifeRow>(db, lifeStatement(w));

export interface WeekRow {
  week_from: string;
  paid: string;
  comps: string;
  booked: string;
  ex_tax: string;
  fee: string | null;
  fee_missing: boolean;
  rates: number[] | null;
}

/** One film's 興行週 at the cinemas, summed over them. */
export function filmWeeks(db: Db, w: BoxOfficeWhere) {
  const none = { from: w.baseDate, prevFrom: w.baseDate, prevTo: w.baseDate };
  return roomy<WeekRow>(
    db,
    sql`with ${unitsOf(w, none)}
      select week_from::text as week_from, sum(paid) as paid, sum(comps) as comps, sum(booked) as booked,
        sum(ex_tax) as ex_tax, sum(fee) as fee, bool_or(rate is null and booked <> 0) as fee_missing,
        array_agg(distinct rate::float8 order by rate::float8 desc) filter (where rate is not null) as rates
      from units group by week_from order by week_from`,
  );
}
