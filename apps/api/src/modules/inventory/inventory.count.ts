import { readAll } from '../../db/reads.js';
import { sql } from 'drizzle-orm';
import {
  businessDayWindow,
  inventoryMessages,
  type StockCount,
  type StockCountBody,
  type StockCountLine,
  type StockCountQuery,
} from '@cinema/contracts';
import type { Db } from '../../db/client.js';
import { stockCountLines, stockCounts, stockMovements } from '../../db/schema/index.js';
import type { Actor } from '../../platform/actor.js';
import { audit } from '../../platform/audit.js';
import { invalidField } from '../../platform/errors.js';
import { cinemaAndLocation } from './inventory.list.js';
import { brandTargets, findCount, stockAt, targetKey, type Target } from './inventory.repository.js';

// 棚卸: the count sheet of a location and date (理論在庫 at the end of that business day), and saving
// counted quantities: each difference becomes a 棚卸差異 movement, in one transaction, audited.
// Entering the same date again shows what was counted and posts only what changed since.

const byCode = (a: Target, b: Target) =>
  a.kind === b.kind ? a.code.localeCompare(b.code) : a.kind === 'item' ? -1 : 1;

const lineOf = (t: Target, theoretical: number, counted: number | null, difference: number | null): StockCountLine => ({
  key: t.key,
  kind: t.kind,
  shopItemId: t.shopItemId,
  ingredientId: t.ingredientId,
  code: t.code,
  name: t.name,
  unit: t.unit,
  theoretical,
  counted,
  difference,
});

async function sheet(
  db: Db,
  brandId: number,
  location: { id: number; name: string },
  countDate: string,
  today: string,
) {
  const [targets, stock, count] = await readAll(
    db,
    () => brandTargets(db, brandId),
    () => stockAt(db, location.id, countDate),
    () => findCount(db, location.id, countDate),
  );
  const lines = new Map((count?.lines ?? []).map((l) => [targetKey(l.shopItemId, l.ingredientId), l]));
  const shown = [...targets.values()]
    .filter((t) => t.controlled || lines.has(t.key) || (stock.get(t.key) ?? 0) !== 0)
    .sort(byCode);
  return {
    locationId: location.id,
    locationName: location.name,
    countDate,
    today,
    countedAt: count ? count.updatedAt.toISOString() : null,
    countedBy: count?.countedBy ?? null,
    lines: shown.map((t) => {
      const l = lines.get(t.key);
      return l ? lineOf(t, l.theoretical, l.counted, l.difference) : lineOf(t, stock.get(t.key) ?? 0, null, null);
    }),
  } satisfies StockCount;
}

/** The count sheet (棚卸表) of a location and date, with what was counted when it was. */
export async function countSheet(db: Db, actor: Actor, q: StockCountQuery) {
  const { cinema, today, location } = await cinemaAndLocation(db, actor, q.cinemaId, q.locationId);
  return sheet(db, cinema.brandId, location!, q.countDate ?? today, today);
}

/** Saves counted quantities: differences to the theoretical stock become 棚卸差異 movements. */
export async function saveCount(db: Db, actor: Actor, body: StockCountBody) {
  const { cinema, cutoff, today, location } = await cinemaAndLocation(db, actor, body.cinemaId, body.locationId);
  if (body.countDate > today) throw invalidField('countDate', inventoryMessages.future);
  const targets = await brandTargets(db, cinema.brandId);
  const seen = new Set<string>();
  body.lines.forEach((l, i) => {
    const key = targetKey(l.shopItemId, l.ingredientId);
    const field = `lines.${i}.${l.shopItemId != null ? 'shopItemId' : 'ingredientId'}`;
    if (!targets.get(key)?.controlled) throw invalidField(field, inventoryMessages.unknownTarget);
    if (seen.has(key)) throw invalidField(field, inventoryMessages.duplicate);
    seen.add(key);
  });
  // A past date's difference belongs to that day (its last second); today's is now.
  const at = new Date(Math.min(Date.now(), businessDayWindow(body.countDate, cutoff).end - 1000));
  const by = actor.real.id > 0 ? actor.real.id : null;
  await db.transaction(async (tx) => {
    const [count] = await tx
      .insert(stockCounts)
      .values({
        brandId: cinema.brandId,
        cinemaId: cinema.id,
        locationId: location!.id,
        countDate: body.countDate,
        countedBy: by,
      })
      .onConflictDoUpdate({
        target: [stockCounts.locationId, stockCounts.countDate],
        set: { updatedAt: sql`now()`, countedBy: by },
      })
      .returning({ id: stockCounts.id });
    const before = await findCount(tx, location!.id, body.countDate);
    const old = new Map((before?.lines ?? []).map((l) => [targetKey(l.shopItemId, l.ingredientId), l]));
    const stock = await stockAt(tx, location!.id, body.countDate);
    const changes = body.lines.map((l) => {
      const key = targetKey(l.shopItemId, l.ingredientId);
      const diff = l.counted - (stock.get(key) ?? 0);
      const difference = (old.get(key)?.difference ?? 0) + diff;
      return { ...l, key, diff, difference, theoretical: l.counted - difference };
    });
    const moved = changes.filter((c) => c.diff !== 0);
    if (moved.length)
      await tx.insert(stockMovements).values(
        moved.map((c) => ({
          brandId: cinema.brandId,
          cinemaId: cinema.id,
          locationId: location!.id,
          shopItemId: c.shopItemId,
          ingredientId: c.ingredientId,
          kind: 'countDiff' as const,
          quantity: c.diff,
          reason: `棚卸 ${body.countDate}`,
          reference: `COUNT-${count!.id}`,
          occurredAt: at,
          createdBy: by,
        })),
      );
    await tx
      .insert(stockCountLines)
      .values(
        changes.map((c) => ({
          countId: count!.id,
          shopItemId: c.shopItemId,
          ingredientId: c.ingredientId,
          theoretical: c.theoretical,
          counted: c.counted,
          difference: c.difference,
        })),
      )
      .onConflictDoUpdate({
        target: [stockCountLines.countId, stockCountLines.shopItemId, stockCountLines.ingredientId],
        set: {
          theoretical: sql`excluded.theoretical`,
          counted: sql`excluded.counted`,
          difference: sql`excluded.difference`,
        },
      });
    await audit(tx, actor, {
      action: before && before.lines.length ? 'update' : 'create',
      entity: 'stockCount',
      entityId: count!.id,
      brandId: cinema.brandId,
      cinemaId: cinema.id,
      summary: `${location!.name}の棚卸（${body.countDate}）：${changes.length}品目、差異${moved.length}品目`,
      detail: { countDate: body.countDate, lines: moved.map((c) => ({ key: c.key, diff: c.diff })) },
    });
  });
  return sheet(db, cinema.brandId, location!, body.countDate, today);
}
