import type { PoolClient } from 'pg';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql, type SQLWrapper } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema/index.js';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export { schema };

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The connection string of a PostgreSQL database (for tests that start other processes). */
  url?: string;
  close(): Promise<void>;
  /** An image of a PGlite database (tests build one migrated and seeded database and copy it per file). */
  dump?(): Promise<Blob>;
}

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/**
 * Embedded PGlite (dataDir, or in memory when null) with every committed migration applied; or an
 * in-memory copy of an image from `dump()`, already migrated.
 */
export async function openPglite(dataDir: string | null, image?: Blob): Promise<Database> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  // btree_gist backs the schedules' exclusion constraint (no two screenings on one screen at once).
  const { btree_gist } = await import('@electric-sql/pglite/contrib/btree_gist');
  if (dataDir) fs.mkdirSync(dataDir, { recursive: true });
  const options = { extensions: { btree_gist } };
  const client = dataDir
    ? await PGlite.create(dataDir, options)
    : await PGlite.create({ ...options, ...(image ? { loadDataDir: image } : {}) });
  const db = drizzle({ client, schema, casing: 'snake_case' });
  if (!image) await migrate(db, { migrationsFolder });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    close: () => client.close(),
    dump: () => client.dumpDataDir('none'),
  };
}

/** A PostgreSQL server through a node-postgres pool, migrated the same way. */
export async function openPostgres(
  url: string,
  poolSize = 10,
  onConnect?: (client: PoolClient) => void,
): Promise<Database> {
  const pg = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  // JIT off: PostgreSQL compiles a plan whose estimated cost passes jit_above_cost, and the estimates of a report's
  // CTEs run high, so a query of 250 ms spent 1.6 s compiling (会員レポート, docs/performance.md, "Members").
  const pool = new pg.default.Pool({ connectionString: url, max: poolSize, options: '-c jit=off' });
  if (onConnect) pool.on('connect', onConnect);
  const db = drizzle({ client: pool, schema, casing: 'snake_case' });
  await migrate(db, { migrationsFolder });
  return { db: db as unknown as Db, kind: 'postgres', url, close: () => pool.end() };
}

/** Rows of a raw `db.execute(sql…)`: node-postgres and PGlite both answer `{ rows }`. */
export async function rowsOf<T>(query: Promise<unknown>): Promise<T[]> {
  return ((await query) as { rows: T[] }).rows;
}

/** A typed SQL array literal of parameters (`array[$1, $2]::uuid[]`), for `= any(…)` and `unnest(…)`. */
export const sqlArray = (values: (string | number)[], type: 'uuid' | 'int' | 'text') =>
  sql`array[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::${sql.raw(type)}[]`;

/** Inserts (or writes) rows in chunks, one after the other, so no statement outgrows the parameter limit. */
export async function inChunks<T>(rows: T[], write: (chunk: T[]) => Promise<unknown>, size = 1000) {
  for (let i = 0; i < rows.length; i += size) await write(rows.slice(i, i + size));
}

/**
 * Runs insert, update and delete statements as one statement (data-modifying WITH queries): one
 * round trip however many tables a fact spans, and atomic on its own. They all run on the snapshot
 * from before it, so none may read or change another's rows; foreign keys are checked at its end,
 * so a child may name a parent written beside it. Nothing is answered: ids are made beforehand.
 */
export async function writeAll(db: Db, statements: SQLWrapper[]): Promise<void> {
  if (!statements.length) return;
  const [only] = statements;
  if (only && statements.length === 1) return void (await db.execute(only.getSQL()));
  const parts = statements.map((s, i) => sql`${sql.identifier(`w${i}`)} as (${s.getSQL()})`);
  await db.execute(sql`with ${sql.join(parts, sql`, `)} select 1`);
}
