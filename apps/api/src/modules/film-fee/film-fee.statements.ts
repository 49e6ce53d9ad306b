import { and, eq, inArray } from 'drizzle-orm';
import {
  filmFeeCategoryLabel,
  filmFeeTax,
  type FilmFeeFigures,
  type FilmFeeRow,
  type RoundingMode,
} from '@cinema/contracts';
import type { Db } from '../../db/client.js';
import { monthlyClosings } from '../../db/schema/index.js';
import { iso } from '../../platform/list.js';
import { statementsOf, unitsOf, type StatementRecord, type UnitRow } from './film-fee.repository.js';

// 映画料集計's statements (docs/accounting.md, "映画料集計"): a film at a cinema for a month, its figures computed from
// its 精算単位 while 暫定 and shown as confirmed once 確定.

export type Cinema = { id: number; code: string; name: string };

const sum = (rows: UnitRow[], f: (u: UnitRow) => number) => rows.reduce((s, u) => s + f(u), 0);

/** A statement's figures from its units: the fee is '-' (null) while a unit with box office has no 歩率. */
function figuresOf(
  c: Cinema,
  month: string,
  [u0, ...more]: [UnitRow, ...UnitRow[]],
  adjustment: number,
  rounding: RoundingMode,
): FilmFeeFigures {
  const units = [u0, ...more];
  const missing = units.some((u) => u.rate === null && u.booked !== 0);
  const fee = missing ? null : sum(units, (u) => u.fee ?? 0);
  const total = fee === null ? null : fee + adjustment;
  const tax = total === null ? null : filmFeeTax(total, rounding);
  return {
    key: `${c.id}-${u0.film_id}`,
    month,
    cinemaId: c.id,
    cinemaCode: c.code,
    cinemaName: c.name,
    filmId: u0.film_id,
    filmName: u0.film_name,
    distributorId: u0.distributor_id,
    distributorName: u0.distributor_name,
    paid: sum(units, (u) => u.paid),
    comps: sum(units, (u) => u.comps),
    boxOffice: sum(units, (u) => u.booked),
    boxOfficeNet: sum(units, (u) => u.ex_tax),
    rates: [...new Set(units.flatMap((u) => (u.rate === null ? [] : [u.rate])))].sort((a, b) => b - a),
    fee,
    adjustment,
    total,
    tax,
    payable: total === null || tax === null ? null : total + tax,
    units: units.map((u) => ({
      category: u.category,
      categoryLabel: filmFeeCategoryLabel(u.category),
      from: u.unit_from,
      to: u.unit_to,
      rate: u.rate,
      paid: u.paid,
      comps: u.comps,
      boxOffice: u.booked,
      boxOfficeNet: u.ex_tax,
      fee: u.fee,
    })),
  };
}

function rowOf(figures: FilmFeeFigures, record: StatementRecord | undefined, monthClosed: boolean): FilmFeeRow {
  const confirmed = record?.status === 'confirmed' ? record.confirmed : null;
  // A confirmed statement shows what was confirmed, not today's rollups.
  const shown = confirmed ?? figures;
  return {
    ...shown,
    adjustmentReason: record?.adjustmentReason ?? null,
    status: confirmed ? 'confirmed' : 'provisional',
    monthClosed,
    confirmedAt: confirmed ? iso(record?.confirmedAt) : null,
    confirmedByName: confirmed ? (record?.confirmedByName ?? null) : null,
    version: record?.version ?? 0,
  };
}

async function closedMonths(db: Db, cinemaIds: number[], month: string) {
  if (!cinemaIds.length) return new Set<number>();
  const rows = await db
    .select({ cinemaId: monthlyClosings.cinemaId })
    .from(monthlyClosings)
    .where(
      and(
        inArray(monthlyClosings.cinemaId, cinemaIds),
        eq(monthlyClosings.month, month),
        eq(monthlyClosings.status, 'closed'),
      ),
    );
  return new Set(rows.map((r) => r.cinemaId));
}

export interface Read {
  brandId: number;
  cinemas: Cinema[];
  month: string;
  rounding: RoundingMode;
  distributorId?: number;
  filmId?: number;
}

/** Every statement of the month at the cinemas: one per film with box office, and every confirmed one. */
export async function statements(db: Db, r: Read): Promise<FilmFeeRow[]> {
  const ids = r.cinemas.map((c) => c.id);
  const [units, records, closed] = [
    await unitsOf(db, { ...r, cinemaIds: ids }),
    await statementsOf(db, ids, r.month, r.filmId),
    await closedMonths(db, ids, r.month),
  ];
  // In the units' order: 配給会社, 作品, 劇場.
  const byKey = new Map<string, [UnitRow, ...UnitRow[]]>();
  for (const u of units) {
    const key = `${u.cinema_id}-${u.film_id}`;
    const list = byKey.get(key);
    if (list) list.push(u);
    else byKey.set(key, [u]);
  }
  const cinemaOf = new Map(r.cinemas.map((c) => [c.id, c]));
  const rows: FilmFeeRow[] = [];
  for (const [key, list] of byKey) {
    const c = cinemaOf.get(list[0].cinema_id);
    const record = records.get(key);
    if (c) rows.push(rowOf(figuresOf(c, r.month, list, record?.adjustment ?? 0, r.rounding), record, closed.has(c.id)));
  }
  // A confirmed statement stays listed even when the facts under it have gone (a refund after the close).
  for (const [key, record] of records)
    if (!byKey.has(key) && record.status === 'confirmed' && record.confirmed)
      if (r.distributorId === undefined || record.confirmed.distributorId === r.distributorId)
        rows.push(rowOf(record.confirmed, record, closed.has(record.cinemaId)));
  return rows;
}
