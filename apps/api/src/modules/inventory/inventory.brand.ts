import { readAll } from '../../db/reads.js';
import { asc, eq } from 'drizzle-orm';
import {
  businessDateOf,
  daysBetween,
  fail,
  inventoryMessages,
  MAX_INVENTORY_DAYS,
  type InventoryBrandQuery,
  type InventoryBrandRow,
  type InventoryCinemaStock,
} from '@cinema/contracts';
import type { Db } from '../../db/client.js';
import { cinemas } from '../../db/schema/index.js';
import type { Actor } from '../../platform/actor.js';
import { invalidField } from '../../platform/errors.js';
import { listAnswer } from '../../platform/list.js';
import { scopeBrandId } from '../../platform/scope.js';
import { compare, fold } from './inventory.list.js';
import { brandTargets, cinemasPeriodSums, targetKey, type Target } from './inventory.repository.js';

// 在庫一覧 for head office with no cinema chosen (docs/reports.md, "the report screens"): per stock target, the
// brand's total over its cinemas and each cinema's own figures, from one R9 query over every cinema of the brand.
// A head-office buyer reads where the stock is and where it runs short: 実棚 and 差異 stay the cinemas' own (棚卸 is
// per cinema and location), so the total has none.

type Sums = Awaited<ReturnType<typeof cinemasPeriodSums>>[number];
type Cinema = { id: number; code: string; name: string };

const MOVES = ['opening', 'received', 'sold', 'adjusted', 'moved'] as const;

function cinemaStock(t: Target, c: Cinema, s: Sums | undefined): InventoryCinemaStock {
  const [opening, received, sold, adjusted, moved] = MOVES.map((k) => s?.[k] ?? 0) as [
    number,
    number,
    number,
    number,
    number,
  ];
  const closing = opening + received + sold + adjusted + moved;
  return {
    cinemaId: c.id,
    cinemaCode: c.code,
    cinemaName: c.name,
    opening,
    received,
    sold,
    adjusted,
    moved,
    closing,
    value: t.unitCost == null ? null : Math.round(closing * t.unitCost),
    // The same rule as a cinema's own list: its whole stock at the period's end under the minimum.
    belowMinimum: t.controlled && t.minStock != null && closing < t.minStock,
    negative: closing < 0,
  };
}

function brandRow(t: Target, list: Cinema[], sums: Map<number, Sums> | undefined): InventoryBrandRow {
  const parts = list.map((c) => cinemaStock(t, c, sums?.get(c.id)));
  const sum = (k: (typeof MOVES)[number] | 'closing') => parts.reduce((n, p) => n + p[k], 0);
  return {
    key: t.key,
    kind: t.kind,
    shopItemId: t.shopItemId,
    ingredientId: t.ingredientId,
    code: t.code,
    name: t.name,
    unit: t.unit,
    opening: sum('opening'),
    received: sum('received'),
    sold: sum('sold'),
    adjusted: sum('adjusted'),
    moved: sum('moved'),
    closing: sum('closing'),
    // The cinemas' amounts added up, so the total agrees with the figures beside it to the yen.
    value: t.unitCost == null ? null : parts.reduce((n, p) => n + (p.value ?? 0), 0),
    unitCost: t.unitCost,
    minStock: t.minStock,
    belowMinimumCinemas: parts.filter((p) => p.belowMinimum).length,
    negativeCinemas: parts.filter((p) => p.negative).length,
    cinemas: parts,
  };
}

/** The brand's 在庫一覧: every stock target (or one with movements), totalled over the brand's cinemas. */
export async function inventoryBrandList(db: Db, actor: Actor, q: InventoryBrandQuery) {
  const brandId = scopeBrandId(actor.scope) ?? fail('a brand caller');
  const list = await db
    .select({ id: cinemas.id, code: cinemas.code, name: cinemas.name, cutoff: cinemas.businessDayCutoffHour })
    .from(cinemas)
    .where(eq(cinemas.brandId, brandId))
    .orderBy(asc(cinemas.code));
  // Today is the latest of the cinemas' business days: nothing of any cinema is left out. Not the calendar day: until
  // the cut-off a cinema's business day is still the day before, and its own 在庫一覧 opens on that day's month.
  const now = new Date();
  const days = list.map((c) => businessDateOf(now, c.cutoff));
  const today = days.length ? days.reduce((a, b) => (a > b ? a : b)) : businessDateOf(now, 0);
  const to = q.to ?? (q.from && q.from > today ? q.from : today);
  const from = q.from ?? `${to.slice(0, 8)}01`;
  if (daysBetween(from, to) + 1 > MAX_INVENTORY_DAYS) throw invalidField('to', inventoryMessages.period);
  const [targets, sums] = await readAll(
    db,
    () => brandTargets(db, brandId),
    () =>
      cinemasPeriodSums(
        db,
        list.map((c) => c.id),
        from,
        to,
      ),
  );
  const byKey = new Map<string, Map<number, Sums>>();
  for (const s of sums) {
    const key = targetKey(s.shopItemId, s.ingredientId);
    byKey.set(key, (byKey.get(key) ?? new Map<number, Sums>()).set(s.cinemaId, s));
  }
  const word = q.keyword ? fold(q.keyword) : null;
  const rows = [...targets.values()]
    .filter((t) => t.controlled || byKey.has(t.key))
    .filter((t) => !q.kind || t.kind === q.kind)
    .filter((t) => !word || [t.code, t.name, t.nameKana ?? ''].some((v) => fold(v).includes(word)))
    .map((t) => brandRow(t, list, byKey.get(t.key)))
    .filter((r) => !q.belowMinimum || r.belowMinimumCinemas > 0)
    .filter((r) => !q.negative || r.negativeCinemas > 0);
  // Items first, then ingredients, each by code, as a cinema's list; a chosen sort orders the whole list.
  rows.sort((a, b) => (a.kind === b.kind ? a.code.localeCompare(b.code) : a.kind === 'item' ? -1 : 1));
  if (q.sortField) rows.sort(compare<InventoryBrandRow>(q.sortField, q.sortOrder === 'descend' ? -1 : 1));
  const start = q.page * q.pageSize;
  return listAnswer(rows.slice(start, start + q.pageSize), rows.length, q);
}
