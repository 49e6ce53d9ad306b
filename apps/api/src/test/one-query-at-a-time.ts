import type { PoolClient } from 'pg';

/**
 * node-postgres 8 queues a query sent to a client still running another (`Promise.all` over one transaction's
 * queries) and pg 9 will refuse it (docs/api-conventions.md, "one query at a time on a transaction"). The test apps'
 * pooled clients throw at once instead, naming both queries, so the API tests on PostgreSQL find such code first.
 */
export function refuseOverlappingQueries(client: PoolClient) {
  const inner = client as unknown as { _activeQuery: { text?: string } | null; _queryQueue: unknown[] };
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  (client as unknown as { query: typeof query }).query = (...args: unknown[]) => {
    if (inner._activeQuery || inner._queryQueue.length > 0) {
      const text = (q: unknown) => String((q as { text?: string } | undefined)?.text ?? q).slice(0, 120);
      throw new Error(
        `A query was sent to a database client still running another (Promise.all on a transaction? use readAll): ` +
          `running «${text(inner._activeQuery)}», sent «${text(args[0])}»`,
      );
    }
    return query(...args);
  };
}
