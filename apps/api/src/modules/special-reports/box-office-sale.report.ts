import { readAll } from '../../db/reads.js';
import { and, eq } from 'drizzle-orm';
import {
  addDays,
  daysBetween,
  ticketKind,
  type BoxOfficeSale,
  type BoxOfficeSaleQuery,
  type BoxOfficeSaleRow,
  type FareClassKind,
  type RoundingMode,
  type TicketKind,
} from '@cinema/contracts';
import type { Db } from '../../db/client.js';
import { clients, films } from '../../db/schema/index.js';
import { notFound } from '../../platform/errors.js';
import type { Scope } from '../../platform/scope.js';
import { fareRows, screeningCounts, type FareRow } from './box-office-sale.queries.js';
import { brandReportCinemas } from '../../platform/report-cinemas.js';

// 興行成績報告書（料金別） (docs/reports.md, "特別レポート"): one row per 料金区分, its 人員 on each 上映日 of the period,
// 計人員, 単価 and 金額; the footer's 興収税込, its 消費税 by 割戻し of the total (one rounding, the brand's 端数処理,
// as for the film fee's base) and 興収税抜, and 回数.

const kindOrder: Record<FareClassKind, number> = { ticket: 0, advance: 1, movieTicket: 2, invitation: 3 };

const kindLabel = (kind: string | null) => ticketKind.labels[(kind ?? 'general') as TicketKind] ?? '一般';

/** 料金区分 as the distributor reads it: the 券種's name, the paper ticket's, ムビチケ（一般）, 招待. */
function labelOf(r: FareRow): string {
  switch (r.kind) {
    case 'invitation':
      return '招待';
    case 'movieTicket':
      return `ムビチケ（${kindLabel(r.ticket_kind)}）`;
    case 'advance':
      return r.coupon_name ?? '前売券';
    case 'ticket':
      return r.ticket_name ?? kindLabel(r.ticket_kind);
  }
}

/** The 消費税 (10 %) inside a tax-inclusive total: round(total × 10 / 110) in the brand's rounding (割戻し). */
export function taxInside(total: number, mode: RoundingMode): number {
  const sign = total < 0 ? -1 : 1;
  const scaled = Math.abs(total) * 10;
  const quotient = Math.floor(scaled / 110);
  const rest = scaled - quotient * 110;
  if (rest === 0 || mode === 'ROUND_DOWN') return sign * quotient;
  if (mode === 'ROUND_UP') return sign * (quotient + 1);
  return sign * (rest * 2 >= 110 ? quotient + 1 : quotient);
}

async function filmOf(db: Db, brandId: number, filmId: number) {
  const [film] = await db
    .select({ id: films.id, name: films.name, releaseDate: films.releaseDate, distributorName: clients.name })
    .from(films)
    .leftJoin(clients, eq(clients.id, films.distributorId))
    .where(and(eq(films.id, filmId), eq(films.brandId, brandId)));
  if (!film) throw notFound('作品が見つかりません');
  return film;
}

export async function boxOfficeSale(db: Db, scope: Scope, q: BoxOfficeSaleQuery): Promise<BoxOfficeSale> {
  const rc = await brandReportCinemas(db, scope, q.cinemaIds);
  // No brand (an operator who sees no cinema): brand 0 holds no film, so the film is not found.
  const brandId = rc.brandId ?? 0;
  const film = await filmOf(db, brandId, q.filmId);
  const days = Array.from({ length: daysBetween(q.from, q.to) + 1 }, (_, i) => addDays(q.from, i));
  const reading = { brandId, ids: rc.ids, filmId: film.id, from: q.from, to: q.to };
  const [fares, shows] = rc.ids.length
    ? await readAll(
        db,
        () => fareRows(db, reading),
        () => screeningCounts(db, reading),
      )
    : [[], []];
  const screeningsPerDay = days.map((d) => shows.find((s) => s.day === d)?.n ?? 0);
  const rows = new Map<string, BoxOfficeSaleRow>();
  for (const f of fares) {
    const label = labelOf(f);
    const key = `${f.kind}|${label}|${f.unit}`;
    const row = rows.get(key) ?? {
      key,
      kind: f.kind,
      label,
      unitPrice: f.unit,
      persons: days.map(() => 0),
      totalPersons: 0,
      amount: 0,
    };
    const at = days.indexOf(f.day);
    if (at >= 0) row.persons[at] = (row.persons[at] ?? 0) + f.persons;
    row.totalPersons += f.persons;
    row.amount += f.amount;
    rows.set(key, row);
  }
  // A 料金区分 whose refunds took back all it sold has nothing to report.
  const list = [...rows.values()]
    .filter((r) => r.totalPersons !== 0 || r.amount !== 0)
    .sort(
      (a, b) => kindOrder[a.kind] - kindOrder[b.kind] || b.unitPrice - a.unitPrice || a.label.localeCompare(b.label),
    );
  const gross = list.reduce((s, r) => s + r.amount, 0);
  const tax = taxInside(gross, rc.rounding);
  return {
    film: { id: film.id, name: film.name, distributorName: film.distributorName, releaseDate: film.releaseDate },
    days,
    rows: list,
    totals: {
      persons: days.map((_, i) => list.reduce((s, r) => s + (r.persons[i] ?? 0), 0)),
      totalPersons: list.reduce((s, r) => s + r.totalPersons, 0),
      amount: gross,
    },
    gross,
    tax,
    net: gross - tax,
    screenings: screeningsPerDay.reduce((a, b) => a + b, 0),
    screeningsPerDay,
  };
}
