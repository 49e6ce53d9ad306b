import type { FilmFeeFigures } from '@cinema/contracts';
import type { Db } from '../../db/client.js';
import { statementsOf } from './film-fee.repository.js';

// The film-fee feature's public entry: what other features use of it (the 映画料精算書 reads confirmed statements).

/** A confirmed statement as it was confirmed, with the 調整額's reason. */
export type ConfirmedStatement = FilmFeeFigures & { adjustmentReason: string | null };

/**
 * The month's confirmed statements at the cinemas (of one 配給会社 when named): their figures as confirmed, read from
 * the records alone (docs/accounting.md, "映画料集計": a confirmed fee is what the distributor is paid), by 作品 and
 * then in the cinemas' order.
 */
export async function confirmedStatements(
  db: Db,
  cinemaIds: number[],
  month: string,
  distributorId?: number,
): Promise<ConfirmedStatement[]> {
  const order = new Map(cinemaIds.map((id, i) => [id, i]));
  const rows: ConfirmedStatement[] = [];
  for (const record of (await statementsOf(db, cinemaIds, month)).values())
    if (record.status === 'confirmed' && record.confirmed)
      if (distributorId === undefined || record.confirmed.distributorId === distributorId)
        rows.push({ ...record.confirmed, adjustmentReason: record.adjustmentReason });
  const byFilm = (a: ConfirmedStatement, b: ConfirmedStatement) =>
    a.filmName < b.filmName ? -1 : a.filmName > b.filmName ? 1 : a.filmId - b.filmId;
  return rows.sort((a, b) => byFilm(a, b) || (order.get(a.cinemaId) ?? 0) - (order.get(b.cinemaId) ?? 0));
}
