import { sql, type SQL } from 'drizzle-orm';
import { filmFeeCategory, type RoundingMode } from '@cinema/contracts';
import { sqlArray } from '../db/client.js';

// The film fee's arithmetic in SQL, shared by 作品別累計成績 and 映画料集計 (docs/reports.md, "作品別累計成績" and
// "映画料集計"): a rounding with the brand's 端数処理, the tax inside a tax-inclusive sum (割戻し), and the 歩率 terms a
// day finds (contracts' feeRateOn: the 興行区分's own term in force, or 通常's for a 興行区分 the film has no term of).

/** Integer division of a numerator, as contracts' sales-tax divides (the sign kept apart). */
export function divide(n: SQL, d: number, mode: RoundingMode): SQL {
  const a = sql`abs(${n})::numeric`;
  const q =
    mode === 'ROUND_DOWN'
      ? sql`floor(${a} / ${d})`
      : mode === 'ROUND_UP'
        ? sql`ceil(${a} / ${d})`
        : sql`floor((${a} * 2 + ${d}) / ${2 * d})`;
  return sql`(sign(${n}) * ${q})`;
}

/** A tax-inclusive sum less the 10 % consumption tax in it (割戻し), rounded once. */
export const exTaxOf = (booked: SQL, mode: RoundingMode) =>
  sql`(${booked} - ${divide(sql`${booked} * 10`, 110, mode)})`;

/** A base × a 歩率 in percent with two decimals (55.5), rounded once. */
export const feeOf = (base: SQL, rate: SQL, mode: RoundingMode) =>
  divide(sql`${base} * round(${rate} * 100)`, 10_000, mode);

const OTHER_CATEGORIES = sql.raw(
  `array[${filmFeeCategory.values
    .filter((c) => c !== 'main')
    .map((c) => `'${c}'`)
    .join(', ')}]`,
);

/**
 * The 歩率 terms of the films as a select (film_id, category, rate, period_start, period_end): each term, and for a
 * 興行区分 the film has no term of, 通常's terms under that 興行区分. `films` is a list of ids, or a select of them.
 */
export function feeTermsOf(brandId: number, films: number[] | SQL): SQL {
  const filmIn = Array.isArray(films) ? sql`= any(${sqlArray(films.length ? films : [0], 'int')})` : sql`in (${films})`;
  return sql`select t.film_id, t.category::text as category, t.rate, t.period_start, t.period_end
      from film_fee_terms t where t.brand_id = ${brandId} and t.film_id ${filmIn}
      union all
      select t.film_id, c.category, t.rate, t.period_start, t.period_end
      from film_fee_terms t cross join unnest(${OTHER_CATEGORIES}::text[]) as c(category)
      where t.brand_id = ${brandId} and t.film_id ${filmIn} and t.category = 'main'
        and not exists (select 1 from film_fee_terms x where x.film_id = t.film_id and x.category::text = c.category)`;
}
