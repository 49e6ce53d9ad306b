import { eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../db/client.js';
import type { Actor } from './actor.js';
import { audit, type AuditEntry } from './audit.js';
import { found, isForeignKeyViolation, conflict } from './errors.js';

/** The table and its id column, or a repository's delete … returning of the row. */
type Target = { table: PgTable; idColumn: PgColumn } | { remove: (tx: Tx) => Promise<unknown[]> };

export type RemoveOptions = Target & {
  id: number;
  /** What the audit row says (the action is 'delete', the id is `id`). */
  entry: Omit<AuditEntry, 'action' | 'entityId'>;
  /** Checks and dependent deletes inside the transaction, before the row goes. */
  before?: (tx: Tx) => Promise<void>;
  /**
   * The 409 when a foreign key refuses the delete: a record created between the service's check and the
   * delete still refers to this one. A function is called after the rollback, e.g. to count the referrers.
   */
  inUse?: string | (() => Promise<string>);
};

/**
 * The one delete path of the services: in one transaction the row is deleted with RETURNING, and the
 * audit row is written only when that delete removed it. Of parallel deletes of one record exactly one
 * succeeds and writes one audit row; the others wait for its row lock, find nothing and answer 404.
 * On PostgreSQL a reference that slipped in meanwhile answers 409 (`inUse`), never 500.
 */
export async function removeAudited(db: Db, actor: Actor, o: RemoveOptions): Promise<void> {
  try {
    await db.transaction(async (tx) => {
      await o.before?.(tx);
      const [row] =
        'remove' in o
          ? await o.remove(tx)
          : await tx.delete(o.table).where(eq(o.idColumn, o.id)).returning({ id: o.idColumn });
      found(row);
      await audit(tx, actor, { ...o.entry, action: 'delete', entityId: o.id });
    });
  } catch (err) {
    if (o.inUse && isForeignKeyViolation(err)) throw conflict(typeof o.inUse === 'string' ? o.inUse : await o.inUse());
    throw err;
  }
}
