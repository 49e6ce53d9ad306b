import { readAll } from '../../db/reads.js';
import { and, eq } from 'drizzle-orm';
import {
  businessDateOf,
  daysBetween,
  inventoryMessages,
  MAX_INVENTORY_DAYS,
  toKatakana,
  type InventoryListQuery,
  type InventoryRow,
} from '@cinema/contracts';
import type { Db } from '../../db/client.js';
import { cinemas, stockLocations } from '../../db/schema/index.js';
import type { Actor } from '../../platform/actor.js';
import { cinemaFor } from '../../platform/cinema.js';
import { invalidField } from '../../platform/errors.js';
import { listAnswer } from '../../platform/list.js';
import { brandTargets, countLinesIn, periodSums, targetKey, type Target } from './inventory.repository.js';

// 在庫一覧（受払表）: R9 sums for the period, the last count in it, value, the minimum and マイナス在庫 flags. The
// rows are the brand's stock targets (a few hundred), so filtering, sorting and paging happen here.

/** The cinema of a call, with its business day cut-off, and a location of it when one is named. */
export async function cinemaAndLocation(db: Db, actor: Actor, cinemaId?: number, locationId?: number) {
  const cinema = await cinemaFor(db, actor, cinemaId);
  const [row] = await db
    .select({ cutoff: cinemas.businessDayCutoffHour })
    .from(cinemas)
    .where(eq(cinemas.id, cinema.id));
  const today = businessDateOf(new Date(), row!.cutoff);
  if (locationId == null) return { cinema, cutoff: row!.cutoff, today, location: null };
  const [location] = await db
    .select({ id: stockLocations.id, name: stockLocations.name })
    .from(stockLocations)
    .where(and(eq(stockLocations.id, locationId), eq(stockLocations.cinemaId, cinema.id)));
  if (!location) throw invalidField('locationId', '「保管場所」を選択してください');
  return { cinema, cutoff: row!.cutoff, today, location };
}

type Sums = Awaited<ReturnType<typeof periodSums>>[number];
type Counted = { counted: number; difference: number; countDate: string };

/** The last count of each target in the period; with every location, each location's last summed. */
function lastCounts(lines: Awaited<ReturnType<typeof countLinesIn>>) {
  const seen = new Set<string>();
  const out = new Map<string, Counted>();
  for (const l of lines) {
    const key = targetKey(l.shopItemId, l.ingredientId);
    if (seen.has(`${l.locationId}|${key}`)) continue;
    seen.add(`${l.locationId}|${key}`);
    const found = out.get(key);
    if (found) {
      found.counted += l.counted;
      found.difference += l.difference;
      if (l.countDate > found.countDate) found.countDate = l.countDate;
    } else out.set(key, { counted: l.counted, difference: l.difference, countDate: l.countDate });
  }
  return out;
}

const toRow = (t: Target, s: Sums | undefined, c: Counted | undefined): InventoryRow => {
  const [opening, received, sold, adjusted, moved] = [s?.opening, s?.received, s?.sold, s?.adjusted, s?.moved].map(
    (n) => n ?? 0,
  ) as [number, number, number, number, number];
  const closing = opening + received + sold + adjusted + moved;
  return {
    key: t.key,
    kind: t.kind,
    shopItemId: t.shopItemId,
    ingredientId: t.ingredientId,
    code: t.code,
    name: t.name,
    unit: t.unit,
    opening,
    received,
    sold,
    adjusted,
    moved,
    closing,
    counted: c?.counted ?? null,
    countDate: c?.countDate ?? null,
    difference: c?.difference ?? null,
    unitCost: t.unitCost,
    value: t.unitCost == null ? null : Math.round(closing * t.unitCost),
    minStock: t.minStock,
    belowMinimum: t.controlled && t.minStock != null && (s?.cinemaClosing ?? 0) < t.minStock,
    negative: closing < 0,
  };
};

/** Text as the keyword search compares it: katakana, lower case. */
export const fold = (s: string) => toKatakana(s).toLowerCase();

/** A sort on one field, either way, with blanks (no count, no cost) last. */
export const compare =
  <R>(field: keyof R, dir: 1 | -1) =>
  (a: R, b: R) => {
    const [x, y] = [a[field], b[field]];
    if (x == null || y == null) return x == null ? (y == null ? 0 : 1) : -1;
    return dir * (typeof x === 'string' ? x.localeCompare(String(y), 'ja') : Number(x) - Number(y));
  };

/** The 受払表 of the chosen cinema: every stock target, or those with movements in the period. */
export async function inventoryList(db: Db, actor: Actor, q: InventoryListQuery) {
  const { cinema, today, location } = await cinemaAndLocation(db, actor, q.cinemaId, q.locationId);
  const to = q.to ?? (q.from && q.from > today ? q.from : today);
  const from = q.from ?? `${to.slice(0, 8)}01`;
  // Only 開始日 given: up to today, which must still be within the limit.
  if (daysBetween(from, to) + 1 > MAX_INVENTORY_DAYS) throw invalidField('to', inventoryMessages.period);
  const [targets, sums, counts] = await readAll(
    db,
    () => brandTargets(db, cinema.brandId),
    () => periodSums(db, cinema.id, from, to, location?.id),
    () => countLinesIn(db, cinema.id, from, to, location?.id),
  );
  const byKey = new Map(sums.map((s) => [targetKey(s.shopItemId, s.ingredientId), s]));
  const counted = lastCounts(counts);
  const word = q.keyword ? fold(q.keyword) : null;
  const rows = [...targets.values()]
    .filter((t) => t.controlled || byKey.has(t.key))
    .filter((t) => !q.kind || t.kind === q.kind)
    .filter((t) => !word || [t.code, t.name, t.nameKana ?? ''].some((v) => fold(v).includes(word)))
    .map((t) => toRow(t, byKey.get(t.key), counted.get(t.key)))
    .filter((r) => !q.belowMinimum || r.belowMinimum)
    .filter((r) => !q.negative || r.negative);
  // Items first, then ingredients, each by code; a chosen sort orders the whole list.
  rows.sort((a, b) => (a.kind === b.kind ? a.code.localeCompare(b.code) : a.kind === 'item' ? -1 : 1));
  if (q.sortField) rows.sort(compare<InventoryRow>(q.sortField, q.sortOrder === 'descend' ? -1 : 1));
  const start = q.page * q.pageSize;
  return listAnswer(rows.slice(start, start + q.pageSize), rows.length, q);
}
