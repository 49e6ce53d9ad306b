import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Db } from './client.js';

type Results<F extends readonly (() => unknown)[]> = { -readonly [K in keyof F]: Awaited<ReturnType<F[K]>> };

/**
 * Several reads for one answer: side by side on the pool (each takes its own connection), one after another on a
 * transaction, whose one connection runs one query at a time (docs/api-conventions.md, "one query at a time on a
 * transaction"). Use it wherever a function takes a `db` that may be either.
 */
export async function readAll<F extends readonly (() => unknown)[]>(db: Db, ...reads: F): Promise<Results<F>> {
  if (!(db instanceof PgTransaction)) return (await Promise.all(reads.map((read) => read()))) as Results<F>;
  const results: unknown[] = [];
  for (const read of reads) results.push(await read());
  return results as Results<F>;
}
