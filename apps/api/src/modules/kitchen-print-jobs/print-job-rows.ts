import { and, asc, eq, inArray } from 'drizzle-orm';
import type { PrintJobItem } from '@cinema/contracts';
import type { Db } from '../../db/client.js';
import {
  devices,
  kitchenPrinterSettings,
  type kitchenPrintJobs,
  shopItems,
  shopSetComponents,
  transactionLines,
  transactions,
} from '../../db/schema/index.js';
import type { SaleFact } from '../../platform/events.js';
import { readMaster } from '../../platform/master-cache.js';

// The キッチン伝票 of a sale (docs/device-api.md, "kitchen printers"): one job per active kitchen printer of the
// sale's cinema whose 売店グループ hold one of its shop lines, listing only those lines. The masters it reads (the
// printers, the brand's set contents, the selling device's name) go through the device API's master cache, so a
// register's sale costs no query here while they are fresh.

type JobRow = typeof kitchenPrintJobs.$inferInsert;
type Line = SaleFact['lines'][number];

interface Printer {
  deviceId: number;
  shopGroups: readonly string[];
}
interface Component {
  itemId: number;
  name: string;
  quantity: number;
  choiceGroup: string | null;
  optionChoice: string | null;
}

// Async, so the cache keeps the rows and not the query: a query built on a transaction would run again on it.
const printersOf = async (db: Db, cinemaId: number): Promise<Printer[]> =>
  await db
    .select({ deviceId: kitchenPrinterSettings.deviceId, shopGroups: kitchenPrinterSettings.shopGroups })
    .from(kitchenPrinterSettings)
    .innerJoin(devices, eq(devices.id, kitchenPrinterSettings.deviceId))
    .where(and(eq(kitchenPrinterSettings.cinemaId, cinemaId), eq(devices.status, 'active')))
    .orderBy(asc(devices.code), asc(devices.id));

/** The brand's set contents by set item, with each item's name. */
async function setsOf(db: Db, brandId: number) {
  const rows = await db
    .select({
      setItemId: shopSetComponents.setItemId,
      itemId: shopSetComponents.itemId,
      name: shopItems.name,
      quantity: shopSetComponents.quantity,
      choiceGroup: shopSetComponents.choiceGroup,
      optionChoice: shopSetComponents.optionChoice,
    })
    .from(shopSetComponents)
    .innerJoin(shopItems, eq(shopItems.id, shopSetComponents.itemId))
    .where(eq(shopSetComponents.brandId, brandId))
    .orderBy(asc(shopSetComponents.setItemId), asc(shopSetComponents.position), asc(shopSetComponents.id));
  const sets = new Map<number, Component[]>();
  for (const { setItemId, ...c } of rows) sets.set(setItemId, [...(sets.get(setItemId) ?? []), c]);
  return sets;
}

const deviceName = async (db: Db, id: number) =>
  (await db.select({ name: devices.name }).from(devices).where(eq(devices.id, id)))[0]?.name ?? null;

/** A set's contents as the kitchen makes them: its fixed items, and the one chosen in each choice group. */
function contentsOf(line: Line, components: Component[] | undefined): PrintJobItem['contents'] {
  if (!components?.length) return [];
  const fixed = components.filter((c) => !c.choiceGroup).map((c) => ({ c, options: undefined }));
  const chosen = (line.choices ?? []).flatMap((choice) => {
    const c = components.find((x) => x.choiceGroup === choice.group && x.itemId === choice.itemId);
    return c ? [{ c, options: choice.options?.map((o) => o.choice) }] : [];
  });
  return [...fixed, ...chosen].map(({ c, options }) => ({
    name: c.name,
    quantity: c.quantity,
    options: options?.length ? options : c.optionChoice ? [c.optionChoice] : [],
  }));
}

/** What a printer prints for these lines. */
const itemsOf = (lines: Line[], sets: Map<number, Component[]>): PrintJobItem[] =>
  lines.map((l) => ({
    name: l.name,
    quantity: l.quantity,
    options: l.options ?? [],
    contents: contentsOf(l, l.shopItemId ? sets.get(l.shopItemId) : undefined),
    eatIn: l.eatIn ?? false,
  }));

/**
 * The print jobs of paid sales, one per printer that has lines to print (none for a sale without shop lines or
 * at a cinema without kitchen printers). `printedAt` says when each was printed (the demo's history), or null.
 */
export async function printJobRows(
  db: Db,
  sales: SaleFact[],
  printedAt: (orderedAt: Date, transactionNo: number) => Date | null = () => null,
) {
  const rows: JobRow[] = [];
  for (const { transaction: t, lines, cache } of sales) {
    const shop = lines.filter((l) => l.shopItemId != null && l.quantity > 0);
    if (!shop.length || t.transactionNo === undefined) continue;
    const printers = await readMaster(cache, `kitchenPrinters:${t.cinemaId}`, () => printersOf(db, t.cinemaId));
    const routed = printers.flatMap((p) => {
      const mine = shop.filter((l) => l.shopGroup != null && p.shopGroups.includes(l.shopGroup));
      return mine.length ? [{ printer: p, lines: mine }] : [];
    });
    if (!routed.length) continue;
    const sets = await readMaster(cache, `kitchenSets:${t.brandId}`, () => setsOf(db, t.brandId));
    const sourceName = t.deviceId
      ? await readMaster(cache, `deviceName:${t.deviceId}`, () => deviceName(db, t.deviceId ?? 0))
      : null;
    const orderedAt = t.paidAt ?? t.occurredAt;
    const printed = printedAt(orderedAt, t.transactionNo);
    for (const r of routed)
      rows.push({
        brandId: t.brandId,
        cinemaId: t.cinemaId,
        deviceId: r.printer.deviceId,
        transactionId: t.id,
        transactionNo: t.transactionNo,
        kind: 'order',
        status: printed ? 'printed' : 'pending',
        channel: t.channel,
        sourceName,
        items: itemsOf(r.lines, sets),
        orderedAt,
        printedAt: printed,
      });
  }
  return rows;
}

/** Sales of these ids as facts (an online order paid at the gateway is printed then, not when it was held). */
export async function paidSales(db: Db, ids: string[]): Promise<SaleFact[]> {
  if (!ids.length) return [];
  const sales = await db
    .select()
    .from(transactions)
    .where(and(inArray(transactions.id, ids), eq(transactions.kind, 'sale'), eq(transactions.status, 'success')));
  if (!sales.length) return [];
  const lines = await db
    .select()
    .from(transactionLines)
    .where(
      inArray(
        transactionLines.transactionId,
        sales.map((s) => s.id),
      ),
    )
    .orderBy(asc(transactionLines.lineNo));
  return sales.map((transaction) => ({ transaction, lines: lines.filter((l) => l.transactionId === transaction.id) }));
}
