import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';

// R9 (inventory_balance_day) is kept by a trigger on stock_movements (migration 0015). This
// recomputes it from the movements, of one cinema or of all: after a repair of the facts, or when a
// cinema's business day cut-off changed and its past days should follow.
export async function rebuildInventoryRollup(db: Db, cinemaId: number | null = null) {
  await db.execute(sql`select inventory_rollup_rebuild(${cinemaId}::integer)`);
}
