import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.js';
import { invalidField, notFound } from './errors.js';

// Ids a body refers to (a coupon's shop items, a set's components, a rule's cinemas) must be the
// caller's brand's own: one that is not is refused with 400 naming the field, before anything is
// written, however it got there (a guessed id, another brand's). Arrays and single ids alike.

export interface OwnedRef {
  /** The request field, for the error (`shopItemIds`, `lines.0.itemId`). */
  field: string;
  /** The field's Japanese label. */
  label: string;
  table: PgTable & { id: PgColumn; brandId: PgColumn };
  ids: readonly (number | null | undefined)[];
  /** A further condition (the kind of version, the cinema of a cinema-scoped row). */
  where?: SQL;
}

export const notOurs = (label: string) => `「${label}」に選択できないものが含まれています`;

/** Whether any of the ref's ids is not the brand's own. */
async function anyNotOwned(db: Db, brandId: number, ref: Omit<OwnedRef, 'field'>) {
  const ids = [...new Set(ref.ids.filter((id): id is number => typeof id === 'number'))];
  if (!ids.length) return false;
  const rows = await db
    .select({ id: ref.table.id })
    .from(ref.table)
    .where(and(eq(ref.table.brandId, brandId), inArray(ref.table.id, ids), ref.where));
  return rows.length !== ids.length;
}

export async function requireOwned(db: Db, brandId: number, refs: OwnedRef[]) {
  for (const ref of refs) if (await anyNotOwned(db, brandId, ref)) throw invalidField(ref.field, notOurs(ref.label));
}

/**
 * A report's criteria (a query, not a record being written): another brand's 会員制度 or 決済方法 answers 404 as the
 * record itself would, and as a report's cinemas do (report-cinemas.ts), never an empty report that looks real.
 */
export async function requireOwnedCriteria(db: Db, brandId: number, refs: Omit<OwnedRef, 'field'>[]) {
  for (const ref of refs) if (await anyNotOwned(db, brandId, ref)) throw notFound(`${ref.label}が見つかりません`);
}
