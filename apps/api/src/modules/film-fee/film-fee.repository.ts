import { and, eq, inArray, sql } from 'drizzle-orm';
import { lastDayOfMonth, type RoundingMode } from '@cinema/contracts';
import { rowsOf, sqlArray, type Db } from '../../db/client.js';
import { filmFeeStatements } from '../../db/schema/index.js';
import { exTaxOf, feeOf, feeTermsOf } from '../../platform/film-fee-sql.js';

// 映画料集計's reads (docs/accounting.md, "映画料集計"): the month's 精算単位 of every film at the cinemas from R1T, and
// the statements head office recorded (調整額, 確定).

export interface UnitRow {
  cinema_id: number;
  film_id: number;
  film_name: string;
  distributor_id: number | null;
  distributor_name: string | null;
  category: string;
  unit_from: string;
  unit_to: string;
  rate: number | null;
  paid: number;
  comps: number;
  booked: number;
  ex_tax: number;
  fee: number | null;
}

export interface UnitsWhere {
  brandId: number;
  cinemaIds: number[];
  month: string;
  rounding: RoundingMode;
  distributorId?: number;
  filmId?: number;
}

/**
 * The month's 精算単位 at the cinemas: R1T summed per cinema, film, 興行区分 and the 歩率 term each day finds, the period
 * cut to the month (from its first to its last day with box office); its base is the unit's 計上額 less the tax in it
 * (割戻し on the period total), its fee base × 歩率, each rounded once. Days no term covers make a unit without a 歩率
 * (fee null, shown '-'). A 興行区分 the screening left empty is 通常.
 */
export function unitsOf(db: Db, w: UnitsWhere) {
  const from = `${w.month}-01`;
  const to = lastDayOfMonth(w.month);
  const exTax = exTaxOf(sql`u.booked`, w.rounding);
  const distributor = w.distributorId === undefined ? sql`` : sql`and f.distributor_id = ${w.distributorId}`;
  const film = w.filmId === undefined ? sql`` : sql`and r.film_id = ${w.filmId}`;
  return rowsOf<UnitRow>(
    db.execute(sql`with days as (
        select r.cinema_id, r.screening_bd, r.film_id, coalesce(nullif(r.fee_category, ''), 'main') as category,
          sum(r.tickets) as paid, sum(r.comps) as comps, sum(r.booked) as booked
        from rb_film_day_total r join films f on f.id = r.film_id
        where r.brand_id = ${w.brandId} and r.cinema_id = any(${sqlArray(w.cinemaIds, 'int')})
          and r.screening_bd between ${from} and ${to} ${distributor} ${film}
        group by 1, 2, 3, 4),
      terms as (${feeTermsOf(w.brandId, sql`select distinct film_id from days`)}),
      units as (
        select d.cinema_id, d.film_id, d.category, t.period_start, t.rate,
          min(d.screening_bd) as unit_from, max(d.screening_bd) as unit_to,
          sum(d.paid) as paid, sum(d.comps) as comps, sum(d.booked) as booked
        from days d left join terms t on t.film_id = d.film_id and t.category = d.category
          and d.screening_bd >= t.period_start and (t.period_end is null or d.screening_bd <= t.period_end)
        group by 1, 2, 3, 4, 5)
      select u.cinema_id, u.film_id, f.name as film_name, f.distributor_id, ds.name as distributor_name, u.category,
        u.unit_from::text as unit_from, u.unit_to::text as unit_to, u.rate::float8 as rate,
        u.paid::int as paid, u.comps::int as comps, u.booked::int as booked, ${exTax}::int as ex_tax,
        case when u.rate is null then null else ${feeOf(exTax, sql`u.rate`, w.rounding)}::int end as fee
      from units u join films f on f.id = u.film_id left join clients ds on ds.id = f.distributor_id
      where u.booked <> 0 or u.paid <> 0 or u.comps <> 0
      order by ds.code nulls last, ds.id, f.name, f.id, u.cinema_id, u.category, u.unit_from`),
  );
}

export type StatementRecord = typeof filmFeeStatements.$inferSelect;

/** The statements recorded for the month at the cinemas, by `cinemaId-filmId`; `lock` takes them for update. */
export async function statementsOf(db: Db, cinemaIds: number[], month: string, filmId?: number, lock = false) {
  if (!cinemaIds.length) return new Map<string, StatementRecord>();
  const q = db
    .select()
    .from(filmFeeStatements)
    .where(
      and(
        inArray(filmFeeStatements.cinemaId, cinemaIds),
        eq(filmFeeStatements.month, month),
        filmId === undefined ? undefined : eq(filmFeeStatements.filmId, filmId),
      ),
    );
  const rows = lock ? await q.for('update') : await q;
  return new Map(rows.map((r) => [`${r.cinemaId}-${r.filmId}`, r]));
}
