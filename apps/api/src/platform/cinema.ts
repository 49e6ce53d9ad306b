import { eq } from 'drizzle-orm';
import { ja } from '@cinema/contracts';
import type { Db } from '../db/client.js';
import { cinemas } from '../db/schema/index.js';
import { invalidField, notFound } from './errors.js';
import type { Principal } from './principal.js';
import { canSeeCinema } from './scope.js';

/**
 * The cinema a cinema-scoped call works on: an explicit, checked `cinemaId` parameter, or the
 * cinema chosen in the session. Another tenant's cinema answers 404; none chosen answers 400.
 */
export async function cinemaFor(
  db: Db,
  p: Principal,
  explicit?: number | null,
): Promise<{ id: number; brandId: number; cutoffHour: number }> {
  const id = explicit ?? p.cinemaId;
  if (id == null) throw invalidField('cinemaId', ja.selectCinema);
  const [row] = await db
    .select({ id: cinemas.id, brandId: cinemas.brandId, cutoffHour: cinemas.businessDayCutoffHour })
    .from(cinemas)
    .where(eq(cinemas.id, id));
  if (!row || !canSeeCinema(p.scope, row)) throw notFound();
  return row;
}
